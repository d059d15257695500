/**
 * Keeping an extras page's data fresh: while a page is open, a saga ticks at the page's pace (only
 * while the page is visible, at once when it shows again), and the page asks its data again on each
 * tick, keeping what it shows until the answer comes. So live scores and prices move without a
 * timer in the component.
 */
import { useEffect } from 'react';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import { definePluginSlice, pollWhileVisible, useAppDispatch, useAppSelector } from '@plugin-api';

/** How often an open page asks again, ms: scores and prices in play, and everything else. */
export const REFRESH_MS = { live: 5000, line: 15_000 } as const;

export const extrasRefreshSlice = definePluginSlice(
  createSlice({
    name: 'sportsExtrasRefresh',
    initialState: { ticks: {} as Readonly<Record<string, number>> },
    reducers: {
      refreshStopped(state, action: PayloadAction<{ key: string }>) {
        delete state.ticks[action.payload.key];
      },
      refreshTicked(state, action: PayloadAction<{ key: string }>) {
        state.ticks[action.payload.key] = (state.ticks[action.payload.key] ?? 0) + 1;
      },
    },
    selectors: {
      selectRefreshTick: (state, key: string) => state.ticks[key] ?? 0,
    },
  }),
);

/** A page that wants fresh data opened (the saga starts its ticks). */
export const refreshStarted = createAction<{ key: string; intervalMs: number }>('sportsExtrasRefresh/refreshStarted');
export const { refreshStopped, refreshTicked } = extrasRefreshSlice.actions;
export const { selectRefreshTick } = extrasRefreshSlice.selectors;

function* tickEvery(key: string, intervalMs: number): SagaIterator<void> {
  function* tick(): SagaIterator<void> {
    yield put(refreshTicked({ key }));
  }
  // The page asked once as it opened: the first tick waits a whole interval.
  yield call(pollWhileVisible, tick, { intervalMs, firstDelayMs: intervalMs });
}

/** Concurrency: one poller per key; a page opened again under its key restarts it at its new pace. */
export function* watchExtrasRefresh(): SagaIterator<void> {
  const running = new Map<string, Task>();
  for (;;) {
    const action: ReturnType<typeof refreshStarted> | ReturnType<typeof refreshStopped> = yield take([refreshStarted.type, refreshStopped.type]);
    const { key } = action.payload;
    const current = running.get(key);
    if (current) {
      yield cancel(current);
      running.delete(key);
    }
    if (refreshStarted.match(action)) running.set(key, (yield fork(tickEvery, key, action.payload.intervalMs)) as Task);
  }
}

/** Calls `reload` at `intervalMs` while the component is mounted and `enabled` (the page is visible). */
export function useRefresh(key: string, reload: () => void, intervalMs: number, enabled = true): void {
  const dispatch = useAppDispatch();
  const tick = useAppSelector((state) => selectRefreshTick(state, key));
  useEffect(() => {
    if (!enabled) return undefined;
    dispatch(refreshStarted({ key, intervalMs }));
    return () => {
      dispatch(refreshStopped({ key }));
    };
  }, [dispatch, key, intervalMs, enabled]);
  useEffect(() => {
    if (tick > 0) reload();
    // Only a new tick asks again; `reload` changes with the query, which already asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tick]);
}
