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
