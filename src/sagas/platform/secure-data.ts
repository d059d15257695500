/**
 * Secure data: the player's private details are fetched only with a password confirmation (a grant
 * cookie the server sets, HttpOnly, so the page cannot read it). The page keeps the grant's end time
 * itself: at 30 minutes the details are hidden again, and at sign-out at once.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import type { SecureDataAnswer, SecureDataGrantAnswer } from '../../../schemas/platform-api.schema.ts';
import type { AppServices } from '../../composer/services.ts';
import { statusOf, type PlatformKit } from './kit.ts';
import type { PlatformActions } from './platform.slice.ts';

export const SECURE_DATA_PATH = '/secure-data';
export const SECURE_DATA_GRANT_PATH = '/secure-data/grant';
export const GRANT_MS = 30 * 60 * 1000;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const refusedForGrant = (error: unknown): boolean => statusOf(error) === 403;

function* fetchSecureData(kit: PlatformKit, { secureDataShown, secureDataGrantNeeded, secureDataFailed }: PlatformActions): SagaIterator<void> {
  const { call, getContext, put } = kit.effects;
  const services: AppServices = yield getContext('services');
  try {
    const data: SecureDataAnswer = yield call(() => services.api.request!<SecureDataAnswer>('GET', SECURE_DATA_PATH));
    yield put(secureDataShown(data));
  } catch (error) {
    if (refusedForGrant(error)) yield put(secureDataGrantNeeded({ message: null }));
    else yield put(secureDataFailed({ message: messageOf(error), needsGrant: false }));
  }
}

function* hideWhenGrantEnds(kit: PlatformKit, actions: PlatformActions, ms: number): SagaIterator<void> {
  yield kit.effects.delay(ms);
  yield kit.effects.put(actions.secureDataHidden());
}

export function* watchSecureData(kit: PlatformKit, actions: PlatformActions): SagaIterator<void> {
  const { call, cancel, fork, getContext, put, take, takeLatest } = kit.effects;
  const { secureDataRequested, secureDataGrantRequested, secureDataGranted, secureDataFailed, secureDataHidden } = actions;
  const { authStatusChanged, userLoggedOut } = kit.actions;
  const signsOut = (action: Action): boolean => userLoggedOut.match(action) || (authStatusChanged.match(action) && !action.payload.isAuthenticated);
  let expiry: Task | null = null;
  // takeLatest: a second tap on "show" while one is on its way needs only the newest answer.
  yield takeLatest(secureDataRequested, fetchSecureData, kit, actions);
  // takeLatest: the password of the last submit is the one the player means.
  yield takeLatest(secureDataGrantRequested, function* grant(action: ReturnType<PlatformActions['secureDataGrantRequested']>): SagaIterator<void> {
    const services: AppServices = yield getContext('services');
    try {
      const answer: SecureDataGrantAnswer = yield call(() =>
        services.api.request!<SecureDataGrantAnswer>('POST', SECURE_DATA_GRANT_PATH, { body: { password: action.payload.password } }),
      );
      const ms = Math.min(answer.expiresInSeconds * 1000, GRANT_MS);
      yield put(secureDataGranted({ until: Date.now() + ms }));
      if (expiry) yield cancel(expiry);
      expiry = yield fork(hideWhenGrantEnds, kit, actions, ms);
      yield call(fetchSecureData, kit, actions);
    } catch (error) {
      // The server's words: a wrong password stays a password problem, shown by the field.
      yield put(secureDataFailed({ message: messageOf(error), needsGrant: refusedForGrant(error) || statusOf(error) === 400 }));
    }
  });
  for (;;) {
    yield take(signsOut);
    if (expiry) yield cancel(expiry);
    expiry = null;
    yield put(secureDataHidden());
  }
}
