/**
 * Secure data: the player's private details are fetched only with a password confirmation (a grant
 * cookie the server sets, HttpOnly, so the page cannot read it). The page keeps the grant's end time
 * itself: at 30 minutes the details are hidden again, and at sign-out at once.
 */
import { call, cancel, delay, fork, getContext, put, take, takeLatest } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import type { SecureDataAnswer, SecureDataGrantAnswer } from '../../../schemas/platform-api.schema.ts';
import type { AppServices } from '../../composer/services.ts';
import { isApiError } from '../../api/errors.ts';
import { signsOut } from '../signed-in-state.ts';
import {
  secureDataFailed,
  secureDataGrantNeeded,
  secureDataGrantRequested,
  secureDataGranted,
  secureDataHidden,
  secureDataRequested,
  secureDataShown,
} from './platform.slice.ts';

export const SECURE_DATA_PATH = '/secure-data';
export const SECURE_DATA_GRANT_PATH = '/secure-data/grant';
export const GRANT_MS = 30 * 60 * 1000;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const refusedForGrant = (error: unknown): boolean => isApiError(error) && error.status === 403;

function* fetchSecureData(): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  try {
    const data: SecureDataAnswer = yield call(() => services.api.request!<SecureDataAnswer>('GET', SECURE_DATA_PATH));
    yield put(secureDataShown(data));
  } catch (error) {
    if (refusedForGrant(error)) yield put(secureDataGrantNeeded({ message: null }));
    else yield put(secureDataFailed({ message: messageOf(error), needsGrant: false }));
  }
}

function* hideWhenGrantEnds(ms: number): SagaIterator<void> {
  yield delay(ms);
  yield put(secureDataHidden());
}

export function* watchSecureData(): SagaIterator<void> {
  let expiry: Task | null = null;
  // takeLatest: a second tap on "show" while one is on its way needs only the newest answer.
  yield takeLatest(secureDataRequested, fetchSecureData);
  // takeLatest: the password of the last submit is the one the player means.
  yield takeLatest(secureDataGrantRequested, function* grant(action: ReturnType<typeof secureDataGrantRequested>): SagaIterator<void> {
    const services: AppServices = yield getContext('services');
    try {
      const answer: SecureDataGrantAnswer = yield call(() =>
        services.api.request!<SecureDataGrantAnswer>('POST', SECURE_DATA_GRANT_PATH, { body: { password: action.payload.password } }),
      );
      const ms = Math.min(answer.expiresInSeconds * 1000, GRANT_MS);
      yield put(secureDataGranted({ until: Date.now() + ms }));
      if (expiry) yield cancel(expiry);
      expiry = yield fork(hideWhenGrantEnds, ms);
      yield call(fetchSecureData);
    } catch (error) {
      // The server's words: a wrong password stays a password problem, shown by the field.
      yield put(secureDataFailed({ message: messageOf(error), needsGrant: refusedForGrant(error) || (isApiError(error) && error.status === 400) }));
    }
  });
  for (;;) {
    yield take(signsOut);
    if (expiry) yield cancel(expiry);
    expiry = null;
    yield put(secureDataHidden());
  }
}
