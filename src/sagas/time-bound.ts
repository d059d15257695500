/**
 * A bound on one call to a dependency. A server that never answers must fail like one that refuses,
 * or whatever waits for it (a protected page, the config, a redirect to a block page) waits forever.
 */

/** The error a bounded call fails with once its time is up. */
export class TimeBoundError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Calls `fn` with a signal that aborts after `ms`, and fails after `ms` even if `fn` ignores the
 * signal. The abort frees the browser's connection: a few hung requests would otherwise take the
 * few connections a page has to its server.
 */
export function withinTime<T>(ms: number, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeBoundError(ms);
      reject(error);
      controller.abort(error);
    }, ms);
  });
  // The loser of the race must not surface as an unhandled rejection.
  expired.catch(() => undefined);
  return Promise.race([fn(controller.signal), expired]).finally(() => clearTimeout(timer));
}
