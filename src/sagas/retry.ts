import { call, delay, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { selectIsOnline } from '../state/connectivity.slice.ts';
import { isBrowserOnline, untilOnline } from './connectivity.saga.ts';

export interface RetryPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  delayMs: number;
  /** Multiplies the delay after each failure (1 = fixed). */
  factor?: number;
  /** Errors no further attempt can fix (a refused session): rethrown at once, attempts left or not. */
  isFinal?: (error: unknown) => boolean;
}

/**
 * Calls `fn` until it resolves or the attempts run out; the last error is rethrown. A failure while
 * offline says nothing about the server: it costs no attempt, and the next one waits for the network.
 */
export function* withRetries<T>(fn: () => Promise<T>, policy: RetryPolicy): SagaIterator<T> {
  let wait = policy.delayMs;
  for (let attempt = 1; ; ) {
    try {
      const value: T = yield call(fn);
      return value;
    } catch (error) {
      if (policy.isFinal?.(error)) throw error;
      const storeOnline: boolean = yield select(selectIsOnline);
      if (!storeOnline) {
        yield call(untilOnline);
        continue;
      }
      // The browser can say offline a moment before the store hears of it: pause as a retry would
      // (never spin), still spending no attempt.
      if (!isBrowserOnline()) {
        yield delay(wait);
        continue;
      }
      if (attempt >= policy.attempts) throw error;
      attempt++;
      yield delay(wait);
      wait *= policy.factor ?? 1;
    }
  }
}

export interface BackoffPolicy {
  /** The longest wait after the first failure, ms; each further failure doubles it. */
  firstDelayMs: number;
  /** No wait is longer than this, ms. */
  maxDelayMs: number;
}

export interface BackoffOptions {
  /** Errors no further call can fix (a refused session): rethrown at once. */
  isFinal?: (error: unknown) => boolean;
  /** Told of each failure that will be tried again, with the count of failures so far. */
  onError?: (error: unknown, failures: number) => void;
  /** The caller has just failed on its own: the first call waits as a retry would. */
  waitFirst?: boolean;
  /** [0, 1) for the jitter; Math.random by default (tests pass a fixed one). */
  random?: () => number;
}

/**
 * The wait after `failures` failures in a row (1 or more): drawn from the upper half of
 * min(maxDelayMs, firstDelayMs * 2^(failures - 1)). Half of it is fixed so the server gets a real
 * pause; the other half is random so the clients that failed together (a server restart) do not
 * come back together.
 */
export function backoffWait(failures: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, failures - 1));
  const unit = Math.min(Math.max(random(), 0), 1);
  return Math.floor(ceiling / 2 + (unit * ceiling) / 2);
}

/**
 * Calls `fn` until it resolves, for something the page cannot do without but need not wait for (a
 * profile, a balance). Every call first waits for the network, so offline spends nothing and the
 * wait does not grow; a failure online waits `backoffWait` before the next call. It never gives up
 * by itself: the caller stops it (cancel, or a race with what makes it moot).
 */
export function* withBackoff<T>(fn: () => Promise<T>, policy: BackoffPolicy, options: BackoffOptions = {}): SagaIterator<T> {
  const random = options.random ?? Math.random;
  let failures = 0;
  if (options.waitFirst) {
    failures = 1;
    yield delay(backoffWait(failures, policy, random));
  }
  for (;;) {
    yield call(untilOnline);
    try {
      const value: T = yield call(fn);
      return value;
    } catch (error) {
      if (options.isFinal?.(error)) throw error;
      const storeOnline: boolean = yield select(selectIsOnline);
      // Offline the failure says nothing about the server: the next call waits for the network.
      if (!storeOnline) continue;
      // The browser can say offline a moment before the store hears of it: pause as after the last
      // failure (never spin) without counting this one.
      if (isBrowserOnline()) failures++;
      options.onError?.(error, failures);
      yield delay(backoffWait(Math.max(1, failures), policy, random));
    }
  }
}
