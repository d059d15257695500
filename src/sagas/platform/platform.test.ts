import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store.ts';
import type { AppServices, ApiRequestOptions, HttpMethod } from '../../composer/services.ts';
import { ApiError } from '../../api/errors.ts';
import { blocksLoaded } from '../../state/blocks.slice.ts';
import { navigationCommitted, type CommittedPage } from '../../state/navigation.slice.ts';
import { authStatusChanged, userLoggedOut } from '../../state/user.slice.ts';
import { platformSaga } from './index.ts';
import { applicableRedirect } from './redirect-light.ts';
import { freshForMs, loadConfigGroups } from './config-groups.ts';
import { createSlice } from '@reduxjs/toolkit';
import { createPlatformKit } from '../../app/platform-kit.ts';
import { createPlatformSlice, selectAvailablePartitions } from './platform.slice.ts';

// The kit the app gives the platform sagas; the actions anyone dispatches to them.
const kit = createPlatformKit();
const { configGroupsRequested } = createPlatformSlice(createSlice).actions;

type Handler = (method: HttpMethod, path: string, options: ApiRequestOptions) => unknown;

function page(pathname: string, search = ''): CommittedPage {
  return { location: { pathname, search, hash: '' }, lng: 'en', routeId: null, params: {}, status: 200, failedDictionaries: [] };
}

/** The real store with fake services; `answer` plays the web API. */
function harness(answer: Handler) {
  const request = vi.fn(async (method: HttpMethod, path: string, options: ApiRequestOptions = {}) => answer(method, path, options));
  const navigate = vi.fn();
  const log = { warn: vi.fn(), error: vi.fn() };
  const services = { api: { request }, navigate, log, i18n: { language: 'en' } } as unknown as AppServices;
  const app = createAppStore(services);
  const calls = (path: string) => request.mock.calls.filter((c) => c[1] === path);
  return { app, store: app.store, request, navigate, log, calls };
}

const COMPLETE = { redirect: true, code: 301, url: '/en/live-casino', reasons: ['renamed'], breadcrumbs: [{ title: 'Live casino', url: '/en/live-casino' }] };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('redirect-light', () => {
  it('applies only a complete answer that leads to a path of this site', () => {
    expect(applicableRedirect(COMPLETE as never)).toMatchObject({ url: '/en/live-casino' });
    for (const missing of ['code', 'url', 'reasons', 'breadcrumbs']) {
      const partial: Record<string, unknown> = { ...COMPLETE };
      delete partial[missing];
      expect(applicableRedirect(partial as never), missing).toBeNull();
    }
    expect(applicableRedirect({ ...COMPLETE, url: '//evil.example/' } as never)).toBeNull();
    expect(applicableRedirect({ ...COMPLETE, url: 'https://evil.example/' } as never)).toBeNull();
    expect(applicableRedirect({ redirect: false })).toBeNull();
  });

  it('asks about the landing address and replaces it with the new one', async () => {
    const h = harness((_m, path) => (path === '/redirect-light' ? COMPLETE : path === '/list-available-partitions' ? { listAvailablePartitions: [], success: true } : undefined));
    h.store.dispatch(navigationCommitted(page('/en/livecasino', '?btag=a1')));
    h.app.runSaga(platformSaga, kit);
    await vi.waitFor(() => expect(h.navigate).toHaveBeenCalledWith('/en/live-casino', { replace: true }));
    expect(h.calls('/redirect-light')[0]![2]).toEqual({ body: { url: '/en/livecasino?btag=a1' } });
  });

  it('leaves the player where they went meanwhile, and ignores a redirect to the same address', async () => {
    let release: (value: unknown) => void = () => {};
    const h = harness((_m, path) => (path === '/redirect-light' ? new Promise((resolve) => (release = resolve)) : { listAvailablePartitions: [], success: true }));
    h.store.dispatch(navigationCommitted(page('/en/livecasino')));
    h.app.runSaga(platformSaga, kit);
    await vi.waitFor(() => expect(h.calls('/redirect-light')).toHaveLength(1));
    h.store.dispatch(navigationCommitted(page('/en/line')));
    release(COMPLETE);
    await vi.advanceTimersByTimeAsync(10);
    expect(h.navigate).not.toHaveBeenCalled();

    const self = harness(() => ({ ...COMPLETE, url: '/en/slots' }));
    self.store.dispatch(navigationCommitted(page('/en/slots')));
    self.app.runSaga(platformSaga, kit);
    await vi.waitFor(() => expect(self.log.warn).toHaveBeenCalledWith(expect.stringContaining('redirects to itself')));
    expect(self.navigate).not.toHaveBeenCalled();
  });

  it('retries a failed check twice, a second apart, then gives up without moving the player', async () => {
    const h = harness((_m, path) => {
      if (path === '/redirect-light') throw new ApiError('Failed to fetch', 0);
      return { listAvailablePartitions: [], success: true };
    });
    h.store.dispatch(navigationCommitted(page('/en/livecasino')));
    h.app.runSaga(platformSaga, kit);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls('/redirect-light')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.calls('/redirect-light')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.calls('/redirect-light')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.calls('/redirect-light')).toHaveLength(3);
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.log.warn).toHaveBeenCalledWith('redirect check failed; the address stays', expect.any(ApiError));
  });
});

describe('blocks v2 at sign-in changes', () => {
  it('posts auth and url when the player signs in or out, and navigates again when the block changes', async () => {
    let reason = 0;
    const h = harness((_m, path) => (path === '/blocks/v2' ? { displayTypeId: reason, templateTypeId: 0 } : { redirect: false }));
    h.store.dispatch(blocksLoaded({ displayTypeId: 0, templateTypeId: 0 }));
    h.store.dispatch(navigationCommitted(page('/en/line')));
    h.app.runSaga(platformSaga, kit);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls('/blocks/v2')).toEqual([]);

    const requested: unknown[] = [];
    h.store.subscribe(() => requested.push(h.store.getState().navigation.pending));
    reason = 16;
    h.store.dispatch(authStatusChanged({ isAuthenticated: true }));
    await vi.waitFor(() => expect(h.store.getState().blocks.displayTypeId).toBe(16));
    expect(h.calls('/blocks/v2')[0]![2]).toEqual({ body: { auth: true, url: '/en/line' } });
    expect(requested).toContainEqual({ pathname: '/en/line', search: '', hash: '' });

    // The same status again asks nothing; signing out asks with auth false.
    h.store.dispatch(authStatusChanged({ isAuthenticated: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls('/blocks/v2')).toHaveLength(1);
    reason = 0;
    h.store.dispatch(userLoggedOut());
    await vi.waitFor(() => expect(h.calls('/blocks/v2')).toHaveLength(2));
    expect(h.calls('/blocks/v2')[1]![2]).toEqual({ body: { auth: false, url: '/en/line' } });
    await vi.waitFor(() => expect(h.store.getState().blocks.displayTypeId).toBe(0));
  });

  it("asks once at start when a player is already signed in (the first answer was a guest's) and lets them through", async () => {
    const h = harness((_m, path) => (path === '/blocks/v2' ? { displayTypeId: 0, templateTypeId: 0 } : { redirect: false }));
    h.store.dispatch(blocksLoaded({ displayTypeId: 8, templateTypeId: 0 }));
    h.store.dispatch(navigationCommitted(page('/en/coming-soon')));
    h.store.dispatch(authStatusChanged({ isAuthenticated: true }));
    h.app.runSaga(platformSaga, kit);
    await vi.waitFor(() => expect(h.store.getState().blocks.displayTypeId).toBe(0));
    expect(h.calls('/blocks/v2')).toEqual([['POST', '/blocks/v2', { body: { auth: true, url: '/en/coming-soon' } }]]);
  });
});

describe('available partitions', () => {
  it('are asked of the third-party API once and kept', async () => {
    const h = harness((_m, path) => (path === '/list-available-partitions' ? { listAvailablePartitions: ['slots', 'toto'], success: true } : { redirect: false }));
    h.app.runSaga(platformSaga, kit);
    await vi.waitFor(() => expect(selectAvailablePartitions(h.store.getState() as never)).toEqual(['slots', 'toto']));
    expect(h.calls('/list-available-partitions')).toEqual([['GET', '/list-available-partitions', { basePath: '/third-party/api' }]]);
  });

  it('stay unknown when the service answers without success', async () => {
    const h = harness((_m, path) => (path === '/list-available-partitions' ? { listAvailablePartitions: [], success: false } : { redirect: false }));
    h.app.runSaga(platformSaga, kit);
    await vi.waitFor(() => expect(h.log.warn).toHaveBeenCalledWith('available partitions: the service answered without success'));
    expect(selectAvailablePartitions(h.store.getState() as never)).toBeNull();
  });
});

describe('config groups cache', () => {
  it('keeps a group fresh for 600 to 900 seconds', () => {
    expect(freshForMs(0)).toBe(600_000);
    expect(freshForMs(0.999999)).toBe(900_000);
    expect(freshForMs(0.5)).toBeGreaterThan(600_000);
  });

  it('answers from the cache while fresh and asks again (only for the stale groups) once it is not', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0); // fresh for exactly 600 s
    const h = harness((_m, path, options) => {
      if (path !== '/config-groups') return { redirect: false };
      const names = String(options.query?.groups).split(',');
      return { groups: Object.fromEntries(names.map((n) => [n, { name: n }])) };
    });
    h.app.runSaga(platformSaga, kit);
    const first = h.app.runSaga(loadConfigGroups, kit, createPlatformSlice(createSlice).actions, ['app', 'polling']);
    await vi.advanceTimersByTimeAsync(0);
    expect(await first.toPromise()).toEqual({ app: { name: 'app' }, polling: { name: 'polling' } });
    expect(h.calls('/config-groups')).toHaveLength(1);
    expect(h.calls('/config-groups')[0]![2]).toEqual({ query: { groups: 'app,polling', lang: 'en' } });

    await vi.advanceTimersByTimeAsync(599_000);
    h.store.dispatch(configGroupsRequested({ groups: ['app'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls('/config-groups')).toHaveLength(1);

    h.store.dispatch(configGroupsRequested({ groups: ['betting'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls('/config-groups')[1]![2]).toEqual({ query: { groups: 'betting', lang: 'en' } });

    await vi.advanceTimersByTimeAsync(1_000);
    h.store.dispatch(configGroupsRequested({ groups: ['app', 'betting'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls('/config-groups')[2]![2]).toEqual({ query: { groups: 'app', lang: 'en' } });
    vi.mocked(Math.random).mockRestore();
  });
});
