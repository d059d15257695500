/** The bet-type rules, type by type: leg counts, bankers, blocks, system values and refused shapes. */
import { describe, expect, it } from 'vitest';
import {
  blockCount,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  dependentLegIndexes,
  legCountFits,
  mayAddBanker,
  settleCoupon,
  shapeRefusal,
  systemPartCount,
  systemValueFits,
  takesBankers,
  takesBlocks,
  hasPerLineMinimum,
  type CouponShape,
  type CouponTypeId,
} from './index.ts';

const legs = (count: number, blockIds: (number | undefined)[] = []) =>
  Array.from({ length: count }, (_, i) => ({ marketId: `m${i}`, gameId: i, ...(blockIds[i] === undefined ? {} : { blockId: blockIds[i] }) }));
const shape = (typeId: number, legCount: number, extra: Partial<CouponShape> = {}): CouponShape => ({ typeId, legs: legs(legCount), bankerIndexes: [], systemValue: 2, ...extra });

describe('leg counts by type', () => {
  it.each<[string, CouponTypeId, number, number]>([
    ['single', COUPON_TYPE.single, 1, 1],
    ['express', COUPON_TYPE.express, 2, Infinity],
    ['system', COUPON_TYPE.system, 3, Infinity],
    ['chain', COUPON_TYPE.chain, 2, Infinity],
    ['multi-bet', COUPON_TYPE.multiBet, 3, Infinity],
    ['conditional', COUPON_TYPE.conditional, 2, Infinity],
    ['anti-express', COUPON_TYPE.antiExpress, 2, Infinity],
    // Lucky 15 is the smallest lucky: on 3 legs the same seven bets are the patent.
    ['lucky', COUPON_TYPE.lucky, 4, Infinity],
    ['patent', COUPON_TYPE.patent, 3, 3],
    ['singles', COUPON_TYPE.singles, 2, Infinity],
  ])('a %s takes %s to %s legs', (_name, typeId, min, max) => {
    expect(legCountFits(typeId, min - 1)).toBe(false);
    expect(legCountFits(typeId, min)).toBe(true);
    expect(legCountFits(typeId, Math.min(max, 30))).toBe(true);
    if (max !== Infinity) expect(legCountFits(typeId, max + 1)).toBe(false);
    expect(shapeRefusal(shape(typeId, min - 1))?.code).toBe('leg_count');
  });

  it('is what settleCoupon takes: every fitting count settles, every other is refused', () => {
    for (const typeId of COUPON_TYPE_IDS) {
      for (let count = 1; count <= 8; count += 1) {
        const input = { typeId, stake: 10, systemValue: 2, antiExpressCoef: 1.5, legs: Array.from({ length: count }, () => ({ coef: 2, statusId: -2 })) };
        if (legCountFits(typeId, count)) expect(() => settleCoupon(input), `type ${typeId}, ${count} legs`).not.toThrow();
        else expect(() => settleCoupon(input), `type ${typeId}, ${count} legs`).toThrow(RangeError);
      }
    }
  });
});

describe('bankers, blocks and per-line minimums', () => {
  it.each<[CouponTypeId, boolean, boolean, boolean]>([
    [COUPON_TYPE.single, false, false, false],
    [COUPON_TYPE.express, false, false, false],
    [COUPON_TYPE.system, true, false, true],
    [COUPON_TYPE.chain, false, false, false],
    [COUPON_TYPE.multiBet, true, true, true],
    [COUPON_TYPE.conditional, false, true, false],
    [COUPON_TYPE.antiExpress, false, false, false],
    [COUPON_TYPE.lucky, false, false, true],
    [COUPON_TYPE.patent, false, false, true],
    [COUPON_TYPE.singles, false, false, false],
  ])('type %s: bankers %s, blocks %s, minimum per line %s', (typeId, bankers, blocks, perLine) => {
    expect([takesBankers(typeId), takesBlocks(typeId), hasPerLineMinimum(typeId)]).toEqual([bankers, blocks, perLine]);
  });

  it('a banker more must leave 3 legs that are not bankers', () => {
    expect(mayAddBanker(4, 0)).toBe(true);
    expect(mayAddBanker(4, 1)).toBe(false);
    expect(mayAddBanker(6, 2)).toBe(true);
    expect(mayAddBanker(3, 0)).toBe(false);
    expect(shapeRefusal(shape(COUPON_TYPE.system, 4, { bankerIndexes: [0, 1] }))?.code).toBe('too_few_without_bankers');
    expect(shapeRefusal(shape(COUPON_TYPE.system, 4, { bankerIndexes: [0] }))).toBeNull();
    expect(shapeRefusal(shape(COUPON_TYPE.express, 4, { bankerIndexes: [0] }))?.code).toBe('bankers_not_on_type');
    expect(shapeRefusal(shape(COUPON_TYPE.system, 4, { bankerIndexes: [0, 0] }))?.code).toBe('bankers_not_legs');
    expect(shapeRefusal(shape(COUPON_TYPE.system, 4, { bankerIndexes: [4] }))?.code).toBe('bankers_not_legs');
  });

  it('counts a block per block id, and a leg without one as its own, outside the lobby', () => {
    expect(blockCount(legs(4, [1, 1, undefined, 2]))).toBe(3);
    expect(blockCount(legs(4, [1, 1, undefined, 2]), (index) => index === 3)).toBe(2);
    expect(systemPartCount(COUPON_TYPE.system, legs(5), [0])).toBe(4);
    expect(systemPartCount(COUPON_TYPE.multiBet, legs(5, [1, 1, 2, 3, 4]), [4])).toBe(3);
    expect(systemPartCount(COUPON_TYPE.express, legs(5), [])).toBe(0);
  });

  it('a multi-bet needs 3 blocks outside its lobby, a conditional bet 2 blocks', () => {
    expect(shapeRefusal({ typeId: COUPON_TYPE.multiBet, legs: legs(4, [1, 1, 2, 2]), bankerIndexes: [], systemValue: 2 })?.code).toBe('multi_bet_blocks');
    expect(shapeRefusal({ typeId: COUPON_TYPE.multiBet, legs: legs(4, [1, 1, 2, 3]), bankerIndexes: [], systemValue: 2 })).toBeNull();
    expect(shapeRefusal({ typeId: COUPON_TYPE.conditional, legs: legs(3, [1, 1, 1]), bankerIndexes: [] })?.code).toBe('conditional_blocks');
    expect(shapeRefusal({ typeId: COUPON_TYPE.conditional, legs: legs(3, [1, 1, 2]), bankerIndexes: [] })).toBeNull();
    // Other types ignore blocks.
    expect(shapeRefusal({ typeId: COUPON_TYPE.express, legs: legs(3, [1, 1, 1]), bankerIndexes: [] })).toBeNull();
  });
});

describe('system values', () => {
  it('go from 2 to one less than the parts', () => {
    expect([1, 2, 3, 4].map((value) => systemValueFits(value, 4))).toEqual([false, true, true, false]);
    expect(systemValueFits(2.5, 5)).toBe(false);
    expect(shapeRefusal(shape(COUPON_TYPE.system, 4, { systemValue: 4 }))?.code).toBe('system_value');
    expect(shapeRefusal(shape(COUPON_TYPE.system, 4, { systemValue: 3 }))).toBeNull();
    // Read on systems and multi-bets only.
    expect(shapeRefusal(shape(COUPON_TYPE.express, 4, { systemValue: 9 }))).toBeNull();
  });
});

describe('markets and games', () => {
  it('takes each market once and one leg per game, except singles', () => {
    expect(shapeRefusal({ typeId: COUPON_TYPE.express, legs: [...legs(2), { marketId: 'm0', gameId: 9 }], bankerIndexes: [] })?.code).toBe('repeated_market');
    const sameGame = [{ marketId: 'a', gameId: 1 }, { marketId: 'b', gameId: 1 }, { marketId: 'c', gameId: 2 }];
    expect(dependentLegIndexes(COUPON_TYPE.express, sameGame.map((leg) => leg.gameId))).toEqual([0, 1]);
    expect(dependentLegIndexes(COUPON_TYPE.singles, sameGame.map((leg) => leg.gameId))).toEqual([]);
    expect(shapeRefusal({ typeId: COUPON_TYPE.express, legs: sameGame, bankerIndexes: [] })?.code).toBe('dependent_legs');
    expect(shapeRefusal({ typeId: COUPON_TYPE.singles, legs: sameGame, bankerIndexes: [] })).toBeNull();
    expect(shapeRefusal({ typeId: 11, legs: legs(2), bankerIndexes: [] })?.code).toBe('unknown_type');
  });
});
