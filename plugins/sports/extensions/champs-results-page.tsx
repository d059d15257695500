import type { ReactNode } from 'react';
import { RemoteState, useNotFoundWhen, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { parseChampsResults } from '../extras/answers.ts';
import { isMissing, NotFoundState, Tabs, useSportName } from '../extras/ui.tsx';
import { champsResultsRead, paramText } from '../extras/reads.ts';
import '../extras/extras.css';

/** The sports whose champions the chips offer (the catalogue's, in its order). */
const SPORT_CHIPS = ['football', 'ice-hockey', 'basketball', 'tennis', 'esports', 'cricket', 'mma'] as const;

/** Champion results: who won each championship's last seasons, for every sport (champs) or one (champs/:sportName). */
export default function ChampsResultsPage({ params }: PageProps): ReactNode {
  const { t } = useTexts('sports-extras');
  const sportName = useSportName();
  const sport = paramText(params.sportName);
  const read = champsResultsRead(sport);
  const results = useRemoteData(read.key, read.path, { query: read.query, parse: parseChampsResults });
  useNotFoundWhen(isMissing(results.error));
  if (isMissing(results.error)) return <NotFoundState next={{ to: 'champs' }} nextLabel={t('extras_champs_all')} />;
  return (
    <article className="extras-page" aria-labelledby="champs-title">
      <h1 id="champs-title" className="extras-page__title">
        {sport === null ? t('extras_champs_title') : t('extras_champs_title_sport', { sport: sportName(sport) })}
      </h1>
      <p className="extras-page__lead">{t('extras_champs_lead')}</p>
      <Tabs
        label={t('extras_sports')}
        current={sport ?? 'all'}
        tabs={[
          { key: 'all', label: t('extras_all_sports'), target: { to: 'champs' } },
          ...SPORT_CHIPS.map((id) => ({ key: id, label: sportName(id), target: { to: 'champs' as const, params: { sportName: id } } })),
        ]}
      />
      <RemoteState status={results.status} error={results.error} onRetry={results.reload}>
        {results.data?.sports.map((s) => (
          <section key={s.id} className="extras-section" aria-labelledby={`champs-${s.id}`}>
            <h2 id={`champs-${s.id}`} className="extras-section__title">
              {sportName(s.id, s.name)}
            </h2>
            <div className="extras-page">
              {s.champs.map((champ) => (
                <table key={champ.id} className="extras-table">
                  <caption>{champ.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('extras_champs_season')}</th>
                      <th scope="col">{t('extras_champs_winner')}</th>
                      <th scope="col">{t('extras_champs_runner_up')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {champ.seasons.map((season) => (
                      <tr key={season.season}>
                        <th scope="row">{season.season}</th>
                        <td>{season.winner}</td>
                        <td>{season.runnerUp}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
            </div>
          </section>
        ))}
      </RemoteState>
    </article>
  );
}
