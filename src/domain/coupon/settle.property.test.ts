import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { roundMoney } from '../money.ts';
import { COUPON_TYPE, LEG_STATUS, elementarySymmetric, settleCoupon, settledLegFactor, type CouponInput, type CouponLeg } from './index.ts';

const SETTLED_STATUSES = [0, 1, 2, 3, 4, 5, 6];
const UNSETTLED_STATUSES = [LEG_STATUS.notCalculated, LEG_STATUS.gameNotStarted];

const coefArb = fc.double({ min: 1, max: 50, noNaN: true });
const stakeArb = fc.double({ min: 0, max: 100_000, noNaN: true });
const settledStatusArb = fc.constantFrom(...SETTLED_STATUSES);

function legArb(status: fc.Arbitrary<number>, withBlocks: boolean): fc.Arbitrary<CouponLeg> {
  return withBlocks
    ? fc.record({ coef: coefArb, statusId: status, blockId: fc.integer({ min: 0, max: 3 }) }, { requiredKeys: ['coef', 'statusId'] })
    : fc.record({ coef: coefArb, statusId: status });
}

const legsArb = (status: fc.Arbitrary<number>, min: number, max: number, withBlocks = false) =>
  fc.array(legArb(status, withBlocks), { minLength: min, maxLength: max });

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

// Blocks counted independently of blocks.ts: one per distinct blockId, one per leg without.
function blockCount(legs: readonly CouponLeg[], skip: ReadonlySet<number> = new Set()): number {
  const ids = new Set<number>();
  let loose = 0;
  legs.forEach((leg, index) => {
    if (skip.has(index)) return;
    if (leg.blockId === undefined) loose += 1;
    else ids.add(leg.blockId);
  });
  return ids.size + loose;
}

/** Legs, then bankers leaving at least 3 other parts, then a system value from 2 to parts - 1. */
function bankerSystemArb(typeId: number, status: fc.Arbitrary<number>, maxLegs: number, withBlocks: boolean): fc.Arbitrary<CouponInput> {
  return fc
    .integer({ min: 3, max: maxLegs })
    .chain((n) => fc.tuple(legsArb(status, n, n, withBlocks), fc.subarray(range(n)), stakeArb))
    .map(([legs, bankers, stake]) => ({ legs, bankers, stake, parts: blockCount(legs, new Set(bankers)) }))
    .filter(({ parts }) => parts >= 3)
    .chain(({ legs, bankers, stake, parts }) =>
      fc.integer({ min: 2, max: parts - 1 }).map((systemValue) => ({ typeId, stake, systemValue, bankerIndexes: bankers, legs })),
    );
}

/** A valid coupon of any type, its legs' statuses drawn from `status`. */
function couponArb(status: fc.Arbitrary<number> = settledStatusArb): fc.Arbitrary<CouponInput> {
  const simple = (typeId: number, min: number, max: number) =>
    fc.record({ typeId: fc.constant(typeId), stake: stakeArb, legs: legsArb(status, min, max) });
  return fc.oneof(
    simple(COUPON_TYPE.single, 1, 1),
    simple(COUPON_TYPE.express, 2, 12),
    bankerSystemArb(COUPON_TYPE.system, status, 12, false),
    simple(COUPON_TYPE.chain, 2, 10),
    bankerSystemArb(COUPON_TYPE.multiBet, status, 10, true),
    fc
      .record({ typeId: fc.constant(COUPON_TYPE.conditional), stake: stakeArb, legs: legsArb(status, 2, 8, true) })
      .filter(({ legs }) => blockCount(legs) >= 2),
    fc.record({ typeId: fc.constant(COUPON_TYPE.antiExpress), stake: stakeArb, antiExpressCoef: coefArb, legs: legsArb(status, 2, 8) }),
    simple(COUPON_TYPE.lucky, 4, 8),
    simple(COUPON_TYPE.patent, 3, 3),
    simple(COUPON_TYPE.singles, 2, 10),
  );
}

function* combinations(items: readonly number[], k: number, start = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= items.length - k; i += 1) {
    for (const rest of combinations(items, k - 1, i + 1)) yield [items[i] ?? 0, ...rest];
  }
}

const productOf = (values: readonly number[]): number => values.reduce((p, v) => p * v, 1);

/** Pascal's triangle in plain numbers: exact while the values stay below 2^53. */
function pascal(n: number, k: number): number {
  let row = [1];
  for (let i = 1; i <= n; i += 1) row = [1, ...row.slice(1).map((v, j) => v + (row[j] ?? 0)), 1];
  return row[k] ?? 0;
}

describe('settleCoupon properties', () => {
  it('never pays a negative or NaN amount, for any type', () => {
    fc.assert(
      fc.property(couponArb(), (input) => {
        const { totalStake, lines, payout, possibleWin } = settleCoupon(input);
        expect(Number.isInteger(lines) && lines >= 1).toBe(true);
        expect(payout !== null && Number.isFinite(payout) && payout >= 0).toBe(true);
        expect(Number.isFinite(possibleWin) && possibleWin >= 0).toBe(true);
        expect(totalStake).toBe(roundMoney(input.stake));
      }),
    );
  });

  it('leaves the payout null exactly when some leg is unsettled', () => {
    fc.assert(
      fc.property(couponArb(fc.constantFrom(...SETTLED_STATUSES, ...UNSETTLED_STATUSES)), (input) => {
        const hasUnsettled = input.legs.some((leg) => UNSETTLED_STATUSES.includes(leg.statusId as -1 | -2));
        expect(settleCoupon(input).payout === null).toBe(hasUnsettled);
      }),
    );
  });

  it('never pays more than the possible win, except the anti-express, which wins when legs lose', () => {
    fc.assert(
      fc.property(couponArb(), (input) => {
        fc.pre(input.typeId !== COUPON_TYPE.antiExpress);
        const { payout, possibleWin } = settleCoupon(input);
        expect(payout ?? 0).toBeLessThanOrEqual(possibleWin);
      }),
    );
  });

  it('pays 0 when every leg loses, except the anti-express, which pays stake * antiExpressCoef', () => {
    fc.assert(
      fc.property(couponArb(fc.constant(LEG_STATUS.lose)), (input) => {
        const expected = input.typeId === COUPON_TYPE.antiExpress ? roundMoney(input.stake * (input.antiExpressCoef ?? 0)) : 0;
        expect(settleCoupon(input).payout).toBe(expected);
      }),
    );
  });

  it('gives an express whose legs are all returned its stake back, exactly', () => {
    fc.assert(
      fc.property(stakeArb, legsArb(fc.constantFrom(LEG_STATUS.return, LEG_STATUS.forcedReturn), 2, 12), (stake, legs) => {
        expect(settleCoupon({ typeId: COUPON_TYPE.express, stake, legs }).payout).toBe(roundMoney(stake));
      }),
    );
  });

  it('gives any coupon whose legs are all returned its stake back (to the minor unit)', () => {
    fc.assert(
      fc.property(couponArb(fc.constantFrom(LEG_STATUS.return, LEG_STATUS.forcedReturn)), (input) => {
        expect(Math.abs((settleCoupon(input).payout ?? -1) - roundMoney(input.stake))).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });

  it('gives a system k of n exactly C(n, k) lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 40 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 2, max: n - 1 }))),
        ([n, k]) => {
          const legs = Array.from({ length: n }, () => ({ coef: 1.5, statusId: LEG_STATUS.win }));
          expect(settleCoupon({ typeId: COUPON_TYPE.system, stake: 1, systemValue: k, legs }).lines).toBe(pascal(n, k));
        },
      ),
    );
  });

  it('computes a system (with bankers) as enumerating every line would, for up to 8 legs', () => {
    fc.assert(
      fc.property(bankerSystemArb(COUPON_TYPE.system, settledStatusArb, 8, false), (input) => {
        const bankers = new Set(input.bankerIndexes);
        const factors = input.legs.map((leg) => settledLegFactor(leg.coef, leg.statusId));
        const others = range(input.legs.length).filter((index) => !bankers.has(index));
        const bankerFactor = productOf([...bankers].map((index) => factors[index] ?? 0));
        let lines = 0;
        let total = 0;
        for (const line of combinations(others, input.systemValue ?? 0)) {
          lines += 1;
          total += bankerFactor * productOf(line.map((index) => factors[index] ?? 0));
        }
        const bruteForce = roundMoney((input.stake / lines) * total);
        const result = settleCoupon(input);
        expect(result.lines).toBe(lines);
        expect(Math.abs((result.payout ?? -1) - bruteForce)).toBeLessThanOrEqual(0.01 + bruteForce * 1e-12);
      }),
    );
  });

  it('computes a lucky or patent as enumerating every single, double ... n-fold would', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 8 }).chain((n) => legsArb(settledStatusArb, n, n)), stakeArb, (legs, stake) => {
        const factors = legs.map((leg) => settledLegFactor(leg.coef, leg.statusId));
        let lines = 0;
        let total = 0;
        for (let size = 1; size <= legs.length; size += 1) {
          for (const line of combinations(range(legs.length), size)) {
            lines += 1;
            total += productOf(line.map((index) => factors[index] ?? 0));
          }
        }
        const bruteForce = roundMoney((stake / lines) * total);
        const typeId = legs.length === 3 ? COUPON_TYPE.patent : COUPON_TYPE.lucky;
        const result = settleCoupon({ typeId, stake, legs });
        expect(result.lines).toBe(lines);
        expect(Math.abs((result.payout ?? -1) - bruteForce)).toBeLessThanOrEqual(0.01 + bruteForce * 1e-12);
      }),
    );
  });
});

describe('elementarySymmetric', () => {
  it('equals the sum over k-subsets of their products, for up to 8 values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.double({ min: 0, max: 50, noNaN: true })), { maxLength: 8 }),
        fc.integer({ min: 0, max: 9 }),
        (values, k) => {
          let bruteForce = 0;
          if (k <= values.length) {
            for (const subset of combinations(range(values.length), k)) bruteForce += productOf(subset.map((i) => values[i] ?? 0));
          }
          expect(Math.abs(elementarySymmetric(values, k) - bruteForce)).toBeLessThanOrEqual(Math.abs(bruteForce) * 1e-12 + 1e-12);
        },
      ),
    );
  });
});
