import fc from 'fast-check';
import { backoffDelay } from './backoff.ts';

const opts = { baseMs: 100, maxMs: 1000 };

describe('backoffDelay (exponential, full jitter)', () => {
  it('doubles the ceiling per attempt and caps it at maxMs', () => {
    const top = () => 0.999999;
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a, opts, top))).toEqual([99, 199, 399, 799, 999, 999]);
  });

  it('scales the ceiling by the random draw (full jitter, down to 0)', () => {
    expect(backoffDelay(2, opts, () => 0)).toBe(0);
    expect(backoffDelay(2, opts, () => 0.25)).toBe(100);
    expect(backoffDelay(2, opts, () => 0.5)).toBe(200);
  });

  it('stays within [0, maxMs] for a faulty random or absurd attempts', () => {
    expect(backoffDelay(3, opts, () => 7)).toBe(800);
    expect(backoffDelay(3, opts, () => -1)).toBe(0);
    expect(backoffDelay(3, opts, () => Number.NaN)).toBe(0);
    expect(backoffDelay(10_000, opts, () => 0.5)).toBe(500);
    expect(backoffDelay(Number.NaN, opts, () => 0.5)).toBe(50);
    expect(backoffDelay(-3, opts, () => 0.5)).toBe(50);
  });

  it('property: 0 <= delay <= min(maxMs, baseMs * 2^attempt), whole ms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 120_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, baseMs, maxMs, r) => {
          const d = backoffDelay(attempt, { baseMs, maxMs }, () => r);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(Math.min(maxMs, baseMs * 2 ** attempt));
        },
      ),
    );
  });

  it('spreads the delays of clients that failed together (jitter is not constant)', () => {
    let seed = 1;
    const lcg = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(3, opts, lcg)));
    expect(delays.size).toBeGreaterThan(20);
  });
});
