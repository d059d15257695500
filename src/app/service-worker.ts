/**
 * The service worker at start-up, loaded after the page has settled: a site whose config says
 * isPwa registers /pwa-sw.js (its shell and an offline page are then kept by the worker); any other
 * site unregisters every worker and deletes every cache, so nothing a previous build or another
 * config left behind can answer for the network. Failures are logged: no player is blocked by them.
 */
import type { Logger } from '../composer/services.ts';
import type { scriptUrlPolicy } from '../composer/trusted-types.ts';

export const WORKER_URL = '/pwa-sw.js';

export interface ServiceWorkerPorts {
  /** navigator.serviceWorker; absent where the browser has none (or not in a secure context). */
  container?: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'>;
  /** window.caches; absent outside a secure context. */
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

export type ServiceWorkerOutcome = 'registered' | 'cleared' | 'unsupported' | 'failed';

export async function syncServiceWorker(isPwa: boolean, ports: ServiceWorkerPorts, log: Pick<Logger, 'warn'>): Promise<ServiceWorkerOutcome> {
  try {
    if (isPwa) {
      if (!ports.container) return 'unsupported';
      await ports.container.register(WORKER_URL, { scope: '/' });
      return 'registered';
    }
    const registrations = (await ports.container?.getRegistrations()) ?? [];
    const cacheNames = (await ports.caches?.keys()) ?? [];
    await Promise.all([...registrations.map((r) => r.unregister()), ...cacheNames.map((name) => ports.caches!.delete(name))]);
    return 'cleared';
  } catch (error) {
    log.warn(isPwa ? 'service worker: registration failed' : 'service worker: clean-up failed', error);
    return 'failed';
  }
}

interface ConfigSource {
  getState(): { siteConfig: { config: { isPwa?: boolean } | null } };
  subscribe(listener: () => void): () => void;
}

/** Waits for the site config (a page rendered by the browser may not have it yet), then syncs once. */
export function startServiceWorker(store: ConfigSource, log: Pick<Logger, 'warn'>, ports: ServiceWorkerPorts): Promise<ServiceWorkerOutcome> {
  return new Promise((resolve) => {
    let done = false;
    const tryNow = () => {
      const config = store.getState().siteConfig.config;
      if (done || !config) return;
      done = true;
      unsubscribe();
      void syncServiceWorker(config.isPwa === true, ports, log).then(resolve);
    };
    const unsubscribe = store.subscribe(tryNow);
    tryNow();
  });
}

function trustedContainer(container: ServiceWorkerContainer, policy: typeof scriptUrlPolicy): NonNullable<ServiceWorkerPorts['container']> {
  // The page's CSP wants a TrustedScriptURL for the worker: this policy makes one for our worker file only.
  const workerScriptUrl = policy('service-worker', (url) => url.origin === location.origin && url.pathname === WORKER_URL && url.search === '');
  return {
    register: (url, options) => container.register(workerScriptUrl(String(url)), options),
    getRegistrations: () => container.getRegistrations(),
  };
}

/**
 * The browser's worker container and caches. The policy maker comes from the entry, which has it
 * already: importing it here would split it into a file of its own on every page (docs/decisions/0009).
 */
export function browserPorts(policy: typeof scriptUrlPolicy): ServiceWorkerPorts {
  return {
    ...('serviceWorker' in navigator ? { container: trustedContainer(navigator.serviceWorker, policy) } : {}),
    ...(typeof caches !== 'undefined' ? { caches } : {}),
  };
}
