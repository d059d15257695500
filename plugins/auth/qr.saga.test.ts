// @vitest-environment jsdom
// The waiting side of a QR sign-in, run whole against a store with fake timers and a fake API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ApiError, signedIn } from '@plugin-api';
import { qrLoginLeft, qrLoginSlice, qrLoginStarted, selectQrLogin } from './qr-slice.ts';
import { QR_POLL_MS, watchQrLogin } from './sagas/qr.saga.ts';

type Request = (method: string, path: string) => Promise<unknown>;

let hidden = false;
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const session = (status: string) => ({ id: 'req-1', code: 'ABCD2345', status, expires_at: Date.now() + 180_000 });

function start(request: Request) {
  const api = vi.fn<Request>(request);
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
  vi.useFakeTimers();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'hidden');
});

describe('QR sign-in, waiting side', () => {
  it('shows the code, polls until approved, then claims once and reports the sign-in', async () => {
    let status = 'waiting';
    const t = start(async (method, path) => {
      if (method === 'POST' && path === '/user-pages/qr') return session('waiting');
      if (method === 'GET') return session(status);
      return { success: true, data: { token: 'aaa.bbb.ccc', user_id: 1001 } };
    });
    t.store.dispatch(qrLoginStarted());
    await advance(0);
    expect(t.state()).toMatchObject({ phase: 'waiting', code: 'ABCD2345' });
    await advance(QR_POLL_MS);
    await advance(QR_POLL_MS);
    expect(t.api.mock.calls.filter(([m]) => m === 'GET')).toHaveLength(2);
    status = 'approved';
    await advance(QR_POLL_MS);
    expect(t.state().phase).toBe('signed-in');
    expect(t.api.mock.calls.filter(([, p]) => p === '/user-pages/qr/req-1/claim')).toHaveLength(1);
    expect(t.seen).toContainEqual(signedIn({ token: 'aaa.bbb.ccc', userId: 1001, remember: false, via: 'login' }));
    await advance(QR_POLL_MS * 3);
    expect(t.api).toHaveBeenCalledTimes(5);
  });

  it('asks nothing while the page is hidden, and stops when the request is declined', async () => {
    let status = 'waiting';
    const t = start(async (method) => (method === 'POST' ? session('waiting') : session(status)));
    t.store.dispatch(qrLoginStarted());
    await advance(0);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(QR_POLL_MS * 5);
    expect(t.api.mock.calls.filter(([m]) => m === 'GET')).toHaveLength(0);
    status = 'declined';
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(0);
    expect(t.state().phase).toBe('declined');
    expect(t.seen.some((a) => a.type === signedIn.type)).toBe(false);
  });

  it('a request the server forgot ends as expired; leaving the page stops the poll', async () => {
    const t = start(async (method) => {
      if (method === 'POST') return session('waiting');
      throw new ApiError('No QR sign-in has this id: start again', 404);
    });
    t.store.dispatch(qrLoginStarted());
    await advance(QR_POLL_MS);
    expect(t.state().phase).toBe('expired');

    const u = start(async (method) => (method === 'POST' ? session('waiting') : session('waiting')));
    u.store.dispatch(qrLoginStarted());
    await advance(QR_POLL_MS);
    u.store.dispatch(qrLoginLeft());
    const calls = u.api.mock.calls.length;
    await advance(QR_POLL_MS * 5);
    expect(u.api.mock.calls.length).toBe(calls);
  });

  it("a failed start shows the server's message", async () => {
    const t = start(async () => {
      throw new ApiError('Too many requests: wait a minute', 429);
    });
    t.store.dispatch(qrLoginStarted());
    await advance(0);
    expect(t.state()).toMatchObject({ phase: 'failed', error: 'Too many requests: wait a minute' });
  });
});
