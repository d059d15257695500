/** Runs one saga (a guard's prepare, the whole pipeline) against a reducer-backed fake store. */
import { runSaga, type SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../src/state/root-reducer.ts';

export interface SagaRun<T> {
  result: T;
  /** Every action the saga put, in order. */
  dispatched: Action[];
  /** The state after the saga finished. */
  state: RootState;
}

export async function runWithState<A extends unknown[], T>(
  saga: (...args: A) => SagaIterator<T>,
  args: A,
  options: { state: RootState; context?: Record<string, unknown> },
): Promise<SagaRun<T>> {
  let state = options.state;
  const dispatched: Action[] = [];
  const task = runSaga(
    {
      dispatch: (action: Action) => {
        dispatched.push(action);
        state = rootReducer(state, action);
      },
      getState: () => state,
      context: options.context ?? {},
    },
    saga as (...args: unknown[]) => SagaIterator<T>,
    ...args,
  );
  const result = (await task.toPromise()) as T;
  return { result, dispatched, state };
}
