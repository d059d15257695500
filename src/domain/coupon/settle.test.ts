// Worked examples, one or more per coupon type, with the arithmetic done by hand next to each.
import { describe, it, expect } from 'vitest';
import { COUPON_TYPE, LEG_STATUS, settleCoupon, type CouponLeg } from './index.ts';

const { win: W, lose: L, return: R, forcedReturn: FR, halfWinHalfReturn: HWR, halfLoseHalfReturn: HLR, halfLoseHalfWin: HLW } = LEG_STATUS;
const leg = (coef: number, statusId: number, blockId?: number): CouponLeg =>
  blockId === undefined ? { coef, statusId } : { coef, statusId, blockId };

describe('single (0)', () => {
  it('pays stake * coef on a win', () => {
    // 100 * 1.91 = 191
    expect(settleCoupon({ typeId: COUPON_TYPE.single, stake: 100, legs: [leg(1.91, W)] })).toEqual({
      totalStake: 100,
      lines: 1,
      payout: 191,
      possibleWin: 191,
    });
  });

  it.each([
    [L, 0], // lost: 0
    [R, 100], // void: stake back
    [FR, 100],
    [HWR, 145.5], // half at 1.91, half back: 100 * (1.91 + 1) / 2 = 145.5
    [HLR, 50], // half lost, half back: 100 * 0.5 = 50
    [HLW, 95.5], // half lost, half at 1.91: 100 * 1.91 / 2 = 95.5
  ])('settles status %s at %s', (statusId, payout) => {
    expect(settleCoupon({ typeId: COUPON_TYPE.single, stake: 100, legs: [leg(1.91, statusId)] }).payout).toBe(payout);
  });
});

describe('express (1)', () => {
  it('pays the stake times the product of the coefs, rounded once at the end', () => {
    // 10 * 1.91 * 2.05 = 10 * 3.9155 = 39.155 -> 39.16 (half up; binary gives 39.154999...)
    const result = settleCoupon({ typeId: COUPON_TYPE.express, stake: 10, legs: [leg(1.91, W), leg(2.05, W)], currencyIso: 'USD' });
    expect(result).toEqual({ totalStake: 10, lines: 1, payout: 39.16, possibleWin: 39.16 });
  });

  it('counts a void leg at 1', () => {
    // 10 * 2.5 * 1 * 1.6 = 40; possible win 10 * 2.5 * 1.8 * 1.6 = 72
    const result = settleCoupon({ typeId: COUPON_TYPE.express, stake: 10, legs: [leg(2.5, W), leg(1.8, R), leg(1.6, W)] });
    expect(result.payout).toBe(40);
    expect(result.possibleWin).toBe(72);
  });

  it('loses with one lost leg', () => {
    expect(settleCoupon({ typeId: COUPON_TYPE.express, stake: 10, legs: [leg(2.5, W), leg(1.8, L)] }).payout).toBe(0);
  });

  it('rounds to the currency: JPY to whole yen, KWD to fils', () => {
    // 1000 * 1.91 * 2.05 = 3915.5 -> 3916 yen
    expect(settleCoupon({ typeId: 1, stake: 1000, legs: [leg(1.91, W), leg(2.05, W)], currencyIso: 'JPY' }).payout).toBe(3916);
    // 1.25 * 1.917 * 1 = 2.39625 -> 2.396 dinars (3 minor units)
    expect(settleCoupon({ typeId: 1, stake: 1.25, legs: [leg(1.917, W), leg(3, R)], currencyIso: 'KWD' }).payout).toBe(2.396);
  });
});

describe('system (2)', () => {
  it('splits the stake over C(n, k) lines and pays every winning line', () => {
    // 2 of 3, stake 300: 3 doubles at 100. Lines 2.00*3.50 = 7, 2.00*2.40 = 4.8, 3.50*2.40 = 8.4.
    // All win: 100 * (7 + 4.8 + 8.4) = 2020. The 3.50 leg lost: only 2.00*2.40 stands: 100 * 4.8 = 480.
    const legs = [leg(2, W), leg(3.5, L), leg(2.4, W)];
    expect(settleCoupon({ typeId: COUPON_TYPE.system, stake: 300, systemValue: 2, legs })).toEqual({
      totalStake: 300,
      lines: 3,
      payout: 480,
      possibleWin: 2020,
    });
  });

  it('puts every banker in every line; the system value counts the other legs', () => {
    // Banker 1.5 (won); others 2.0 won, 3.0 lost, 1.8 won; 2 of 3: C(3, 2) = 3 lines at 90 / 3 = 30.
    // Lines B*2*3, B*2*1.8, B*3*1.8; only B*2*1.8 = 5.4 wins: 30 * 5.4 = 162.
    // All win: 30 * 1.5 * (6 + 3.6 + 5.4) = 30 * 1.5 * 15 = 675.
    const legs = [leg(1.5, W), leg(2, W), leg(3, L), leg(1.8, W)];
    expect(settleCoupon({ typeId: COUPON_TYPE.system, stake: 90, systemValue: 2, bankerIndexes: [0], legs })).toEqual({
      totalStake: 90,
      lines: 3,
      payout: 162,
      possibleWin: 675,
    });
  });

  it('loses everything when a banker loses', () => {
    const legs = [leg(1.5, L), leg(2, W), leg(3, W), leg(1.8, W)];
    expect(settleCoupon({ typeId: 2, stake: 90, systemValue: 2, bankerIndexes: [0], legs }).payout).toBe(0);
  });

  it('counts the lines of a 30-leg system exactly', () => {
    const legs = Array.from({ length: 30 }, () => leg(1.9, W));
    // C(30, 10) = 30045015; C(30, 15) = 155117520
    expect(settleCoupon({ typeId: 2, stake: 100, systemValue: 10, legs }).lines).toBe(30_045_015);
    expect(settleCoupon({ typeId: 2, stake: 100, systemValue: 15, legs }).lines).toBe(155_117_520);
  });
});

describe('chain (3)', () => {
  it('stakes the unit from the bank each time, the whole bank when less is left', () => {
    // Unit 100. Bank 100 -> 1.55 won: 100 - 100 + 155 = 155 -> 1.25 won: 155 - 100 + 125 = 180
    // -> 1.85 lost: 180 - 100 = 80 -> 2.00 won staking the 80 left: 80 * 2 = 160. Payout 160.
    // All win: 100 * (1 + 0.55 + 0.25 + 0.85 + 1) = 365.
    const legs = [leg(1.55, W), leg(1.25, W), leg(1.85, L), leg(2, W)];
    expect(settleCoupon({ typeId: COUPON_TYPE.chain, stake: 100, legs })).toEqual({
      totalStake: 100,
      lines: 4,
      payout: 160,
      possibleWin: 365,
    });
  });

  it('ends when the bank is empty', () => {
    // Bank 100 -> first single lost: 0; nothing left to stake on the 3.00 win.
    expect(settleCoupon({ typeId: 3, stake: 100, legs: [leg(2, L), leg(3, W)] }).payout).toBe(0);
  });
});

describe('multi-bet (4)', () => {
  // Lobby 1.5 (leg 0); blocks outside the lobby: [1.7], [1.2 x 2.2 in block 7], [2.0]; 2 of 3, stake 300:
  // C(3, 2) = 3 lines at 100. Block factors when all win: 1.7, 1.2 * 2.2 = 2.64, 2.0.
  // e_2 = 1.7 * 2.64 + 1.7 * 2 + 2.64 * 2 = 4.488 + 3.4 + 5.28 = 13.168; all win: 100 * 1.5 * 13.168 = 1975.2.
  const legs = (lobby: number, blockLeg: number) => [leg(1.5, lobby), leg(1.7, W), leg(1.2, W, 7), leg(2.2, blockLeg, 7), leg(2, W)];

  it('multiplies a system over blocks by the lobby', () => {
    // The 2.2 leg lost, so its block is 0 and only [1.7]x[2.0] stands: 100 * 1.5 * 3.4 = 510.
    expect(settleCoupon({ typeId: COUPON_TYPE.multiBet, stake: 300, systemValue: 2, bankerIndexes: [0], legs: legs(W, L) })).toEqual({
      totalStake: 300,
      lines: 3,
      payout: 510,
      possibleWin: 1975.2,
    });
  });

  it('loses everything when the lobby loses', () => {
    expect(settleCoupon({ typeId: 4, stake: 300, systemValue: 2, bankerIndexes: [0], legs: legs(L, W) }).payout).toBe(0);
  });
});

describe('conditional (5)', () => {
  it('stops at the first lost block and pays what was set aside', () => {
    // Unit 100. 2.00 won: returns 200, 100 set aside, 100 carried. 1.50 lost: the bet ends, the 3.00
    // block is never placed. Payout 100. All win: 100 * (1 + 1 + 0.5 + 2) = 450.
    const legs = [leg(2, W), leg(1.5, L), leg(3, W)];
    expect(settleCoupon({ typeId: COUPON_TYPE.conditional, stake: 100, legs })).toEqual({
      totalStake: 100,
      lines: 3,
      payout: 100,
      possibleWin: 450,
    });
    // The chain on the same legs carries on: 100 -> 200 -> 100 -> 300.
    expect(settleCoupon({ typeId: COUPON_TYPE.chain, stake: 100, legs }).payout).toBe(300);
  });

  it('settles legs sharing a blockId as one express block', () => {
    // Block 1 = 1.5 * 1.4 = 2.1: stakes 100, returns 210; 110 set aside, 100 carried.
    // Block 2 = 2.0: stakes 100, returns 200. Payout 110 + 200 = 310, over 2 lines (blocks).
    const legs = [leg(1.5, W, 1), leg(1.4, W, 1), leg(2, W, 2)];
    expect(settleCoupon({ typeId: 5, stake: 100, legs })).toMatchObject({ lines: 2, payout: 310 });
  });

  it('places the next block with what a half-lost block returned', () => {
    // 1.8 half lost, half returned: 100 * 0.5 = 50 carried. 3.00 won on 50: 150. Payout 150.
    expect(settleCoupon({ typeId: 5, stake: 100, legs: [leg(1.8, HLR), leg(3, W)] }).payout).toBe(150);
  });
});

describe('anti-express (6)', () => {
  const base = { typeId: COUPON_TYPE.antiExpress, stake: 100, antiExpressCoef: 1.35 };

  it('wins at antiExpressCoef when at least one leg loses', () => {
    // 100 * 1.35 = 135
    expect(settleCoupon({ ...base, legs: [leg(1.5, W), leg(1.6, L), leg(1.7, W)] })).toEqual({
      totalStake: 100,
      lines: 1,
      payout: 135,
      possibleWin: 135,
    });
  });

  it('loses when every leg wins, and returns the stake when every leg is void', () => {
    expect(settleCoupon({ ...base, legs: [leg(1.5, W), leg(1.6, W)] }).payout).toBe(0);
    expect(settleCoupon({ ...base, legs: [leg(1.5, R), leg(1.6, FR)] }).payout).toBe(100);
  });
});

describe('lucky (7)', () => {
  it('is every single, double, treble and the four-fold of 4 legs: Lucky 15', () => {
    // Stake 150 over 15 lines: 10 each. Legs 2.0 and 3.0 win, 1.5 and 4.0 lose.
    // Winning lines: single 2.0 -> 20, single 3.0 -> 30, double 2*3 -> 60: 110.
    // Formula: 10 * ((1+2)(1+3)(1+0)(1+0) - 1) = 10 * 11 = 110.
    // All win: 10 * (3 * 4 * 2.5 * 5 - 1) = 10 * 149 = 1490.
    const legs = [leg(2, W), leg(3, W), leg(1.5, L), leg(4, L)];
    expect(settleCoupon({ typeId: COUPON_TYPE.lucky, stake: 150, legs })).toEqual({
      totalStake: 150,
      lines: 15,
      payout: 110,
      possibleWin: 1490,
    });
  });

  it('has 31 lines on 5 legs and 63 on 6', () => {
    expect(settleCoupon({ typeId: 7, stake: 31, legs: Array.from({ length: 5 }, () => leg(2, W)) }).lines).toBe(31);
    // 6 legs at 2.0, stake 63 (1 per line): (3^6 - 1) = 728
    const sixLegs = Array.from({ length: 6 }, () => leg(2, W));
    expect(settleCoupon({ typeId: 7, stake: 63, legs: sixLegs })).toMatchObject({ lines: 63, payout: 728 });
  });
});

describe('patent (8)', () => {
  it('is 3 singles, 3 doubles and a treble', () => {
    // Stake 70 over 7 lines: 10 each. All win: singles 2 + 1.5 + 3 = 6.5, doubles 3 + 6 + 4.5 = 13.5,
    // treble 9: 10 * 29 = 290. The 3.0 leg lost: singles 3.5 + double 3 = 6.5: 65.
    const legs = [leg(2, W), leg(1.5, W), leg(3, L)];
    expect(settleCoupon({ typeId: COUPON_TYPE.patent, stake: 70, legs })).toEqual({
      totalStake: 70,
      lines: 7,
      payout: 65,
      possibleWin: 290,
    });
  });
});

describe('singles (9)', () => {
  it('splits the stake over one single per leg', () => {
    // Stake 30: 10 per leg. 1.8 won 18, 2.5 lost 0, 1.2 void 10: 28. All win: 18 + 25 + 12 = 55.
    const legs = [leg(1.8, W), leg(2.5, L), leg(1.2, R)];
    expect(settleCoupon({ typeId: COUPON_TYPE.singles, stake: 30, legs })).toEqual({
      totalStake: 30,
      lines: 3,
      payout: 28,
      possibleWin: 55,
    });
  });
});

describe('unsettled legs', () => {
  it('leave the payout null and the possible win as if every leg won', () => {
    // 10 * 2.5 * 1.8 = 45
    const result = settleCoupon({ typeId: 1, stake: 10, legs: [leg(2.5, W), leg(1.8, LEG_STATUS.notCalculated)] });
    expect(result.payout).toBeNull();
    expect(result.possibleWin).toBe(45);
    expect(settleCoupon({ typeId: 0, stake: 10, legs: [leg(2.5, LEG_STATUS.gameNotStarted)] }).payout).toBeNull();
  });
});

describe('input checks', () => {
  const two = [leg(2, W), leg(3, W)];
  it.each([
    ['an unknown type', { typeId: 10, stake: 10, legs: two }],
    ['a negative stake', { typeId: 1, stake: -1, legs: two }],
    ['a NaN stake', { typeId: 1, stake: Number.NaN, legs: two }],
    ['a coef below 1', { typeId: 1, stake: 10, legs: [leg(0.5, W), leg(2, W)] }],
    ['a NaN coef', { typeId: 1, stake: 10, legs: [leg(Number.NaN, W), leg(2, W)] }],
    ['an unknown status', { typeId: 1, stake: 10, legs: [leg(2, 7), leg(2, W)] }],
    ['a single with two legs', { typeId: 0, stake: 10, legs: two }],
    ['an express with one leg', { typeId: 1, stake: 10, legs: [leg(2, W)] }],
    ['a system without a value', { typeId: 2, stake: 10, legs: [...two, leg(2, W)] }],
    ['a system value of 1', { typeId: 2, stake: 10, systemValue: 1, legs: [...two, leg(2, W)] }],
    ['a system value equal to the legs', { typeId: 2, stake: 10, systemValue: 3, legs: [...two, leg(2, W)] }],
    ['a system of two legs', { typeId: 2, stake: 10, systemValue: 2, legs: two }],
    ['a banker out of range', { typeId: 2, stake: 10, systemValue: 2, bankerIndexes: [5], legs: [...two, leg(2, W), leg(2, W)] }],
    ['a banker twice', { typeId: 2, stake: 10, systemValue: 2, bankerIndexes: [0, 0], legs: [...two, leg(2, W), leg(2, W)] }],
    ['bankers on an express', { typeId: 1, stake: 10, bankerIndexes: [0], legs: two }],
    ['an anti-express without its coef', { typeId: 6, stake: 10, legs: two }],
    ['a patent of four legs', { typeId: 8, stake: 10, legs: [...two, ...two] }],
    ['a conditional of one block', { typeId: 5, stake: 10, legs: [leg(2, W, 1), leg(3, W, 1)] }],
    ['a multi-bet of two blocks', { typeId: 4, stake: 10, systemValue: 2, legs: [leg(2, W, 1), leg(3, W, 1), leg(2, W, 2), leg(2, W, 2)] }],
    ['a product that overflows', { typeId: 1, stake: 10, legs: Array.from({ length: 40 }, () => leg(1e10, W)) }],
  ])('throws RangeError for %s', (_name, input) => {
    expect(() => settleCoupon(input)).toThrow(RangeError);
  });

  it('says what was expected', () => {
    expect(() => settleCoupon({ typeId: 2, stake: 10, systemValue: 5, legs: [...two, leg(2, W)] })).toThrow(
      'expected a whole system value from 2 to 2 for 3 non-banker legs, got 5',
    );
  });
});
