import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, RouteLink, useAppSelector, useNotFoundWhen, useTexts, type PageProps } from '@plugin-api';
import { filtersOf, gamesQueryOf, isRouteListMissing, lobbyViewOf } from '../lobby-query.ts';
import { listKeyOf, selectGameList } from '../games-slice.ts';
import { GameGrid } from './GameGrid.tsx';
import { LobbyFilters } from './LobbyFilters.tsx';
import { useLobby } from './reads.ts';
import { SectionLinks } from './SectionLinks.tsx';

/**
 * Every casino list: a section's lobby (slots, live casino, bingo …), a section's subcategory, a
 * provider's games, the whole lobby and the search page. The route says what it lists, the URL's
 * query what the player filtered.
 */
export function LobbyPage({ pageType, params, lng }: PageProps): ReactNode {
  const { t } = useTexts('casino');
  // The router's location, not the committed page's: a filter shows at once, while the navigation it starts runs.
  const { search } = useLocation();
  const view = lobbyViewOf(pageType, params);
  const filters = filtersOf(view, search);
  const lobby = useLobby(lng);
  const providerName = view.provider ? (lobby.data?.providers.find((p) => p.id === view.provider)?.name ?? view.provider) : null;
  const title = providerName ? t('casino_title_provider', { name: providerName }) : t(view.titleKey, { defaultValue: t('casino_title_all') });
  const searching = view.isSearchPage && filters.search.length < 2;
  const query = gamesQueryOf(view, filters);
  const list = useAppSelector((state) => selectGameList(state, listKeyOf(query)));
  // An unknown provider, section or subcategory: the site's not-found page, as the server answers it.
  useNotFoundWhen(list.total === null && isRouteListMissing(view, search, list.error));

  return (
    <section className="casino-page" aria-labelledby="casino-lobby-title">
      <h1 id="casino-lobby-title" className="casino-page__title">
        {title}
      </h1>
      {view.subcategory && <p className="casino-page__subtitle">{t('casino_subcategory', { name: view.subcategory })}</p>}
      <SectionLinks view={view} lobby={lobby.data} />
      <LobbyFilters view={view} filters={filters} lobby={lobby.data} autoFocusSearch={view.isSearchPage} />
      {/* The games list works without the lobby answer; what it adds (providers, sections) is missing, so the page says so. */}
      {lobby.status === 'error' && (
        <div className="remote-state remote-state--error" role="alert">
          <p>{t('casino_lobby_failed')}</p>
          <Button variant="secondary" onClick={lobby.reload}>
            {t('casino_retry')}
          </Button>
        </div>
      )}
      {searching && <h2 className="casino-page__heading">{t('casino_search_popular')}</h2>}
      <GameGrid
        query={query}
        skeletonCount={view.skeletonCount}
        label={title}
        empty={
          <>
            <p>{filters.search ? t('casino_empty_search', { search: filters.search }) : t('casino_empty')}</p>
            <RouteLink to="casino-lobby" className="casino-page__next">
              {t('casino_to_lobby')}
            </RouteLink>
          </>
        }
      />
    </section>
  );
}
