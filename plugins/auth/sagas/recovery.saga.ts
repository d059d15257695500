/**
 * Password recovery: send a code to the login, e-mail or phone; check it (wrong_code
 * while it has not expired, time_up after: each its own message); save the new password. Every
 * call counts as an auth attempt (the slice), and the saved password resets the counter.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@plugin-api';
import { parseRecoveryCheckAnswer } from '@plugin-api/core-answers';
import { AUTH_ERROR, authFailureOf, isSuccess, readRecoverySent, serverErrorOf, UNEXPECTED_ANSWER } from '../answers.ts';
import { encodeCredential } from '../model.ts';
import { forwardRecoverySteps } from './analytics.ts';
import {
  recoveryCodeApproved,
  recoveryCodeRefused,
  recoveryCodeRequested,
  recoveryCodeSent,
  recoveryCodeSubmitted,
  recoveryFailed,
  recoveryPasswordSubmitted,
  recoverySucceeded,
  selectRecovery,
  type AuthState,
} from '../slice.ts';

export const RECOVERY_PATHS = {
  send: '/user/password-recovery/send',
  check: '/user/password-recovery/check',
  save: '/user/password-recovery/save',
} as const;

export function* sendRecoveryCode(action: PayloadAction<{ login: string }>): SagaIterator<void> {
  try {
    const answer = readRecoverySent(yield call(callApi, 'POST', RECOVERY_PATHS.send, { body: { login: action.payload.login.trim() } }));
    if (answer === null) yield put(recoveryFailed(UNEXPECTED_ANSWER));
    else yield put(recoveryCodeSent({ ticket: answer.ticket, expiresAt: Date.now() + answer.expires_in * 1000, channel: answer.channel }));
  } catch (error) {
    yield put(recoveryFailed(authFailureOf(error)));
  }
}

/** A refusal of the code: wrong (error 3) and expired (error 4) are different problems. */
function codeProblemOf(error: unknown): 'wrong_code' | 'time_up' | null {
  const server = serverErrorOf(error);
  if (server?.code === AUTH_ERROR.wrongCode) return 'wrong_code';
  if (server?.code === AUTH_ERROR.codeExpired) return 'time_up';
  return null;
}

export function* checkRecoveryCode(action: PayloadAction<{ code: string }>): SagaIterator<void> {
  const recovery: AuthState['recovery'] = yield select(selectRecovery);
  const code = action.payload.code.trim();
  try {
    const answer: unknown = yield call(callApi, 'POST', RECOVERY_PATHS.check, { body: { ticket: recovery.ticket, code } });
    yield put(parseRecoveryCheckAnswer(answer) !== null ? recoveryCodeApproved({ code }) : recoveryFailed(UNEXPECTED_ANSWER));
  } catch (error) {
    const problem = codeProblemOf(error);
    yield put(problem ? recoveryCodeRefused(problem) : recoveryFailed(authFailureOf(error)));
  }
}

export function* saveRecoveredPassword(action: PayloadAction<{ password: string }>): SagaIterator<void> {
  const recovery: AuthState['recovery'] = yield select(selectRecovery);
  try {
    const answer: unknown = yield call(callApi, 'POST', RECOVERY_PATHS.save, {
      body: { ticket: recovery.ticket, code: recovery.code, password: encodeCredential(action.payload.password) },
    });
    yield put(isSuccess(answer) ? recoverySucceeded() : recoveryFailed(UNEXPECTED_ANSWER));
  } catch (error) {
    // The code ran out between the check and the save: back to the code step, which says so.
    const problem = codeProblemOf(error);
    yield put(problem ? recoveryCodeRefused(problem) : recoveryFailed(authFailureOf(error, { pass: 'pass' })));
  }
}

/** Each takeLeading: one call of a step at a time. */
export function* watchRecovery(): SagaIterator<void> {
  yield all([
    takeLeading(recoveryCodeRequested.type, sendRecoveryCode),
    takeLeading(recoveryCodeSubmitted.type, checkRecoveryCode),
    takeLeading(recoveryPasswordSubmitted.type, saveRecoveredPassword),
    call(forwardRecoverySteps),
  ]);
}
