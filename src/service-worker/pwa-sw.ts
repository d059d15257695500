/**
 * The PWA's service worker (built on its own by esbuild.config.ts, served at /pwa-sw.js to sites
 * whose config says isPwa). The behaviour lives in strategy.ts; this binds it to the worker's events.
 */
import { activate, install, respond, type WorkerPorts, type WorkerState } from './strategy.ts';

// The DOM library has no worker scope types: only what this file uses.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}

const scope = self as unknown as WorkerScope;
const ports: WorkerPorts = { caches, fetch: (request) => fetch(request), origin: scope.location.origin };
const state: WorkerState = { precache: null };

scope.addEventListener('install', (event) => {
  // A new build takes over at once: its pages and its cache belong together.
  event.waitUntil(install(ports, state).then(() => scope.skipWaiting()));
});
scope.addEventListener('activate', (event) => {
  event.waitUntil(activate(ports, state).then(() => scope.clients.claim()));
});
scope.addEventListener('fetch', (event) => {
  const answer = respond(ports, state, event.request);
  if (answer) event.respondWith(answer);
});
