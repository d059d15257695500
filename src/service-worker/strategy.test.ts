import { describe, expect, it } from 'vitest';
import { activate, cacheNameOf, install, respond, type CachePort, type CacheStoragePort, type Precache, type WorkerPorts, type WorkerState } from './strategy.ts';

const ORIGIN = 'https://pwa.example';
const PRECACHE: Precache = {
  version: 'v2',
  assets: ['/assets/app-A.js', '/assets/app-A.css'],
  offline: { en: '/pwa/offline/en', ru: '/pwa/offline/ru' },
};

const keyOf = (request: Request | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;

function fakeCaches(): CacheStoragePort & { stores: Map<string, Map<string, string>> } {
  const stores = new Map<string, Map<string, string>>();
  const cacheOf = (store: Map<string, string>): CachePort => ({
    match: async (request) => {
      const body = store.get(keyOf(request));
      return body === undefined ? undefined : new Response(body);
    },
    put: async (request, response) => void store.set(keyOf(request), await response.text()),
    addAll: async (urls) => {
      for (const url of urls) store.set(url, `network copy of ${url}`);
    },
  });
  return {
    stores,
    open: async (name) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    keys: async () => [...stores.keys()],
    delete: async (name) => stores.delete(name),
  };
}

function worker(online: { value: boolean }) {
  const caches = fakeCaches();
  const fetched: string[] = [];
  const ports: WorkerPorts = {
    caches,
    origin: ORIGIN,
    fetch: async (request) => {
      const path = keyOf(request);
      fetched.push(path);
      if (!online.value) throw new TypeError('Failed to fetch');
      if (path === '/pwa/precache.json') return Response.json(PRECACHE);
      return new Response(`fresh ${path}`);
    },
  };
  const state: WorkerState = { precache: null };
  return { caches, fetched, ports, state };
}

const get = (path: string, mode: RequestMode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode }) as Request;

describe('the PWA service worker', () => {
  it('installs the shell files and the offline pages under the build cache, and activation drops older builds', async () => {
    const online = { value: true };
    const w = worker(online);
    await (await w.caches.open('pwa-v1')).put('/assets/app-OLD.js', new Response('old'));
    await (await w.caches.open('some-other-cache')).put('/x', new Response('x'));
    await install(w.ports, w.state);
    expect([...w.caches.stores.get(cacheNameOf('v2'))!.keys()]).toEqual(expect.arrayContaining([...PRECACHE.assets, '/pwa/offline/en', '/pwa/offline/ru']));
    await activate(w.ports, w.state);
    expect([...w.caches.stores.keys()]).toEqual([cacheNameOf('v2')]);
  });

  it('fails the install when the precache list is missing, so no half-filled cache is used', async () => {
    const w = worker({ value: true });
    w.ports.fetch = async () => new Response('nope', { status: 503 });
    await expect(install(w.ports, w.state)).rejects.toThrow('503');
  });

  it('answers hashed assets from the cache, fetching and keeping the ones not cached yet', async () => {
    const online = { value: true };
    const w = worker(online);
    await install(w.ports, w.state);
    w.fetched.length = 0;
    expect(await (await respond(w.ports, w.state, get('/assets/app-A.js')))!.text()).toBe('network copy of /assets/app-A.js');
    expect(await (await respond(w.ports, w.state, get('/assets/plugins/casino-B.js')))!.text()).toBe('fresh /assets/plugins/casino-B.js');
    expect(w.fetched).toEqual(['/assets/plugins/casino-B.js']);
    online.value = false;
    expect(await (await respond(w.ports, w.state, get('/assets/plugins/casino-B.js')))!.text()).toBe('fresh /assets/plugins/casino-B.js');
  });

  it('takes pages from the network and, offline, shows the offline page in the address language (the default otherwise)', async () => {
    const online = { value: true };
    const w = worker(online);
    await install(w.ports, w.state);
    expect(await (await respond(w.ports, w.state, get('/ru/live', 'navigate')))!.text()).toBe('fresh /ru/live');
    online.value = false;
    expect(await (await respond(w.ports, w.state, get('/ru/live', 'navigate')))!.text()).toBe('network copy of /pwa/offline/ru');
    expect(await (await respond(w.ports, w.state, get('/xx/unknown', 'navigate')))!.text()).toBe('network copy of /pwa/offline/en');
  });

  it('finds its precache again after the browser restarted the worker (state lost)', async () => {
    const online = { value: true };
    const w = worker(online);
    await install(w.ports, w.state);
    online.value = false;
    const restarted: WorkerState = { precache: null };
    expect(await (await respond(w.ports, restarted, get('/en/', 'navigate')))!.text()).toBe('network copy of /pwa/offline/en');
  });

  it('leaves the web API, other methods and other origins to the browser', async () => {
    const w = worker({ value: true });
    expect(respond(w.ports, w.state, get('/web-api/session'))).toBeNull();
    expect(respond(w.ports, w.state, { ...get('/assets/app-A.js'), method: 'POST' } as Request)).toBeNull();
    expect(respond(w.ports, w.state, { method: 'GET', url: 'https://cdn.example/assets/x.js', mode: 'cors' } as Request)).toBeNull();
  });
});
