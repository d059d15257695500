import { describe, expect, it } from 'vitest';
import { antiExpressQuote, MIN_ANTI_EXPRESS_COEF } from './anti-express.ts';

describe('antiExpressQuote', () => {
  it('prices the opposite of the express with the margin, rounded down to 2 decimals (worked examples)', () => {
    // 1 / (1 − 1/3.885) × 0.94 = 1.2658
    expect(antiExpressQuote([1.85, 2.1])).toBe(1.26);
    // 1 / (1 − 1/5.8275) × 0.94 = 1.1348
    expect(antiExpressQuote([1.85, 2.1, 1.5])).toBe(1.13);
    // Two evens: 1 / 0.75 × 0.94 = 1.2533
    expect(antiExpressQuote([2, 2])).toBe(1.25);
  });

  it('is never below the minimum price, and has no price for fewer than 2 legs or impossible odds', () => {
    expect(antiExpressQuote([50, 50, 50])).toBe(MIN_ANTI_EXPRESS_COEF);
    expect(antiExpressQuote([1.85])).toBeNull();
    expect(antiExpressQuote([1, 1])).toBeNull();
    expect(antiExpressQuote([0.5, 2])).toBeNull();
    expect(antiExpressQuote([Number.NaN, 2])).toBeNull();
  });
});
