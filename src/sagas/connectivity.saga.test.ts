// @vitest-environment jsdom
/**
 * Connectivity run whole: the real store and root saga, a fake web API and identity port, the
 * browser's online/offline events faked on window. Offline, the core's pollers (the 60 s auth poll
 * here) make no call at all; back online they call at once, and reads that failed are asked again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../tests/helpers/store.ts';
import { TEST_MANIFESTS } from '../../tests/helpers/fixtures.ts';
import { fakeApi, fakeIdentity } from '../../tests/helpers/identity.ts';
import { ApiError } from '../api/index.ts';
import { selectIsOnline } from '../state/connectivity.slice.ts';
import { remoteDataRequested, selectRemoteEntry } from '../state/remote-data.slice.ts';
import { AUTH_POLL_MS } from './auth-poll.saga.ts';

let online = true;
function setOnline(value: boolean): void {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window.navigator, 'onLine');
});

const waitFor = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 5 });

function signedInApp() {
  const api = fakeApi()
    .on('GET', '/session/check', () => ({ user_id: 1001 }))
    .on('GET', '/user/config', () => ({ user_id: 1001, user_name: 'demo', user_msg_count: 0 }))
    .on('GET', '/user/accounts', () => ({ accounts: [] }))
    .on('GET', '/news', () => {
      if (!online) throw new ApiError('Failed to fetch', 0, 'network_error');
      return { items: ['fresh'] };
    });
  const app = createTestApp({ manifests: TEST_MANIFESTS, request: api.request, identity: fakeIdentity({ token: 'T0' }) });
  app.go('/en/');
  return { app, api };
}

describe('connectivity', () => {
  it('follows the browser: a page opened offline starts offline, and each event flips the state once', async () => {
    online = false;
    const app = createTestApp({ run: true });
    await waitFor(() => expect(selectIsOnline(app.state())).toBe(false));
    setOnline(true);
    await waitFor(() => expect(selectIsOnline(app.state())).toBe(true));
    setOnline(false);
    await waitFor(() => expect(selectIsOnline(app.state())).toBe(false));
  });

  it('offline, the auth poll and every other caller stay silent; back online the poll calls at once', async () => {
    const { app, api } = signedInApp();
    await waitFor(() => expect(app.state().user.isAuthenticated).toBe(true));
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS);
    const polled = api.count('GET', '/user/config');
    expect(polled).toBeGreaterThanOrEqual(2);

    setOnline(false);
    await vi.advanceTimersByTimeAsync(0);
    const callsWhenLost = api.calls.length;
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS * 5);
    expect(api.calls.slice(callsWhenLost).map((c) => `${c.method} ${c.path}`)).toEqual([]);

    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(() => expect(api.count('GET', '/user/config')).toBe(polled + 1));
    // Back to the normal rhythm: the next poll a whole interval later, not a burst.
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS - 1000);
    expect(api.count('GET', '/user/config')).toBe(polled + 1);
  });

  it('offline, a page\'s read waits (loading, no call) and goes out once the network is back', async () => {
    const { app, api } = signedInApp();
    await waitFor(() => expect(app.state().user.isAuthenticated).toBe(true));
    setOnline(false);
    await vi.advanceTimersByTimeAsync(0);
    app.store.dispatch(remoteDataRequested({ key: 'test/later', path: '/news' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(selectRemoteEntry(app.state(), 'test/later')?.status).toBe('loading');
    expect(api.count('GET', '/news')).toBe(0);

    setOnline(true);
    await waitFor(() => expect(selectRemoteEntry(app.state(), 'test/later')).toMatchObject({ status: 'ready', data: { items: ['fresh'] } }));
    expect(api.count('GET', '/news')).toBe(1);
  });

  it('back online, a read that failed is asked again and shows the answer; a read that answered is left alone', async () => {
    const { app, api } = signedInApp();
    app.store.dispatch(remoteDataRequested({ key: 'test/ok', path: '/news', query: { ok: 1 } }));
    await waitFor(() => expect(selectRemoteEntry(app.state(), 'test/ok')?.status).toBe('ready'));
    // The network goes while the read is on its way: the browser says so only after the call failed.
    online = false;
    app.store.dispatch(remoteDataRequested({ key: 'test/news', path: '/news' }));
    await waitFor(() => expect(selectRemoteEntry(app.state(), 'test/news')?.status).toBe('error'));
    setOnline(false);
    await vi.advanceTimersByTimeAsync(0);
    const asked = api.count('GET', '/news');

    setOnline(true);
    await waitFor(() => expect(selectRemoteEntry(app.state(), 'test/news')).toMatchObject({ status: 'ready', data: { items: ['fresh'] }, error: null }));
    expect(api.count('GET', '/news')).toBe(asked + 1);
  });
});
