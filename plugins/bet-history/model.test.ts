import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersOf, historyRequest, isSettled, parseHistoryAnswer, searchWith } from './model.ts';
import { initialBetHistoryState, betHistorySlice, historyLoaded, historyRequested, openedBetsFailed, openedBetsLoaded, openedBetsShown } from './slice.ts';

const coupon = (couponId: string, statusId = -2) => ({
  couponId,
  typeId: 0,
  amount: 10,
  coef: 1.85,
  possibleWin: 18.5,
  payout: null,
  currencyIso: 'USD',
  placedAt: '2025-06-10T12:00:00.000Z',
  statusId,
  bets: [{ marketId: 'm1', gameId: 1, coef: 1.85, statusId }],
});

/** A history answer as GET /coupon/history gives it: one page of `coupons`. */
const page = (coupons: unknown[], paging: { total?: number; pages?: number } = {}) => ({
  balance: 100,
  currencyIso: 'USD',
  coupons,
  total: paging.total ?? coupons.length,
  page: 1,
  pageSize: 10,
  pages: paging.pages ?? 1,
});

describe('filters in the URL', () => {
  it('reads period, status and page, and writes back only what is not the default', () => {
    expect(filtersOf('?period=30&status=half-win&page=3')).toEqual({ period: '30', status: 'half-win', page: 3 });
    expect(searchWith('?x=1', { period: '7', status: 'all', page: 1 })).toBe('?x=1&period=7');
    expect(searchWith('?period=7&page=2', DEFAULT_FILTERS)).toBe('');
  });

  it('falls back to the defaults for anything it does not understand', () => {
    for (const search of ['?period=2', '?status=won', '?page=0', '?page=-1', '?page=abc', '?page=9999999', '?status=toString', '?period=<b>']) {
      const filters = filtersOf(search);
      const [key] = search.slice(1).split('=') as [keyof typeof filters];
      expect(filters[key]).toBe(DEFAULT_FILTERS[key]);
    }
  });

  it('asks the API for settled coupons with the ids of the status filter', () => {
    expect(historyRequest(DEFAULT_FILTERS)).toEqual({ state: 'settled', page: 1, pageSize: 10 });
    expect(historyRequest({ period: '90', status: 'half-lose', page: 2 })).toEqual({ state: 'settled', page: 2, pageSize: 10, period: '90', status: '5,6' });
  });
});

describe('parseHistoryAnswer', () => {
  it('keeps an answer of the history’s shape, with the paging the server gives', () => {
    const answer = parseHistoryAnswer(page([coupon('A'), coupon('C', 1)], { total: 3, pages: 2 }));
    expect(answer?.coupons.map((c) => c.couponId)).toEqual(['A', 'C']);
    expect(answer).toMatchObject({ total: 3, page: 1, pages: 2 });
  });

  it('refuses what is not a history, and a history with a malformed coupon or paging', () => {
    for (const bad of [null, 'x', [], { coupons: {} }, { items: [] }, page([coupon('A'), { couponId: 7 }]), page([{ ...coupon('B'), bets: [{ marketId: 'x' }] }]), page([coupon('A')], { pages: 0 })]) {
      expect(parseHistoryAnswer(bad)).toBeNull();
    }
  });

  it('keeps the leg details the feed gave, and refuses malformed ones', () => {
    const withGame = { ...coupon('A'), bets: [{ marketId: 'm', coef: 2, statusId: 1, game: { home: 'H', away: 'A', champName: 'L', startAt: 1 }, market: { group: '1x2', outcome: '1', line: null } }] };
    const broken = { ...coupon('B'), bets: [{ marketId: 'm', coef: 2, statusId: 1, game: { home: 3 }, market: 'x' }] };
    const [a] = parseHistoryAnswer(page([withGame]))!.coupons;
    expect(a!.bets[0]).toMatchObject({ game: { home: 'H' }, market: { outcome: '1' } });
    expect(parseHistoryAnswer(page([withGame, broken]))).toBeNull();
  });

  it('settled means a result status (0 to 6), not -1 or -2', () => {
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 6].map(isSettled)).toEqual([false, false, true, true, true, true, true, true, true]);
  });
});

describe('the slice', () => {
  const reduce = betHistorySlice.reducer;
  const answer = (ids: string[]) => parseHistoryAnswer(page(ids.map((id) => coupon(id))))!;

  it('drops a history answer for filters no longer shown', () => {
    let state = reduce(initialBetHistoryState, historyRequested({ period: '7', status: 'all', page: 1 }));
    state = reduce(state, historyRequested({ period: '30', status: 'all', page: 1 }));
    state = reduce(state, historyLoaded({ key: '7|all|1', answer: answer(['A']) }));
    expect(state.history).toMatchObject({ status: 'loading', key: '30|all|1', coupons: [] });
  });

  it('a failed refresh of the opened bets keeps them', () => {
    let state = reduce(initialBetHistoryState, openedBetsShown());
    expect(state.opened.status).toBe('loading');
    state = reduce(state, openedBetsLoaded(answer(['A', 'B'])));
    state = reduce(state, openedBetsFailed());
    expect(state.opened).toMatchObject({ status: 'ready', total: 2 });
  });
});
