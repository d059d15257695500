/**
 * The coupon and the player's office switches (user config user_settings) say the same two things:
 * `one_click_bet` is the coupon's one-click mode, `accept_odds_changes` its "accept any odds change"
 * (changeCoefAction 1; off means the default, accept when higher). A change on either side, while
 * the player is signed in, is carried to the other:
 * - a switch changed in the office (the office page, or a profile read again that says otherwise) is
 *   applied to the coupon (one-click on with bets in the coupon asks first, as in the coupon's own
 *   settings, and only where the site config offers one-click);
 * - a change made in the coupon is saved as the office switch (POST /office/settings) and told to the
 *   core, so the office page shows it; a failed save is only logged (SPEC 4.1).
 * When the coupon first sees the player's switches (it loads on a later page, or the profile arrives),
 * a switch that is on in the office is turned on in the coupon; one that is off leaves the coupon in
 * this browser as the player set it there, and nothing is saved that the player did not change.
 * Guests have no office switches: nothing is applied or saved until a player's profile has loaded.
 */
import { buffers, type SagaIterator } from 'redux-saga';
import { actionChannel, call, fork, put, select, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { callApi, logWarning, playerSettingChanged, selectPlayerSetting, selectUserId } from '@plugin-api';
import { CHANGE_COEF_ACTION, DEFAULT_CHANGE_COEF_ACTION, type CouponState } from '../model.ts';
import { changeCoefActionChosen, oneClickDisabled, oneClickEnableRequested, selectCoupon } from '../slice.ts';

export const OFFICE_SETTINGS_PATH = '/office/settings';

/** One office switch the coupon mirrors: how the coupon reads it, and how it applies it. */
interface MirroredSwitch {
  readonly id: string;
  /** The coupon's value of the switch, or null while the coupon cannot have it (no one-click on this site). */
  readonly read: (coupon: CouponState) => boolean | null;
  readonly apply: (value: boolean) => UnknownAction;
}

export const MIRRORED_SWITCHES: readonly MirroredSwitch[] = [
  {
    id: 'one_click_bet',
    read: (coupon) => (coupon.limits.oneClickAllowed ? coupon.settings.isActiveOneClick : null),
    apply: (value) => (value ? oneClickEnableRequested() : oneClickDisabled()),
  },
  {
    id: 'accept_odds_changes',
    read: (coupon) => coupon.settings.changeCoefAction === CHANGE_COEF_ACTION.acceptAny,
    apply: (value) => changeCoefActionChosen(value ? CHANGE_COEF_ACTION.acceptAny : DEFAULT_CHANGE_COEF_ACTION),
  },
];

function* saveSwitch(id: string, value: boolean): SagaIterator<void> {
  try {
    yield call(callApi, 'POST', OFFICE_SETTINGS_PATH, { body: { settings: [{ id, value }] } });
  } catch (error) {
    yield call(logWarning, `coupon: saving the office setting ${id} failed`, error);
  }
}

export function* mirrorOfficeSettings(): SagaIterator<void> {
  const actions = yield actionChannel('*', buffers.sliding<UnknownAction>(1));
  // What each side said when last looked at; undefined: not yet seen for this player.
  const office = new Map<string, boolean>();
  const coupon = new Map<string, boolean | null>();
  for (;;) {
    const player = (yield select(selectUserId)) as number | null;
    const state = (yield select(selectCoupon)) as CouponState;
    if (player === null) {
      office.clear();
      coupon.clear();
    } else {
      for (const sw of MIRRORED_SWITCHES) {
        const officeValue = (yield select((s: unknown) => selectPlayerSetting(s, sw.id))) as boolean;
        const couponValue = sw.read(state);
        if (!office.has(sw.id)) {
          office.set(sw.id, officeValue);
          if (officeValue && couponValue === false) yield put(sw.apply(true));
        } else if (office.get(sw.id) !== officeValue) {
          office.set(sw.id, officeValue);
          if (couponValue !== null && couponValue !== officeValue) yield put(sw.apply(officeValue));
        } else if (couponValue !== null && coupon.has(sw.id) && coupon.get(sw.id) !== couponValue && couponValue !== officeValue) {
          office.set(sw.id, couponValue);
          yield put(playerSettingChanged({ id: sw.id, value: couponValue }));
          yield fork(saveSwitch, sw.id, couponValue);
        }
        coupon.set(sw.id, sw.read((yield select(selectCoupon)) as CouponState));
      }
    }
    yield take(actions);
  }
}
