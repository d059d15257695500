/**
 * The coupon's account choice (setting isSelectAccountShown): the chosen account becomes the
 * player's active one on the server (POST /user/accounts/active), then the core hears of it
 * (`activeAccountChanged`), so the header's balance and the coupon's currency follow. A refusal or a
 * failed call leaves the active account as it was and says so.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { activeAccountChanged, callApi, logWarning, notify } from '@plugin-api';
import { couponAccountChosen } from '../slice.ts';

export const ACTIVE_ACCOUNT_PATH = '/user/accounts/active';

const isSuccess = (answer: unknown): boolean => typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;

export function* chooseAccount(action: PayloadAction<{ accountId: number }>): SagaIterator<void> {
  const { accountId } = action.payload;
  try {
    const answer: unknown = yield call(callApi, 'POST', ACTIVE_ACCOUNT_PATH, { body: { id: accountId } });
    if (!isSuccess(answer)) throw new Error('POST /user/accounts/active did not answer success');
    yield put(activeAccountChanged({ accountId }));
  } catch (error) {
    yield call(logWarning, `coupon: switching to account ${accountId} failed`, error);
    yield put(notify({ id: 'coupon-account-switch', variant: 'error', titleKey: 'main_error', messageKey: 'coupon:coupon_account_switch_error' }));
  }
}

export function* watchCouponAccountChoice(): SagaIterator<void> {
  // The latest choice wins: an earlier one still in flight is not what the player wants any more.
  yield takeLatest(couponAccountChosen.type, chooseAccount);
}
