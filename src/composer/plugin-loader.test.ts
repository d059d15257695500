import { describe, it, expect, vi } from 'vitest';
import { createPluginLoader, extensionNameOf, pluginIdOf } from './plugin-loader.ts';
import { isComposerError } from './errors.ts';
import { definePlugin } from '../plugin-api/define-plugin.ts';
import { PAGES_MANIFEST, PAGES_PLUGIN, deferred, fakeSource } from '../../tests/helpers/fixtures.ts';

const recorder = () => {
  const events: string[] = [];
  return {
    events,
    handlers: {
      started: vi.fn((id: string) => void events.push(`started ${id}`)),
      loaded: vi.fn((id: string) => void events.push(`loaded ${id}`)),
      failed: vi.fn((id: string) => void events.push(`failed ${id}`)),
    },
  };
};

describe('plugin loader', () => {
  it('splits extension ids into plugin id and name', () => {
    expect(pluginIdOf('coupon/quick-panel')).toBe('coupon');
    expect(extensionNameOf('coupon/quick-panel')).toBe('quick-panel');
    expect(pluginIdOf('coupon')).toBe('coupon');
  });

  it('knows the extensions its manifests declare, without loading anything', () => {
    const source = fakeSource(PAGES_MANIFEST, PAGES_PLUGIN);
    const loader = createPluginLoader([source]);
    expect(loader.hasExtension('pages/home')).toBe(true);
    expect(loader.hasExtension('pages/nope')).toBe(false);
    expect(loader.hasExtension('ghost/page')).toBe(false);
    expect(loader.manifests.get('pages')).toBe(PAGES_MANIFEST);
    expect(source.load).not.toHaveBeenCalled();
    expect(loader.peek('pages')).toBeUndefined();
  });

  it('forgets a failed load: the next call fetches again with the next attempt number', async () => {
    const source = fakeSource(PAGES_MANIFEST, PAGES_PLUGIN, { failTimes: 2 });
    const loader = createPluginLoader([source]);
    const first = loader.load('pages');
    await expect(first).rejects.toSatisfy((e) => isComposerError(e, 'EXTENSION_LOAD'));
    await expect(first).rejects.toThrow('Plugin "pages" failed to load');
    await expect(first).rejects.toHaveProperty('cause.message', 'chunk of pages failed (attempt 0)');
    const second = loader.load('pages');
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
    await expect(loader.load('pages')).resolves.toBe(PAGES_PLUGIN);
    expect(source.load.mock.calls).toEqual([[0], [1], [2]]);
  });

  it('shares one in-flight load between concurrent callers', async () => {
    const gate = deferred<void>();
    const source = fakeSource(PAGES_MANIFEST, PAGES_PLUGIN, { gate: () => gate.promise });
    const loader = createPluginLoader([source]);
    const a = loader.load('pages');
    const b = loader.load('pages');
    const c = loader.loadExtension('pages/home');
    expect(b).toBe(a);
    expect(source.load).toHaveBeenCalledTimes(1);
    gate.resolve();
    await expect(a).resolves.toBe(PAGES_PLUGIN);
    await expect(c).resolves.toBe(PAGES_PLUGIN.extensions.home);
    // Once loaded, it is served from memory.
    expect(loader.peek('pages')).toBe(PAGES_PLUGIN);
    await loader.load('pages');
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('reports started, loaded and failed events', async () => {
    const { events, handlers } = recorder();
    const loader = createPluginLoader([fakeSource(PAGES_MANIFEST, PAGES_PLUGIN, { failTimes: 1 })], handlers);
    await loader.load('pages').catch(() => {});
    await loader.load('pages');
    await loader.load('pages');
    expect(events).toEqual(['started pages', 'failed pages', 'started pages', 'loaded pages']);
    expect(handlers.loaded).toHaveBeenCalledWith('pages', PAGES_PLUGIN);
    expect(handlers.failed).toHaveBeenCalledWith('pages', expect.objectContaining({ message: 'chunk of pages failed (attempt 0)' }));
  });

  it('rejects a module whose default export has another id, and does not install it', async () => {
    const { events, handlers } = recorder();
    const impostor = definePlugin({ id: 'not-pages', extensions: {} });
    const loader = createPluginLoader([fakeSource(PAGES_MANIFEST, impostor)], handlers);
    await expect(loader.load('pages')).rejects.toThrow('Plugin "pages" must export definePlugin({ id: "pages" }) as default');
    await expect(loader.load('pages')).rejects.toSatisfy((e) => isComposerError(e, 'EXTENSION_LOAD'));
    expect(loader.peek('pages')).toBeUndefined();
    expect(events).not.toContain('loaded pages');
  });

  it('rejects a module without a default export', async () => {
    const source = fakeSource(PAGES_MANIFEST, PAGES_PLUGIN);
    source.load.mockResolvedValueOnce({} as never);
    await expect(createPluginLoader([source]).load('pages')).rejects.toThrow('must export definePlugin');
  });

  it('rejects an unknown plugin without fetching anything', async () => {
    const source = fakeSource(PAGES_MANIFEST, PAGES_PLUGIN);
    const loader = createPluginLoader([source]);
    await expect(loader.load('ghost')).rejects.toSatisfy((e) => isComposerError(e, 'EXTENSION_UNKNOWN'));
    expect(source.load).not.toHaveBeenCalled();
  });

  it('rejects an extension the loaded plugin does not register', async () => {
    const loader = createPluginLoader([fakeSource(PAGES_MANIFEST, PAGES_PLUGIN)]);
    await expect(loader.loadExtension('pages/nope')).rejects.toThrow('Plugin "pages" does not register "pages/nope"');
  });
});
