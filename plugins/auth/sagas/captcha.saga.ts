/**
 * The captcha image (GET /captcha/update) for the open challenge. The core's client holds the call
 * that needs the captcha; this only shows the picture, and the modal answers the challenge.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi, logWarning } from '@plugin-api';
import { readCaptchaImage } from '../answers.ts';
import { captchaImageFailed, captchaImageLoaded, captchaImageRequested } from '../slice.ts';

export const CAPTCHA_UPDATE_PATH = '/captcha/update';

export function* loadCaptchaImage(action: PayloadAction<{ challengeId: number }>): SagaIterator<void> {
  const { challengeId } = action.payload;
  try {
    const answer = readCaptchaImage(yield call(callApi, 'GET', CAPTCHA_UPDATE_PATH, { query: { t: Date.now() } }));
    if (answer === null) throw new Error('GET /captcha/update answered no inline image');
    yield put(captchaImageLoaded({ challengeId, image: answer.image }));
  } catch (error) {
    yield call(logWarning, 'auth: the captcha image failed to load', error);
    yield put(captchaImageFailed({ challengeId }));
  }
}

/** takeLatest: a new picture (another challenge, or "new image") replaces the one loading. */
export function* watchCaptcha(): SagaIterator<void> {
  yield takeLatest(captchaImageRequested.type, loadCaptchaImage);
}
