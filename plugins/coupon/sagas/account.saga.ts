/**
 * The coupon follows the active account: signed in, the coupon's currency, amount
 * step and initial amount are the active account's, and the maximum stake is not applied on the
 * bonus account (type 4); a guest's coupon uses the site's default currency. Switching the active
 * account (the core's `activeAccountChanged`) also resets the prepaid amount, in the slice.
 */
import { buffers, type SagaIterator } from 'redux-saga';
import { actionChannel, put, select, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectActiveAccount, selectIsAuthenticated } from '@plugin-api';
import type { CouponAccount } from '../model.ts';
import { accountApplied } from '../slice.ts';

const ISO_CODE = /^[A-Z]{3}$/;

/** The active account as the coupon needs it; null for a guest or an account without a currency code. */
export function selectCouponAccount(state: unknown): CouponAccount | null {
  if (!selectIsAuthenticated(state)) return null;
  const account = selectActiveAccount(state);
  if (!account || !ISO_CODE.test(account.iso)) return null;
  return { id: account.id, type: account.type, iso: account.iso };
}

const keyOf = (account: CouponAccount | null): string => (account ? `${account.id}/${account.type}/${account.iso}` : 'guest');

export function* followActiveAccount(): SagaIterator<void> {
  // Blocking loop: after each action (only the latest counts) the active account is compared with
  // the one applied; the accounts change rarely, so this is a string comparison almost always.
  const actions = yield actionChannel('*', buffers.sliding<UnknownAction>(1));
  let applied: string | null = null;
  for (;;) {
    const account = (yield select(selectCouponAccount)) as CouponAccount | null;
    const key = keyOf(account);
    if (key !== applied) {
      applied = key;
      yield put(accountApplied(account));
    }
    yield take(actions);
  }
}
