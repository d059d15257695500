/** Popups close themselves after 10 s, except variants without a time-out. */
import { cancel, delay, fork, put, take } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  NO_TIMEOUT_VARIANTS,
  notificationClosed,
  notificationShown,
  type AppNotification,
} from '../state/notifications.slice.ts';

export const POPUP_AUTO_CLOSE_MS = 10_000;

function* closeLater(id: string): SagaIterator<void> {
  yield delay(POPUP_AUTO_CLOSE_MS);
  yield put(notificationClosed({ id }));
}

export function* watchNotifications(): SagaIterator<void> {
  // One timer per popup id: showing the same popup again restarts its full 10 s.
  const timers = new Map<string, Task>();
  for (;;) {
    const { payload }: PayloadAction<AppNotification> = yield take(notificationShown.type);
    const previous = timers.get(payload.id);
    if (previous) yield cancel(previous);
    timers.delete(payload.id);
    if (!NO_TIMEOUT_VARIANTS.includes(payload.variant)) timers.set(payload.id, yield fork(closeLater, payload.id));
  }
}
