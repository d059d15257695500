// @vitest-environment jsdom
// The waiting side of a QR sign-in, run whole against a store with fake timers and the test server.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ApiError, signedIn } from '@plugin-api';
import { startTestServer, type TestServer } from '../../server/test-kit/index.ts';
import { qrLoginLeft, qrLoginSlice, qrLoginStarted, selectQrLogin } from './qr-slice.ts';
import { QR_POLL_MS, watchQrLogin } from './sagas/qr.saga.ts';
import { serverApi, type Instead, type ServerRequest } from './test-kit.tsx';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

let hidden = false;
let running: ServerRequest[] = [];
/** Moves the client's clock, then lets the calls it made reach the server and their answers come back. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  while (running.some((api) => api.busy())) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }
}

/** A signed-in player on another device answers the request this store shows. */
async function answer(t: ReturnType<typeof start>, approve: boolean): Promise<number> {
  const approver = await server.register();
  await approver.call('POST', '/user-pages/qr/approve', { body: { code: t.state().code, approve } });
  return approver.id;
}

function start(instead: Record<string, Instead> = {}) {
  const api = serverApi(server, instead);
  running.push(api);
  const seen: UnknownAction[] = [];
  const sagaMiddleware = createSagaMiddleware({ context: { services: { api: { request: api }, log: { warn: vi.fn(), error: vi.fn() } } } });
  const store = configureStore({
    reducer: { authQr: qrLoginSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(
        () => (next) => (action) => {
          seen.push(action as UnknownAction);
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  sagaMiddleware.run(watchQrLogin);
  return { store, api, seen, state: () => selectQrLogin(store.getState()) };
}

beforeEach(() => {
  // setImmediate stays real: the server's answers arrive on it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => {
  running = [];
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'hidden');
});

describe('QR sign-in, waiting side', () => {
  it('shows the code, polls until approved, then claims once and reports the sign-in', async () => {
    const t = start();
    t.store.dispatch(qrLoginStarted());
    await advance(0);
    const { id, code } = (await t.api.mock.results[0]!.value) as { id: string; code: string };
    expect(t.state()).toMatchObject({ phase: 'waiting', code });
    await advance(QR_POLL_MS);
    await advance(QR_POLL_MS);
    expect(t.api.mock.calls.filter(([m]) => m === 'GET')).toHaveLength(2);
    const approver = await answer(t, true);
    await advance(QR_POLL_MS);
    expect(t.state().phase).toBe('signed-in');
    expect(t.api.mock.calls.filter(([, p]) => p === `/user-pages/qr/${id}/claim`)).toHaveLength(1);
    expect(t.seen).toContainEqual(signedIn({ token: expect.any(String) as string, userId: approver, remember: false, via: 'login' }));
    await advance(QR_POLL_MS * 3);
    expect(t.api).toHaveBeenCalledTimes(5);
  });

  it('asks nothing while the page is hidden, and stops when the request is declined', async () => {
    const t = start();
    t.store.dispatch(qrLoginStarted());
    await advance(0);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(QR_POLL_MS * 5);
    expect(t.api.mock.calls.filter(([m]) => m === 'GET')).toHaveLength(0);
    await answer(t, false);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(0);
    expect(t.state().phase).toBe('declined');
    expect(t.seen.some((a) => a.type === signedIn.type)).toBe(false);
  });

  it('a request the server forgot ends as expired; leaving the page stops the poll', async () => {
    const t = start();
    t.store.dispatch(qrLoginStarted());
    await advance(0);
    // Hours later by the server's clock it has forgotten the request (a page left open on a sleeping phone).
    server.advance(3 * 60 * 60_000);
    await advance(QR_POLL_MS);
    await expect(t.api.mock.results.at(-1)!.value).rejects.toMatchObject({ status: 404 });
    expect(t.state().phase).toBe('expired');

    const u = start();
    u.store.dispatch(qrLoginStarted());
    await advance(QR_POLL_MS);
    u.store.dispatch(qrLoginLeft());
    const calls = u.api.mock.calls.length;
    await advance(QR_POLL_MS * 5);
    expect(u.api.mock.calls.length).toBe(calls);
  });

  it("a failed start shows the server's message", async () => {
    // The server's flood limit, which a test would need hundreds of calls to meet.
    const t = start({ 'POST /user-pages/qr': () => Promise.reject(new ApiError('Too many requests: wait a minute', 429)) });
    t.store.dispatch(qrLoginStarted());
    await advance(0);
    expect(t.state()).toMatchObject({ phase: 'failed', error: 'Too many requests: wait a minute' });
  });
});
