import { describe, it, expect } from 'vitest';
import { bonusCoefficient, isBonusBetEligible, isPromoCodeAllowed, isVipBetEligible } from './index.ts';

describe('bonusCoefficient', () => {
  it.each([
    [1, 1.01],
    [3, 1.03],
    [7, 1.07],
    [9, 1.09],
    [10, 1.1],
    [25, 1.1],
  ])('is %s bets -> %s', (bets, coefficient) => {
    expect(bonusCoefficient(bets)).toBe(coefficient);
  });

  it('refuses bet counts that are not whole numbers from 1', () => {
    expect(() => bonusCoefficient(0)).toThrow(RangeError);
    expect(() => bonusCoefficient(2.5)).toThrow(RangeError);
  });
});

describe('isBonusBetEligible', () => {
  const bet = { coef: 1.5, marketKind: 1 };
  const eligible = { siteFlag: true, typeId: 1, bets: [bet, bet, bet], totalCoef: 3.375 };

  it('accepts an express of 3 bets at 1.1 or more', () => {
    expect(isBonusBetEligible(eligible)).toBe(true);
    expect(isBonusBetEligible({ ...eligible, bets: [bet, bet, { coef: 1.1, marketKind: 1 }] })).toBe(true);
  });

  it.each([
    ['the site flag is off', { siteFlag: false }],
    ['the coupon is not an express', { typeId: 2 }],
    ['there are only 2 bets', { bets: [bet, bet] }],
    ['a bet is below 1.1', { bets: [bet, bet, { coef: 1.09, marketKind: 1 }] }],
    ['a bet is of market kind 7', { bets: [bet, bet, { coef: 1.5, marketKind: 7 }] }],
    ['the total coef is below 1.01', { totalCoef: 1.009 }],
  ])('refuses when %s', (_name, change) => {
    expect(isBonusBetEligible({ ...eligible, ...change })).toBe(false);
  });
});

describe('isVipBetEligible', () => {
  const eligible = { siteFlag: true, maxAmount: 5000, bets: [{ isLive: false }], typeId: 1 };

  it('accepts line bets with a finite maximum', () => {
    expect(isVipBetEligible(eligible)).toBe(true);
    expect(isVipBetEligible({ ...eligible, typeId: 0 })).toBe(true);
  });

  it.each([
    ['the site flag is off', { siteFlag: false }],
    ['the maximum is unbounded', { maxAmount: Infinity }],
    ['the maximum is NaN', { maxAmount: Number.NaN }],
    ['there are no bets', { bets: [] }],
    ['a bet is live', { bets: [{ isLive: false }, { isLive: true }] }],
    ['the coupon is singles', { typeId: 9 }],
  ])('refuses when %s', (_name, change) => {
    expect(isVipBetEligible({ ...eligible, ...change })).toBe(false);
  });
});

describe('isPromoCodeAllowed', () => {
  it('refuses promo codes on singles only', () => {
    expect(isPromoCodeAllowed(9)).toBe(false);
    for (const typeId of [0, 1, 2, 3, 4, 5, 6, 7, 8]) expect(isPromoCodeAllowed(typeId)).toBe(true);
  });
});
