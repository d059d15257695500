import { call, delay } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

export interface RetryPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  delayMs: number;
  /** Multiplies the delay after each failure (1 = fixed). */
  factor?: number;
}

/** Calls `fn` until it resolves or the attempts run out; the last error is rethrown. */
export function* withRetries<T>(fn: () => Promise<T>, policy: RetryPolicy): SagaIterator<T> {
  let wait = policy.delayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      const value: T = yield call(fn);
      return value;
    } catch (error) {
      if (attempt >= policy.attempts) throw error;
      yield delay(wait);
      wait *= policy.factor ?? 1;
    }
  }
}
