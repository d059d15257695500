/**
 * Auto-max: while the setting is on, the stake is the coupon's maximum (the site config's maximum for
 * its type, none on the bonus account or for a VIP bet), and it follows the maximum as bets, the type
 * or the account change. Typing a stake or stepping it turns the setting off (the slice), so this
 * never fights the player. With no maximum there is nothing to choose and the stake stays.
 */
import { buffers, type SagaIterator } from 'redux-saga';
import { actionChannel, put, select, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { CouponView } from '../model.ts';
import { autoMaxApplied, selectCouponView } from '../slice.ts';

/** The stake auto-max wants now, or null when it has nothing to choose. */
export function autoMaxStake(view: Pick<CouponView, 'settings' | 'bets' | 'maxBetAmount' | 'amount'>): number | null {
  if (!view.settings.isAutoMax || view.bets.length === 0 || view.maxBetAmount === null) return null;
  return view.maxBetAmount === view.amount ? null : view.maxBetAmount;
}

export function* applyAutoMax(): SagaIterator<void> {
  // Only the latest action counts: the stake is compared with the maximum after each.
  const actions = yield actionChannel('*', buffers.sliding<UnknownAction>(1));
  for (;;) {
    const stake = autoMaxStake((yield select(selectCouponView)) as CouponView);
    if (stake !== null) yield put(autoMaxApplied(stake));
    yield take(actions);
  }
}
