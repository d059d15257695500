/**
 * Where the bet book learns a market's price and state.
 *
 * Two sources, asked in this order:
 *  1. A small seeded table of demo markets (ids "demo-<game>-<outcome>", below). Its prices never
 *     move, so tests and manual checks of the placement rules are deterministic; it is documented
 *     here so anyone can place a bet with curl.
 *  2. The simulated sports feed (server/sports/feed.ts, `currentMarket(marketId, now?)`), for the
 *     numeric market ids the sports pages show.
 */
import { currentMarket } from '../sports/feed.ts';

export type MarketResult = 'win' | 'lose' | 'return';

/** A market as the coupon sees it at one moment. */
export interface MarketSnapshot {
  coef: number;
  blocked: boolean;
  gameId: number;
  isLive: boolean;
  finished: boolean;
  /** Set once the game is finished. */
  result?: MarketResult;
  /** Market kind (kind 7 never counts for the bonus bet) when the source knows it. */
  kind?: number;
  /** The game's score, status and clock now, when the source knows them. */
  game?: { score: { home: number; away: number } | null; statusId: number; timeSec: number | null; startAt: number };
}

export interface MarketSource {
  /** null: no such market (or not offered yet). */
  currentMarket(marketId: string): MarketSnapshot | null;
}

/** Bet status ids of a settled market. */
export const RESULT_STATUS_ID: Readonly<Record<MarketResult, number>> = { win: 1, lose: 0, return: 2 };

/**
 * The seeded demo markets. Game 1 (line): W1 1.85, X 3.4, W2 4.2. Game 2 (live): W1 2.1, W2 1.7.
 * Game 3 (line): W1 1.5, W2 2.6. Game 4 (live): W1 1.95 blocked (suspended). Game 5 (finished):
 * W1 won at 1.6, W2 lost at 2.3. Game 6 (line): W1 2.4, and a special market of kind 7 at 1.9
 * (never part of a bonus bet). Game 7 (line): W1 1.3.
 */
export const SEEDED_MARKETS: Readonly<Record<string, MarketSnapshot>> = Object.freeze({
  'demo-1-1': { coef: 1.85, blocked: false, gameId: 9_000_001, isLive: false, finished: false },
  'demo-1-2': { coef: 3.4, blocked: false, gameId: 9_000_001, isLive: false, finished: false },
  'demo-1-3': { coef: 4.2, blocked: false, gameId: 9_000_001, isLive: false, finished: false },
  'demo-2-1': { coef: 2.1, blocked: false, gameId: 9_000_002, isLive: true, finished: false },
  'demo-2-3': { coef: 1.7, blocked: false, gameId: 9_000_002, isLive: true, finished: false },
  'demo-3-1': { coef: 1.5, blocked: false, gameId: 9_000_003, isLive: false, finished: false },
  'demo-3-3': { coef: 2.6, blocked: false, gameId: 9_000_003, isLive: false, finished: false },
  'demo-4-1': { coef: 1.95, blocked: true, gameId: 9_000_004, isLive: true, finished: false },
  'demo-5-1': { coef: 1.6, blocked: true, gameId: 9_000_005, isLive: false, finished: true, result: 'win' },
  'demo-5-3': { coef: 2.3, blocked: true, gameId: 9_000_005, isLive: false, finished: true, result: 'lose' },
  'demo-6-1': { coef: 2.4, blocked: false, gameId: 9_000_006, isLive: false, finished: false, kind: 1 },
  'demo-6-7': { coef: 1.9, blocked: false, gameId: 9_000_006, isLive: false, finished: false, kind: 7 },
  'demo-7-1': { coef: 1.3, blocked: false, gameId: 9_000_007, isLive: false, finished: false, kind: 1 },
});

export const seededMarkets: MarketSource = {
  currentMarket: (marketId) => (Object.hasOwn(SEEDED_MARKETS, marketId) ? { ...SEEDED_MARKETS[marketId]! } : null),
};

/** The sports feed as a market source (numeric ids only). */
export const feedMarkets: MarketSource = {
  currentMarket(marketId) {
    if (!/^[1-9]\d{0,15}$/.test(marketId)) return null;
    const id = Number(marketId);
    return Number.isSafeInteger(id) ? currentMarket(id) : null;
  },
};

/** The first source that knows the market answers. */
export function combineSources(sources: readonly MarketSource[]): MarketSource {
  return {
    currentMarket(marketId) {
      for (const source of sources) {
        const market = source.currentMarket(marketId);
        if (market) return market;
      }
      return null;
    },
  };
}

/** Seeded markets, then the sports feed. */
export const defaultMarkets: MarketSource = combineSources([seededMarkets, feedMarkets]);

/** A market source whose prices a test can move by hand (the test route /web-api/__test/odds, only with REFERENCE_TEST_ROUTES=1). */
export interface OverridableSource extends MarketSource {
  /** Moves or suspends an existing market; answers its new state, or null for an unknown market. */
  override(marketId: string, patch: { coef?: number; blocked?: boolean }): MarketSnapshot | null;
  /** Every market back to its own price. */
  clearOverrides(): void;
}

export function withOverrides(source: MarketSource): OverridableSource {
  const patches = new Map<string, { coef?: number; blocked?: boolean }>();
  const currentMarket = (marketId: string): MarketSnapshot | null => {
    const market = source.currentMarket(marketId);
    const patch = patches.get(marketId);
    return market && patch ? { ...market, ...patch } : market;
  };
  return {
    currentMarket,
    override(marketId, patch) {
      if (!source.currentMarket(marketId)) return null;
      patches.set(marketId, { ...patches.get(marketId), ...patch });
      return currentMarket(marketId);
    },
    clearOverrides: () => patches.clear(),
  };
}
