import type { ReactNode } from 'react';
import { RouteLink, useAppSelector, useDisplayPreferences, useNotFoundWhen, useTexts, type PageProps } from '@plugin-api';
import { lineViewOf, listQueryOf, sectionTarget, viewKey, type LineView, type Section } from './model.ts';
import { GameList } from './GameList.tsx';
import { ExtrasLinks } from './ExtrasLinks.tsx';
import { ExpressOfTheDay } from './ExpressOfTheDay.tsx';
import { expressShownOn } from './express-shown.ts';
import { SportsMenu } from './SportsMenu.tsx';
import { OddsFormatSwitcher } from './OddsFormatSwitcher.tsx';
import { useSportsView } from './useSportsView.ts';
import { selectList } from './slice.ts';

const SECTIONS: readonly Section[] = ['live', 'line'];

function titleKey(view: LineView): string {
  if (view.cyber) return 'sports_title_cyber';
  return view.section === 'live' ? 'sports_title_live' : 'sports_title_line';
}

function LineView({ view }: { view: LineView }): ReactNode {
  const { t } = useTexts('sports');
  // The Asian view asks for each game's main lines too: a change of view is another list.
  const preferences = useDisplayPreferences();
  const query = listQueryOf(view, preferences.viewType === 1);
  const retry = useSportsView({ kind: 'list', query });
  useSportsView({ kind: 'menu', section: view.section });
  // Top games are games of real sports: a cyber list has none.
  const topFirst = preferences.bestMatchesOnTop && !view.cyber;
  useSportsView(topFirst ? { kind: 'top', section: view.section } : null);
  const listKey = viewKey({ kind: 'list', query });
  // An unknown sport or championship: the site's not-found page, as the server answers it.
  useNotFoundWhen(useAppSelector((state) => selectList(state)?.key === listKey && selectList(state)?.status === 'notFound'));
  return (
    <div className="sports">
      <header className="sports__header">
        <h1 className="sports__title">{t(titleKey(view))}</h1>
        <OddsFormatSwitcher />
      </header>
      <nav className="sports__tabs" aria-label={t('sports_sections')}>
        {SECTIONS.map((section) => {
          const target = sectionTarget(view, section);
          return (
            <RouteLink key={section} to={target.to} params={target.params} className="tab" aria-current={section === view.section ? 'page' : undefined}>
              {t(`sports_section_${section}`)}
            </RouteLink>
          );
        })}
      </nav>
      {!view.cyber && <ExtrasLinks />}
      <SportsMenu view={view} />
      {expressShownOn(view, preferences) && <ExpressOfTheDay key={view.section} section={view.section} />}
      <GameList listKey={listKey} section={view.section} cyber={view.cyber} onRetry={retry} topFirst={topFirst} />
    </div>
  );
}

/**
 * The line and live lists (routes sports, live, *-sport, *-champ) and the cyber pages (cyber,
 * cyber-discipline, cyber-section): one page, the route says the section and the filters.
 */
export function LinePage({ routeId, params }: PageProps): ReactNode {
  const { t } = useTexts('sports');
  const view = lineViewOf(routeId, params);
  useNotFoundWhen(!view);
  if (!view) {
    return (
      <div className="sports">
        <p className="sports__note" role="alert">
          {t('sports_not_found')}
        </p>
      </div>
    );
  }
  return <LineView view={view} />;
}
