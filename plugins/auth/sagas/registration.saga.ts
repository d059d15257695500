/**
 * Registration: POST /user/registration by type. One click, phone and full
 * answer a sign-in result (one click also the generated login and password, which the person sees
 * once); social answers the provider's URL and the browser goes there, coming back to the
 * registration page with `?social_state=`, which completes it. After one click: the credentials by
 * e-mail and the bonus choice. Each step is tracked (`auth/registrationTracked`).
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi, selectSiteConfig, signedIn, type SiteConfig } from '@plugin-api';
import { authFailureOf, isSuccess, readRedirectUrl, readSignInAnswer, UNEXPECTED_ANSWER, type AuthFailure, type SignInAnswer } from '../answers.ts';
import { allowedRedirect, browser } from '../browser.ts';
import { forwardRegistrationSteps } from './analytics.ts';
import { encodeCredential, type BonusChoice, type RegistrationType } from '../model.ts';
import {
  bonusChosen,
  bonusFailed,
  bonusSaved,
  credentialsEmailFailed,
  credentialsEmailRequested,
  credentialsEmailSent,
  registrationFailed,
  registrationRequested,
  registrationSucceeded,
  registrationTracked,
  socialRegistrationCompleteRequested,
  socialRegistrationRedirected,
  type RegistrationRequest,
} from '../slice.ts';

export const REGISTRATION_PATH = '/user/registration';
export const SOCIAL_COMPLETE_PATH = '/user/registration/social/complete';
export const BONUS_PATH = '/user/registration/bonus';
export const CREDENTIALS_EMAIL_PATH = '/user/registration/credentials-email';

export function registrationBody(request: RegistrationRequest): Record<string, unknown> {
  switch (request.type) {
    case 'one_click':
      return { type: 'one_click', currency: request.currency, ...(request.countryId !== null ? { country_id: request.countryId } : {}) };
    case 'phone':
      return {
        type: 'phone',
        phone_number: request.phone.number,
        country_code: request.phone.code,
        'sms-code': request.code.trim(),
        password: encodeCredential(request.password),
        currency: request.currency,
      };
    case 'full':
      return {
        type: 'full',
        email: request.email.trim(),
        password: encodeCredential(request.password),
        currency: request.currency,
        ...(request.name ? { name: request.name.trim() } : {}),
        ...(request.surname ? { surname: request.surname.trim() } : {}),
        ...(request.countryId != null ? { country_id: request.countryId } : {}),
      };
    case 'social':
      return { type: 'social', provider: request.provider, currency: request.currency };
  }
}

function* fail(type: RegistrationType, failure: AuthFailure): SagaIterator<void> {
  yield put(registrationFailed(failure));
  yield put(registrationTracked('error', type));
}

/** A sign-in result of a registration: the account exists and the person is signed in. */
function* completeRegistration(type: RegistrationType, raw: unknown): SagaIterator<void> {
  const answer: SignInAnswer | null = readSignInAnswer(raw);
  if (answer === null || !answer.success) {
    yield call(fail, type, UNEXPECTED_ANSWER);
    return;
  }
  const { login, password } = answer.data;
  const credentials = type === 'one_click' && login && password ? { login, password } : null;
  // The credentials step is in the slice before `signedIn`, so the modal knows to stay open for it.
  yield put(registrationSucceeded({ credentials }));
  yield put(registrationTracked('done', type));
  yield put(signedIn({ token: answer.data.token, userId: answer.data.user_id, remember: true, via: 'registration' }));
}

export function* register(action: PayloadAction<RegistrationRequest>): SagaIterator<void> {
  const request = action.payload;
  yield put(registrationTracked('reg_call', request.type));
  let raw: unknown;
  try {
    raw = yield call(callApi, 'POST', REGISTRATION_PATH, { body: registrationBody(request) });
  } catch (error) {
    yield call(fail, request.type, authFailureOf(error, { phone_number: 'phone' }));
    return;
  }
  if (request.type !== 'social') {
    yield call(completeRegistration, request.type, raw);
    return;
  }
  const config: SiteConfig | null = yield select(selectSiteConfig);
  const url = readRedirectUrl(raw);
  const target = url === null ? null : allowedRedirect(url, browser.origin(), config?.remoteOrigins ?? []);
  if (target === null) {
    yield call(fail, 'social', UNEXPECTED_ANSWER);
    return;
  }
  yield put(socialRegistrationRedirected());
  yield call([browser, browser.assign], target);
}

/** Back from the provider: `?social_state=` on the registration page. */
export function* completeSocialRegistration(action: PayloadAction<{ state: string }>): SagaIterator<void> {
  yield put(registrationTracked('reg_call', 'social'));
  try {
    const raw: unknown = yield call(callApi, 'POST', SOCIAL_COMPLETE_PATH, { body: { state: action.payload.state } });
    yield call(completeRegistration, 'social', raw);
  } catch (error) {
    yield call(fail, 'social', authFailureOf(error));
  }
}

export function* chooseBonus(action: PayloadAction<BonusChoice>): SagaIterator<void> {
  try {
    const answer: unknown = yield call(callApi, 'POST', BONUS_PATH, { body: { bonus: action.payload } });
    yield put(isSuccess(answer) ? bonusSaved() : bonusFailed(UNEXPECTED_ANSWER));
  } catch (error) {
    yield put(bonusFailed(authFailureOf(error)));
  }
}

export function* emailCredentials(action: PayloadAction<{ email: string }>): SagaIterator<void> {
  try {
    const answer: unknown = yield call(callApi, 'POST', CREDENTIALS_EMAIL_PATH, { body: { email: action.payload.email.trim() } });
    yield put(isSuccess(answer) ? credentialsEmailSent() : credentialsEmailFailed(UNEXPECTED_ANSWER));
  } catch (error) {
    yield put(credentialsEmailFailed(authFailureOf(error)));
  }
}

/** Each takeLeading: a double tap never registers twice or sends two choices. */
export function* watchRegistration(): SagaIterator<void> {
  yield all([
    takeLeading(registrationRequested.type, register),
    takeLeading(socialRegistrationCompleteRequested.type, completeSocialRegistration),
    takeLeading(bonusChosen.type, chooseBonus),
    takeLeading(credentialsEmailRequested.type, emailCredentials),
    call(forwardRegistrationSteps),
  ]);
}
