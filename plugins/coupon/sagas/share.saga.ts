/**
 * Loading a coupon by code (the coupon route's query) and sharing one (coupon export):
 *
 *   GET  /web-api/coupon/load?code=ABC123  → the saved coupon with each market's current price;
 *        markets that no longer exist (or whose game finished) come back in `dropped`. An unknown
 *        code is a 404.
 *   POST /web-api/coupon/save              → { code } for the coupon as it is now.
 *   POST /web-api/coupon/export-email      { email, code } (the coupon is saved first if need be).
 *
 * A loaded coupon never silently replaces bets: on an empty coupon it is applied, otherwise the
 * slice holds it until the player chooses (loadedCouponAccepted / loadedCouponDeclined). What could
 * not be loaded is said, by game and market. Exports as a file or an image are made in the page
 * (export-file.ts); they need no server.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi, isApiError } from '@plugin-api';
import { MIN_SYSTEM_VALUE, takesBankers, takesBlocks } from '@plugin-api/coupon-maths';
import {
  betFromSelection,
  betsInPlayOrder,
  COUPON_CODE_PATTERN,
  isCouponTypeChoice,
  type CouponBet,
  type CouponState,
  type DroppedBet,
  type LoadedCoupon,
  type LoadFailure,
  type ShareFailure,
} from '../model.ts';
import {
  couponEmailed,
  couponLoaded,
  couponLoadFailed,
  couponLoadRequested,
  couponLoadStarted,
  couponSaved,
  couponSaveRequested,
  emailExportRequested,
  selectCoupon,
  shareFailed,
  shareStarted,
} from '../slice.ts';
import type { LoadAnswer, SaveRequestBody } from '../schemas.ts';
import { validate as isLoadAnswer } from '../generated/validators/couponLoadAnswer.js';
import { validate as isSaveAnswer } from '../generated/validators/couponSaveAnswer.js';
import { isOutcomeUnknown } from './placement.saga.ts';

export const LOAD_PATH = '/coupon/load';
export const SAVE_PATH = '/coupon/save';
export const EMAIL_PATH = '/coupon/export-email';
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

/** What a player types as a code: spaces dropped, any case. */
export function normaliseCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

// ---------------------------------------------------------------------------------------------
// The saved coupon: what the server keeps (the bets as the coupon shows them, so a code can be
// loaded on any page and by anyone)

export type { SaveRequestBody } from '../schemas.ts';

const text = (value: string, max: number): string => value.slice(0, max);

export function saveRequestOf(coupon: CouponState): SaveRequestBody {
  const { typeId } = coupon;
  const withBlocks = takesBlocks(typeId);
  return {
    typeId,
    amount: coupon.amount,
    currencyIso: coupon.limits.currencyIso,
    ...(takesBankers(typeId) ? { systemValue: coupon.systemValue, bankers: coupon.bankers } : {}),
    bets: betsInPlayOrder(coupon.bets, typeId).map((bet) => ({
      marketId: bet.marketId,
      coef: bet.acceptedCoef,
      ...(withBlocks && bet.blockId !== undefined ? { blockId: bet.blockId } : {}),
      sportId: bet.sportId,
      typeId: bet.typeId,
      kind: bet.kind,
      isLive: bet.isLive,
      gameId: bet.gameId,
      champId: bet.champId,
      opponent1: text(bet.opponent1, 100),
      opponent2: text(bet.opponent2, 100),
      marketName: text(bet.marketName, 100),
      sportName: text(bet.sportName, 100),
      champName: text(bet.champName, 100),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the load answer (checked against its schema: an answer of another shape is a server failure)

function loadedBet(bet: LoadAnswer['bets'][number]): CouponBet {
  return betFromSelection({
    marketId: bet.marketId,
    coef: bet.coef,
    sportId: bet.sportId,
    typeId: bet.typeId,
    kind: bet.kind,
    isLive: bet.isLive,
    gameId: bet.gameId,
    champId: bet.champId,
    opponent1: bet.opponent1,
    opponent2: bet.opponent2,
    marketName: bet.marketName,
    sportName: bet.sportName ?? '',
    champName: bet.champName ?? '',
    isBlocked: bet.blocked,
    ...(bet.blockId === undefined ? {} : { blockId: bet.blockId }),
  });
}

/** The load answer as a coupon; null when it is not one. The stake is kept only in the same currency. */
export function readLoadAnswer(answer: unknown, code: string, currencyIso: string): LoadedCoupon | null {
  if (!isLoadAnswer(answer) || !isCouponTypeChoice(answer.typeId)) return null;
  const bets: CouponBet[] = [];
  for (const bet of answer.bets) if (!bets.some((b) => b.marketId === bet.marketId)) bets.push(loadedBet(bet));
  const dropped: DroppedBet[] = answer.dropped.map(({ marketId, opponent1, opponent2, marketName }) => ({ marketId, opponent1, opponent2, marketName }));
  return {
    code,
    typeId: answer.typeId,
    bets,
    systemValue: answer.systemValue === undefined ? MIN_SYSTEM_VALUE : Math.max(MIN_SYSTEM_VALUE, answer.systemValue),
    bankers: answer.bankers ?? [],
    amount: answer.currencyIso === currencyIso && answer.amount > 0 ? answer.amount : null,
    dropped,
  };
}

function failureOf(error: unknown): 'network' | 'server' {
  return isOutcomeUnknown(error) ? 'network' : 'server';
}

function* loadCoupon(action: PayloadAction<{ code: string }>): SagaIterator<void> {
  const code = normaliseCode(action.payload.code);
  if (!COUPON_CODE_PATTERN.test(code)) {
    yield put(couponLoadFailed({ code, error: 'invalid_code' }));
    return;
  }
  yield put(couponLoadStarted({ code }));
  let answer: unknown;
  try {
    answer = yield* callApi('GET', LOAD_PATH, { query: { code } });
  } catch (error) {
    const failure: LoadFailure = isApiError(error) && error.status === 404 ? 'unknown_code' : failureOf(error);
    yield put(couponLoadFailed({ code, error: failure }));
    return;
  }
  const { limits } = (yield select(selectCoupon)) as CouponState;
  const loaded = readLoadAnswer(answer, code, limits.currencyIso);
  if (!loaded) {
    yield put(couponLoadFailed({ code, error: 'server' }));
    return;
  }
  if (loaded.bets.length === 0) {
    yield put(couponLoadFailed({ code, error: 'nothing_left', dropped: loaded.dropped }));
    return;
  }
  yield put(couponLoaded(loaded));
}

/** Saves the coupon (once per version of it) and answers its code; null when it could not. */
function* saveCoupon(): SagaIterator<string | null> {
  const coupon = (yield select(selectCoupon)) as CouponState;
  if (coupon.bets.length === 0) return null;
  if (coupon.share.code !== null) return coupon.share.code;
  yield put(shareStarted('saving'));
  try {
    const answer: unknown = yield* callApi('POST', SAVE_PATH, { body: saveRequestOf(coupon) });
    const code = isSaveAnswer(answer) ? answer.code : null;
    if (code === null) {
      yield put(shareFailed('server'));
      return null;
    }
    yield put(couponSaved({ code }));
    return code;
  } catch (error) {
    yield put(shareFailed(failureOf(error)));
    return null;
  }
}

function* emailCoupon(action: PayloadAction<{ email: string }>): SagaIterator<void> {
  const email = action.payload.email.trim();
  if (!isEmailAddress(email)) {
    yield put(shareFailed('invalid_email'));
    return;
  }
  const code = (yield call(saveCoupon)) as string | null;
  if (code === null) return;
  yield put(shareStarted('sending'));
  try {
    yield* callApi('POST', EMAIL_PATH, { body: { email, code } });
    yield put(couponEmailed({ email }));
  } catch (error) {
    const failure: ShareFailure = isApiError(error) && error.status === 404 ? 'unknown_code' : failureOf(error);
    yield put(shareFailed(failure));
  }
}

export function* watchCouponSharing(): SagaIterator<void> {
  // takeLatest: a newer code replaces a load still under way. takeLeading: a second tap on Save or
  // Send while one runs is the same request.
  yield takeLatest(couponLoadRequested.type, loadCoupon);
  yield takeLeading(couponSaveRequested.type, saveCoupon);
  yield takeLeading(emailExportRequested.type, emailCoupon);
}
