/**
 * What the HTML names for a route's first screen: every JavaScript module it needs (the entry's
 * static graph and the chunks of the extensions on screen, each with its own static imports), and
 * the stylesheets, inlined so that the server-rendered markup paints styled with no request.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AssetMap, AssetRef } from './html.ts';

function extensionFiles(map: AssetMap, extensionId: string): AssetRef[] {
  const slash = extensionId.indexOf('/');
  const plugin = map.plugins[extensionId.slice(0, slash)];
  if (!plugin) return [];
  const lazy = plugin.lazy?.[extensionId.slice(slash + 1)];
  return lazy ? [plugin, lazy] : [plugin];
}

export interface FirstScreenAssets {
  /** Module URLs, the entry first, each once. */
  modules: string[];
  /** Stylesheet URLs, the app's first. */
  styles: string[];
}

/** `areas`: the route areas the page needs (its route's): their details are loaded before hydrating. */
export function firstScreenAssets(map: AssetMap, extensionIds: readonly string[], areas: readonly string[] = []): FirstScreenAssets {
  const areaFiles = areas.flatMap((area) => (map.routeAreas?.[area] ? [{ js: map.routeAreas[area], css: null }] : []));
  const files = [map.entry, ...areaFiles, ...extensionIds.flatMap((id) => extensionFiles(map, id))];
  const modules = new Set<string>();
  const visit = (url: string): void => {
    if (modules.has(url)) return;
    modules.add(url);
    for (const next of map.imports?.[url] ?? []) visit(next);
  };
  for (const file of files) visit(file.js);
  const styles = [...new Set(files.map((f) => f.css).filter((css): css is string => css !== null))];
  return { modules: [...modules], styles };
}

/** Reads built stylesheets for inlining; kept in memory in production (the files never change). */
export function createStylesheetReader(distDir: string, production: boolean): (href: string) => Promise<string | undefined> {
  const cache = new Map<string, string>();
  return async (href) => {
    const cached = cache.get(href);
    if (cached !== undefined) return cached;
    if (!/^\/assets\/[\w./-]+\.css$/.test(href) || href.includes('..')) return undefined;
    try {
      const text = await readFile(join(distDir, 'public', href), 'utf8');
      // The build's source-map comment points at a URL relative to the file, not the page.
      const clean = text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      if (production) cache.set(href, clean);
      return clean;
    } catch {
      return undefined;
    }
  };
}
