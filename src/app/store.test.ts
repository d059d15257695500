/**
 * The store's hold on actions: between the first commit and the sagas' start, what the commit's
 * effects dispatch reaches the reducers at once and the sagas, in order, once released.
 */
import { describe, expect, it } from 'vitest';
import { take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createTestApp } from '../../tests/helpers/store.ts';
import { createAppStore } from './store.ts';

function* recordEvery(types: string[]): SagaIterator<void> {
  for (;;) {
    const action = (yield take('test/seen')) as { payload: string };
    types.push(action.payload);
  }
}

const seen = (payload: string) => ({ type: 'test/seen', payload });

describe('the store holding actions for the sagas', () => {
  it('gives the sagas what was dispatched while held, in order, once released; then at once', () => {
    const parts = createAppStore(createTestApp().services);
    const reduced: string[] = [];
    parts.store.subscribe(() => reduced.push('changed'));
    parts.holdActions();
    parts.store.dispatch(seen('first location'));
    parts.store.dispatch(seen('data asked'));
    const types: string[] = [];
    parts.runSaga(recordEvery, types);
    expect(types).toEqual([]);
    // The reducers saw both already (the store notified its subscribers).
    expect(reduced).toHaveLength(2);
    parts.releaseActions();
    expect(types).toEqual(['first location', 'data asked']);
    parts.store.dispatch(seen('later'));
    expect(types).toEqual(['first location', 'data asked', 'later']);
  });

  it('holds nothing unless asked (the server renderer runs sagas on a store it never holds)', () => {
    const parts = createAppStore(createTestApp().services);
    const types: string[] = [];
    parts.runSaga(recordEvery, types);
    parts.store.dispatch(seen('now'));
    expect(types).toEqual(['now']);
  });
});
