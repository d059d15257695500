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
  // One timer per popup id: showing the same popup again restarts its full 10 s; closing one by
  // hand stops its timer, so a later popup with that id is never cut short by an old one.
  const timers = new Map<string, Task>();
  for (;;) {
    const action: PayloadAction<AppNotification | { id: string }> = yield take([notificationShown.type, notificationClosed.type]);
    const id = action.payload.id;
    const previous = timers.get(id);
    if (previous?.isRunning()) yield cancel(previous);
    timers.delete(id);
    if (action.type !== notificationShown.type) continue;
    const popup = action.payload as AppNotification;
    if (!NO_TIMEOUT_VARIANTS.includes(popup.variant)) timers.set(id, yield fork(closeLater, id));
  }
}
