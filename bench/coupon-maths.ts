// Timings of the coupon maths against their budget: system bet maths, 30 legs, any system value,
// <= 1 ms, no enumeration of lines. Prints figures; judging them is for the reader, not for a test.

import { settleCoupon, type CouponInput } from '../src/domain/coupon/index.ts';
import { ODDS_FORMAT_IDS, formatOdds } from '../src/domain/odds.ts';

const WARM_UP_ITERATIONS = 200;

function percentile(sortedMicros: readonly number[], fraction: number): number {
  const index = Math.min(sortedMicros.length - 1, Math.ceil(fraction * sortedMicros.length) - 1);
  return sortedMicros[Math.max(0, index)] ?? Number.NaN;
}

/** p50 and p95 of `run` in microseconds, each sample one call, after a warm-up for the JIT. */
function measure(run: () => unknown, iterations: number): { p50: number; p95: number } {
  for (let i = 0; i < WARM_UP_ITERATIONS; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    run();
    samples.push((performance.now() - start) * 1000);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

const line = (label: string, { p50, p95 }: { p50: number; p95: number }): string =>
  `${label.padEnd(48)} p50 ${p50.toFixed(1).padStart(7)} µs   p95 ${p95.toFixed(1).padStart(7)} µs`;

// 30 legs with varied coefs and a few lost ones, so the payout is not a trivial product.
function thirtyLegSystem(systemValue: number): CouponInput {
  const legs = Array.from({ length: 30 }, (_, index) => ({
    coef: 1.3 + ((index * 37) % 90) / 100,
    statusId: index % 7 === 3 ? 0 : 1,
  }));
  return { typeId: 2, stake: 1000, systemValue, legs, currencyIso: 'EUR' };
}

export default async function bench(iterations = 2000): Promise<string[]> {
  const lines = [`coupon maths (${iterations} iterations after ${WARM_UP_ITERATIONS} warm-up)`];
  for (const systemValue of [2, 10, 15, 29]) {
    const input = thirtyLegSystem(systemValue);
    const { lines: count } = settleCoupon(input);
    lines.push(line(`settleCoupon system ${systemValue}/30 (${count} lines)`, measure(() => settleCoupon(input), iterations)));
  }
  // One call formats one price in every format id, as a price cell switching format would.
  const prices = Array.from({ length: 64 }, (_, index) => 1.01 + index * 0.37);
  let next = 0;
  const formatAll = (): void => {
    const price = prices[next++ % prices.length] ?? 2;
    for (const id of ODDS_FORMAT_IDS) formatOdds(price, id);
  };
  const all = measure(formatAll, iterations);
  lines.push(line(`formatOdds, all ${ODDS_FORMAT_IDS.length} formats of a price`, all));
  const formats = ODDS_FORMAT_IDS.length;
  lines.push(line(`formatOdds, per format (the above / ${formats})`, { p50: all.p50 / formats, p95: all.p95 / formats }));
  return lines;
}

// `tsx bench/coupon-maths.ts` prints the figures on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const printed of await bench()) console.log(printed);
}
