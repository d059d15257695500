import { describe, expect, it, vi } from 'vitest';
import { startServiceWorker, syncServiceWorker, type ServiceWorkerPorts } from './service-worker.ts';

function ports(registrations = 2, cacheNames = ['pwa-old', 'other']) {
  const unregister = vi.fn(async () => true);
  const container = {
    register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
    getRegistrations: vi.fn(async () => Array.from({ length: registrations }, () => ({ unregister }) as unknown as ServiceWorkerRegistration)),
  };
  const caches = { keys: vi.fn(async () => cacheNames), delete: vi.fn(async () => true) };
  return { container, caches, unregister, ports: { container, caches } as ServiceWorkerPorts };
}
const log = () => ({ warn: vi.fn() });

describe('service worker at start-up', () => {
  it('registers the worker for the whole site when the config is a PWA, clearing nothing', async () => {
    const p = ports();
    expect(await syncServiceWorker(true, p.ports, log())).toBe('registered');
    expect(p.container.register).toHaveBeenCalledWith('/pwa-sw.js', { scope: '/' });
    expect(p.unregister).not.toHaveBeenCalled();
    expect(p.caches.delete).not.toHaveBeenCalled();
  });

  it('otherwise unregisters every worker and deletes every cache', async () => {
    const p = ports(2, ['pwa-old', 'other']);
    expect(await syncServiceWorker(false, p.ports, log())).toBe('cleared');
    expect(p.unregister).toHaveBeenCalledTimes(2);
    expect(p.caches.delete.mock.calls).toEqual([['pwa-old'], ['other']]);
    expect(p.container.register).not.toHaveBeenCalled();
  });

  it('logs a failure and goes on; a browser without workers is left alone', async () => {
    const p = ports();
    p.container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const l = log();
    expect(await syncServiceWorker(true, p.ports, l)).toBe('failed');
    expect(l.warn).toHaveBeenCalledWith('service worker: registration failed', expect.any(Error));
    expect(await syncServiceWorker(true, {}, l)).toBe('unsupported');
    expect(await syncServiceWorker(false, {}, l)).toBe('cleared');
  });

  it('waits for the site config before deciding', async () => {
    let config: { isPwa?: boolean } | null = null;
    const listeners: (() => void)[] = [];
    const store = { getState: () => ({ siteConfig: { config } }), subscribe: (l: () => void) => (listeners.push(l), () => listeners.splice(listeners.indexOf(l), 1)) };
    const p = ports();
    const outcome = startServiceWorker(store, log(), p.ports);
    await Promise.resolve();
    expect(p.container.register).not.toHaveBeenCalled();
    config = { isPwa: true };
    for (const l of [...listeners]) l();
    expect(await outcome).toBe('registered');
    expect(listeners).toEqual([]);
  });
});
