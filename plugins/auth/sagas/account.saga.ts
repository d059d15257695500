/**
 * The signed-in user's small forms: switching the active account (POST /user/accounts/active, then
 * `activeAccountChanged` for the core and the coupon), confirming changed terms (then
 * `termsAccepted`), and identification (POST /user/identification, then `authUserAction`, on which
 * the core's session saga reloads the profile and the identification guard lets the user on).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { activeAccountChanged, authUserAction, callApi, logWarning, termsAccepted } from '@plugin-api';
import { authFailureOf, isSuccess, UNEXPECTED_ANSWER } from '../answers.ts';
import {
  accountSwitchSettled,
  identificationFailed,
  identificationSucceeded,
  termsConfirmSettled,
  type IdentificationRequest,
} from '../slice.ts';

export const ACTIVE_ACCOUNT_PATH = '/user/accounts/active';
export const TERMS_CONFIRM_PATH = '/api-v3/v2/user/agreement-rules/confirm';
export const IDENTIFICATION_PATH = '/user/identification';

export function* switchAccount(action: PayloadAction<{ accountId: number }>): SagaIterator<void> {
  const { accountId } = action.payload;
  try {
    const answer: unknown = yield call(callApi, 'POST', ACTIVE_ACCOUNT_PATH, { body: { id: accountId } });
    if (!isSuccess(answer)) throw new Error('POST /user/accounts/active did not answer success');
    yield put(activeAccountChanged({ accountId }));
    yield put(accountSwitchSettled({ error: null }));
  } catch (error) {
    yield call(logWarning, `auth: switching to account ${accountId} failed`, error);
    yield put(accountSwitchSettled({ error: 'auth_account_switch_error' }));
  }
}

export function* confirmTerms(): SagaIterator<void> {
  try {
    const answer: unknown = yield call(callApi, 'POST', TERMS_CONFIRM_PATH);
    if (!isSuccess(answer)) throw new Error('terms confirmation did not answer success');
    yield put(termsConfirmSettled({ ok: true }));
    yield put(termsAccepted());
  } catch (error) {
    yield call(logWarning, 'auth: confirming the terms failed', error);
    yield put(termsConfirmSettled({ ok: false }));
  }
}

export function* identify(action: PayloadAction<IdentificationRequest>): SagaIterator<void> {
  const { name, surname, date_birthday: birthday, passport } = action.payload;
  try {
    const answer: unknown = yield call(callApi, 'POST', IDENTIFICATION_PATH, {
      body: { name: name.trim(), surname: surname.trim(), date_birthday: birthday, passport: passport.trim() },
    });
    if (!isSuccess(answer)) {
      yield put(identificationFailed(UNEXPECTED_ANSWER));
      return;
    }
    yield put(identificationSucceeded());
    yield put(authUserAction());
  } catch (error) {
    yield put(identificationFailed(authFailureOf(error)));
  }
}
