/**
 * What the PWA's service worker does, written against small ports so a test runs it with fake
 * caches and a fake network (src/service-worker/pwa-sw.ts binds it to the worker's globals).
 *
 * - install: the server's precache list (the entry's hashed files and one offline page per
 *   language) is stored under a cache named after the build, so a new build never mixes with an old one;
 * - activate: every cache of an older build is deleted;
 * - /assets/*: cache first (hashed names never change content), stored as they are first fetched;
 * - a page navigation: the network; without one, the offline page in the address's language;
 * - anything else (the web API above all): not touched, so no answer is ever stale.
 */

export const PRECACHE_URL = '/pwa/precache.json';
export const CACHE_PREFIX = 'pwa-';

export interface Precache {
  /** Changes with every build. */
  version: string;
  /** Hashed files of the shell. */
  assets: string[];
  /** Offline page by language; the first is the site's default language. */
  offline: Record<string, string>;
}

export interface CachePort {
  match(request: Request | string): Promise<Response | undefined>;
  put(request: Request | string, response: Response): Promise<void>;
  addAll(requests: string[]): Promise<void>;
}

export interface CacheStoragePort {
  open(name: string): Promise<CachePort>;
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
}

export interface WorkerPorts {
  caches: CacheStoragePort;
  fetch(request: Request | string): Promise<Response>;
  origin: string;
}

export function cacheNameOf(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

function isPrecache(value: unknown): value is Precache {
  const v = value as Precache | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.version === 'string' &&
    Array.isArray(v.assets) &&
    v.assets.every((a) => typeof a === 'string') &&
    typeof v.offline === 'object' &&
    v.offline !== null &&
    Object.values(v.offline).every((u) => typeof u === 'string')
  );
}

/** The worker's state between events: the precache it installed (kept in memory and in its cache). */
export interface WorkerState {
  precache: Precache | null;
}

const STATE_KEY = '/pwa/precache.json';

/** Fills the build's cache; a failure fails the install, so a half-filled cache is never used. */
export async function install(ports: WorkerPorts, state: WorkerState): Promise<void> {
  const answer = await ports.fetch(PRECACHE_URL);
  if (!answer.ok) throw new Error(`precache list answered ${answer.status}`);
  const precache: unknown = await answer.json();
  if (!isPrecache(precache)) throw new Error('precache list is malformed');
  const cache = await ports.caches.open(cacheNameOf(precache.version));
  await cache.addAll([...precache.assets, ...Object.values(precache.offline)]);
  await cache.put(STATE_KEY, new Response(JSON.stringify(precache), { headers: { 'content-type': 'application/json' } }));
  state.precache = precache;
}

/** Deletes the caches of other builds (and any cache a clean-up missed that is not ours to keep). */
export async function activate(ports: WorkerPorts, state: WorkerState): Promise<void> {
  const keep = state.precache ? cacheNameOf(state.precache.version) : null;
  const names = await ports.caches.keys();
  await Promise.all(names.filter((name) => name !== keep).map((name) => ports.caches.delete(name)));
}

/** The installed precache, read back from the cache when the worker was restarted. */
async function precacheOf(ports: WorkerPorts, state: WorkerState): Promise<Precache | null> {
  if (state.precache) return state.precache;
  for (const name of await ports.caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX)) continue;
    const stored = await (await ports.caches.open(name)).match(STATE_KEY);
    const value: unknown = stored ? await stored.json() : null;
    if (isPrecache(value)) return (state.precache = value);
  }
  return null;
}

/** The offline page for a path: its first segment's language, else the site's default. */
export function offlinePageFor(precache: Precache, pathname: string): string | undefined {
  const lng = pathname.split('/')[1] ?? '';
  return precache.offline[lng] ?? Object.values(precache.offline)[0];
}

async function fromCacheFirst(ports: WorkerPorts, state: WorkerState, request: Request): Promise<Response> {
  const precache = await precacheOf(ports, state);
  const cache = precache ? await ports.caches.open(cacheNameOf(precache.version)) : null;
  const cached = await cache?.match(request);
  if (cached) return cached;
  const answer = await ports.fetch(request);
  // A copy for next time; the page gets the answer whether or not storing works.
  if (answer.ok && cache) await cache.put(request, answer.clone()).catch(() => undefined);
  return answer;
}

async function navigation(ports: WorkerPorts, state: WorkerState, request: Request): Promise<Response> {
  try {
    return await ports.fetch(request);
  } catch (error) {
    const precache = await precacheOf(ports, state);
    const page = precache ? offlinePageFor(precache, new URL(request.url).pathname) : undefined;
    const cached = page && precache ? await (await ports.caches.open(cacheNameOf(precache.version))).match(page) : undefined;
    if (cached) return cached;
    throw error;
  }
}

/** The answer for a request, or null to let the browser fetch it as if there were no worker. */
export function respond(ports: WorkerPorts, state: WorkerState, request: Request): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== ports.origin) return null;
  if (request.mode === 'navigate') return navigation(ports, state, request);
  if (url.pathname.startsWith('/assets/')) return fromCacheFirst(ports, state, request);
  return null;
}
