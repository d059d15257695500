// @vitest-environment jsdom
// The cricket and cyber pages' poller, run whole against a small store with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ApiError, oddsChanged, provideSelectedMarketIds } from '@plugin-api';
import { liveDataHidden, liveDataShown, liveDataSlice, watchCricketLiveData, type LiveRequest } from './live-data.ts';

const HOME: LiveRequest = { key: 'cricket/home', path: '/cricket/home', query: {}, intervalMs: 5000 };
const game = (coef: number) => ({ id: 7, champId: 601, isFinished: false, markets: [{ id: 700, coef, blocked: false }] });

let hidden = false;
let answers: (() => unknown)[];
let request: ReturnType<typeof vi.fn>;
let actions: Action[];

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

const record: Middleware = () => (next) => (action) => {
  actions.push(action as Action);
  return next(action);
};

function makeStore() {
  request = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next();
  });
  const saga = createSagaMiddleware({ context: { services: { api: { request }, log: { warn: vi.fn(), error: vi.fn() } } } });
  const store = configureStore({
    reducer: { cricketLive: liveDataSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(saga, record),
  });
  saga.run(watchCricketLiveData);
  return store;
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  actions = [];
  answers = [() => ({ games: [game(1.8)] })];
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'hidden');
  provideSelectedMarketIds(() => []);
});

describe('live data poller', () => {
  it('asks at once and every interval while the page shows the data, and stops when no page does', async () => {
    const store = makeStore();
    store.dispatch(liveDataShown(HOME));
    await advance(0);
    expect(request).toHaveBeenCalledTimes(1);
    expect(liveDataSlice.selectors.selectLiveEntry(store.getState(), HOME.key)).toMatchObject({ status: 'ready', data: { games: [game(1.8)] } });
    await advance(5000);
    expect(request).toHaveBeenCalledTimes(2);
    // Two pages show it; the poller lives until the second one closes.
    store.dispatch(liveDataShown(HOME));
    store.dispatch(liveDataHidden({ key: HOME.key }));
    await advance(5000);
    expect(request).toHaveBeenCalledTimes(4);
    store.dispatch(liveDataHidden({ key: HOME.key }));
    await advance(20_000);
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('makes no request while the page is hidden and one at once when it shows again', async () => {
    const store = makeStore();
    store.dispatch(liveDataShown(HOME));
    await advance(0);
    setHidden(true);
    await advance(30_000);
    expect(request).toHaveBeenCalledTimes(1);
    setHidden(false);
    await advance(0);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('stops on a 404 and shows it; a failed refresh keeps the data on screen and retries', async () => {
    const store = makeStore();
    answers = [() => ({ games: [] }), () => Promise.reject(new ApiError('Server down', 503)), () => ({ games: [game(2)] })];
    store.dispatch(liveDataShown(HOME));
    await advance(5000);
    expect(liveDataSlice.selectors.selectLiveEntry(store.getState(), HOME.key)).toMatchObject({ status: 'ready', data: { games: [] }, error: { status: 503 } });
    await advance(70_000);
    expect(liveDataSlice.selectors.selectLiveEntry(store.getState(), HOME.key)).toMatchObject({ status: 'ready', data: { games: [game(2)] }, error: null });

    const missing: LiveRequest = { key: 'cricket/champ/999', path: '/cricket/champs/999', query: {}, intervalMs: 5000 };
    answers = [() => Promise.reject(new ApiError('No cricket championship 999', 404))];
    store.dispatch(liveDataShown(missing));
    await advance(60_000);
    expect(request.mock.calls.filter(([, path]) => path === missing.path)).toHaveLength(1);
    expect(liveDataSlice.selectors.selectLiveEntry(store.getState(), missing.key)).toMatchObject({ status: 'error', error: { status: 404 } });
  });

  it('tells the coupon the new price of a market it holds', async () => {
    provideSelectedMarketIds(() => ['700']);
    answers = [() => ({ live: [game(1.8)], upcoming: [] })];
    const store = makeStore();
    store.dispatch(liveDataShown(HOME));
    await advance(0);
    const update = actions.find((a) => oddsChanged.match(a)) as ReturnType<typeof oddsChanged> | undefined;
    expect(update?.payload).toEqual([{ marketId: '700', coef: 1.8, blocked: false, finished: false }]);
  });
});
