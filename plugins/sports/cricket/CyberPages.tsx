import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useNotFoundWhen, useTexts, type PageProps, type RouteTarget } from '@plugin-api';
import type { Section } from '../model.ts';
import { parseCyberChamps, parseCyberGames, parseCyberType, type CyberDiscipline, type CyberType } from './answers.ts';
import { GameGroups } from './GameCard.tsx';
import { useLiveData } from './live-data.ts';
import { cyberViewOf, isCyberType, type CyberView } from './cyber-view.ts';
import { isMissing } from './missing.ts';
import { cyberGameTarget, cyberTypeTarget, EVERY_DISCIPLINE, LINE_POLL_MS, LIVE_POLL_MS, MIXED_POLL_MS } from './targets.ts';

const TYPES: readonly CyberType[] = ['real', 'virtual'];

export { cyberViewOf };

function TypeTabs({ current }: { current: CyberType }): ReactNode {
  const { t } = useTexts('cricket');
  return (
    <nav className="cricket-nav" aria-label={t('cyber_types')}>
      <ul className="cricket-nav__list">
        {TYPES.map((type) => (
          <li key={type}>
            <RouteLink {...cyberTypeTarget(type)} className="cricket-nav__link" aria-current={type === current ? 'page' : undefined}>
              {t(`cyber_type_${type}`)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The discipline's own views: every game, live, line, championships. */
function DisciplineTabs({ type, discipline, current }: { type: CyberType; discipline: string; current: 'all' | Section | 'champs' }): ReactNode {
  const { t } = useTexts('cricket');
  const tabs: { key: typeof current; target: RouteTarget; label: string }[] = [
    { key: 'all', target: discipline === EVERY_DISCIPLINE ? { to: 'cyber-all', params: { type } } : { to: 'cyber-discipline', params: { type, discipline } }, label: 'cyber_tab_all' },
    { key: 'live', target: { to: 'cyber-live', params: { type, discipline } }, label: 'cyber_tab_live' },
    { key: 'line', target: { to: 'cyber-line', params: { type, discipline } }, label: 'cyber_tab_line' },
    { key: 'champs', target: { to: 'cyber-champs', params: { type, discipline } }, label: 'cyber_tab_champs' },
  ];
  return (
    <nav className="cricket-nav" aria-label={t('cyber_views')}>
      <ul className="cricket-nav__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <RouteLink {...tab.target} className="cricket-nav__link" aria-current={tab.key === current ? 'page' : undefined}>
              {t(tab.label)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Frame({ title, children }: { title: ReactNode; children: ReactNode }): ReactNode {
  return (
    <div className="cricket-page">
      <header className="cricket-page__header">
        <h1 className="cricket-page__title">{title}</h1>
      </header>
      {children}
    </div>
  );
}

/** A type's front page: its disciplines with live and coming counts, and what is live now. */
function TypeHome({ type }: { type: CyberType }): ReactNode {
  const { t } = useTexts('cricket');
  const home = useLiveData(`cyber/${type}`, `/cyber/${type}`, { parse: parseCyberType, intervalMs: LIVE_POLL_MS });
  return (
    <Frame title={t('cyber_title')}>
      <TypeTabs current={type} />
      <RemoteState status={home.status} error={home.error} onRetry={home.retry}>
        {home.data && (
          <>
            <section className="cricket-section" aria-labelledby="cyber-disciplines">
              <h2 id="cyber-disciplines" className="cricket-section__title">
                {t('cyber_disciplines')}
              </h2>
              <ul className="cricket-champs">
                {home.data.disciplines.map((d) => (
                  <li key={d.id} className="cricket-champ">
                    <RouteLink to="cyber-discipline" params={{ type, discipline: d.id }} className="cricket-champ__link">
                      <span className="cricket-champ__name">{d.name}</span>
                      <span className="cricket-champ__counts">{t('cricket_champ_counts', { live: d.live, line: d.line })}</span>
                    </RouteLink>
                  </li>
                ))}
              </ul>
              <RouteLink to="cyber-all" params={{ type }} className="cricket-next">
                {t('cyber_all_games')}
              </RouteLink>
            </section>
            <section className="cricket-section" aria-labelledby="cyber-live-now">
              <h2 id="cyber-live-now" className="cricket-section__title">
                {t('cricket_live_now')}
              </h2>
              {home.data.live.length === 0 ? (
                <p className="cricket-empty">{t('cyber_no_live')}</p>
              ) : (
                <GameGroups games={home.data.live} targetOf={(game) => cyberGameTarget(type, game)} level={3} />
              )}
            </section>
          </>
        )}
      </RemoteState>
    </Frame>
  );
}

function disciplineName(t: (key: string) => string, disciplines: readonly CyberDiscipline[], id: string): string | null {
  if (id === EVERY_DISCIPLINE) return t('cyber_every_discipline');
  return disciplines.find((d) => d.id === id)?.name ?? null;
}

/** Games of a discipline (or of every one), maybe of one section or one championship. */
function GamesView({ type, view, name }: { type: CyberType; view: CyberView; name: string }): ReactNode {
  const { t } = useTexts('cricket');
  const discipline = view.discipline ?? EVERY_DISCIPLINE;
  const query = {
    ...(discipline === EVERY_DISCIPLINE ? {} : { discipline }),
    ...(view.section ? { section: view.section } : {}),
    ...(view.champ === undefined ? {} : { champ: view.champ }),
  };
  const games = useLiveData(`cyber/${type}/games/${JSON.stringify(query)}`, `/cyber/${type}/games`, {
    query,
    parse: parseCyberGames,
    intervalMs: view.section === 'line' ? LINE_POLL_MS : view.section === 'live' ? LIVE_POLL_MS : MIXED_POLL_MS,
  });
  useNotFoundWhen(games.status === 'error' && isMissing(games.error));
  const champName = view.champ === undefined ? null : (games.data?.champs[0]?.name ?? null);
  const title = champName ?? (view.champ === undefined ? name : t('cyber_champ'));
  const emptyKey = view.section === 'live' ? 'cyber_no_live' : view.section === 'line' ? 'cyber_no_line' : 'cyber_no_games';
  return (
    <Frame title={title}>
      {view.champ === undefined ? (
        <DisciplineTabs type={type} discipline={discipline} current={view.section ?? 'all'} />
      ) : (
        <RouteLink to="cyber-champs" params={{ type, discipline }} className="cricket-next">
          {t('cyber_champs_of', { discipline: name })}
        </RouteLink>
      )}
      <RemoteState
        status={games.status}
        error={games.error}
        onRetry={games.retry}
        isEmpty={games.data?.games.length === 0}
        empty={
          <>
            <p>{t(emptyKey)}</p>
            <RouteLink {...cyberTypeTarget(type)} className="cricket-next">
              {t('cyber_to_type')}
            </RouteLink>
          </>
        }
      >
        {games.data && <GameGroups games={games.data.games} targetOf={(game) => cyberGameTarget(type, game)} />}
      </RemoteState>
    </Frame>
  );
}

function ChampsView({ type, discipline, name }: { type: CyberType; discipline: string; name: string }): ReactNode {
  const { t } = useTexts('cricket');
  const query: Record<string, string> = discipline === EVERY_DISCIPLINE ? {} : { discipline };
  const champs = useLiveData(`cyber/${type}/champs/${discipline}`, `/cyber/${type}/champs`, { query, parse: parseCyberChamps, intervalMs: LINE_POLL_MS });
  return (
    <Frame title={t('cyber_champs_of', { discipline: name })}>
      <DisciplineTabs type={type} discipline={discipline} current="champs" />
      <RemoteState status={champs.status} error={champs.error} onRetry={champs.retry}>
        <ul className="cricket-champs">
          {champs.data?.champs.map((champ) => (
            <li key={champ.id} className="cricket-champ">
              <RouteLink to="cyber-champ" params={{ type, discipline: champ.discipline, champ: champ.id }} className="cricket-champ__link">
                <span className="cricket-champ__name">{champ.name}</span>
                <span className="cricket-champ__counts">{t('cricket_champ_counts', { live: champ.live, line: champ.line })}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </RemoteState>
    </Frame>
  );
}

/**
 * Every cyber list page (cyber-real, cyber-type, cyber-all, cyber-discipline, cyber-live, cyber-line,
 * cyber-champs, cyber-champ). The type's answer says which disciplines exist, so an unknown type or
 * a discipline of another type shows the not-found state.
 */
export function CyberPage({ routeId, params }: PageProps): ReactNode {
  const { t } = useTexts('cricket');
  const view = cyberViewOf(routeId, params);
  const typeOk = isCyberType(view.type);
  const type: CyberType = typeOk ? (view.type as CyberType) : 'real';
  const home = useLiveData(`cyber/${type}`, `/cyber/${type}`, { parse: parseCyberType, intervalMs: LIVE_POLL_MS });
  const name = home.data && view.discipline !== undefined ? disciplineName(t, home.data.disciplines, view.discipline) : undefined;
  // 'all' names every discipline in lists; a championship is always under its own discipline.
  const missing = !typeOk || name === null || (view.discipline === EVERY_DISCIPLINE && view.champ !== undefined);
  useNotFoundWhen(missing);
  if (missing) return null;
  if (view.discipline === undefined) return <TypeHome type={type} />;
  if (!home.data || name === undefined) {
    return (
      <Frame title={t('cyber_title')}>
        <RemoteState status={home.status} error={home.error} onRetry={home.retry} />
      </Frame>
    );
  }
  if (view.champs) return <ChampsView type={type} discipline={view.discipline} name={name} />;
  return <GamesView type={type} view={view} name={name} />;
}
