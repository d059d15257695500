/**
 * The anti-express price (antiExpressCoef) is the book's, not a product of the legs: while
 * the coupon is an anti-express (6), the saga asks GET /web-api/coupon/anti-express?ids=… for the
 * coupon's markets whenever they or their prices change, and hands the answer to the slice, which
 * applies the player's odds-change rule to it like to any price. No quote (a suspended market, no
 * answer) is said in the coupon and asked again after QUOTE_RETRY_MS or at the next change.
 */
import { buffers, type SagaIterator } from 'redux-saga';
import { actionChannel, call, delay, flush, put, race, select, take } from 'redux-saga/effects';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { callApi, untilOnline } from '@plugin-api';
import { COUPON_TYPE } from '@plugin-api/coupon-maths';
import type { CouponState } from '../model.ts';
import { antiExpressKeyOf, antiExpressQuoted, antiExpressQuoteFailed, selectCoupon } from '../slice.ts';
import { validate as isQuoteAnswer } from '../generated/validators/couponAntiExpressAnswer.js';

export const QUOTE_PATH = '/coupon/anti-express';
/** A burst of changes (several prices in one poll) is quoted once, this long after the last. */
export const QUOTE_SETTLE_MS = 150;
export const QUOTE_RETRY_MS = 5000;

const isCouponEvent = (action: Action): boolean => action.type.startsWith('coupon/') || action.type.startsWith('betting/');

/** What a quote depends on: the markets and their current prices; null when no quote is wanted. */
function wantedQuote(coupon: CouponState): string | null {
  if (coupon.typeId !== COUPON_TYPE.antiExpress || coupon.bets.length < 2) return null;
  return coupon.bets.map((bet) => `${bet.marketId}:${bet.coef}`).join(',');
}

/** The quoted price, or null (no quote for these markets, or not an answer we know). */
export function readQuote(answer: unknown): number | null {
  return isQuoteAnswer(answer) && answer.coef !== null && answer.coef >= 1 ? answer.coef : null;
}

function* askForQuote(key: string): SagaIterator<boolean> {
  let coef: number | null;
  try {
    coef = readQuote(yield* callApi('GET', QUOTE_PATH, { query: { ids: key } }));
  } catch {
    coef = null;
  }
  yield put(coef === null ? antiExpressQuoteFailed({ key }) : antiExpressQuoted({ key, coef }));
  return coef !== null;
}

export function* quoteAntiExpress(): SagaIterator<void> {
  // Blocking loop, one request at a time; coupon events only (sliding: the state is read anyway).
  const actions = yield actionChannel(isCouponEvent, buffers.sliding<UnknownAction>(1));
  let quoted: string | null = null;
  for (;;) {
    // Offline a quote cannot come: the next one is asked once the network is back.
    yield call(untilOnline);
    const coupon = (yield select(selectCoupon)) as CouponState;
    const wanted = wantedQuote(coupon);
    if (wanted === null || wanted === quoted) {
      yield take(actions);
      continue;
    }
    const burst = (yield race({ changed: take(actions), quiet: delay(QUOTE_SETTLE_MS) })) as { changed?: UnknownAction };
    if (burst.changed) continue;
    const ok = (yield* askForQuote(antiExpressKeyOf(coupon.bets))) as boolean;
    // Our own event is in the channel now: it is not a change to react to.
    yield flush(actions);
    if (ok) {
      quoted = wanted;
      continue;
    }
    quoted = null;
    yield race({ changed: take(actions), retry: delay(QUOTE_RETRY_MS) });
  }
}
