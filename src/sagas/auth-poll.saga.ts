/**
 * Auth status poll: every 60 s while signed in and the page is visible, ask the
 * server whether the session lives. Zero requests while hidden, one at once when visible again
 * (pollWhileVisible). A live session fires the global auth user action (balances, profile); a dead
 * one signs the user out here.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, race, take } from 'redux-saga/effects';
import { authUserAction, sessionEnded } from '../state/identity.events.ts';
import { pollWhileVisible } from './visibility.ts';
import { identityServices, request } from './identity-context.ts';
import { signsOut, untilSignedIn, untilSignedOut } from './signed-in-state.ts';
import { SESSION_PATHS } from './session.saga.ts';

export const AUTH_POLL_MS = 60_000;

function* pollSession(): SagaIterator<void> {
  const services = yield* identityServices();
  // The user was just loaded when the session started: the first check is one interval later.
  let first = true;
  function* checkOnce(): SagaIterator<'stop' | void> {
    if (first) {
      first = false;
      return;
    }
    const answer: { user_id?: unknown } | undefined = yield call(request, services, 'GET', SESSION_PATHS.sessionCheck);
    const userId = answer?.user_id;
    if (typeof userId !== 'number' || userId <= 0) {
      yield put(sessionEnded());
      return 'stop';
    }
    yield put(authUserAction());
  }
  yield call(pollWhileVisible, checkOnce, {
    intervalMs: AUTH_POLL_MS,
    onError: (error: unknown) => services.log.warn('auth status check failed', error),
  });
}

// blocking: one poll per session, stopped by signing out.
export function* watchAuthPoll(): SagaIterator<void> {
  for (;;) {
    yield call(untilSignedIn);
    yield race({ poll: call(pollSession), out: take(signsOut) });
    // A poll that ended the session: wait for the sign-out it caused before looking again.
    yield call(untilSignedOut);
  }
}
