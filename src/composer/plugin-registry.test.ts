import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../schemas/plugin-manifest.schema.ts';
import { runtimeManifestOf } from './plugin-registry.ts';

describe('runtimeManifestOf', () => {
  it("keeps what routing needs of a plugin (id, extension names and kinds, dictionaries) and leaves the rest of plugin.json behind", () => {
    const manifest: PluginManifest = {
      $schema: '../../schemas/json/plugin-manifest.schema.json',
      id: 'demo',
      version: '1.2.3',
      description: 'A long description nobody in the browser reads.',
      extensions: [
        { name: 'page', kind: 'page', description: 'The page.' },
        { name: 'only-guests', kind: 'guard' },
      ],
      dictionaries: ['demo'],
      slices: ['demo'],
      sagas: ['watchDemo'],
    };
    expect(runtimeManifestOf(manifest)).toEqual({
      id: 'demo',
      extensions: [
        { name: 'page', kind: 'page' },
        { name: 'only-guests', kind: 'guard' },
      ],
      dictionaries: ['demo'],
    });
  });

  it('gives no dictionaries field to a plugin that declares none', () => {
    expect(runtimeManifestOf({ id: 'bare', version: '1.0.0', extensions: [] })).toEqual({ id: 'bare', extensions: [] });
  });
});
