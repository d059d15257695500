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
import { isGuardExtension, type PluginDefinition } from '../src/plugin-api/define-plugin.ts';

const pluginsDir = join(import.meta.dirname, '..', 'plugins');
const modules = import.meta.glob<{ default: PluginDefinition }>('../plugins/*/index.tsx');
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
        for (const { name, kind } of manifest.extensions) {
          const extension = definition.extensions[name];
          if (kind === 'guard') expect(isGuardExtension(extension), `${name} is a guard`).toBe(true);
          else expect(typeof extension, `${name} is a component`).toBe('function');
        }
      });

      it('declares its slices and sagas by name', async () => {
        const { default: definition } = await modules[`../plugins/${folder}/index.tsx`]!();
        expect((definition.slices ?? []).map((s: { name: string }) => s.name).sort()).toEqual([...(manifest.slices ?? [])].sort());
        expect(Object.keys(definition.sagas ?? {}).sort()).toEqual([...(manifest.sagas ?? [])].sort());
      });
    });
  }
});
