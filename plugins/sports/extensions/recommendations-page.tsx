import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { isMenuAnswer } from '../answers.ts';
import { parseRecommendations } from '../extras/answers.ts';
import { GameItem } from '../extras/GameItem.tsx';
import { isMissing, NotFoundState, Tabs, useSportName, type Tab } from '../extras/ui.tsx';
import type { MenuAnswer } from '../model.ts';
import { REFRESH_MS, useRefresh } from '../extras/refresh.ts';
import { paramText, recommendationsRead } from '../extras/reads.ts';
import '../extras/extras.css';

export { extrasSlices as slices, extrasSagas as sagas } from '../extras/state.ts';

const parseMenu = (value: unknown): MenuAnswer | null => (isMenuAnswer(value) ? value : null);

/** Chips to narrow the recommendations: the sports of the line, then the chosen sport's championships. */
function useFilterTabs(sport: string | null): { sports: Tab[]; champs: Tab[] } {
  const { t } = useTexts('sports-extras');
  const sportName = useSportName();
  const menu = useRemoteData('sports-extras/recommendation-menu', '/sports/menu', { query: { section: 'line' }, parse: parseMenu });
  const sports = menu.data?.sports ?? [];
  return {
    sports: [
      { key: 'all', label: t('extras_all_sports'), target: { to: 'recommendations' } },
      ...sports.map((s) => ({ key: s.id, label: sportName(s.id, s.name), target: { to: 'recommendations-sport' as const, params: { sport: s.id } } })),
    ],
    champs:
      sport === null
        ? []
        : (sports.find((s) => s.id === sport)?.champs ?? []).map((c) => ({
            key: String(c.id),
            label: c.name,
            target: { to: 'recommendations-champ' as const, params: { sport, champ: c.id } },
          })),
  };
}

/**
 * Games worth a look now, each with why (a favorite championship, starting soon, a close match,
 * popular): for every sport (recommendations), one sport (recommendations-sport) or one
 * championship (recommendations-champ).
 */
export default function RecommendationsPage({ params }: PageProps): ReactNode {
  const { t } = useTexts('sports-extras');
  const sportName = useSportName();
  const sport = paramText(params.sport);
  const champ = params.champ === undefined ? null : Number(params.champ);
  const read = recommendationsRead(sport, champ);
  const answer = useRemoteData(read.key, read.path, { query: read.query, parse: parseRecommendations });
  useNotFoundWhen(isMissing(answer.error));
  const tabs = useFilterTabs(sport);
  useRefresh(`recommendations/${sport ?? ''}/${champ ?? ''}`, answer.reload, REFRESH_MS.line, !isMissing(answer.error));
  if (isMissing(answer.error)) return <NotFoundState next={{ to: 'recommendations' }} nextLabel={t('extras_recommendations_all')} />;
  const data = answer.data;
  const title = data?.champ ? data.champ.name : sport !== null ? sportName(sport) : null;
  return (
    <article className="extras-page" aria-labelledby="recommendations-title">
      <h1 id="recommendations-title" className="extras-page__title">
        {title === null ? t('extras_recommendations_title') : t('extras_recommendations_title_for', { name: title })}
      </h1>
      <Tabs label={t('extras_sports')} current={sport ?? 'all'} tabs={tabs.sports} />
      {tabs.champs.length > 0 && <Tabs label={t('extras_champs')} current={champ === null ? '' : String(champ)} tabs={tabs.champs} />}
      <RemoteState
        status={answer.status}
        error={answer.error}
        onRetry={answer.reload}
        isEmpty={data?.items.length === 0}
        empty={
          <div className="extras-empty">
            <p>{t('extras_recommendations_empty')}</p>
            <RouteLink to="recommendations" className="extras-next">
              {t('extras_recommendations_all')}
            </RouteLink>
          </div>
        }
      >
        <ul className="extras-list extras-section">
          {data?.items.map((item) => (
            <GameItem key={item.game.id} game={item.game}>
              <p className="extras-share">
                <span className="extras-badge">{t(`extras_reason_${item.reason}`)}</span> {item.game.champName}
              </p>
            </GameItem>
          ))}
        </ul>
      </RemoteState>
    </article>
  );
}
