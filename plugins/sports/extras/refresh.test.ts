// @vitest-environment jsdom
/** The refresh ticks: at the page's pace while it is open and visible, none while hidden, none once closed. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { extrasRefreshSlice, refreshStarted, refreshStopped, selectRefreshTick, watchExtrasRefresh } from './refresh.ts';

function store() {
  const saga = createSagaMiddleware();
  const s = configureStore({
    reducer: { sportsExtrasRefresh: extrasRefreshSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  saga.run(watchExtrasRefresh);
  return s;
}

let hidden = false;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('refresh ticks', () => {
  it('come every interval after the first, stop while the page is hidden, resume at once when it shows, end when the page closes', async () => {
    const s = store();
    const tick = () => selectRefreshTick(s.getState(), 'results/live');
    s.dispatch(refreshStarted({ key: 'results/live', intervalMs: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(tick()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick()).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(tick()).toBe(2);

    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tick()).toBe(2);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tick()).toBe(3);

    s.dispatch(refreshStopped({ key: 'results/live' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tick()).toBe(0);
  });

  it('keep one pace per page: opening it again restarts at the new pace', async () => {
    const s = store();
    s.dispatch(refreshStarted({ key: 'team/arsenal', intervalMs: 15_000 }));
    s.dispatch(refreshStarted({ key: 'team/arsenal', intervalMs: 5000 }));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(selectRefreshTick(s.getState(), 'team/arsenal')).toBe(3);
  });
});
