/**
 * Loads plugins on demand and hands out their extensions. A load that fails is forgotten at once,
 * so the next attempt really fetches again (with a new attempt number the browser sees a new
 * module URL; a rejected import() promise is never reused). Load events feed the remote-app load states
 * (src/state/remote-apps.slice.ts).
 */
import type { PluginRuntimeManifest } from './plugin-registry.ts';
import { ComposerError } from './errors.ts';
import { isLazyExtension, type ExtensionModule, type PluginDefinition } from '../plugin-api/define-plugin.ts';

export interface PluginSource {
  readonly manifest: PluginRuntimeManifest;
  /** Fetches the plugin's module; `attempt` > 0 must bypass any cached failure. */
  load(attempt: number): Promise<{ default: PluginDefinition }>;
  /** Fetches the module of a lazy extension (`extensions/<name>.tsx`); `attempt` as for load. */
  loadLazyExtension?(name: string, attempt: number): Promise<ExtensionModule>;
}

export interface PluginLoadEvents {
  started(pluginId: string): void;
  loaded(pluginId: string, definition: PluginDefinition): void;
  failed(pluginId: string, error: unknown): void;
  /** A lazy extension's module arrived: its slices and sagas are installed like the plugin's. */
  extensionLoaded(pluginId: string, module: ExtensionModule): void;
}

export interface PluginLoader {
  readonly manifests: ReadonlyMap<string, PluginRuntimeManifest>;
  hasExtension(extensionId: string): boolean;
  load(pluginId: string): Promise<PluginDefinition>;
  /** The loaded definition, if any, without starting a load. */
  peek(pluginId: string): PluginDefinition | undefined;
  loadExtension<T = unknown>(extensionId: string): Promise<T>;
  /** The extension if its code is already here (so it renders without a loading step), else undefined. */
  peekExtension<T = unknown>(extensionId: string): T | undefined;
}

export function pluginIdOf(extensionId: string): string {
  const slash = extensionId.indexOf('/');
  return slash === -1 ? extensionId : extensionId.slice(0, slash);
}

export function extensionNameOf(extensionId: string): string {
  return extensionId.slice(extensionId.indexOf('/') + 1);
}

export function createPluginLoader(sources: readonly PluginSource[], events?: Partial<PluginLoadEvents>): PluginLoader {
  const byId = new Map(sources.map((s) => [s.manifest.id, s]));
  const manifests = new Map(sources.map((s) => [s.manifest.id, s.manifest]));
  const inFlight = new Map<string, Promise<PluginDefinition>>();
  const loaded = new Map<string, PluginDefinition>();
  const attempts = new Map<string, number>();

  const load = (pluginId: string): Promise<PluginDefinition> => {
    const done = loaded.get(pluginId);
    if (done) return Promise.resolve(done);
    const pending = inFlight.get(pluginId);
    if (pending) return pending;
    const source = byId.get(pluginId);
    if (!source) return Promise.reject(new ComposerError('EXTENSION_UNKNOWN', `No plugin "${pluginId}" in the registry`));
    const attempt = attempts.get(pluginId) ?? 0;
    attempts.set(pluginId, attempt + 1);
    events?.started?.(pluginId);
    const promise = source.load(attempt).then(
      (module) => {
        inFlight.delete(pluginId);
        const definition = module.default;
        if (!definition || definition.id !== pluginId) {
          const error = new ComposerError('EXTENSION_LOAD', `Plugin "${pluginId}" must export definePlugin({ id: "${pluginId}" }) as default`);
          events?.failed?.(pluginId, error);
          throw error;
        }
        loaded.set(pluginId, definition);
        events?.loaded?.(pluginId, definition);
        return definition;
      },
      (error: unknown) => {
        inFlight.delete(pluginId);
        events?.failed?.(pluginId, error);
        throw new ComposerError('EXTENSION_LOAD', `Plugin "${pluginId}" failed to load`, { cause: error });
      },
    );
    inFlight.set(pluginId, promise);
    return promise;
  };

  // Lazy extensions follow the same rule as plugins: a failed load is forgotten at once.
  const lazyLoaded = new Map<string, unknown>();
  const lazyInFlight = new Map<string, Promise<unknown>>();

  const loadLazy = (pluginId: string, extensionId: string): Promise<unknown> => {
    const pending = lazyInFlight.get(extensionId);
    if (pending) return pending;
    const source = byId.get(pluginId);
    if (!source?.loadLazyExtension) {
      return Promise.reject(new ComposerError('EXTENSION_LOAD', `Plugin "${pluginId}" marks "${extensionId}" lazy but the registry cannot load it`));
    }
    const attempt = attempts.get(extensionId) ?? 0;
    attempts.set(extensionId, attempt + 1);
    const promise = source.loadLazyExtension(extensionNameOf(extensionId), attempt).then(
      (module) => {
        lazyInFlight.delete(extensionId);
        if (module?.default === undefined || isLazyExtension(module.default)) {
          throw new ComposerError('EXTENSION_LOAD', `"${extensionId}": extensions/${extensionNameOf(extensionId)}.tsx must default-export the extension`);
        }
        events?.extensionLoaded?.(pluginId, module);
        lazyLoaded.set(extensionId, module.default);
        return module.default;
      },
      (error: unknown) => {
        lazyInFlight.delete(extensionId);
        throw new ComposerError('EXTENSION_LOAD', `Extension "${extensionId}" failed to load`, { cause: error });
      },
    );
    lazyInFlight.set(extensionId, promise);
    return promise;
  };

  return {
    manifests,
    hasExtension: (extensionId) =>
      manifests.get(pluginIdOf(extensionId))?.extensions.some((e) => e.name === extensionNameOf(extensionId)) ?? false,
    load,
    peek: (pluginId) => loaded.get(pluginId),
    async loadExtension<T>(extensionId: string): Promise<T> {
      const definition = await load(pluginIdOf(extensionId));
      const extension = definition.extensions[extensionNameOf(extensionId)];
      if (extension === undefined) {
        throw new ComposerError('EXTENSION_UNKNOWN', `Plugin "${definition.id}" does not register "${extensionId}"`);
      }
      if (!isLazyExtension(extension)) return extension as T;
      return (lazyLoaded.get(extensionId) ?? (await loadLazy(definition.id, extensionId))) as T;
    },
    peekExtension<T>(extensionId: string): T | undefined {
      const extension = loaded.get(pluginIdOf(extensionId))?.extensions[extensionNameOf(extensionId)];
      if (extension === undefined) return undefined;
      return (isLazyExtension(extension) ? lazyLoaded.get(extensionId) : extension) as T | undefined;
    },
  };
}
