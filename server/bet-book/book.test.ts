/**
 * The book's rules without HTTP: settlement as games finish, key memory, acceptance rule, money
 * through the ledger; and that it refuses exactly the shapes the coupon's own figures call incomplete.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import { betSelectionToggled, type BetSelection } from '../../src/plugin-api/index.ts';
import type { CouponState, CouponTypeChoice } from '../../plugins/coupon/model.ts';
import { placeRequestOf } from '../../plugins/coupon/sagas/placement.saga.ts';
import {
  amountEntered,
  antiExpressKeyOf,
  antiExpressQuoted,
  bankerToggled,
  betBlockChosen,
  couponSlice,
  couponTypeSwitched,
  selectCouponView,
  systemValueChosen,
} from '../../plugins/coupon/slice.ts';
import { PlayerDirectory, type Player } from '../auth/players.ts';
import { Ledger } from '../ledger/ledger.ts';
import { amountBounds, checkShape, createBook, InvalidCouponError, priceAccepted, stakeOf, type Limits, type PlaceRequest } from './book.ts';
import type { MarketSnapshot, MarketSource } from './markets.ts';

const LIMITS: Limits = { minByType: { '0': 0.5, '1': 0.5, '2': 1 }, maxByType: { '0': 5000, '1': 2000 } };
const NO_PASSWORD = { salt: Buffer.alloc(16), hash: Buffer.alloc(32) };

/** A ledger and a way to make players with money on a main account in `currency`, deposited through it. */
function bank() {
  const ledger = new Ledger(() => 0);
  const directory = new PlayerDirectory().on('default');
  return {
    ledger,
    player(money: number, currency = 'USD'): Player {
      const player = directory.register({ password: NO_PASSWORD, currency });
      if (money > 0) ledger.post(player, player.activeAccountId, money, 'deposit');
      return player;
    },
  };
}

const mainOf = (player: Player) => player.accounts.find((a) => a.id === player.activeAccountId)!;
const staker = (player: Player) => ({ player, accountId: player.activeAccountId });

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
    const { ledger, player } = bank();
    const p = player(100);
    const book = createBook(markets, { ledger });
    const answer = book.place(staker(p), { bets: [{ marketId: 'a', coef: 2 }, { marketId: 'b', coef: 3 }], typeId: 1, amount: 10, changeCoefAction: 2 }, LIMITS);
    expect(answer).toMatchObject({ success: true, balance: 90 });

    // Live game: not calculated (-2); a line game not started yet: -1.
    let [coupon] = book.history(p);
    expect(coupon!.bets.map((b) => b.statusId)).toEqual([-2, -1]);
    expect(coupon!.statusId).toBe(-2);

    markets.set('a', { finished: true, blocked: true, result: 'win' });
    [coupon] = book.history(p);
    expect(coupon!.bets.map((b) => b.statusId)).toEqual([1, -1]);
    expect(coupon!.payout).toBeNull();

    markets.set('b', { finished: true, blocked: true, result: 'win' });
    expect(book.history(p)[0]).toMatchObject({ statusId: 1, payout: 60 });
    expect(mainOf(p).money).toBe(150);
    // Reading again does not pay twice.
    book.history(p);
    expect(mainOf(p).money).toBe(150);
    expect(ledger.entriesOf(p.id).map((e) => [e.kind, e.amount])).toEqual([
      ['deposit', 100],
      ['stake', -10],
      ['settlement', 60],
    ]);
  });

  it('a lost leg loses the express; a void leg returns a single (a stake refund)', () => {
    const markets = table({
      a: { coef: 2, blocked: false, gameId: 1, isLive: false, finished: false },
      b: { coef: 3, blocked: false, gameId: 2, isLive: false, finished: false },
    });
    const { ledger, player } = bank();
    const p = player(100);
    const book = createBook(markets, { ledger });
    book.place(staker(p), { bets: [{ marketId: 'a', coef: 2 }, { marketId: 'b', coef: 3 }], typeId: 1, amount: 10, changeCoefAction: 2 }, LIMITS);
    book.place(staker(p), { bets: [{ marketId: 'a', coef: 2 }], typeId: 0, amount: 5, changeCoefAction: 2 }, LIMITS);
    markets.set('a', { finished: true, result: 'return' });
    markets.set('b', { finished: true, result: 'lose' });
    expect(book.history(p).map((c) => [c.typeId, c.statusId, c.payout])).toEqual([
      [0, 2, 5],
      [1, 0, 0],
    ]);
    expect(mainOf(p).money).toBe(90);
    expect(ledger.entriesOf(p.id).at(-1)).toMatchObject({ kind: 'stake-refund', amount: 5 });
  });

  it('keeps keys per player: the same key from another player is no answer of theirs', () => {
    const { ledger, player } = bank();
    const [p1, p2] = [player(100), player(100)];
    const book = createBook(table({ a: { coef: 2, blocked: false, gameId: 1, isLive: false, finished: false } }), { ledger });
    const request = { bets: [{ marketId: 'a', coef: 2 }], typeId: 0 as const, amount: 5, changeCoefAction: 2 as const };
    expect(book.replay(p1.id, request, 'k')).toBeNull();
    const first = book.place(staker(p1), request, LIMITS, 'k');
    expect(book.replay(p1.id, request, 'k')).toEqual(first);
    expect(() => book.replay(p1.id, { ...request, amount: 6 }, 'k')).toThrow(/different coupon/);
    expect(book.replay(p2.id, request, 'k')).toBeNull();
    expect(book.place(staker(p2), request, LIMITS, 'k')).not.toEqual(first);
    expect(book.history(p1)).toHaveLength(1);
    expect(book.history(p2)).toHaveLength(1);
  });

  it('pays a coupon to the account its stake came from, in its currency, whichever account is active now', () => {
    const markets = table({ a: { coef: 2, blocked: false, gameId: 1, isLive: false, finished: false } });
    const { ledger, player } = bank();
    const p = player(100);
    const charged = mainOf(p);
    const other = { ...charged, id: charged.id + 1, iso: 'EUR', money: 0, label: 'EUR' };
    p.accounts.push(other);
    const book = createBook(markets, { ledger });
    book.place(staker(p), { bets: [{ marketId: 'a', coef: 2 }], typeId: 0, amount: 10, changeCoefAction: 2 }, LIMITS);
    p.activeAccountId = other.id;
    markets.set('a', { finished: true, result: 'win' });
    expect(book.history(p)[0]).toMatchObject({ accountId: charged.id, currencyIso: 'USD', payout: 20 });
    expect([charged.money, other.money]).toEqual([110, 0]);
  });

  it('takes nothing when the account cannot pay, and the ledger takes no stake that rounds to nothing', () => {
    const markets = table({ a: { coef: 2, blocked: false, gameId: 1, isLive: false, finished: false }, b: { coef: 3, blocked: false, gameId: 2, isLive: false, finished: false } });
    const { ledger, player } = bank();
    const p = player(0);
    const book = createBook(markets, { ledger });
    const chain = { bets: [{ marketId: 'a', coef: 2 }, { marketId: 'b', coef: 3 }], typeId: 3 as const, amount: 0.004, changeCoefAction: 2 as const };
    expect(book.place(staker(p), chain, LIMITS)).toEqual({ success: false, reason: 'amount_out_of_bounds', min: 0.01, max: null });
    expect(book.place(staker(p), { ...chain, amount: 0.01 }, LIMITS)).toEqual({ success: false, reason: 'insufficient_funds', balance: 0 });
    expect(book.history(p)).toEqual([]);
    expect(ledger.entriesOf(p.id)).toEqual([]);
  });
});

describe('stakeOf and amountBounds', () => {
  const bets = (n: number) => Array.from({ length: n }, (_, i) => ({ marketId: `m${i}`, coef: 2 }));
  const request = (typeId: PlaceRequest['typeId'], n: number, amount: number, extra: Partial<PlaceRequest> = {}): PlaceRequest => ({ bets: bets(n), typeId, amount, changeCoefAction: 2, ...extra });

  it('is bets × amount for singles and the amount (the whole stake, split over the lines) for every other type', () => {
    expect(stakeOf(request(9, 7, 10), 'USD')).toBe(70);
    expect(stakeOf(request(2, 3, 3, { systemValue: 2 }), 'USD')).toBe(3);
    expect(stakeOf(request(7, 4, 15), 'USD')).toBe(15);
  });

  it('asks at least one minor unit per line where the config gives no minimum, and the configured one per line where it does', () => {
    expect(amountBounds(request(3, 2, 1), LIMITS, 'USD').min).toBe(0.01);
    expect(amountBounds(request(6, 2, 1), LIMITS, 'KWD').min).toBe(0.001);
    expect(amountBounds(request(7, 4, 1), LIMITS, 'USD').min).toBe(0.15);
    expect(amountBounds(request(7, 4, 1), LIMITS, 'JPY').min).toBe(15);
    expect(amountBounds(request(2, 3, 1, { systemValue: 2 }), LIMITS, 'USD').min).toBe(3);
    expect(amountBounds(request(9, 3, 1), LIMITS, 'USD').min).toBe(0.5);
  });
});

describe('settling the new types', () => {
  const open = (coef: number, gameId: number): MarketSnapshot => ({ coef, blocked: false, gameId, isLive: false, finished: false });

  it('a bonus bet pays its coefficient only when every leg won; a void leg settles without it', () => {
    const markets = table({ a: open(2, 1), b: open(2, 2), c: open(2, 3) });
    const limits = { ...LIMITS, bonusBetAllowed: true };
    const { ledger, player } = bank();
    const [p, q] = [player(100), player(100)];
    const book = createBook(markets, { ledger });
    const request = { bets: ['a', 'b', 'c'].map((marketId) => ({ marketId, coef: 2 })), typeId: 1 as const, amount: 10, bonusBet: true, changeCoefAction: 2 as const };
    expect(book.place(staker(p), request, limits)).toMatchObject({ success: true });
    expect(book.place(staker(q), request, limits)).toMatchObject({ success: true });
    // 10 × 8 × 1.03
    expect(book.history(p)[0]).toMatchObject({ possibleWin: 82.4, bonusCoefficient: 1.03 });
    for (const id of ['a', 'b', 'c']) markets.set(id, { finished: true, blocked: true, result: 'win' });
    expect(book.history(p)[0]).toMatchObject({ statusId: 1, payout: 82.4 });
    expect(mainOf(p).money).toBe(172.4);

    // Without the site flag the bonus is refused.
    const other = createBook(table({ a: open(2, 1), b: open(2, 2), c: open(2, 3) }), { ledger });
    expect(other.place(staker(player(100)), request, LIMITS)).toEqual({ success: false, reason: 'bonus_unavailable' });

    const voided = table({ a: open(2, 1), b: open(2, 2), c: open(2, 3) });
    const third = createBook(voided, { ledger });
    const r = player(100);
    third.place(staker(r), request, limits);
    voided.set('a', { finished: true, result: 'return' });
    voided.set('b', { finished: true, result: 'win' });
    voided.set('c', { finished: true, result: 'win' });
    // 10 × 1 × 2 × 2, no bonus.
    expect(third.history(r)[0]).toMatchObject({ payout: 40 });
  });

  it('an anti-express pays its price when a leg loses, and is lost when every leg wins', () => {
    const markets = table({ a: open(1.85, 1), b: open(2.1, 2) });
    const { ledger, player } = bank();
    const p = player(100);
    const book = createBook(markets, { ledger });
    const anti = { bets: [{ marketId: 'a', coef: 1.85 }, { marketId: 'b', coef: 2.1 }], typeId: 6 as const, amount: 10, antiExpressCoef: 1.26, changeCoefAction: 0 as const };
    expect(book.place(staker(p), anti, LIMITS)).toMatchObject({ success: true, balance: 90 });
    markets.set('a', { finished: true, result: 'lose' });
    markets.set('b', { finished: true, result: 'win' });
    expect(book.history(p)).toMatchObject([{ typeId: 6, statusId: 1, payout: 12.6 }]);
    expect(mainOf(p).money).toBe(102.6);
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

describe('the book and the coupon agree on shapes (one set of bet-type rules)', () => {
  /** What a player can do to a coupon's shape; the quote stands for the book pricing an anti-express. */
  type Move =
    | { kind: 'toggle'; bet: number }
    | { kind: 'type'; typeId: number }
    | { kind: 'banker'; bet: number }
    | { kind: 'block'; bet: number; blockId: number }
    | { kind: 'system'; value: number }
    | { kind: 'quote' };
  const BETS = 7;
  const bet = fc.integer({ min: 0, max: BETS - 1 });
  const move: fc.Arbitrary<Move> = fc.oneof(
    { arbitrary: bet.map((b) => ({ kind: 'toggle' as const, bet: b })), weight: 4 },
    fc.integer({ min: 0, max: 9 }).map((typeId) => ({ kind: 'type' as const, typeId })),
    bet.map((b) => ({ kind: 'banker' as const, bet: b })),
    fc.record({ kind: fc.constant('block' as const), bet, blockId: fc.integer({ min: 1, max: 4 }) }),
    fc.integer({ min: 1, max: 6 }).map((value) => ({ kind: 'system' as const, value })),
    fc.constant({ kind: 'quote' as const }),
  );
  const selectionOf = (index: number): BetSelection => ({
    marketId: `m${index}`,
    coef: 1.5 + index / 10,
    sportId: 1,
    typeId: 1,
    kind: 1,
    isLive: false,
    gameId: 100 + index,
    champId: 10,
    opponent1: `Home ${index}`,
    opponent2: `Away ${index}`,
    marketName: 'W1',
  });
  const actionOf = (state: CouponState, m: Move): UnknownAction => {
    switch (m.kind) {
      case 'toggle':
        return betSelectionToggled(selectionOf(m.bet));
      case 'type':
        return couponTypeSwitched(m.typeId as CouponTypeChoice);
      case 'banker':
        return bankerToggled({ marketId: `m${m.bet}` });
      case 'block':
        return betBlockChosen({ marketId: `m${m.bet}`, blockId: m.blockId });
      case 'system':
        return systemValueChosen(m.value);
      case 'quote':
        return antiExpressQuoted({ key: antiExpressKeyOf(state.bets), coef: 1.8 });
    }
  };

  it('the book refuses exactly the coupons whose figures the coupon cannot count (and so never sends)', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        const coupon = moves.reduce((state, m) => couponSlice.reducer(state, actionOf(state, m)), couponSlice.reducer(undefined, amountEntered(10)));
        const view = selectCouponView({ coupon });
        if (view.bets.length === 0) return;
        const request = { ...placeRequestOf(view), typeId: view.typeId, changeCoefAction: 0 as const };
        let refused: string | null = null;
        try {
          checkShape(request);
        } catch (error) {
          if (!(error instanceof InvalidCouponError)) throw error;
          refused = error.message;
        }
        expect(refused === null, `${JSON.stringify(request)}: book ${refused ?? 'accepts'}, coupon ${view.lines} lines (${view.shapeProblem})`).toBe(view.lines > 0);
      }),
      { numRuns: 300 },
    );
  });
});
