/** Waiting on the player's sign-in state from a saga: the widget's timers live only while signed in. */
import type { SagaIterator } from 'redux-saga';
import { select, take } from 'redux-saga/effects';
import { selectIsAuthenticated } from '@plugin-api';

function* waitFor(wanted: boolean): SagaIterator<void> {
  for (;;) {
    if (((yield select(selectIsAuthenticated)) as boolean) === wanted) return;
    yield take('*');
  }
}

export const untilSignedIn = (): SagaIterator<void> => waitFor(true);
export const untilSignedOut = (): SagaIterator<void> => waitFor(false);
