/** The calculators' reading of typed numbers and their use of the coupon maths. */
import { describe, expect, it } from 'vitest';
import { calcTypeOf, calculate, effectiveSystemValue, numberProblem, ODDS_BOUNDS, parseDecimal, STAKE_BOUNDS, systemOptionsFor, type CalcLeg, type LegResult } from './model.ts';

const legs = (...odds: string[]): CalcLeg[] => odds.map((o) => ({ odds: o, result: 'win' as LegResult }));
const input = (type: string, l: CalcLeg[], stake: string, settle = false, systemValue = 2) => ({ type: calcTypeOf(type), legs: l, stake, systemValue, currencyIso: 'USD', settle });

describe('typed numbers', () => {
  it('reads a comma or a point, and nothing else', () => {
    expect(parseDecimal('1,85')).toBe(1.85);
    expect(parseDecimal(' 2.5 ')).toBe(2.5);
    for (const text of ['', 'abc', '1.2.3', '-2', '1e3', '1.23456']) expect(parseDecimal(text), text).toBeNull();
  });

  it('says what is wrong with a number', () => {
    expect(numberProblem('', ODDS_BOUNDS)).toBe('required');
    expect(numberProblem('x', ODDS_BOUNDS)).toBe('not-a-number');
    expect(numberProblem('1', ODDS_BOUNDS)).toBe('too-small');
    expect(numberProblem('20000', ODDS_BOUNDS)).toBe('too-large');
    expect(numberProblem('0.5', STAKE_BOUNDS)).toBeNull();
  });
});

describe('what the coupon counts', () => {
  it('multiplies an express, spreads singles and counts a system line by line', () => {
    expect(calculate(input('express', legs('1.5', '2'), '10'))).toMatchObject({ lines: 1, totalStake: 10, possibleWin: 30, payout: null });
    expect(calculate(input('singles', legs('1.5', '2'), '10'))).toMatchObject({ lines: 2, possibleWin: 17.5 });
    // 2 of 3: doubles 1.5×2, 1.5×3, 2×3 at 10/3 each.
    expect(calculate(input('system', legs('1.5', '2', '3'), '10'))).toMatchObject({ lines: 3, possibleWin: 45 });
    expect(calculate(input('patent', legs('2', '2', '2'), '7'))).toMatchObject({ lines: 7 });
    expect(calculate(input('lucky', legs('2', '2', '2', '2'), '15'))).toMatchObject({ lines: 15 });
  });

  it('settles by the results when asked', () => {
    const settled = (results: LegResult[]) =>
      calculate(
        input(
          'express',
          results.map((result, i) => ({ odds: ['2', '3'][i]!, result })),
          '10',
          true,
        ),
      )!.payout;
    expect(settled(['win', 'win'])).toBe(60);
    expect(settled(['win', 'void'])).toBe(20);
    expect(settled(['lose', 'win'])).toBe(0);
    expect(settled(['half-win', 'win'])).toBe(45);
    expect(settled(['half-lose', 'win'])).toBe(15);
  });

  it('waits for every number and the legs the type needs', () => {
    expect(calculate(input('express', legs('1.5', ''), '10'))).toBeNull();
    expect(calculate(input('express', legs('1.5', '2'), ''))).toBeNull();
    expect(calculate(input('system', legs('1.5', '2'), '10'))).toBeNull();
    expect(calculate(input('patent', legs('2', '2', '2', '2'), '10'))).toBeNull();
  });

  it('takes the legs the coupon takes: a lucky from 4 (on 3 it is the patent), singles from 2', () => {
    expect([calcTypeOf('lucky').minLegs, calcTypeOf('patent').minLegs, calcTypeOf('patent').maxLegs, calcTypeOf('singles').minLegs]).toEqual([4, 3, 3, 2]);
    expect(calculate(input('lucky', legs('2', '2', '2'), '7'))).toBeNull();
    expect(calculate(input('patent', legs('2', '2', '2'), '7'))).toMatchObject({ lines: 7 });
    expect(calculate(input('singles', legs('2'), '7'))).toBeNull();
  });

  it('offers the system sizes the legs allow and keeps a chosen one while it fits', () => {
    const options = systemOptionsFor(calcTypeOf('system'), 5);
    expect(options.map((o) => o.combo)).toEqual(['2/5', '3/5', '4/5']);
    expect(effectiveSystemValue(options, 4)).toBe(4);
    expect(effectiveSystemValue(systemOptionsFor(calcTypeOf('system'), 3), 4)).toBe(2);
    expect(systemOptionsFor(calcTypeOf('express'), 5)).toEqual([]);
  });
});
