/**
 * Signing in: one call per mode, through the core's client (`callApi`: auth
 * header, captcha once, 401 refresh). A success answer becomes `signedIn` for the core's session
 * saga; a two-step answer switches the form to the code mode; a refusal becomes field errors.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi, signedIn } from '@plugin-api';
import { authFailureOf, readSignInAnswer, UNEXPECTED_ANSWER, type SignInAnswer } from '../answers.ts';
import { encodeCredential, type AuthField } from '../model.ts';
import { forwardLoginSteps } from './analytics.ts';
import { selectSignIn, signInFailed, signInRequested, twoStepRequired, type AuthState, type SignInRequest } from '../slice.ts';

export const SIGN_IN_PATHS = {
  login_password: '/user/login',
  phone_password: '/user/login/phone',
  sms: '/user/login/sms',
  login_password_two_step_code: '/user/login/two-step',
} as const;

/** The call of one sign-in request, or null when the form lost what it needs (the two-step ticket). */
export function signInCall(request: SignInRequest, form: AuthState['signIn']): { path: string; body: Record<string, unknown> } | null {
  const save = form.remember;
  switch (request.mode) {
    case 'login_password':
      return { path: SIGN_IN_PATHS.login_password, body: { login: encodeCredential(request.login.trim()), password: encodeCredential(request.password), save } };
    case 'phone_password':
      return {
        path: SIGN_IN_PATHS.phone_password,
        body: { phone_number: request.phone.number, country_code: request.phone.code, password: encodeCredential(request.password), save },
      };
    case 'sms':
      return { path: SIGN_IN_PATHS.sms, body: { 'phone-number': request.phone.number, 'phone-code': request.phone.code, 'sms-code': request.code.trim(), save } };
    case 'login_password_two_step_code':
      return form.twoStep ? { path: SIGN_IN_PATHS.login_password_two_step_code, body: { ticket: form.twoStep.ticket, code: request.code.trim(), save } } : null;
  }
}

/** The phone forms show a `login` refusal (unknown user) on the phone field. */
function fieldAliases(request: SignInRequest): Partial<Record<string, AuthField>> {
  return request.mode === 'phone_password' || request.mode === 'sms' ? { login: 'phone', phone: 'phone' } : {};
}

/**
 * Handles a sign-in or registration answer: `signedIn` on success, the two-step switch when the
 * server asks for a code. Returns the checked answer, or null when it was not one.
 */
export function* applySignInAnswer(raw: unknown, remember: boolean, via: 'login' | 'registration'): SagaIterator<SignInAnswer | null> {
  const answer = readSignInAnswer(raw);
  if (answer === null) return null;
  if (answer.success) {
    yield put(signedIn({ token: answer.data.token, userId: answer.data.user_id, remember, via }));
  } else {
    yield put(twoStepRequired({ ticket: answer.ticket, expiresAt: Date.now() + answer.expires_in * 1000 }));
  }
  return answer;
}

export function* signIn(action: PayloadAction<SignInRequest>): SagaIterator<void> {
  const form: AuthState['signIn'] = yield select(selectSignIn);
  const request = signInCall(action.payload, form);
  if (request === null) {
    yield put(signInFailed({ fieldErrors: {}, error: 'auth_error_two_step_expired', errorCode: null }));
    return;
  }
  try {
    const raw: unknown = yield call(callApi, 'POST', request.path, { body: request.body });
    const answer: SignInAnswer | null = yield call(applySignInAnswer, raw, form.remember, 'login');
    if (answer === null) yield put(signInFailed(UNEXPECTED_ANSWER));
  } catch (error) {
    yield put(signInFailed(authFailureOf(error, fieldAliases(action.payload))));
  }
}

/** takeLeading: a second Enter while a sign-in call runs is ignored, never a second call. */
export function* watchSignIn(): SagaIterator<void> {
  yield takeLeading(signInRequested.type, signIn);
  yield call(forwardLoginSteps);
}
