/** The book's rules without HTTP: settlement as games finish, key memory, acceptance rule. */
import { describe, expect, it } from 'vitest';
import { createBook, DEMO_BALANCE, demoBalance, priceAccepted, type Limits } from './book.ts';
import type { MarketSnapshot, MarketSource } from './markets.ts';

const LIMITS: Limits = { currencyIso: 'USD', minByType: { '0': 0.5, '1': 0.5, '2': 1 }, maxByType: { '0': 5000, '1': 2000 } };

/** A market table the test edits between calls (games start, finish, settle). */
function table(initial: Record<string, MarketSnapshot>): MarketSource & { set(id: string, patch: Partial<MarketSnapshot>): void } {
  const markets = new Map(Object.entries(initial));
  return {
    currentMarket: (id) => (markets.has(id) ? { ...markets.get(id)! } : null),
    set: (id, patch) => markets.set(id, { ...markets.get(id)!, ...patch }),
  };
}

describe('createBook', () => {
  it('settles a coupon when its last game finishes: bet statuses, coupon status, payout credited once', () => {
    const markets = table({
      a: { coef: 2, blocked: false, gameId: 1, isLive: true, finished: false },
      b: { coef: 3, blocked: false, gameId: 2, isLive: false, finished: false },
    });
    const book = createBook(markets, { startingBalance: 100 });
    const { answer } = book.place('p', { bets: [{ marketId: 'a', coef: 2 }, { marketId: 'b', coef: 3 }], typeId: 1, amount: 10, changeCoefAction: 2 }, LIMITS);
    expect(answer).toMatchObject({ success: true, balance: 90 });

    // Live game: not calculated (-2); a line game not started yet: -1.
    let [coupon] = book.history('p').coupons;
    expect(coupon!.bets.map((b) => b.statusId)).toEqual([-2, -1]);
    expect(coupon!.statusId).toBe(-2);

    markets.set('a', { finished: true, blocked: true, result: 'win' });
    [coupon] = book.history('p').coupons;
    expect(coupon!.bets.map((b) => b.statusId)).toEqual([1, -1]);
    expect(coupon!.payout).toBeNull();

    markets.set('b', { finished: true, blocked: true, result: 'win' });
    const after = book.history('p');
    expect(after.coupons[0]).toMatchObject({ statusId: 1, payout: 60 });
    expect(after.balance).toBe(150);
    // Reading again does not pay twice.
    expect(book.history('p').balance).toBe(150);
  });

  it('a lost leg loses the express; a void leg returns a single', () => {
    const markets = table({
      a: { coef: 2, blocked: false, gameId: 1, isLive: false, finished: false },
      b: { coef: 3, blocked: false, gameId: 2, isLive: false, finished: false },
    });
    const book = createBook(markets, { startingBalance: 100 });
    book.place('p', { bets: [{ marketId: 'a', coef: 2 }, { marketId: 'b', coef: 3 }], typeId: 1, amount: 10, changeCoefAction: 2 }, LIMITS);
    book.place('p', { bets: [{ marketId: 'a', coef: 2 }], typeId: 0, amount: 5, changeCoefAction: 2 }, LIMITS);
    markets.set('a', { finished: true, result: 'return' });
    markets.set('b', { finished: true, result: 'lose' });
    const { coupons, balance } = book.history('p');
    expect(coupons.map((c) => [c.typeId, c.statusId, c.payout])).toEqual([
      [0, 2, 5],
      [1, 0, 0],
    ]);
    expect(balance).toBe(90);
  });

  it('keeps keys per player: the same key from another player is another bet', () => {
    const book = createBook(table({ a: { coef: 2, blocked: false, gameId: 1, isLive: false, finished: false } }), { startingBalance: 100 });
    const request = { bets: [{ marketId: 'a', coef: 2 }], typeId: 0 as const, amount: 5, changeCoefAction: 2 as const };
    expect(book.place('p1', request, LIMITS, 'k').replayed).toBe(false);
    expect(book.place('p1', request, LIMITS, 'k').replayed).toBe(true);
    expect(book.place('p2', request, LIMITS, 'k').replayed).toBe(false);
    expect(book.history('p1').coupons).toHaveLength(1);
    expect(book.history('p2').coupons).toHaveLength(1);
  });
});

describe('settling the new types', () => {
  const open = (coef: number, gameId: number): MarketSnapshot => ({ coef, blocked: false, gameId, isLive: false, finished: false });

  it('a bonus bet pays its coefficient only when every leg won; a void leg settles without it', () => {
    const markets = table({ a: open(2, 1), b: open(2, 2), c: open(2, 3) });
    const limits = { ...LIMITS, bonusBetAllowed: true };
    const book = createBook(markets, { startingBalance: 100 });
    const request = { bets: ['a', 'b', 'c'].map((marketId) => ({ marketId, coef: 2 })), typeId: 1 as const, amount: 10, bonusBet: true, changeCoefAction: 2 as const };
    expect(book.place('p', request, limits).answer).toMatchObject({ success: true });
    expect(book.place('q', request, limits).answer).toMatchObject({ success: true });
    // 10 × 8 × 1.03
    expect(book.history('p').coupons[0]).toMatchObject({ possibleWin: 82.4, bonusCoefficient: 1.03 });
    for (const id of ['a', 'b', 'c']) markets.set(id, { finished: true, blocked: true, result: 'win' });
    expect(book.history('p').coupons[0]).toMatchObject({ statusId: 1, payout: 82.4 });
    expect(book.history('p').balance).toBe(172.4);

    // Without the site flag the bonus is refused.
    const other = createBook(table({ a: open(2, 1), b: open(2, 2), c: open(2, 3) }), { startingBalance: 100 });
    expect(other.place('p', request, LIMITS).answer).toEqual({ success: false, reason: 'bonus_unavailable' });

    const voided = table({ a: open(2, 1), b: open(2, 2), c: open(2, 3) });
    const third = createBook(voided, { startingBalance: 100 });
    third.place('p', request, limits);
    voided.set('a', { finished: true, result: 'return' });
    voided.set('b', { finished: true, result: 'win' });
    voided.set('c', { finished: true, result: 'win' });
    // 10 × 1 × 2 × 2, no bonus.
    expect(third.history('p').coupons[0]).toMatchObject({ payout: 40 });
  });

  it('an anti-express pays its price when a leg loses, and is lost when every leg wins', () => {
    const markets = table({ a: open(1.85, 1), b: open(2.1, 2) });
    const book = createBook(markets, { startingBalance: 100 });
    const anti = { bets: [{ marketId: 'a', coef: 1.85 }, { marketId: 'b', coef: 2.1 }], typeId: 6 as const, amount: 10, antiExpressCoef: 1.26, changeCoefAction: 0 as const };
    expect(book.place('p', anti, LIMITS).answer).toMatchObject({ success: true, balance: 90 });
    markets.set('a', { finished: true, result: 'lose' });
    markets.set('b', { finished: true, result: 'win' });
    expect(book.history('p')).toMatchObject({ balance: 102.6, coupons: [{ typeId: 6, statusId: 1, payout: 12.6 }] });
  });
});

describe('demo balance', () => {
  it('is 200 initial stakes of the currency', () => {
    expect([demoBalance('USD'), demoBalance('RUB'), DEMO_BALANCE]).toEqual([1000, 30_000, 1000]);
  });
});

describe('priceAccepted (odds-change acceptance)', () => {
  it.each([
    [0, 2, 2, true],
    [0, 2, 2.1, false],
    [0, 2, 1.9, false],
    [1, 2, 1.5, true],
    [1, 2, 2.5, true],
    [2, 2, 2.5, true],
    [2, 2, 1.9, false],
  ] as const)('rule %i, sent %f, current %f → %s', (action, sent, current, accepted) => {
    expect(priceAccepted(sent, current, action)).toBe(accepted);
  });
});
