/**
 * The session limit: while a signed-in player has one, the service is pinged every 30 s (it counts
 * the time played today and answers what is left) and a timer runs to the end of today's play. At
 * the end a permanent message says the session limit is over and to come back tomorrow, and the
 * player is signed out. A session limit set to "none" clears the remaining time and the timer.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { callApi, closeNotification, logWarning, logoutRequested, notify, pollWhileVisible } from '@plugin-api';
import { SESSION_LIMIT_TYPE, activeOf, isNoLimit, parseLimitPingAnswer } from '@plugin-api/limit-rules';
import { LIMIT_PATH, LIMIT_SERVICE } from '../model.ts';
import { nowMs } from './clock.ts';
import { untilSignedIn, untilSignedOut } from './signed-in.ts';
import { limitsChanged, limitsLoaded, limitsRequested, selectLimits, sessionLeftChanged } from './slice.ts';

export const PING_INTERVAL_MS = 30_000;
export const READING_TIME_MS = 10_000;
const SESSION_ENDED_ID = 'responsible-gaming-session-ended';
const NS = 'responsible-gaming:';
const MAX_TIMER_CHUNK_MS = 5 * 60_000;
const LIMITS_CHANGED = [limitsLoaded.type, limitsChanged.type];

/** Hours of play left today under the player's session limit, or null without one. */
function* hoursLeftNow(): SagaIterator<number | null> {
  const { list } = (yield select(selectLimits)) as ReturnType<typeof selectLimits>;
  const limit = activeOf(list, SESSION_LIMIT_TYPE);
  if (!limit || isNoLimit(limit.limitValue)) return null;
  return limit.limitBalance ?? limit.limitValue;
}

function* pingOnce(): SagaIterator<void> {
  const answer = parseLimitPingAnswer(yield call(callApi, 'POST', `${LIMIT_PATH}/ping`, { ...LIMIT_SERVICE, body: {} }));
  if (answer) yield put(sessionLeftChanged(answer.sessionHoursLeft));
}

function* pinger(): SagaIterator<void> {
  yield call(pollWhileVisible, pingOnce, { intervalMs: PING_INTERVAL_MS, onError: (error: unknown) => logWarning('session limit: ping failed', error) });
}

/** Runs out today's play: 'ended', or why it stopped first (the limits changed, the service has no limit any more, sign-out). */
function* countDown(hoursLeft: number): SagaIterator<'ended' | 'changed' | 'removed'> {
  let endsAt = nowMs() + hoursLeft * 3_600_000;
  for (;;) {
    const left = endsAt - nowMs();
    if (left <= 0) return 'ended';
    const woke = (yield race({
      tick: delay(Math.min(left, MAX_TIMER_CHUNK_MS)),
      pinged: take(sessionLeftChanged.type),
      changed: take(LIMITS_CHANGED),
      out: call(untilSignedOut),
    })) as { tick?: true; pinged?: { payload: number | null } };
    if (woke.pinged !== undefined) {
      // The service counts the time: its answer replaces the local estimate; null means no limit any more.
      if (woke.pinged.payload === null) return 'removed';
      endsAt = nowMs() + woke.pinged.payload * 3_600_000;
      continue;
    }
    if (woke.tick === undefined) return 'changed';
  }
}

export function* watchSessionLimit(): SagaIterator<void> {
  for (;;) {
    yield call(untilSignedIn);
    const hoursLeft = (yield call(hoursLeftNow)) as number | null;
    if (hoursLeft === null) {
      yield put(sessionLeftChanged(null));
      yield race({ changed: take(LIMITS_CHANGED), out: call(untilSignedOut) });
      continue;
    }
    yield put(sessionLeftChanged(hoursLeft));
    const ping = yield fork(pinger);
    const outcome = (yield call(countDown, hoursLeft)) as 'ended' | 'changed' | 'removed';
    ping.cancel();
    if (outcome === 'removed') {
      // The service no longer counts a limit: the remaining time goes, and the list is read again
      // (not sooner than a ping interval, so a list that still shows the limit cannot spin this loop).
      yield put(sessionLeftChanged(null));
      yield put(limitsRequested());
      yield race({ reread: all([take(LIMITS_CHANGED), delay(PING_INTERVAL_MS)]), out: call(untilSignedOut) });
      continue;
    }
    if (outcome === 'changed') continue;
    yield put(notify({ id: SESSION_ENDED_ID, variant: 'permanent', titleKey: `${NS}responsible_gaming_session_limit_title`, messageKey: `${NS}responsible_gaming_session_limit_ended` }));
    // Signing out may reload the page: the player first gets time to read why (or closes the message).
    yield race({ read: delay(READING_TIME_MS), closed: take((a: { type: string; payload?: { id?: string } }) => a.type === closeNotification.type && a.payload?.id === SESSION_ENDED_ID) });
    yield put(logoutRequested({ allDevices: false }));
    yield call(untilSignedOut);
  }
}
