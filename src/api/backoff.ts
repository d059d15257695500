// Exponential backoff with "full jitter" (AWS Architecture Blog, "Exponential Backoff and Jitter"):
// the delay is uniform in [0, min(maxMs, baseMs * 2^attempt)]. Jitter spreads the retries of many
// clients that failed together, so a recovering server is not hit by a synchronised wave.

export interface BackoffOptions {
  /** Ceiling of the first retry's delay, in ms. */
  baseMs: number;
  /** No delay is ever longer than this, in ms. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Readonly<BackoffOptions> = { baseMs: 300, maxMs: 5000 };

/**
 * Delay before retry number `attempt` (0 for the first retry), in whole ms.
 * `random` returns a number in [0, 1) (Math.random or a test double); out-of-range values are clamped.
 */
export function backoffDelay(
  attempt: number,
  { baseMs, maxMs }: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const safeAttempt = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const base = Number.isFinite(baseMs) && baseMs > 0 ? baseMs : 0;
  const max = Number.isFinite(maxMs) && maxMs > 0 ? maxMs : 0;
  // 2^attempt overflows to Infinity for large attempts; Math.min keeps the cap finite.
  const ceiling = Math.min(max, base * 2 ** safeAttempt);
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 0;
  return Math.floor(unit * ceiling);
}
