import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import type { SportsTeamAnswer } from '../schemas.ts';
import { parseTeam } from '../extras/answers.ts';
import { GameSection } from '../extras/GameItem.tsx';
import { isMissing, NotFoundState, Tabs, useSportName } from '../extras/ui.tsx';
import { REFRESH_MS, useRefresh } from '../extras/refresh.ts';
import { teamRead } from '../extras/reads.ts';
import '../extras/extras.css';

export { extrasSlices as slices, extrasSagas as sagas } from '../extras/state.ts';

type View = 'overview' | 'games' | 'live' | 'line';

function viewOf(routeId: string, section: unknown): View | null {
  if (routeId === 'team') return 'overview';
  if (routeId === 'team-games') return 'games';
  return section === 'live' || section === 'line' ? section : null;
}

function Stats({ stats }: { stats: SportsTeamAnswer['stats'] }): ReactNode {
  const { t } = useTexts('sports-extras');
  const items = [
    ['played', stats.played],
    ['won', stats.won],
    ['drawn', stats.drawn],
    ['lost', stats.lost],
    ['scored', stats.scored],
    ['conceded', stats.conceded],
  ] as const;
  return (
    <dl className="extras-stats">
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`extras_stat_${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Form({ form }: { form: SportsTeamAnswer['stats']['form'] }): ReactNode {
  const { t } = useTexts('sports-extras');
  if (form.length === 0) return <p className="extras-page__lead">{t('extras_team_no_form')}</p>;
  return (
    <ul className="extras-form" aria-label={t('extras_team_form')}>
      {form.map((result, k) => (
        <li key={k} className={`extras-form--${result}`}>
          <abbr title={t(`extras_result_${result}`)}>{t(`extras_result_short_${result}`)}</abbr>
        </li>
      ))}
    </ul>
  );
}

function TeamView({ view, data }: { view: View; data: SportsTeamAnswer }): ReactNode {
  const { t } = useTexts('sports-extras');
  const slug = data.team.slug;
  if (view === 'games') {
    return (
      <>
        <section className="extras-section" aria-labelledby="team-stats">
          <h2 id="team-stats" className="extras-section__title">
            {t('extras_team_stats')}
          </h2>
          <Stats stats={data.stats} />
        </section>
        <GameSection title={t('extras_team_recent')} games={data.recent} />
        {data.recent.length === 0 && (
          <div className="extras-empty">
            <p>{t('extras_team_no_recent')}</p>
            <RouteLink to="team-section" params={{ team: slug, section: 'line' }} className="extras-next">
              {t('extras_team_to_line')}
            </RouteLink>
          </div>
        )}
      </>
    );
  }
  if (view === 'live' || view === 'line') {
    const games = data[view];
    const other = view === 'live' ? 'line' : 'live';
    return games.length > 0 ? (
      <GameSection title={t(`extras_team_${view}`)} games={games} />
    ) : (
      <div className="extras-empty">
        <p>{t(`extras_team_no_${view}`)}</p>
        <RouteLink to="team-section" params={{ team: slug, section: other }} className="extras-next">
          {t(`extras_team_to_${other}`)}
        </RouteLink>
      </div>
    );
  }
  const next = data.live[0] ?? data.line[0];
  return (
    <>
      <section className="extras-section" aria-labelledby="team-form">
        <h2 id="team-form" className="extras-section__title">
          {t('extras_team_form')}
        </h2>
        <div className="extras-page">
          <Form form={data.stats.form} />
        </div>
      </section>
      {next ? (
        <GameSection title={t(next.isLive ? 'extras_team_now' : 'extras_team_next')} games={[next]} />
      ) : (
        <div className="extras-empty">
          <p>{t('extras_team_no_games')}</p>
          <RouteLink to="team-games" params={{ team: slug }} className="extras-next">
            {t('extras_team_to_games')}
          </RouteLink>
        </div>
      )}
    </>
  );
}

/**
 * A team: its championships, form and next game (team), its results and figures (team-games), its
 * games in play or in the line with their prices (team-section, :section live or line).
 */
export default function TeamPage({ routeId, params }: PageProps): ReactNode {
  const { t } = useTexts('sports-extras');
  const sportName = useSportName();
  const slug = String(params.team);
  const view = viewOf(routeId, params.section);
  const read = teamRead(slug);
  const team = useRemoteData(read.key, read.path, { parse: parseTeam, skip: view === null });
  useNotFoundWhen(view === null || isMissing(team.error));

  useRefresh(`team/${slug}`, team.reload, view === 'line' || view === 'games' ? REFRESH_MS.line : REFRESH_MS.live, view !== null && !isMissing(team.error));
  if (view === null || isMissing(team.error)) return <NotFoundState next={{ to: 'search-events' }} nextLabel={t('extras_to_search')} />;
  const name = team.data?.team.name;
  return (
    <article className="extras-page" aria-labelledby="team-title">
      <h1 id="team-title" className="extras-page__title">
        {name ?? t('extras_team_title')}
      </h1>
      {team.data && (
        <p className="extras-page__lead">
          {sportName(team.data.team.sport)}
          {team.data.team.champs.map((champ) => (
            <span key={champ.id}>
              {' · '}
              <RouteLink to="sports-champ" params={{ sport: team.data!.team.sport, champ: champ.id }}>
                {champ.name}
              </RouteLink>
            </span>
          ))}
        </p>
      )}
      <Tabs
        label={t('extras_team_views')}
        current={view}
        tabs={[
          { key: 'overview', label: t('extras_team_overview'), target: { to: 'team', params: { team: slug } } },
          { key: 'games', label: t('extras_team_games'), target: { to: 'team-games', params: { team: slug } } },
          { key: 'live', label: t('extras_team_live'), target: { to: 'team-section', params: { team: slug, section: 'live' } } },
          { key: 'line', label: t('extras_team_line'), target: { to: 'team-section', params: { team: slug, section: 'line' } } },
        ]}
      />
      <RemoteState status={team.status} error={team.error} onRetry={team.reload}>
        {team.data && <TeamView view={view} data={team.data} />}
      </RemoteState>
    </article>
  );
}
