import { describe, it, expect } from 'vitest';
import { binomial, elementarySymmetric, exactCount } from './combinatorics.ts';

describe('binomial', () => {
  it.each([
    [5, 2, 10n],
    [30, 10, 30_045_015n],
    [30, 15, 155_117_520n],
    [0, 0, 1n],
    [7, 7, 1n],
    // Beyond what a double holds exactly: C(100, 50) = 100891344545564193334812497256.
    [100, 50, 100_891_344_545_564_193_334_812_497_256n],
  ])('C(%s, %s) = %s', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
  });

  it('refuses k outside 0..n and non-whole arguments', () => {
    expect(() => binomial(3, 4)).toThrow(RangeError);
    expect(() => binomial(3, -1)).toThrow(RangeError);
    expect(() => binomial(2.5, 1)).toThrow(RangeError);
  });
});

describe('exactCount', () => {
  it('refuses counts a double cannot hold exactly', () => {
    expect(exactCount(binomial(56, 28), 'lines')).toBe(7_648_690_600_760_440);
    expect(() => exactCount(binomial(60, 30), 'lines')).toThrow(RangeError);
  });
});

describe('elementarySymmetric', () => {
  it('sums the products of every k-subset', () => {
    // e_2(2, 3, 4) = 2*3 + 2*4 + 3*4 = 26; e_3 = 24; e_0 = 1; e_4 = 0 (no 4-subsets)
    expect(elementarySymmetric([2, 3, 4], 2)).toBe(26);
    expect(elementarySymmetric([2, 3, 4], 3)).toBe(24);
    expect(elementarySymmetric([2, 3, 4], 0)).toBe(1);
    expect(elementarySymmetric([2, 3, 4], 4)).toBe(0);
  });

  it('does not turn overflow into NaN when a value is 0', () => {
    const huge = Array.from({ length: 40 }, () => 1e10);
    expect(elementarySymmetric([...huge, 0], 40)).toBe(Infinity);
  });
});
