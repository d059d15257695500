/** Popups close themselves after 10 s (SPEC 9), except variants without a time-out. */
import { delay, put, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  NO_TIMEOUT_VARIANTS,
  notificationClosed,
  notificationShown,
  type AppNotification,
} from '../state/notifications.slice.ts';

export const POPUP_AUTO_CLOSE_MS = 10_000;

function* closeLater(action: PayloadAction<AppNotification>): SagaIterator<void> {
  if (NO_TIMEOUT_VARIANTS.includes(action.payload.variant)) return;
  yield delay(POPUP_AUTO_CLOSE_MS);
  yield put(notificationClosed({ id: action.payload.id }));
}

export function* watchNotifications(): SagaIterator<void> {
  // takeEvery: each popup has its own timer; closing by hand first makes the timer a no-op.
  yield takeEvery(notificationShown.type, closeLater);
}
