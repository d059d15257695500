import type { ReactNode } from 'react';
import { Button, RouteLink, useAppSelector, useDisplayPreferences, useHasRoute, useNotFoundWhen, useTexts, type BetPageType, type PageProps } from '@plugin-api';
import { ALL_DISCIPLINES, allSportsTarget, asianLine, champTarget, type RouteTarget, type Section } from './model.ts';
import { selectGame, selectGameLayout, selectGameView, selectMarket, type GameEntity } from './slice.ts';
import { GameState } from './GameState.tsx';
import { gameOddsProps } from './OddsButton.tsx';
import { OddsRow } from './OddsRow.tsx';
import { groupTitle } from './texts.ts';
import { useSportsView } from './useSportsView.ts';
import { ExtrasLinks } from './ExtrasLinks.tsx';
import { TeamLink } from './extras/TeamLink.tsx';
import './views.css';

/** The Asian view's line of a row, printed once before its two prices (a handicap as the home side's). */
function AsianLineCell({ marketId }: { marketId: number }): ReactNode {
  const market = useAppSelector((state) => selectMarket(state, marketId));
  return <span className="markets__line">{market ? asianLine(market.line, market.group === 'handicap') : ''}</span>;
}

/**
 * The markets by group, titled in the player's market names. The Asian view prints each total and
 * handicap line once, in Asian notation, beside its two prices; the European view prints it on
 * every price.
 */
function MarketGroups({ game, pageType }: { game: GameEntity; pageType: BetPageType | undefined }): ReactNode {
  const { t } = useTexts('sports');
  const { viewType, marketsNameType } = useDisplayPreferences();
  const asian = viewType === 1;
  const layout = useAppSelector((state) => selectGameLayout(state, game.id));
  // The route's page type (bets on you, top game) goes with each bet; an e-sports game is SPEC 2.2's "cyber" page type whichever route shows it.
  const odds = gameOddsProps(game, pageType ?? (game.discipline !== null ? 'cyber' : undefined));
  return (
    <div className={`markets${asian ? ' markets--asian' : ''}`}>
      {layout.map(({ group, rows }) => {
        const title = groupTitle(t, group, marketsNameType);
        const lines = asian && group !== '1x2';
        return (
          <section key={group} className="markets__group" aria-label={title}>
            <h2 className="markets__title">{title}</h2>
            {rows.map((row) =>
              lines ? (
                <div key={row[0]} className="markets__line-row">
                  <AsianLineCell marketId={row[0]!} />
                  <OddsRow className="markets__row" marketIds={row} lineStyle="side" {...odds} />
                </div>
              ) : (
                <OddsRow key={row[0]} className="markets__row" marketIds={row} {...odds} />
              ),
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The page types a bet carries (SPEC 2.2); a route's other page types (ufc, champion) shape the page only. */
const BET_PAGE_TYPES: ReadonlySet<string> = new Set<BetPageType>(['cyber', 'top-game', 'bets-on-you']);

function betPageTypeOf(pageType: string | undefined): BetPageType | undefined {
  return pageType !== undefined && BET_PAGE_TYPES.has(pageType) ? (pageType as BetPageType) : undefined;
}

/**
 * Where "back" leads, by the route's page type: the bets-on-you section or the champion the game was
 * opened from, the home page for a top game; else the game's championship in its section, the
 * cyber championship, or cricket.
 */
function backTarget(routeId: string, params: PageProps['params'], section: Section, pageType: string | undefined): RouteTarget {
  if (pageType === 'bets-on-you' && params.section !== undefined) return { to: 'bets-on-you-section', params: { section: String(params.section) } };
  if (pageType === 'champion' && params.champion !== undefined) return { to: 'champions', params: { champion: String(params.champion) } };
  if (pageType === 'top-game') return { to: 'home' };
  if (routeId === 'cyber-game') {
    return { to: 'cyber-champ', params: { type: String(params.type), discipline: String(params.discipline ?? ALL_DISCIPLINES), champ: Number(params.champ) } };
  }
  if (routeId === 'cricket-game') return { to: 'cricket' };
  if (params.sport !== undefined && params.champ !== undefined) return champTarget(section, String(params.sport), Number(params.champ));
  return allSportsTarget(section);
}

/** Cricket's sides are not teams of the sports catalogue: they have no team page. */
const NO_TEAM_PAGES: ReadonlySet<string> = new Set(['cricket-game']);

/** The title "Home – Away", each name a link to its team's page where the region serves team pages. */
function GameTitle({ game, teamPages }: { game: GameEntity; teamPages: boolean }): ReactNode {
  const { t } = useTexts('sports');
  const linked = useHasRoute('team', { team: 'x' }) && teamPages;
  if (!linked) return <h1 className="game-page__title">{t('sports_game_title', { home: game.home, away: game.away })}</h1>;
  // The dictionary's order and separator around the two names, whatever the language puts between them.
  const [before = '', between = '', after = ''] = t('sports_game_title', { home: '\u0001', away: '\u0001' }).split('\u0001');
  return (
    <h1 className="game-page__title">
      {before}
      <TeamLink name={game.home} />
      {between}
      <TeamLink name={game.away} />
      {after}
    </h1>
  );
}

/**
 * One game with all its markets (routes game, live-game, cyber-game, cricket-game, and the page types of
 * SPEC 2.2: bets-on-you, top-game, ufc, champion). The page type decides where "back" leads and goes
 * with each bet. Polled every 3 s while live, 15 s before the start; the poll stops once the game is finished.
 */
export function GamePage({ routeId, params, pageType }: PageProps): ReactNode {
  const { t } = useTexts('sports');
  const gameId = Number(params.game);
  const valid = Number.isSafeInteger(gameId) && gameId > 0;
  const section: Section = routeId === 'live-game' || params.section === 'live' ? 'live' : 'line';
  const retry = useSportsView(valid ? { kind: 'game', gameId, live: section === 'live' } : null);
  const view = useAppSelector(selectGameView);
  const game = useAppSelector((state) => selectGame(state, gameId));
  // The id a player quotes to support, when they asked to see it (SPEC 3.5 isShowGameId).
  const showId = useDisplayPreferences().showGameId;
  const back = backTarget(routeId, params, section, pageType);
  const backLink = (
    <RouteLink to={back.to} params={back.params} className="game-page__back" aria-current={undefined}>
      {t('sports_back')}
    </RouteLink>
  );

  const notFound = !valid || (view?.gameId === gameId && view.status === 'notFound');
  // The site's not-found page, as the server answers an unknown game.
  useNotFoundWhen(notFound);
  if (notFound) {
    return (
      <article className="game-page">
        {backLink}
        <h1>{t('sports_game_not_found')}</h1>
      </article>
    );
  }
  if (!game || view?.gameId !== gameId || view.status === 'loading' || !game.allMarketIds) {
    const failed = view?.gameId === gameId && view.status === 'error';
    return (
      <article className="game-page">
        {backLink}
        <p className="sports__note" role={failed ? 'alert' : 'status'}>
          {t(failed ? 'sports_error' : 'sports_loading')}
        </p>
        {failed && (
          <Button variant="secondary" onClick={retry}>
            {t('sports_retry')}
          </Button>
        )}
      </article>
    );
  }
  return (
    <article className="game-page">
      {backLink}
      <p className="game-page__champ">{game.champName}</p>
      <GameTitle game={game} teamPages={!NO_TEAM_PAGES.has(routeId)} />
      <div className="game-page__state">
        {game.isLive && <span className="badge badge--live">{t('sports_live')}</span>}
        <GameState gameId={game.id} />
      </div>
      {showId && <p className="game-page__id">{t('sports_game_id', { id: game.id })}</p>}
      <MarketGroups game={game} pageType={betPageTypeOf(pageType)} />
      {!routeId.startsWith('cyber') && !routeId.startsWith('cricket') && <ExtrasLinks />}
    </article>
  );
}
