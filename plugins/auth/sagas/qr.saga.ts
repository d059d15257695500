/**
 * The waiting side of a QR sign-in: open a request, poll its state while the page is visible
 * (nothing while hidden, at once when shown again), and once the other device approved, claim the
 * sign-in and report it like any sign-in (`signedIn`, for the core's session saga).
 */
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import { callApi, isApiError, pollWhileVisible, signedIn } from '@plugin-api';
import { readSignInAnswer } from '../answers.ts';
import { readQrSession, type QrStatus } from '../link-answers.ts';
import { qrEnded, qrFailed, qrLoginLeft, qrLoginStarted, qrOpened, qrOpening, qrSignedIn, qrSigningIn } from '../qr-slice.ts';

export const QR_PATH = '/user-pages/qr';
export const QR_POLL_MS = 2000;

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error));

class UnexpectedQrAnswer extends Error {
  constructor(path: string) {
    super(`The server answered ${path} with data this page does not understand`);
  }
}

export function* runQrLogin(): SagaIterator<void> {
  yield put(qrOpening());
  try {
    const opened = readQrSession(yield call(callApi, 'POST', QR_PATH));
    if (!opened) throw new UnexpectedQrAnswer(QR_PATH);
    yield put(qrOpened({ id: opened.id, code: opened.code, expiresAt: opened.expires_at }));

    let status: QrStatus = opened.status;
    function* fetchStatus(): SagaIterator<'stop' | undefined> {
      let raw: unknown;
      try {
        raw = yield call(callApi, 'GET', `${QR_PATH}/${encodeURIComponent(opened!.id)}`);
      } catch (error) {
        // A request the server no longer knows will never be approved: stop and say so.
        if (!isApiError(error) || error.status !== 404) throw error;
        status = 'expired';
        return 'stop';
      }
      const answer = readQrSession(raw);
      if (!answer) throw new UnexpectedQrAnswer(QR_PATH);
      status = answer.status;
      return status === 'waiting' ? undefined : 'stop';
    }
    if (status === 'waiting') {
      yield call(pollWhileVisible, fetchStatus, { intervalMs: QR_POLL_MS, firstDelayMs: QR_POLL_MS });
    }
    if (status !== 'approved') {
      yield put(qrEnded(status === 'declined' ? 'declined' : 'expired'));
      return;
    }
    yield put(qrSigningIn());
    const answer = readSignInAnswer(yield call(callApi, 'POST', `${QR_PATH}/${encodeURIComponent(opened.id)}/claim`));
    if (!answer?.success) throw new UnexpectedQrAnswer(`${QR_PATH}/claim`);
    yield put(signedIn({ token: answer.data.token, userId: answer.data.user_id, remember: false, via: 'login' }));
    yield put(qrSignedIn());
  } catch (error) {
    yield put(qrFailed(messageOf(error)));
  }
}

/** Concurrency: one flow at a time; a new start replaces the running one, leaving the page stops it. */
export function* watchQrLogin(): SagaIterator<void> {
  let running: Task | null = null;
  for (;;) {
    const action: { type: string } = yield take([qrLoginStarted.type, qrLoginLeft.type]);
    if (running) yield cancel(running);
    running = qrLoginStarted.match(action) ? yield fork(runQrLogin) : null;
  }
}
