/**
 * The reality check: while a signed-in player has a reality-check interval above 0, a popup reminds
 * them how long they have played. The deadline lives in local storage (per player and interval), so
 * a reload or a second tab continues the same countdown instead of starting a new one; the wait is
 * cut into pieces of at most 5 minutes and the stored deadline is read again after each, so a
 * deadline another tab moved is followed.
 *
 * The player's answer is sent to the server: continue (optionally "do not show again", which stops
 * the reminders for this interval), nothing (the timer restarts) or log out (the timer is cleared
 * and the player signed out).
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi, logWarning, logoutRequested, selectUserId } from '@plugin-api';
import { REALITY_CHECK_TYPE, activeOf } from '@plugin-api/limit-rules';
import { nowMs, readStored, writeStored } from './clock.ts';
import { untilSignedIn, untilSignedOut } from './signed-in.ts';
import { limitsChanged, limitsLoaded, realityCheckAnswered, realityCheckDue, selectLimits } from './slice.ts';

export const REALITY_CHECK_STORAGE_KEY = 'responsible-gaming.reality-check';
export const MAX_TIMER_CHUNK_MS = 5 * 60_000;

export interface RealityCheckTimer {
  userId: number;
  minutes: number;
  /** When the popup is due, ms since the epoch. */
  dueAt: number;
  /** "Do not show again" for this interval. */
  muted: boolean;
}

function parseTimer(v: unknown): RealityCheckTimer | null {
  if (typeof v !== 'object' || v === null) return null;
  const t = v as Record<string, unknown>;
  return typeof t.userId === 'number' && typeof t.minutes === 'number' && typeof t.dueAt === 'number' && typeof t.muted === 'boolean' ? (t as unknown as RealityCheckTimer) : null;
}

const readTimer = (): RealityCheckTimer | null => readStored(REALITY_CHECK_STORAGE_KEY, parseTimer);
const writeTimer = (timer: RealityCheckTimer | null): void => writeStored(REALITY_CHECK_STORAGE_KEY, timer);

function* intervalMinutes(): SagaIterator<number> {
  const { list } = (yield select(selectLimits)) as ReturnType<typeof selectLimits>;
  return activeOf(list, REALITY_CHECK_TYPE)?.limitValue ?? 0;
}

/** The player's timer: the stored one when it is theirs for this interval, else a fresh one. */
function currentTimer(userId: number, minutes: number): RealityCheckTimer {
  const stored = readTimer();
  if (stored && stored.userId === userId && stored.minutes === minutes) return stored;
  const fresh = { userId, minutes, dueAt: nowMs() + minutes * 60_000, muted: false };
  writeTimer(fresh);
  return fresh;
}

const LIMITS_CHANGED = [limitsLoaded.type, limitsChanged.type];

/** Waits until the popup is due; false when something else happened first (the limits changed, sign-out). */
function* waitUntilDue(userId: number, minutes: number): SagaIterator<boolean> {
  for (;;) {
    const timer = currentTimer(userId, minutes);
    if (timer.muted) return (yield race({ changed: take(LIMITS_CHANGED), out: call(untilSignedOut) })) && false;
    const left = timer.dueAt - nowMs();
    if (left <= 0) return true;
    const woke = (yield race({ tick: delay(Math.min(left, MAX_TIMER_CHUNK_MS)), changed: take(LIMITS_CHANGED), out: call(untilSignedOut) })) as { tick?: true };
    if (woke.tick === undefined) return false;
  }
}

function* tellServer(action: string, doNotShowAgain: boolean, shownAt: number): SagaIterator<void> {
  try {
    yield call(callApi, 'POST', '/user/reality-check', { body: { action, do_not_show_again: doNotShowAgain, popup_show_at: Math.floor(shownAt / 1000) } });
  } catch (error) {
    // The answer still counts for the player; the server's record is what is lost.
    yield call(logWarning, 'reality check: the answer was not recorded', error);
  }
}

export function* watchRealityCheck(): SagaIterator<void> {
  for (;;) {
    yield call(untilSignedIn);
    const userId = (yield select(selectUserId)) as number | null;
    const minutes = (yield call(intervalMinutes)) as number;
    if (userId === null || minutes <= 0) {
      yield race({ changed: take(LIMITS_CHANGED), out: call(untilSignedOut) });
      continue;
    }
    const due = (yield call(waitUntilDue, userId, minutes)) as boolean;
    if (!due) continue;
    const shownAt = nowMs();
    yield put(realityCheckDue({ shownAt }));
    const { answer } = (yield race({ answer: take(realityCheckAnswered.type), out: call(untilSignedOut) })) as {
      answer?: PayloadAction<{ action: 'continue' | 'log_out' | 'nothing'; doNotShowAgain: boolean }>;
    };
    if (!answer) continue;
    const { action, doNotShowAgain } = answer.payload;
    yield call(tellServer, action, doNotShowAgain, shownAt);
    if (action === 'log_out') {
      writeTimer(null);
      yield put(logoutRequested({ allDevices: false }));
      yield call(untilSignedOut);
      continue;
    }
    const muted = action === 'continue' && doNotShowAgain;
    writeTimer({ userId, minutes, dueAt: nowMs() + minutes * 60_000, muted });
  }
}
