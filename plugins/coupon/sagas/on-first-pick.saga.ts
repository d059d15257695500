/**
 * The coupon on a page that does not show it: the bottom bar's button is on every page, but the coupon's
 * slice and sagas (runtime.ts) arrive with its lazy extensions, which only pages with a quick coupon or the
 * coupon page draw. A price pressed anywhere else (the home's top games) must still reach the slip: the
 * first pick brings the coupon, and every pick made while it loads is handed to it once it is here.
 */
import type { Channel, SagaIterator } from 'redux-saga';
import { actionChannel, flush, put, select, take, type ActionPattern } from 'redux-saga/effects';
import { betSelectionToggled, loadExtension, logWarning } from '@plugin-api';

/** An extension whose module carries the coupon's slice and sagas (each of them does; this one draws nothing until opened). */
export const COUPON_RUNTIME_CARRIER = 'coupon/settings-modal';

const couponLoaded = (state: unknown): boolean => typeof state === 'object' && state !== null && 'coupon' in state;

type Pick = ReturnType<typeof betSelectionToggled>;

/**
 * Concurrency: one load at a time; the picks pressed until the coupon's reducer is there are buffered
 * (expanding channel), then replayed in order. A failed load waits for the next pick to try again.
 */
export function* loadCouponOnFirstPick(): SagaIterator<void> {
  if ((yield select(couponLoaded)) as boolean) return;
  const picks: Channel<Pick> = yield actionChannel(betSelectionToggled.type as ActionPattern);
  try {
    for (;;) {
      const first = (yield take(picks)) as Pick;
      // A quick coupon drawn meanwhile brought the coupon, whose reducer took the pick itself.
      if ((yield select(couponLoaded)) as boolean) return;
      try {
        yield* loadExtension(COUPON_RUNTIME_CARRIER);
      } catch (error) {
        // The price stays unpressed: the player sees that the slip did not take it, and may press again.
        yield* logWarning('the coupon could not be loaded for a pick', error);
        yield flush(picks);
        continue;
      }
      const rest = (yield flush(picks)) as Pick[];
      picks.close();
      for (const pick of [first, ...rest]) yield put(pick);
      return;
    }
  } finally {
    picks.close();
  }
}
