/**
 * The captcha image (GET /captcha/update) for the open challenge. The core's client holds the call
 * that needs the captcha; this only shows the picture, and the modal answers the challenge.
 *
 * A picture lives CAPTCHA_PICTURE_SECONDS on the server, counted from the `time` its answer carries.
 * While it is on screen the server's clock is asked (GET /captcha/gettime, SPEC 7) once a minute
 * while the page is visible, and at once when the player comes back to the tab (from their mail,
 * say): once the picture has expired by the server's clock (the device's may be wrong) a new one is
 * loaded before the player types into one the server would refuse.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, race, take, takeLatest } from 'redux-saga/effects';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { callApi, captchaDismissed, captchaSolved, logWarning, pollWhileVisible } from '@plugin-api';
import { readCaptchaImage, readCaptchaTime } from '../answers.ts';
import { captchaImageFailed, captchaImageLoaded, captchaImageRequested } from '../slice.ts';

export const CAPTCHA_UPDATE_PATH = '/captcha/update';
export const CAPTCHA_TIME_PATH = '/captcha/gettime';
/** How long the server keeps a picture answerable (the reference server's captcha desk: 10 minutes). */
export const CAPTCHA_PICTURE_SECONDS = 600;
/** How often the server's clock is asked while a picture is on screen and the page visible. */
export const CAPTCHA_TIME_CHECK_MS = 60_000;

/** Asks the server's clock until the picture issued at `issuedAt` has expired, then asks for a new one. */
export function* renewWhenExpired(challengeId: number, issuedAt: number): SagaIterator<void> {
  function* checkOnce(): SagaIterator<'stop' | undefined> {
    const answer = readCaptchaTime(yield call(callApi, 'GET', CAPTCHA_TIME_PATH));
    if (answer === null) throw new Error('GET /captcha/gettime answered no time');
    if (answer.time - issuedAt < CAPTCHA_PICTURE_SECONDS) return undefined;
    yield put(captchaImageRequested({ challengeId }));
    return 'stop';
  }
  yield call(pollWhileVisible, checkOnce, {
    intervalMs: CAPTCHA_TIME_CHECK_MS,
    firstDelayMs: CAPTCHA_TIME_CHECK_MS,
    onError: (error: unknown) => logWarning('auth: the captcha clock did not answer', error),
  });
}

export function* loadCaptchaImage(action: PayloadAction<{ challengeId: number }>): SagaIterator<void> {
  const { challengeId } = action.payload;
  let issuedAt: number;
  try {
    const answer = readCaptchaImage(yield call(callApi, 'GET', CAPTCHA_UPDATE_PATH, { query: { t: Date.now() } }));
    if (answer === null) throw new Error('GET /captcha/update answered no inline image');
    yield put(captchaImageLoaded({ challengeId, image: answer.image }));
    issuedAt = answer.time;
  } catch (error) {
    yield call(logWarning, 'auth: the captcha image failed to load', error);
    yield put(captchaImageFailed({ challengeId }));
    return;
  }
  // Until the challenge is answered or dismissed; a new picture (takeLatest) ends it too.
  const answered = (a: Action) => (captchaSolved.match(a) || captchaDismissed.match(a)) && a.payload.id === challengeId;
  yield race({ renewed: call(renewWhenExpired, challengeId, issuedAt), closed: take(answered) });
}

/** takeLatest: a new picture (another challenge, or "new image") replaces the one loading. */
export function* watchCaptcha(): SagaIterator<void> {
  yield takeLatest(captchaImageRequested.type, loadCaptchaImage);
}
