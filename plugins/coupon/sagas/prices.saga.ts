/**
 * The coupon follows its own markets' prices and suspensions where no sports page does it (the
 * coupon page, other sections): GET /web-api/coupon/markets for the coupon's markets, each answer
 * going through the same oddsChanged event as the sports poller's (and so the same acceptance rule).
 *
 * It polls only while the coupon has bets and the page is visible and online (zero requests while
 * hidden or offline, one at once when visible or online again); every 5 s with a live bet, 15 s
 * otherwise (the live and line intervals); not at all while someone else (the sports poller) keeps
 * the prices fresh; with jittered, doubling back-off after errors.
 */
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { callApi, connectionLost, connectionRestored, oddsChanged, selectIsOnline, type OddsUpdate } from '@plugin-api';
import { isBetLive, type CouponState } from '../model.ts';
import { selectCoupon } from '../slice.ts';
import { validate as isMarketsAnswer } from '../generated/validators/couponMarketsAnswer.js';

export const PRICES_PATH = '/coupon/markets';
export const PRICES_LIVE_MS = 5000;
export const PRICES_LINE_MS = 15_000;
export const PRICES_MAX_BACKOFF_MS = 60_000;

function isHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/** Emits when the page becomes visible again. */
function visibleAgain(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    if (typeof document === 'undefined') return () => {};
    const onChange = (): void => {
      if (!isHidden()) emit(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, buffers.sliding<true>(1));
}

const isCouponEvent = (action: Action): boolean => action.type.startsWith('coupon/') || action.type.startsWith('betting/');

/** The answer's markets (none when it is not one); an unknown market comes without a price (NaN: price kept). */
export function readPrices(answer: unknown): OddsUpdate[] {
  if (!isMarketsAnswer(answer)) return [];
  return answer.markets.map(({ marketId, coef, blocked, finished, game }) => ({
    marketId,
    coef: coef ?? Number.NaN,
    blocked,
    ...(finished ? { finished: true } : {}),
    ...(game ? { game: { score: game.score ?? null, statusId: game.statusId, timeSec: game.timeSec ?? null, startAt: game.startAt } } : {}),
  }));
}

export function* followCouponPrices(): SagaIterator<void> {
  const visibility = (yield call(visibleAgain)) as EventChannel<true>;
  let failures = 0;
  let due = true;
  try {
    // Blocking loop: one request at a time; waits are races so a change is noticed at once.
    for (;;) {
      const coupon = (yield select(selectCoupon)) as CouponState;
      if (coupon.bets.length === 0) {
        yield take(isCouponEvent);
        due = true;
        continue;
      }
      if (isHidden()) {
        yield take(visibility);
        due = true;
        continue;
      }
      if (!((yield select(selectIsOnline)) as boolean)) {
        yield take(connectionRestored.type);
        due = true;
        continue;
      }
      if (!due) {
        const base = coupon.bets.some(isBetLive) ? PRICES_LIVE_MS : PRICES_LINE_MS;
        const wait = Math.min(PRICES_MAX_BACKOFF_MS, base * 2 ** Math.min(failures, 4)) * (0.8 + Math.random() * 0.4);
        const woke = (yield race({ fresh: take(oddsChanged.type), due: delay(wait), visible: take(visibility), offline: take(connectionLost.type) })) as { fresh?: unknown; offline?: unknown };
        // Someone else just refreshed the prices: wait a whole interval from now. Offline: wait for the network.
        if (woke.fresh || woke.offline) continue;
      }
      due = false;
      if (isHidden()) continue;
      const ids = ((yield select(selectCoupon)) as CouponState).bets.map((bet) => bet.marketId);
      if (ids.length === 0) continue;
      try {
        const answer: unknown = yield* callApi('GET', PRICES_PATH, { query: { ids: ids.join(',') } });
        failures = 0;
        const updates = readPrices(answer);
        if (updates.length > 0) yield put(oddsChanged(updates));
      } catch {
        failures += 1;
      }
    }
  } finally {
    visibility.close();
  }
}
