/**
 * What the bet-history pages show: the coupons of GET /web-api/coupon/history, their filters as they
 * appear in the page's URL, and the check an answer passes before it is stored (the validator
 * generated from ./schemas.ts).
 *
 * Filters live in the URL query (?period=7&status=win&page=2), so a reload or a shared link shows
 * the same page; anything in it that is not understood falls back to its default (all, page 1).
 */
import { validate as isCouponHistoryAnswer } from './generated/validators/couponHistoryAnswer.js';

/** Bet and coupon status ids. */
export const STATUS = {
  notCalculated: -2,
  notStarted: -1,
  lose: 0,
  win: 1,
  return: 2,
  forcedReturn: 3,
  halfWin: 4,
  halfLose: 5,
  halfLoseHalfWin: 6,
} as const;

export const KNOWN_STATUS_IDS: readonly number[] = Object.values(STATUS);

/** Unsettled (-1, -2): the coupon is an opened bet; 0 to 6: it is in the history. */
export function isSettled(statusId: number): boolean {
  return statusId >= 0;
}

/** The default polling interval (10 s), for the opened bets (they settle as games finish). */
export const OPENED_POLL_MS = 10_000;
/** Opened bets are few; one request holds them all (the count says when there are more). */
export const OPENED_PAGE_SIZE = 50;
export const HISTORY_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------
// Filters

export const PERIODS = ['all', '1', '7', '30', '90'] as const;
export type Period = (typeof PERIODS)[number];

/** The history's status filter: a name in the URL, the status ids it stands for in the request. */
export const STATUS_FILTERS = {
  all: [],
  win: [STATUS.win],
  lose: [STATUS.lose],
  return: [STATUS.return, STATUS.forcedReturn],
  'half-win': [STATUS.halfWin],
  'half-lose': [STATUS.halfLose, STATUS.halfLoseHalfWin],
} as const satisfies Record<string, readonly number[]>;
export type StatusFilter = keyof typeof STATUS_FILTERS;
export const STATUS_FILTER_NAMES = Object.keys(STATUS_FILTERS) as StatusFilter[];

export interface HistoryFilters {
  period: Period;
  status: StatusFilter;
  page: number;
}

export const DEFAULT_FILTERS: HistoryFilters = { period: 'all', status: 'all', page: 1 };
const MAX_PAGE = 100_000;

/** The filters of a URL query ("?period=7&status=win&page=2"); what is not understood is the default. */
export function filtersOf(search: string): HistoryFilters {
  const params = new URLSearchParams(search);
  const period = params.get('period');
  const status = params.get('status');
  const page = params.get('page');
  return {
    period: (PERIODS as readonly string[]).includes(period ?? '') ? (period as Period) : DEFAULT_FILTERS.period,
    status: status !== null && Object.hasOwn(STATUS_FILTERS, status) ? (status as StatusFilter) : DEFAULT_FILTERS.status,
    page: page !== null && /^\d{1,6}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_PAGE ? Number(page) : DEFAULT_FILTERS.page,
  };
}

/** The URL query for `filters` on top of `search` (other parameters kept; defaults left out). */
export function searchWith(search: string, filters: HistoryFilters): string {
  const params = new URLSearchParams(search);
  const set = (key: string, value: string, fallback: string) => (value === fallback ? params.delete(key) : params.set(key, value));
  set('period', filters.period, DEFAULT_FILTERS.period);
  set('status', filters.status, DEFAULT_FILTERS.status);
  set('page', String(filters.page), String(DEFAULT_FILTERS.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What GET /web-api/coupon/history is asked for the history page. */
export function historyRequest(filters: HistoryFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { state: 'settled', page: filters.page, pageSize: HISTORY_PAGE_SIZE };
  if (filters.period !== 'all') query.period = filters.period;
  const ids = STATUS_FILTERS[filters.status];
  if (ids.length > 0) query.status = ids.join(',');
  return query;
}

export function historyKey(filters: HistoryFilters): string {
  return `${filters.period}|${filters.status}|${filters.page}`;
}

// ---------------------------------------------------------------------------------------------
// Answers

export interface HistoryBet {
  readonly marketId: string;
  readonly coef: number;
  readonly statusId: number;
  /** From the sports feed; absent for markets it does not know. */
  readonly game?: { readonly home: string; readonly away: string; readonly champName: string; readonly startAt: number };
  readonly market?: { readonly group: string; readonly outcome: string; readonly line: number | null };
}

export interface HistoryCoupon {
  readonly couponId: string;
  readonly typeId: number;
  readonly systemValue?: number;
  readonly amount: number;
  /** Total odds of a single, an express, an anti-express; 0 for the types that have none. */
  readonly coef: number;
  readonly possibleWin: number;
  readonly payout: number | null;
  readonly currencyIso: string;
  readonly placedAt: string;
  readonly statusId: number;
  readonly bets: HistoryBet[];
}

export interface HistoryAnswer {
  readonly coupons: HistoryCoupon[];
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}

/** The answer as the pages use it, or null when it is not the history answer its schema describes. */
export function parseHistoryAnswer(value: unknown): HistoryAnswer | null {
  if (!isCouponHistoryAnswer(value)) return null;
  const { coupons, total, page, pages } = value;
  return { coupons, total, page, pages };
}

/** Thrown for an answer that is not what the endpoint promises (the poller retries with backoff). */
export class UnexpectedAnswerError extends Error {
  readonly code = 'BET_HISTORY_UNEXPECTED_ANSWER';
  constructor(path: string) {
    super(`The answer of ${path} does not have the expected shape`);
    this.name = 'UnexpectedAnswerError';
  }
}

export const HISTORY_PATH = '/coupon/history';
