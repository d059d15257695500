import { describe, it, expect } from 'vitest';
import { systemValueOptions } from './index.ts';

describe('systemValueOptions', () => {
  it('offers 2 of n up to (n - 1) of n with their line counts and minimum stakes', () => {
    // 5 legs: C(5,2) = 10, C(5,3) = 10, C(5,4) = 5 lines; at 0.1 a line: 1, 1, 0.5.
    expect(systemValueOptions(5, 0, 0.1, 'USD')).toEqual([
      { value: 2, offset: 0, lines: 10, combo: '2/5', minBetAmount: 1 },
      { value: 3, offset: 1, lines: 10, combo: '3/5', minBetAmount: 1 },
      { value: 4, offset: 2, lines: 5, combo: '4/5', minBetAmount: 0.5 },
    ]);
  });

  it('counts only the legs that are not bankers', () => {
    // 6 legs, 2 bankers: systems over 4 legs, 2/4 (6 lines) and 3/4 (4 lines); at 10 a line: 60 and 40.
    expect(systemValueOptions(6, 2, 10).map(({ combo, minBetAmount }) => [combo, minBetAmount])).toEqual([
      ['2/4', 60],
      ['3/4', 40],
    ]);
  });

  it('offers nothing below 3 non-banker legs', () => {
    expect(systemValueOptions(2, 0, 1)).toEqual([]);
    expect(systemValueOptions(4, 2, 1)).toEqual([]);
  });

  it('rounds the minimum stake to the currency and keeps 30-leg counts exact', () => {
    // 3 * 0.1 = 0.30000000000000004 in binary; shown as 0.3.
    expect(systemValueOptions(3, 0, 0.1)[0]?.minBetAmount).toBe(0.3);
    const thirty = systemValueOptions(30, 0, 1, 'JPY');
    expect(thirty).toHaveLength(28);
    expect(thirty.find((option) => option.value === 15)?.lines).toBe(155_117_520);
  });

  it('refuses impossible counts and amounts', () => {
    expect(() => systemValueOptions(3, 4, 1)).toThrow(RangeError);
    expect(() => systemValueOptions(-1, 0, 1)).toThrow(RangeError);
    expect(() => systemValueOptions(5, 0, -1)).toThrow(RangeError);
    expect(() => systemValueOptions(5, 0, Number.NaN)).toThrow(RangeError);
  });
});
