/**
 * Placing a coupon: POST /web-api/coupon/place with an Idempotency-Key made once per placement
 * attempt. Every retry of that attempt (after a network error or a 502-504, whose outcome we did
 * not see) sends the same key, and so does the player's next tap on the same coupon while the
 * outcome is unknown: the server answers a known key with its first answer, so a retried placement
 * never makes two bets. A definite answer (success or a reason) ends the attempt; the next one gets
 * a new key.
 *
 * One-click: with one-click on, a market button places a single at the one-click amount
 * at once; the coupon itself is untouched, the outcome shows as a popup.
 *
 * Only a signed-in player bets (what a player expects of a sportsbook): a guest's press on
 * Place, or on a price with one-click on, sends nothing and leaves the coupon as it is; the coupon
 * asks them to sign in (`signInRequired`; the coupon page or quick coupon opens the sign-in modal).
 * Signing in never places by itself: the player presses Place again. A press while the start-up
 * session check has not answered yet waits for its answer: a player who taps at once is not a
 * guest. After a bet is placed the core reloads the player's accounts (`authUserAction`), so the
 * balance shows what was charged.
 *
 * Offline (the browser says it has no network), a press on Place or a one-click price is refused at
 * once with its own message and nothing is sent: the coupon keeps its bets and stakes, and the same
 * press works once the connection is back.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  authUserAction,
  betSelectionToggled,
  callApi,
  formatMoney,
  formatOddsOrNull,
  isApiError,
  notify,
  roundMoney,
  selectCommittedPage,
  selectIsAuthenticated,
  selectIsOnline,
  selectSessionPending,
  selectOddsFormat,
  selectUserId,
  type BetSelection,
  type OddsUpdate,
} from '@plugin-api';
import { COUPON_TYPE, takesBankers, takesBlocks } from '@plugin-api/coupon-maths';
import {
  amountProblem,
  betsInPlayOrder,
  BONUS_ACCOUNT_TYPE,
  maxAmountFor,
  minAmountFor,
  type CouponView,
  type PlacedCoupon,
  type PlacementFailure,
  type RefusalFigures,
} from '../model.ts';
import { failureText } from '../refusal-text.ts';
import { oneClickPlaced, placeFailed, placeRequested, placeStarted, placeSucceeded, selectCouponView, signInRequired } from '../slice.ts';
import { validate as isPlaceAnswer } from '../generated/validators/couponPlaceAnswer.js';

export const PLACE_PATH = '/coupon/place';
/** Retries of one attempt after an unseen outcome, on top of the client's own; then the player decides. */
export const PLACE_RETRY_DELAYS_MS: readonly number[] = [1000, 2000];

export interface PlaceRequestBody {
  /** In play order (a multi-bet's and conditional bet's by block), each with its block on those types. */
  bets: { marketId: string; coef: number; blockId?: number }[];
  typeId: number;
  amount: number;
  /** System (2) and multi-bet (4). */
  systemValue?: number;
  /** The system's bankers, the multi-bet's lobby. */
  bankers?: string[];
  /** Anti-express (6): the book's price the player agreed to. */
  antiExpressCoef?: number;
  /** The bonus bet applies: the book checks it and pays the possible win times its coefficient. */
  bonusBet?: boolean;
  /** A VIP bet: the stake may be above the maximum. */
  vipBet?: boolean;
  promoCode?: string;
  changeCoefAction: number;
  exactCoef: number;
  isDropOnScoreChange: boolean;
  currencyIso: string;
  // SPEC 3.1's coupon to place: the server checks every one against its own facts.
  /** The account the coupon bets from (the active one; absent for a guest, who never gets this far). */
  accountId?: number;
  /** The signed-in player. */
  userId?: number;
  /** The total coefficient at the agreed prices (0 where the type has none). */
  coef: number;
  /** That coefficient as the player sees it, in their odds format (coefViewId); '' without one. */
  coefByView: string;
  coefViewId: number;
  /** Paid from a prepaid balance (reset to 0 when the account changes). */
  prepaidAmount: number;
  /** The bonus bet's percentage on the win, as the coupon shows it. */
  hyperBonusPercent?: number;
  /** The operator's reference id (the site config's): the server refuses another site's. */
  refId?: number;
}

/** Who places and how they see prices: what the coupon to place takes from outside the coupon. */
export interface Placer {
  userId: number | null;
  oddsFormat: number;
}

const NO_PLACER: Placer = { userId: null, oddsFormat: 0 };

/** The coupon's figures every placing states, the one-click single's too. */
function statedFigures(coef: number, accountId: number | null, prepaidAmount: number, placer: Placer, refId: number | null | undefined) {
  return {
    ...(refId === null || refId === undefined ? {} : { refId }),
    ...(accountId === null ? {} : { accountId }),
    ...(placer.userId === null ? {} : { userId: placer.userId }),
    coef,
    coefByView: coef > 1 ? (formatOddsOrNull(coef, placer.oddsFormat) ?? '') : '',
    coefViewId: placer.oddsFormat,
    prepaidAmount,
  };
}

export type PlaceAnswer =
  | { success: true; couponId: string; couponIds?: string[] }
  | { success: false; reason: PlacementFailure; markets?: OddsUpdate[]; antiExpressCoef?: number; figures?: RefusalFigures };

export function placeRequestOf(coupon: CouponView, placer: Placer = NO_PLACER): PlaceRequestBody {
  const { typeId } = coupon;
  const withBlocks = takesBlocks(typeId);
  return {
    bets: betsInPlayOrder(coupon.bets, typeId).map((bet) => ({
      marketId: bet.marketId,
      coef: bet.acceptedCoef,
      ...(withBlocks && bet.blockId !== undefined ? { blockId: bet.blockId } : {}),
    })),
    typeId,
    amount: coupon.amount,
    ...(takesBankers(typeId) ? { systemValue: coupon.systemValue, bankers: coupon.bankers } : {}),
    ...(typeId === COUPON_TYPE.antiExpress && coupon.antiExpressCoef !== null ? { antiExpressCoef: coupon.antiExpressCoef } : {}),
    ...(coupon.bonusCoefficient !== null ? { bonusBet: true } : {}),
    ...(coupon.isActiveVipBet ? { vipBet: true } : {}),
    ...(coupon.promoCode !== '' ? { promoCode: coupon.promoCode } : {}),
    changeCoefAction: coupon.settings.changeCoefAction,
    exactCoef: coupon.settings.exactCoef,
    isDropOnScoreChange: coupon.settings.isDropOnScoreChange,
    currencyIso: coupon.limits.currencyIso,
    ...statedFigures(coupon.coef, coupon.accountId, coupon.availablePrepaidAmount, placer, coupon.limits.refId),
    ...(coupon.bonusCoefficient !== null ? { hyperBonusPercent: Math.round((coupon.bonusCoefficient - 1) * 1000) / 10 } : {}),
  };
}

/** No answer seen: the server may or may not have acted (network error, gateway error, time-out). */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504 || error.code === 'timeout';
}

/** The server's answer, checked against its schema: anything else is treated as a server failure. */
export function readPlaceAnswer(answer: unknown): PlaceAnswer | null {
  if (!isPlaceAnswer(answer)) return null;
  if (answer.success) return { success: true, couponId: answer.couponId, ...(answer.couponIds ? { couponIds: answer.couponIds } : {}) };
  const figures: RefusalFigures = {
    ...(answer.min === undefined ? {} : { min: answer.min }),
    ...(answer.max === undefined ? {} : { max: answer.max }),
    ...(answer.balance === undefined ? {} : { balance: answer.balance }),
  };
  return {
    success: false,
    reason: answer.reason,
    ...(answer.markets ? { markets: answer.markets } : {}),
    ...(answer.antiExpressCoef === undefined ? {} : { antiExpressCoef: answer.antiExpressCoef }),
    ...(Object.keys(figures).length > 0 ? { figures } : {}),
  };
}

/** One placement attempt: the same key on every try; throws the last error when no answer came. */
export function* sendPlacement(body: PlaceRequestBody, idempotencyKey: string): SagaIterator<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return yield* callApi('POST', PLACE_PATH, { body, idempotencyKey });
    } catch (error) {
      const wait = PLACE_RETRY_DELAYS_MS[attempt];
      if (!isOutcomeUnknown(error) || wait === undefined) throw error;
      yield delay(wait);
    }
  }
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Until the start-up session check answers, nobody knows whether the one pressing is signed in. */
function* untilSessionKnown(): SagaIterator<void> {
  while ((yield select(selectSessionPending)) as boolean) yield take('*');
}

function* placeCoupon(): SagaIterator<void> {
  yield call(untilSessionKnown);
  if (!((yield select(selectIsAuthenticated)) as boolean)) {
    yield put(signInRequired({ via: 'place' }));
    return;
  }
  const coupon = (yield select(selectCouponView)) as CouponView;
  if (!coupon.isActivePlaceBet) {
    yield put(placeFailed({ reason: 'invalid' }));
    return;
  }
  if (!((yield select(selectIsOnline)) as boolean)) {
    // Nothing sent: an unseen outcome of an earlier try keeps its key (the slice keeps it when outcomeUnknown).
    yield put(placeFailed({ reason: 'offline', outcomeUnknown: coupon.placement.idempotencyKey !== null }));
    return;
  }
  const placer: Placer = { userId: (yield select(selectUserId)) as number | null, oddsFormat: (yield select(selectOddsFormat)) as number };
  const body = placeRequestOf(coupon, placer);
  const fingerprint = JSON.stringify(body);
  // The same coupon again after an unseen outcome: the same key, so the server cannot place it twice.
  const { idempotencyKey: pendingKey, requestFingerprint } = coupon.placement;
  const idempotencyKey = pendingKey && requestFingerprint === fingerprint ? pendingKey : newKey();
  yield put(placeStarted({ idempotencyKey, requestFingerprint: fingerprint }));

  let raw: unknown;
  try {
    raw = yield call(sendPlacement, body, idempotencyKey);
  } catch (error) {
    const unknownOutcome = isOutcomeUnknown(error);
    const refused = isApiError(error) && error.status === 403;
    yield put(
      placeFailed({
        reason: refused ? 'refused' : unknownOutcome ? 'network' : 'server',
        outcomeUnknown: unknownOutcome,
        detail: error instanceof Error ? error.message : String(error),
      }),
    );
    return;
  }
  const answer = readPlaceAnswer(raw);
  if (!answer) {
    yield put(placeFailed({ reason: 'server', detail: 'unexpected answer to the placement' }));
    return;
  }
  if (!answer.success) {
    yield put(
      placeFailed({
        reason: answer.reason,
        ...(answer.markets ? { markets: answer.markets } : {}),
        ...(answer.antiExpressCoef === undefined ? {} : { antiExpressCoef: answer.antiExpressCoef }),
        ...(answer.figures ? { figures: answer.figures } : {}),
      }),
    );
    return;
  }
  // Singles (9) are one coupon per bet; the server lists their ids in bet order.
  const coupons: PlacedCoupon[] =
    coupon.typeId === COUPON_TYPE.singles && answer.couponIds && answer.couponIds.length === coupon.bets.length
      ? answer.couponIds.map((couponId, i) => {
          const coef = coupon.bets[i]!.acceptedCoef;
          return { couponId, typeId: COUPON_TYPE.single, amount: coupon.amount, coef, possibleWin: roundMoney(coupon.amount * coef, coupon.limits.currencyIso), betCount: 1 };
        })
      : [{ couponId: answer.couponId, typeId: coupon.typeId, amount: coupon.amount, coef: coupon.coef, possibleWin: coupon.maxPayout, betCount: coupon.bets.length }];
  yield put(placeSucceeded({ coupons }));
  // The stake was charged: the core reloads the accounts, so the header's balance shows it.
  yield put(authUserAction());
}

export function* watchPlacement(): SagaIterator<void> {
  // takeLeading: a second tap while a placement runs is ignored (it would be the same coupon).
  yield takeLeading(placeRequested.type, placeCoupon);
}

// ---------------------------------------------------------------------------------------------
// One-click

function* oneClickFailed(reason: PlacementFailure, marketId: string, refusal?: { figures: RefusalFigures; stake: number }): SagaIterator<void> {
  const coupon = (yield select(selectCouponView)) as CouponView;
  const lng = ((yield select(selectCommittedPage)) as { lng: string } | null)?.lng ?? 'en';
  const text = failureText(reason, refusal?.figures, refusal?.stake ?? 0, (value) => formatMoney(value, coupon.limits.currencyIso, lng));
  yield put(notify({ id: `coupon-one-click-${marketId}`, variant: 'error', titleKey: 'main_error', messageKey: `coupon:${text.key}`, ...(text.values ? { values: text.values } : {}) }));
}

function* placeOneClick(selection: BetSelection): SagaIterator<void> {
  const coupon = (yield select(selectCouponView)) as CouponView;
  const amount = coupon.settings.oneClickAmount > 0 ? coupon.settings.oneClickAmount : coupon.initialAmount;
  if (!((yield select(selectIsOnline)) as boolean)) {
    yield* oneClickFailed('offline', selection.marketId);
    return;
  }
  const { limits } = coupon;
  const max = maxAmountFor(limits, COUPON_TYPE.single, coupon.account?.type === BONUS_ACCOUNT_TYPE);
  const min = minAmountFor(limits, COUPON_TYPE.single);
  if (amountProblem(amount, min, max) !== null) {
    yield* oneClickFailed('amount_out_of_bounds', selection.marketId, { figures: { min, max }, stake: amount });
    return;
  }
  const body: PlaceRequestBody = {
    bets: [{ marketId: selection.marketId, coef: selection.coef }],
    typeId: COUPON_TYPE.single,
    amount,
    changeCoefAction: coupon.settings.changeCoefAction,
    exactCoef: coupon.settings.exactCoef,
    isDropOnScoreChange: coupon.settings.isDropOnScoreChange,
    currencyIso: limits.currencyIso,
    ...statedFigures(selection.coef, coupon.accountId, 0, { userId: (yield select(selectUserId)) as number | null, oddsFormat: (yield select(selectOddsFormat)) as number }, limits.refId),
  };
  let answer: PlaceAnswer | null;
  try {
    answer = readPlaceAnswer(yield call(sendPlacement, body, newKey()));
  } catch (error) {
    yield* oneClickFailed(isOutcomeUnknown(error) ? 'network' : 'server', selection.marketId);
    return;
  }
  if (!answer || !answer.success) {
    yield* oneClickFailed(answer ? answer.reason : 'server', selection.marketId, answer?.figures ? { figures: answer.figures, stake: amount } : undefined);
    return;
  }
  yield put(oneClickPlaced({ couponId: answer.couponId, typeId: COUPON_TYPE.single, amount, coef: selection.coef, possibleWin: null, betCount: 1 }));
  yield put(authUserAction());
  yield put(
    notify({
      id: `coupon-one-click-${answer.couponId}`,
      variant: 'success',
      titleKey: 'main_done',
      messageKey: 'coupon:coupon_one_click_placed',
      values: { couponId: answer.couponId },
    }),
  );
}

export function* watchOneClick(): SagaIterator<void> {
  // takeEvery: each press is its own bet with its own key; a second press on a market whose bet is
  // still being placed is ignored (a double tap is not two bets).
  const inFlight = new Set<string>();
  yield takeEvery(betSelectionToggled.type, function* onSelection(action: PayloadAction<BetSelection>): SagaIterator<void> {
    const coupon = (yield select(selectCouponView)) as CouponView;
    if (!coupon.settings.isActiveOneClick || inFlight.has(action.payload.marketId)) return;
    // A guest's press is not a bet (the slice left the coupon as it was, one-click being on).
    yield call(untilSessionKnown);
    if (!((yield select(selectIsAuthenticated)) as boolean)) {
      yield put(signInRequired({ via: 'one-click' }));
      return;
    }
    inFlight.add(action.payload.marketId);
    try {
      yield call(placeOneClick, action.payload);
    } finally {
      inFlight.delete(action.payload.marketId);
    }
  });
}
