/**
 * Filters, paging and leg details for GET /web-api/coupon/history (the bet-history plugin's
 * opened bets and history pages). Everything here is additive to the book: it reads the coupons
 * `book.history()` answers and never changes them.
 *
 * Query (every parameter optional; a value that is not understood is ignored, never an error, so
 * an old bookmark or a hand-edited URL still shows a page):
 *   state     opened (no settled status yet: -1, -2) | settled (0 to 6) | all (default)
 *   status    coupon status ids, comma-separated (0 lose, 1 win, 2 return, 3 forced return,
 *             4 half win, 5 half lose, 6 half lose half win; -1/-2 unsettled)
 *   period    placed within the last 1, 7, 30 or 90 days
 *   page      1-based page number (default 1; past the end: an empty page)
 *   pageSize  1 to 50 coupons a page; without it one page holds every match (the answer's first shape)
 *
 * Answer additions: total (matching coupons), page, pageSize, pages; each bet gains `game`
 * {home, away, champName, sport, startAt, score} and `market` {group, outcome, line} when the
 * sports feed knows its market (the seeded demo markets have no names: those stay without).
 */
import { describeGame, feedNow, MARKETS_PER_GAME, type PlacedBet, type PlacedCoupon } from '../../../server/kit/index.ts';

export type HistoryState = 'opened' | 'settled' | 'all';

export interface HistoryQuery {
  state: HistoryState;
  /** Coupon status ids to keep; empty: every status. */
  statusIds: readonly number[];
  /** Placed at most this many days ago; null: any time. */
  periodDays: number | null;
  page: number;
  /** null: one page with every match. */
  pageSize: number | null;
}

export const HISTORY_PERIODS_DAYS: readonly number[] = [1, 7, 30, 90];
export const HISTORY_STATUS_IDS: readonly number[] = [-2, -1, 0, 1, 2, 3, 4, 5, 6];
export const MAX_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

function text(value: unknown): string | null {
  return typeof value === 'string' ? value.trim() : null;
}

function positiveInteger(value: unknown, max: number): number | null {
  const raw = text(value);
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** The query as the route receives it (strings or absent); anything not understood is left out. */
export function parseHistoryQuery(query: Readonly<Record<string, unknown>> | null | undefined): HistoryQuery {
  const q = query ?? {};
  const state = text(q.state);
  const statusIds = [...new Set((text(q.status) ?? '').split(',').map((s) => s.trim()))]
    .filter((s) => /^-?\d$/.test(s))
    .map(Number)
    .filter((id) => HISTORY_STATUS_IDS.includes(id));
  const period = positiveInteger(q.period, 1000);
  return {
    state: state === 'opened' || state === 'settled' ? state : 'all',
    statusIds,
    periodDays: period !== null && HISTORY_PERIODS_DAYS.includes(period) ? period : null,
    page: positiveInteger(q.page, 1_000_000) ?? 1,
    pageSize: positiveInteger(q.pageSize, MAX_PAGE_SIZE),
  };
}

export interface LegDetails {
  game: { home: string; away: string; champName: string; sport: string; startAt: number; score: { home: number; away: number } | null };
  market: { group: string; outcome: string; line: number | null };
}

export type DescribedBet = PlacedBet & Partial<LegDetails>;
export type DescribedCoupon = Omit<PlacedCoupon, 'bets'> & { bets: DescribedBet[] };

export interface HistoryPage {
  coupons: DescribedCoupon[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** What the feed says about a market's game and outcome; null for markets it does not know. */
export function describeLeg(marketId: string, now: number = feedNow(), games = new Map<number, ReturnType<typeof describeGame>>()): LegDetails | null {
  if (!/^[1-9]\d{0,15}$/.test(marketId)) return null;
  const id = Number(marketId);
  const gameId = Math.floor(id / MARKETS_PER_GAME);
  if (!games.has(gameId)) games.set(gameId, describeGame(gameId, now));
  const game = games.get(gameId);
  const market = game?.markets.find((m) => m.id === id);
  if (!game || !market) return null;
  return {
    game: { home: game.home, away: game.away, champName: game.champName, sport: game.sport, startAt: game.startAt, score: game.score },
    market: { group: market.group, outcome: market.outcome, line: market.line },
  };
}

function matches(coupon: PlacedCoupon, query: HistoryQuery, now: number): boolean {
  const settled = coupon.statusId >= 0;
  if (query.state === 'opened' && settled) return false;
  if (query.state === 'settled' && !settled) return false;
  if (query.statusIds.length > 0 && !query.statusIds.includes(coupon.statusId)) return false;
  if (query.periodDays !== null) {
    const placed = Date.parse(coupon.placedAt);
    if (!Number.isFinite(placed) || placed < now - query.periodDays * DAY_MS) return false;
  }
  return true;
}

/**
 * One page of the coupons (newest first, as the book answers them) that match, with their legs
 * described. `now` is the clock placedAt was written with (the book's), `feedTime` the feed's.
 */
export function historyPage(coupons: readonly PlacedCoupon[], query: HistoryQuery, now: number = Date.now(), feedTime: number = feedNow()): HistoryPage {
  const found = coupons.filter((coupon) => matches(coupon, query, now));
  const pageSize = query.pageSize ?? Math.max(1, found.length);
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  const start = (query.page - 1) * pageSize;
  const games = new Map<number, ReturnType<typeof describeGame>>();
  const page = found.slice(start, start + pageSize).map((coupon) => ({
    ...coupon,
    bets: coupon.bets.map((bet) => ({ ...bet, ...describeLeg(bet.marketId, feedTime, games) })),
  }));
  return { coupons: page, total: found.length, page: query.page, pageSize, pages };
}
