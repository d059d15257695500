/**
 * The betting contract between the plugins that show markets (sports line/live) and the coupon
 * plugin. Plugins never import each other: a market button dispatches `betSelectionToggled`, the
 * odds poller dispatches `oddsChanged`, and both read which markets are selected through the
 * selectors below. The coupon plugin reduces these events in its own slice and tells the core how
 * to read the selection (`provideSelectedMarketIds`); the core never reads the coupon's state itself.
 *
 * Until the coupon has loaded, nothing is selected. Routes that offer selections put
 * `coupon/quick-panel` in a slot, which loads the coupon (the bottom bar's `coupon/coupon-button`
 * does not: it only counts the stored coupon until then).
 */
import { createAction, createSelector } from '@reduxjs/toolkit';

// ---------------------------------------------------------------------------------------------
// What a market button hands to the coupon (a bet: market fields plus what the coupon shows)

export interface BetSelection {
  /** The market (outcome) id, stable across odds updates; also the key of `oddsChanged`. */
  readonly marketId: string;
  /** Decimal odds shown on the button when it was pressed (>= 1). */
  readonly coef: number;
  readonly sportId: number;
  /** Market type id (e.g. 1 home win, 2 draw, 3 away win). */
  readonly typeId: number;
  /** Market kind; kind 7 never counts for the bonus bet. */
  readonly kind: number;
  /** A live market (a live bet is reminded after 30 s, a line bet after 5 min). */
  readonly isLive: boolean;
  readonly gameId: number;
  readonly champId: number;
  /** Opponents' English names. */
  readonly opponent1: string;
  readonly opponent2: string;
  /** What the player picked, as the button reads (e.g. "W1", "Total over 2.5"). */
  readonly marketName: string;
  /** Block for multi-bet and conditional coupons. */
  readonly blockId?: number;
  /** English names of the sport and championship, for the coupon rows. */
  readonly sportName?: string;
  readonly champName?: string;
  /** The market is suspended right now (it may still be toggled off). */
  readonly isBlocked?: boolean;
  /** The game's start (ms since the epoch): a line bet's row shows the kick-off. */
  readonly startAt?: number;
  /** The game's facts when it was picked (a live bet's row shows the score; oddsChanged keeps them fresh). */
  readonly game?: BetGameFacts;
  /** Where the bet was picked (SPEC 2.2's page types), e.g. 'cyber' or 'top-game'. */
  readonly pageType?: BetPageType;
}

/** A game's full score. */
export interface BetScore {
  readonly home: number;
  readonly away: number;
}

/** What the feed says of a bet's game now: its score, status and clock. */
export interface BetGameFacts {
  /** null before the start. */
  readonly score: BetScore | null;
  /** Game status id: 2 or 3 on, 4 finished. */
  readonly statusId?: number;
  /** Seconds played; null before the start. */
  readonly timeSec?: number | null;
  readonly isFinished?: boolean;
  /** The game's start, ms since the epoch (a bet picked or stored without it gets it here). */
  readonly startAt?: number;
}

/** The page types SPEC 2.2 names that a bet can be picked on (the feed has no marble or politics games). */
export type BetPageType = 'cyber' | 'top-game' | 'bets-on-you';

/** One market's new price, as the odds poller sees it. */
export interface OddsUpdate {
  readonly marketId: string;
  readonly coef: number;
  /** Suspended: the bet stays in the coupon but cannot be placed until it opens again. */
  readonly blocked: boolean;
  /** The game ended: the market will not come back. */
  readonly finished?: boolean;
  /** The market's game now, when the answer describes it (the score of a live bet's row). */
  readonly game?: BetGameFacts;
}

// ---------------------------------------------------------------------------------------------
// Building a selection: one builder for every market button

/** A game as the feed's answers describe it (sports lists and game page, home's top games, the express of the day). */
export interface SelectionGame {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  readonly home: string;
  readonly away: string;
  readonly isLive: boolean;
  readonly champName?: string;
  readonly sportName?: string;
  /** Ms since the epoch. */
  readonly startAt?: number;
  readonly score?: BetScore | null;
  readonly statusId?: number;
  readonly gameTimeSec?: number | null;
  readonly isFinished?: boolean;
}

/** A market as the feed's answers describe it. */
export interface SelectionMarket {
  readonly id: number | string;
  readonly coef: number;
  readonly typeId: number;
  readonly kind: number;
  readonly blocked?: boolean;
}

/** The game's part of a selection that moves while the game is played (score, status, clock). */
export function gameFactsOf(game: Pick<SelectionGame, 'score' | 'statusId' | 'gameTimeSec' | 'isFinished' | 'startAt'>): BetGameFacts {
  return {
    score: game.score ? { home: game.score.home, away: game.score.away } : null,
    ...(game.startAt === undefined ? {} : { startAt: game.startAt }),
    ...(game.statusId === undefined ? {} : { statusId: game.statusId }),
    ...(game.gameTimeSec === undefined ? {} : { timeSec: game.gameTimeSec }),
    ...(game.isFinished === undefined ? {} : { isFinished: game.isFinished }),
  };
}

/**
 * The selection a press on `market` of `game` hands to the coupon: every bet field the feed has,
 * named as the coupon reads them. `marketName` is what the button reads, in the page's language.
 */
export function selectionOf(game: SelectionGame, market: SelectionMarket, marketName: string, options: { pageType?: BetPageType } = {}): BetSelection {
  return {
    marketId: String(market.id),
    coef: market.coef,
    sportId: game.sportId,
    typeId: market.typeId,
    kind: market.kind,
    isLive: game.isLive,
    gameId: game.id,
    champId: game.champId,
    opponent1: game.home,
    opponent2: game.away,
    marketName,
    ...(game.champName === undefined ? {} : { champName: game.champName }),
    ...(game.sportName === undefined ? {} : { sportName: game.sportName }),
    ...(market.blocked === undefined ? {} : { isBlocked: market.blocked }),
    ...(game.startAt === undefined ? {} : { startAt: game.startAt }),
    ...(game.score === undefined ? {} : { game: gameFactsOf(game) }),
    ...(options.pageType === undefined ? {} : { pageType: options.pageType }),
  };
}

/**
 * The player pressed a market button: the coupon adds the selection, or removes it when that
 * market is already in. A second market of the same game replaces the first (one leg per game).
 * With one-click betting on, the coupon places a single at once instead of adding it.
 */
export const betSelectionToggled = createAction<BetSelection>('betting/selectionToggled');

/** Dispatched by the odds poller with every market whose price or state it refreshed. */
export const oddsChanged = createAction<readonly OddsUpdate[]>('betting/oddsChanged');

// ---------------------------------------------------------------------------------------------
// Which markets are selected: the coupon plugin provides the answer

/** Reads the market ids in the coupon from the app's state, in coupon order; the same array while they are unchanged. */
export type SelectedMarketIdsSelector = (state: unknown) => readonly string[];

const NOTHING_SELECTED: readonly string[] = Object.freeze([]);
let selectProvidedMarketIds: SelectedMarketIdsSelector = () => NOTHING_SELECTED;

/**
 * The plugin that keeps the coupon says how to read its selection (a selector over its own slice).
 * It calls this once, when its slice module is evaluated; a later call replaces the earlier one.
 */
export function provideSelectedMarketIds(selector: SelectedMarketIdsSelector): void {
  selectProvidedMarketIds = selector;
}

/** Market ids in the coupon, in coupon order; an empty list (always the same one) before the coupon plugin loads. */
export function selectSelectedMarketIds(state: unknown): readonly string[] {
  return selectProvidedMarketIds(state);
}

const selectSelectedMarketIdSet = createSelector([selectSelectedMarketIds], (ids): ReadonlySet<string> => new Set(ids));

/** Whether a market button shows as selected; O(1), for pages with hundreds of buttons. */
export function selectIsMarketSelected(state: unknown, marketId: string): boolean {
  return selectSelectedMarketIdSet(state).has(marketId);
}
