// @vitest-environment jsdom
// The opened-bets poller and the history loader, run whole against a store with fake timers and a
// fake API that answers through the reference server's filters.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedCoupon } from '../../server/test-kit/index.ts';
import { historyRequested, openedBetsHidden, openedBetsShown, selectHistory, selectOpenedBets } from './slice.ts';
import { DEFAULT_FILTERS } from './model.ts';
import { createHistoryTestApp, historyApi, placed, type HistoryTestApp } from './test-kit.tsx';

let hidden = false;
let coupons: PlacedCoupon[];
let t: HistoryTestApp;

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const openedIds = () => selectOpenedBets(t.store.getState()).coupons.map((c) => c.couponId);
const queries = () => t.request.mock.calls.map(([, , options]) => options?.query);

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  coupons = [placed('C3', -2, 0), placed('C2', -1, 1), placed('C1', 1, 2)];
  t = createHistoryTestApp({ request: historyApi(() => coupons) });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'hidden');
});

describe('opened bets', () => {
  it('asks for the unsettled coupons at once, then every 10 s, so a settled bet leaves the list', async () => {
    t.store.dispatch(openedBetsShown());
    await advance(0);
    expect(queries()).toEqual([{ state: 'opened', pageSize: 50 }]);
    expect(openedIds()).toEqual(['C3', 'C2']);

    // C2's game finishes: the book settles it (a win).
    coupons = [placed('C3', -2, 0), placed('C2', 1, 1), placed('C1', 1, 2)];
    await advance(9_999);
    expect(t.request).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(t.request).toHaveBeenCalledTimes(2);
    expect(openedIds()).toEqual(['C3']);
  });

  it('makes no request while the page is hidden, and one at once when it shows again', async () => {
    t.store.dispatch(openedBetsShown());
    await advance(0);
    setHidden(true);
    await advance(60_000);
    expect(t.request).toHaveBeenCalledTimes(1);
    setHidden(false);
    await advance(0);
    expect(t.request).toHaveBeenCalledTimes(2);
  });

  it('stops when no page shows them', async () => {
    t.store.dispatch(openedBetsShown());
    await advance(0);
    t.store.dispatch(openedBetsHidden());
    await advance(60_000);
    expect(t.request).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh keeps the list; one that never loaded shows the error and retries with backoff', async () => {
    t.store.dispatch(openedBetsShown());
    await advance(0);
    t.request.mockRejectedValue(Object.assign(new Error('Bad gateway'), { status: 502 }));
    await advance(10_000);
    expect(selectOpenedBets(t.store.getState())).toMatchObject({ status: 'ready' });
    expect(openedIds()).toEqual(['C3', 'C2']);

    const fresh = createHistoryTestApp({ request: async () => Promise.reject(new Error('offline')) });
    fresh.store.dispatch(openedBetsShown());
    await advance(0);
    expect(selectOpenedBets(fresh.store.getState()).status).toBe('error');
    const calls = fresh.request.mock.calls.length;
    await advance(10_000 * 2 + 60_000);
    expect(fresh.request.mock.calls.length).toBeGreaterThan(calls);
    fresh.store.dispatch(openedBetsHidden());
  });

  it('an answer that is not a history is an error, not a crash', async () => {
    const odd = createHistoryTestApp({ request: async () => ({ coupons: 'none' }) });
    odd.store.dispatch(openedBetsShown());
    await advance(0);
    expect(selectOpenedBets(odd.store.getState()).status).toBe('error');
    odd.store.dispatch(openedBetsHidden());
  });
});

describe('history', () => {
  it('asks for settled coupons with the filters, and stores the page', async () => {
    coupons = [placed('H4', 2, 1), placed('H3', 0, 3), placed('H2', 1, 20), placed('O1', -2, 0)];
    t.store.dispatch(historyRequested({ period: '7', status: 'all', page: 1 }));
    await advance(0);
    expect(queries()).toEqual([{ state: 'settled', page: 1, pageSize: 10, period: '7' }]);
    expect(selectHistory(t.store.getState())).toMatchObject({ status: 'ready', total: 2, pages: 1 });
    expect(selectHistory(t.store.getState()).coupons.map((c) => c.couponId)).toEqual(['H4', 'H3']);

    t.store.dispatch(historyRequested({ period: 'all', status: 'return', page: 1 }));
    await advance(0);
    expect(queries()[1]).toEqual({ state: 'settled', page: 1, pageSize: 10, status: '2,3' });
    expect(selectHistory(t.store.getState()).coupons.map((c) => c.couponId)).toEqual(['H4']);
  });

  it('the latest filters win: an earlier answer arriving late is dropped', async () => {
    let release: () => void = () => {};
    t.request.mockImplementationOnce(
      (method, path, options) =>
        new Promise((resolve) => {
          release = () => resolve(historyApi(() => coupons)(method, path, options));
        }),
    );
    t.store.dispatch(historyRequested(DEFAULT_FILTERS));
    t.store.dispatch(historyRequested({ ...DEFAULT_FILTERS, status: 'win' }));
    await advance(0);
    release();
    await advance(0);
    expect(selectHistory(t.store.getState()).coupons.map((c) => c.couponId)).toEqual(['C1']);
  });

  it('a failure shows the error and a retry asks again', async () => {
    t.request.mockRejectedValueOnce(new Error('offline'));
    t.store.dispatch(historyRequested(DEFAULT_FILTERS));
    await advance(0);
    expect(selectHistory(t.store.getState()).status).toBe('error');
    t.store.dispatch(historyRequested(DEFAULT_FILTERS));
    await advance(0);
    expect(selectHistory(t.store.getState())).toMatchObject({ status: 'ready', total: 1 });
  });
});
