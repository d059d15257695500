/** Filters, paging and leg details of the bet history (history-query.ts), without HTTP. */
import { afterEach, describe, expect, it } from 'vitest';
import { describeGame, listGames, setFeedClock, type PlacedCoupon } from '../../../server/test-kit/index.ts';
import { describeLeg, historyPage, parseHistoryQuery } from './history-query.ts';

const NOW = Date.UTC(2025, 5, 10, 12, 0, 0);
const DAY = 86_400_000;

function coupon(id: string, statusId: number, placedAt: number, marketIds: string[] = ['demo-1-1']): PlacedCoupon {
  return {
    couponId: id,
    typeId: marketIds.length > 1 ? 1 : 0,
    amount: 10,
    coef: 2,
    possibleWin: 20,
    currencyIso: 'USD',
    placedAt: new Date(placedAt).toISOString(),
    statusId,
    payout: statusId < 0 ? null : statusId === 1 ? 20 : 0,
    bets: marketIds.map((marketId) => ({ marketId, gameId: 1, coef: 2, statusId })),
  };
}

// Newest first, as the book answers.
const COUPONS = [
  coupon('A', -2, NOW - 60_000),
  coupon('B', 1, NOW - 2 * DAY),
  coupon('C', 0, NOW - 3 * DAY),
  coupon('D', -1, NOW - 5 * DAY),
  coupon('E', 2, NOW - 10 * DAY),
  coupon('F', 5, NOW - 40 * DAY),
];
const ids = (page: { coupons: { couponId: string }[] }) => page.coupons.map((c) => c.couponId);

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('parseHistoryQuery', () => {
  it('reads state, status ids, period, page and page size', () => {
    expect(parseHistoryQuery({ state: 'settled', status: '2,3', period: '30', page: '2', pageSize: '10' })).toEqual({
      state: 'settled',
      statusIds: [2, 3],
      periodDays: 30,
      page: 2,
      pageSize: 10,
    });
  });

  it('ignores what it does not understand: everything, page 1, one page', () => {
    const all = { state: 'all', statusIds: [], periodDays: null, page: 1, pageSize: null };
    expect(parseHistoryQuery({})).toEqual(all);
    expect(parseHistoryQuery(undefined)).toEqual(all);
    expect(parseHistoryQuery({ state: 'won', status: 'x,9,-3,1.5', period: '2', page: '0', pageSize: '500' })).toEqual(all);
    expect(parseHistoryQuery({ page: '-1', pageSize: 'ten', period: '1e3' })).toEqual(all);
    expect(parseHistoryQuery({ status: '1,x,1,4' }).statusIds).toEqual([1, 4]);
  });
});

describe('historyPage', () => {
  it('without a query answers every coupon on one page (the first shape of the answer)', () => {
    const page = historyPage(COUPONS, parseHistoryQuery({}), NOW);
    expect(ids(page)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 6, pages: 1 });
  });

  it('opened bets are the unsettled ones (-1, -2); settled ones are the history', () => {
    expect(ids(historyPage(COUPONS, parseHistoryQuery({ state: 'opened' }), NOW))).toEqual(['A', 'D']);
    expect(ids(historyPage(COUPONS, parseHistoryQuery({ state: 'settled' }), NOW))).toEqual(['B', 'C', 'E', 'F']);
  });

  it('filters by status and by period', () => {
    expect(ids(historyPage(COUPONS, parseHistoryQuery({ status: '2,3,5' }), NOW))).toEqual(['E', 'F']);
    expect(ids(historyPage(COUPONS, parseHistoryQuery({ state: 'settled', period: '7' }), NOW))).toEqual(['B', 'C']);
    expect(ids(historyPage(COUPONS, parseHistoryQuery({ period: '1' }), NOW))).toEqual(['A']);
  });

  it('pages: page 2 of 2 by 4, and an empty page past the end', () => {
    const second = historyPage(COUPONS, parseHistoryQuery({ page: '2', pageSize: '4' }), NOW);
    expect(ids(second)).toEqual(['E', 'F']);
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4, pages: 2 });
    expect(ids(historyPage(COUPONS, parseHistoryQuery({ page: '9', pageSize: '4' }), NOW))).toEqual([]);
  });

  it('never changes the book’s coupons', () => {
    const before = JSON.stringify(COUPONS);
    historyPage(COUPONS, parseHistoryQuery({ pageSize: '2' }), NOW);
    expect(JSON.stringify(COUPONS)).toBe(before);
  });
});

describe('leg details from the sports feed', () => {
  it('names the game and the outcome of a feed market, and nothing for a seeded demo market', () => {
    const feedTime = Date.UTC(2025, 5, 1, 12, 0, 0);
    restore = setFeedClock(() => feedTime);
    const game = listGames('live', {}, feedTime).games[0]!;
    const market = describeGame(game.id, feedTime)!.markets.find((m) => m.group === 'total')!;
    expect(describeLeg(String(market.id), feedTime)).toEqual({
      game: { home: game.home, away: game.away, champName: game.champName, sport: game.sport, startAt: game.startAt, score: expect.any(Object) },
      market: { group: 'total', outcome: market.outcome, line: market.line },
    });
    expect(describeLeg('demo-1-1', feedTime)).toBeNull();
    expect(describeLeg('999', feedTime)).toBeNull();

    const page = historyPage([coupon('G', -2, NOW, [String(market.id), 'demo-2-1'])], parseHistoryQuery({}), NOW, feedTime);
    expect(page.coupons[0]!.bets[0]).toMatchObject({ marketId: String(market.id), game: { home: game.home }, market: { outcome: market.outcome } });
    expect(page.coupons[0]!.bets[1]).not.toHaveProperty('game');
  });
});
