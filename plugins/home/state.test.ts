// @vitest-environment jsdom
/** The home's pollers: top games every 10 s live and 60 s in the line, banners every 60 s; none while hidden or once the page closed. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { homeClosed, homeOpened, homeSlice, selectTick, watchHome } from './state.ts';

function store() {
  const saga = createSagaMiddleware();
  const s = configureStore({ reducer: { home: homeSlice.reducer }, middleware: (getDefault) => getDefault({ thunk: false }).concat(saga) });
  saga.run(watchHome);
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

describe('home pollers', () => {
  it('tick at SPEC’s pace while the page is open and visible, and stop when it closes', async () => {
    const s = store();
    const ticks = () => ({ live: selectTick(s.getState(), 'live'), line: selectTick(s.getState(), 'line'), banners: selectTick(s.getState(), 'banners') });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ticks()).toEqual({ live: 0, line: 0, banners: 0 });

    s.dispatch(homeOpened());
    // The blocks asked as they showed: the first tick waits a whole interval.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ticks().live).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ticks().live).toBe(1);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(ticks()).toEqual({ live: 6, line: 1, banners: 1 });

    hidden = true;
    const whileHidden = ticks();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ticks()).toEqual(whileHidden);

    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ticks().live).toBeGreaterThan(whileHidden.live);

    s.dispatch(homeClosed());
    const closed = ticks();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(ticks()).toEqual(closed);
  });
});
