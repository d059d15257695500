import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, createCouponStore, type SavedBet } from './saved.ts';

/** The book's markets as the store reads them (the test reaches the server only through its test kit). */
type MarketSource = Parameters<ReturnType<typeof createCouponStore>['load']>[1];
type MarketSnapshot = NonNullable<ReturnType<MarketSource['currentMarket']>>;

const bet = (marketId: string, coef = 2): SavedBet => ({
  marketId,
  coef,
  sportId: 1,
  typeId: 1,
  kind: 1,
  isLive: false,
  gameId: 1,
  champId: 1,
  opponent1: 'A',
  opponent2: 'B',
  marketName: 'W1',
  sportName: '',
  champName: '',
});

const source = (markets: Record<string, MarketSnapshot>): MarketSource => ({ currentMarket: (id) => markets[id] ?? null });
const open = (coef: number, patch: Partial<MarketSnapshot> = {}): MarketSnapshot => ({ coef, blocked: false, gameId: 1, isLive: false, finished: false, ...patch });

describe('createCouponStore', () => {
  it('saves under a new six-character code without look-alikes, and loads a copy, not the saved object', () => {
    let n = 0;
    // The first draw repeats a code already taken: a new one is drawn.
    const draws = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1];
    const store = createCouponStore({ random: () => draws[n++] ?? 2 });
    const coupon = { typeId: 1 as const, amount: 5, currencyIso: 'USD', bets: [bet('m1')] };
    expect(store.save(coupon)).toBe('AAAAAA');
    expect(store.save(coupon)).toBe('BBBBBB');
    coupon.bets[0]!.coef = 9;
    expect(store.load('AAAAAA', source({ m1: open(2.5) }))!.bets[0]!.coef).toBe(2.5);
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('loads at the current prices, keeps suspended markets (marked) and drops gone or finished ones', () => {
    const store = createCouponStore();
    const code = store.save({ typeId: 2, amount: 6, currencyIso: 'USD', systemValue: 2, bets: [bet('live'), bet('paused'), bet('finished'), bet('gone')] });
    const answer = store.load(code, source({ live: open(1.9, { isLive: true }), paused: open(3, { blocked: true }), finished: open(1.5, { finished: true, blocked: true }) }))!;
    expect(answer.bets.map((b) => [b.marketId, b.coef, b.blocked, b.isLive])).toEqual([
      ['live', 1.9, false, true],
      ['paused', 3, true, false],
    ]);
    expect(answer.dropped.map((d) => d.marketId)).toEqual(['finished', 'gone']);
    expect(answer).toMatchObject({ code, typeId: 2, amount: 6, systemValue: 2 });
    expect(store.load('NOSUCH', source({}))).toBeNull();
  });

  it('forgets the oldest coupon beyond its size', () => {
    const store = createCouponStore({ max: 2 });
    const first = store.save({ typeId: 0, amount: 1, currencyIso: 'USD', bets: [bet('a')] });
    store.save({ typeId: 0, amount: 1, currencyIso: 'USD', bets: [bet('a')] });
    store.save({ typeId: 0, amount: 1, currencyIso: 'USD', bets: [bet('a')] });
    expect(store.size).toBe(2);
    expect(store.load(first, source({ a: open(2) }))).toBeNull();
  });
});
