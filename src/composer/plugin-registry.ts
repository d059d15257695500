/**
 * What the rest of the core may ask of the plugin registry without loading anything: which plugins
 * and extensions exist, and what an already loaded plugin registers. Guards see the registry
 * through this view (`NavigationContext.plugins`); the plugin loader (./plugin-loader.ts) is its
 * implementation and satisfies it structurally.
 *
 * Types (and the one pure function the build writes the registry with), importing nothing from the
 * composer, the guards or the plugin API. That is the point: the guard context is part of the
 * plugin contract (a plugin's guard extension receives it), and the loader depends on the plugin
 * contract, so the context must not depend on the loader, or
 * loader → plugin contract → guard context → loader is a cycle, in the types as well as the imports.
 * A loaded plugin's extensions are `unknown` here; a guard narrows the one it needs (for example
 * with `isGuardExtension`).
 */
import type { ExtensionKind, PluginManifest } from '../../schemas/plugin-manifest.schema.ts';

/**
 * What the browser knows of a plugin before loading it: what routing and the guards need (its
 * extensions by name and kind, the dictionaries it declares), not its whole plugin.json. The build
 * writes one per plugin into the entry bundle (src/app/plugin-registry.generated.ts); the chunks
 * are found by plugin id in the asset map.
 */
export interface PluginRuntimeManifest {
  readonly id: string;
  readonly extensions: readonly { readonly name: string; readonly kind: ExtensionKind }[];
  readonly dictionaries?: readonly string[];
}

/** The part of a plugin manifest the browser gets (descriptions, version, slice and saga names stay behind). */
export function runtimeManifestOf(manifest: PluginManifest): PluginRuntimeManifest {
  return {
    id: manifest.id,
    extensions: manifest.extensions.map(({ name, kind }) => ({ name, kind })),
    ...(manifest.dictionaries?.length ? { dictionaries: manifest.dictionaries } : {}),
  };
}

export interface LoadedPlugin {
  readonly id: string;
  /** By extension name, as the plugin registered them. */
  readonly extensions: Readonly<Record<string, unknown>>;
}

export interface PluginRegistryView {
  /** Every plugin of the build, by id, whether loaded or not. */
  readonly manifests: ReadonlyMap<string, PluginRuntimeManifest>;
  hasExtension(extensionId: string): boolean;
  /** The plugin if it is already loaded, without starting a load. */
  peek(pluginId: string): LoadedPlugin | undefined;
}
