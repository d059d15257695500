/**
 * Raises waiting for the player's yes or no: the popup must appear on whatever page the player is on
 * once a pending change is due. Whether it is due is the service's word (`awaitingApproval`, by its
 * clock, not the phone's); this saga asks again when the phone's clock says a change should have
 * become due, and on page changes (at most every 30 s), so the popup comes without a reload.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { pageCommitted } from '@plugin-api';
import { nowMs } from './clock.ts';
import { untilSignedIn, untilSignedOut } from './signed-in.ts';
import { approvalsDue, limitsChanged, limitsLoaded, limitsRequested, questionnaireAnswered, selectApprovalsDue, selectLimits } from './slice.ts';

const MAX_WAIT_MS = 60_000;
const REFRESH_AFTER_MS = 30_000;

export function* watchApprovals(): SagaIterator<void> {
  for (;;) {
    yield call(untilSignedIn);
    yield put(limitsRequested());
    let loadedAt = nowMs();
    for (;;) {
      const { list } = (yield select(selectLimits)) as ReturnType<typeof selectLimits>;
      const due = list.filter((l) => l.limitState === 'PENDING' && l.awaitingApproval).map((l) => l.limitType);
      const shown = (yield select(selectApprovalsDue)) as number[];
      if (due.join() !== shown.join()) yield put(approvalsDue(due));
      // The next change to become due, by this phone's clock: ask the service again then.
      const now = nowMs() / 1000;
      const next = Math.min(...list.filter((l) => l.limitState === 'PENDING' && l.needApprove && !l.awaitingApproval && l.endsAt !== null).map((l) => l.endsAt!));
      const dueInMs = Number.isFinite(next) ? Math.max(0, (next - now) * 1000) + 1000 : null;
      const woke = (yield race({
        tick: delay(dueInMs === null ? MAX_WAIT_MS : Math.min(MAX_WAIT_MS, dueInMs)),
        changed: take([limitsLoaded.type, limitsChanged.type, questionnaireAnswered.type]),
        page: take(pageCommitted.type),
        out: call(untilSignedOut),
      })) as { tick?: true; page?: unknown; out?: unknown; changed?: unknown };
      if (woke.out !== undefined) {
        yield put(approvalsDue([]));
        break;
      }
      if (woke.changed !== undefined) {
        loadedAt = nowMs();
        continue;
      }
      const reachedDue = woke.tick !== undefined && dueInMs !== null && dueInMs <= MAX_WAIT_MS;
      if (reachedDue || (woke.page !== undefined && nowMs() - loadedAt >= REFRESH_AFTER_MS)) {
        loadedAt = nowMs();
        yield put(limitsRequested());
      }
    }
  }
}
