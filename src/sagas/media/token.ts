/**
 * The video token: a signed-in player's streams open with it, so it is asked for at sign-in and
 * renewed every 10 minutes while the player stays signed in (the server's token outlives that
 * interval, so a stream never meets an expired one). Signing out drops it at once. A failed renewal
 * is tried again sooner, the player is never told: the video simply asks them to wait.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race } from 'redux-saga/effects';
import { callApi, logWarning } from '../../plugin-api/sagas.ts';
import { untilSignedIn, untilSignedOut } from '../signed-in-state.ts';
import { untilOnline } from '../connectivity.saga.ts';
import { videoTokenDropped, videoTokenReceived } from '../../state/media.slice.ts';
import type { UpdateTokenAnswer } from '../../../schemas/media-api.schema.ts';

export const VIDEO_TOKEN_RENEW_MS = 10 * 60_000;
export const VIDEO_TOKEN_RETRY_MS = 30_000;
export const UPDATE_TOKEN_PATH = '/user/updatetoken';

function tokenOf(answer: unknown): string | null {
  const token = (answer as Partial<UpdateTokenAnswer> | null)?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** Non-blocking per session: asks for a token, then again every interval, until cancelled. */
function* renewVideoToken(): SagaIterator<void> {
  for (;;) {
    // Offline: no call that cannot succeed; the renewal goes out as soon as the network is back.
    yield call(untilOnline);
    let token: string | null = null;
    try {
      token = tokenOf(yield call(callApi, 'POST', UPDATE_TOKEN_PATH));
      if (token === null) yield call(logWarning, 'the video token answer carries no token');
    } catch (error) {
      yield call(logWarning, 'the video token was not renewed', error);
    }
    if (token !== null) yield put(videoTokenReceived(token));
    yield delay(token !== null ? VIDEO_TOKEN_RENEW_MS : VIDEO_TOKEN_RETRY_MS);
  }
}

/** Blocking: one renewal loop per signed-in session, stopped (and the token dropped) at sign-out. */
export function* keepVideoToken(): SagaIterator<void> {
  for (;;) {
    yield call(untilSignedIn);
    yield race({ renewing: call(renewVideoToken), signedOut: call(untilSignedOut) });
    yield put(videoTokenDropped());
  }
}
