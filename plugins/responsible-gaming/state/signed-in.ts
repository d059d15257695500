/** Waiting on the player's sign-in state from a saga: the widget's timers live only while signed in. */
import type { SagaIterator } from 'redux-saga';
import { select, take } from 'redux-saga/effects';
import { selectIsAuthenticated } from '@plugin-api';

/**
 * Returns `true` (never undefined) once the state is as wanted: callers race it and test the winner
 * with `woke.out !== undefined`; an undefined result read as "did not win" and looped at once, without
 * yielding to anything else, and froze the page at sign-out.
 */
function* waitFor(wanted: boolean): SagaIterator<true> {
  for (;;) {
    if (((yield select(selectIsAuthenticated)) as boolean) === wanted) return true;
    yield take('*');
  }
}

export const untilSignedIn = (): SagaIterator<true> => waitFor(true);
export const untilSignedOut = (): SagaIterator<true> => waitFor(false);
