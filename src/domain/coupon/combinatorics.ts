// Counting and summing the lines of a system without listing them. C(30, 15) is 155 million lines;
// listing them is out of the question in a browser, and also unnecessary: the sum over all k-leg
// lines of the product of their factors is the k-th elementary symmetric polynomial of the factors.

/** C(n, k) exactly. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`expected n to be a whole number >= 0, got ${n}`);
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`expected k to be a whole number from 0 to ${n}, got ${k}`);
  const smaller = Math.min(k, n - k);
  let result = 1n;
  // After step i the running value is C(n - smaller + i, i), a whole number, so the division is exact.
  for (let i = 1; i <= smaller; i += 1) {
    result = (result * BigInt(n - smaller + i)) / BigInt(i);
  }
  return result;
}

/**
 * A count as a number, refusing counts a double cannot hold exactly: the count divides the stake and
 * is shown to the player, so it must be exact.
 */
export function exactCount(count: bigint, what: string): number {
  if (count > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`expected ${what} to be at most ${Number.MAX_SAFE_INTEGER}, got ${count}`);
  }
  return Number(count);
}

/**
 * e_k(values): the sum, over every way of choosing k of the values, of their product.
 * Dynamic programming over the values, O(n * k): after the i-th value, e[j] is e_j of the first i.
 */
export function elementarySymmetric(values: readonly number[], k: number): number {
  if (!Number.isInteger(k) || k < 0) throw new RangeError(`expected k to be a whole number >= 0, got ${k}`);
  if (k > values.length) return 0;
  const e = new Float64Array(k + 1);
  e[0] = 1;
  let seen = 0;
  for (const value of values) {
    seen += 1;
    // A zero adds nothing, and skipping it avoids 0 * Infinity = NaN when products overflow.
    if (value === 0) continue;
    // Downwards, so e[j - 1] is still the value before this leg was added.
    for (let j = Math.min(seen, k); j >= 1; j -= 1) {
      e[j] = (e[j] ?? 0) + value * (e[j - 1] ?? 0);
    }
  }
  return e[k] ?? 0;
}
