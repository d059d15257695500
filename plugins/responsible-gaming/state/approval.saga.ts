/**
 * Raises waiting for the player's yes or no: the popup must appear on whatever page the player is on
 * once a pending change is due. The list is refreshed on page changes (at most every 30 s) and the
 * due moment is watched with a timer, so the popup comes without a reload.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { isAwaitingApproval, pageCommitted } from '@plugin-api';
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
      const now = nowMs() / 1000;
      const { list } = (yield select(selectLimits)) as ReturnType<typeof selectLimits>;
      const due = list.filter((l) => isAwaitingApproval(l, now)).map((l) => l.limitType);
      const shown = (yield select(selectApprovalsDue)) as number[];
      if (due.join() !== shown.join()) yield put(approvalsDue(due));
      const next = Math.min(...list.filter((l) => l.limitState === 'PENDING' && l.needApprove && l.endsAt !== null && l.endsAt > now).map((l) => l.endsAt!));
      const waitMs = Number.isFinite(next) ? Math.min(MAX_WAIT_MS, Math.max(1000, (next - now) * 1000)) : MAX_WAIT_MS;
      const woke = (yield race({
        tick: delay(waitMs),
        changed: take([limitsLoaded.type, limitsChanged.type, questionnaireAnswered.type]),
        page: take(pageCommitted.type),
        out: call(untilSignedOut),
      })) as { page?: unknown; out?: unknown; changed?: unknown };
      if (woke.out !== undefined) {
        yield put(approvalsDue([]));
        break;
      }
      if (woke.changed !== undefined) loadedAt = nowMs();
      if (woke.page !== undefined && nowMs() - loadedAt >= REFRESH_AFTER_MS) {
        loadedAt = nowMs();
        yield put(limitsRequested());
      }
    }
  }
}
