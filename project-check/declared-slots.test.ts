/**
 * The check judges a route's slot names against declarations (src/composer/layout-slots.ts for the
 * built-in layouts, an extension's `slots` in plugin.json). This test keeps the declarations true to
 * the code: every slot a plugin renders (<Slot name="...">) is declared in its plugin.json and every
 * declared slot is rendered; core renders named slots only in layouts.tsx, by the constants of
 * layout-slots.ts (whose rendering layout-slots.test.tsx compares with the declaration).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginManifest } from '../schemas/plugin-manifest.schema.ts';
import { LAYOUT_SLOT } from '../src/composer/layout-slots.ts';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const SLOT_USE = /<(Slot|NamedSlot)\s+name=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Every <Slot name=...> / <NamedSlot name=...> under `dir`: the literal name, or the expression. */
function slotUses(dir: string): { file: string; literal?: string; expression?: string }[] {
  return sources(dir).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(SLOT_USE)].map((m) => {
      const literal = m[2] ?? m[3];
      return { file: relative(REPO, path), ...(literal !== undefined ? { literal } : { expression: m[4]!.trim() }) };
    }),
  );
}

describe('slot declarations match the code that renders the slots', () => {
  const pluginIds = readdirSync(join(REPO, 'plugins'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

  it.each(pluginIds)('plugin %s declares exactly the slots it renders', (id) => {
    const manifest = JSON.parse(readFileSync(join(REPO, 'plugins', id, 'plugin.json'), 'utf8')) as PluginManifest;
    const declared = new Set(manifest.extensions.flatMap((e) => e.slots ?? []));
    const uses = slotUses(join(REPO, 'plugins', id));
    // A name the check can read: a literal, so plugin.json can declare it.
    expect(uses.filter((u) => u.literal === undefined)).toEqual([]);
    expect(new Set(uses.map((u) => u.literal))).toEqual(declared);
  });

  it('core renders named slots only in layouts.tsx, by the names layout-slots.ts declares', () => {
    const uses = slotUses(join(REPO, 'src'));
    expect(new Set(uses.map((u) => u.file))).toEqual(new Set(['src/composer/layouts.tsx']));
    const names = uses.map((u) => {
      const key = /^LAYOUT_SLOT\.(\w+)$/.exec(u.expression ?? '')?.[1];
      return key === undefined ? `not a LAYOUT_SLOT constant: ${u.literal ?? u.expression}` : LAYOUT_SLOT[key as keyof typeof LAYOUT_SLOT];
    });
    expect(new Set(names)).toEqual(new Set(Object.values(LAYOUT_SLOT)));
  });
});
