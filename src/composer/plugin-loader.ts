/**
 * Loads plugins on demand and hands out their extensions. A load that fails is forgotten at once,
 * so the next attempt really fetches again (with a new attempt number the browser sees a new
 * module URL; a rejected import() promise is never reused). Load events feed the SPEC 4.2 states.
 */
import type { PluginManifest } from '../../schemas/plugin-manifest.schema.ts';
import { ComposerError } from './errors.ts';
import type { PluginDefinition } from '../plugin-api/define-plugin.ts';

export interface PluginSource {
  readonly manifest: PluginManifest;
  /** Fetches the plugin's module; `attempt` > 0 must bypass any cached failure. */
  load(attempt: number): Promise<{ default: PluginDefinition }>;
}

export interface PluginLoadEvents {
  started(pluginId: string): void;
  loaded(pluginId: string, definition: PluginDefinition): void;
  failed(pluginId: string, error: unknown): void;
}

export interface PluginLoader {
  readonly manifests: ReadonlyMap<string, PluginManifest>;
  hasExtension(extensionId: string): boolean;
  load(pluginId: string): Promise<PluginDefinition>;
  /** The loaded definition, if any, without starting a load. */
  peek(pluginId: string): PluginDefinition | undefined;
  loadExtension<T = unknown>(extensionId: string): Promise<T>;
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
      return extension as T;
    },
  };
}
