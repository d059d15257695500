/// <reference types="vite/client" />
/**
 * The plugin contract: what each plugins/<id>/index.tsx registers must equal what its plugin.json
 * declares — same id, same extension names, the right kind of value for each kind, and the same
 * slice and saga names. A plugin that drifts from its manifest fails here, not in production.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginManifest } from '../schemas/plugin-manifest.schema.ts';
import { isGuardExtension, isLazyExtension, type ExtensionModule, type PluginDefinition } from '../src/plugin-api/define-plugin.ts';

const pluginsDir = join(import.meta.dirname, '..', 'plugins');
const modules = import.meta.glob<{ default: PluginDefinition }>('../plugins/*/index.tsx');
// Lazy extensions: plugins/<id>/extensions/<name>.tsx, each its own chunk.
const lazyModules = import.meta.glob<ExtensionModule>(['../plugins/*/extensions/*.tsx', '!../plugins/*/extensions/*.test.tsx']);
const lazyOf = (folder: string) =>
  Object.keys(lazyModules)
    .filter((path) => path.startsWith(`../plugins/${folder}/extensions/`))
    .map((path) => ({ name: path.slice(path.lastIndexOf('/') + 1, -'.tsx'.length), load: lazyModules[path]! }));
const folders = readdirSync(pluginsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('plugin contract', () => {
  it('finds the plugins', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(Object.keys(modules)).toHaveLength(folders.length);
  });

  for (const folder of folders) {
    describe(folder, () => {
      const manifest = JSON.parse(readFileSync(join(pluginsDir, folder, 'plugin.json'), 'utf8')) as PluginManifest;

      it('registers exactly the extensions its plugin.json declares', async () => {
        const { default: definition } = await modules[`../plugins/${folder}/index.tsx`]!();
        expect(definition.id).toBe(manifest.id);
        expect(Object.keys(definition.extensions).sort()).toEqual(manifest.extensions.map((e) => e.name).sort());
        const lazy = new Map(lazyOf(folder).map((l) => [l.name, l.load]));
        for (const { name, kind } of manifest.extensions) {
          const registered = definition.extensions[name];
          // A lazy extension is its extensions/<name>.tsx file's default export.
          const extension = isLazyExtension(registered) ? (await lazy.get(name)?.())?.default : registered;
          if (kind === 'guard') expect(isGuardExtension(extension), `${name} is a guard`).toBe(true);
          else expect(typeof extension, `${name} is a component`).toBe('function');
        }
        // Every file in extensions/ is declared lazy: the build makes each an entry point.
        for (const name of lazy.keys()) expect(isLazyExtension(definition.extensions[name]), `extensions/${name}.tsx is registered lazy`).toBe(true);
      });

      it('declares its slices and sagas by name (its own and its lazy extensions\')', async () => {
        const { default: definition } = await modules[`../plugins/${folder}/index.tsx`]!();
        const lazy = await Promise.all(lazyOf(folder).map((l) => l.load()));
        const slices = [...(definition.slices ?? []), ...lazy.flatMap((m) => m.slices ?? [])].map((s: { name: string }) => s.name);
        const sagas = [...Object.keys(definition.sagas ?? {}), ...lazy.flatMap((m) => Object.keys(m.sagas ?? {}))];
        expect([...new Set(slices)].sort()).toEqual([...(manifest.slices ?? [])].sort());
        expect([...new Set(sagas)].sort()).toEqual([...(manifest.sagas ?? [])].sort());
      });
    });
  }
});
