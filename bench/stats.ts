/** Percentiles of per-operation times, measured in batches so the timer's resolution does not dominate. */
export function measure(op: (i: number) => void, { batches = 400, batchSize = 50, warmup = 2000 } = {}): { p50: number; p95: number } {
  for (let i = 0; i < warmup; i++) op(i);
  const samples: number[] = [];
  let n = 0;
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let i = 0; i < batchSize; i++) op(n++);
    samples.push(((performance.now() - start) * 1000) / batchSize);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

export const us = (v: number): string => `${v.toFixed(2)} µs`;
