/**
 * The reference server over this repository's manifests, configs and data, rendering first screens
 * with the build's page renderer (dist/server/render.js, which tests/global-setup.ts makes current),
 * so statuses and links are those of the pages the build serves. Rendering them from source took
 * three times as long: every page through React's development build and the test runner's transforms.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app.ts';
import { RENDERER_FILE } from '../../server/page-renderer.ts';
import { DIST_DIR } from '../../tools/current-build.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The plugins whose pages only development-only areas (the debugger) show: a shipped build leaves them out. */
function developmentOnlyPlugins(): Set<string> {
  const ids = new Set<string>();
  for (const name of readdirSync(join(ROOT, 'route-manifests')).filter((n) => n.endsWith('.json'))) {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'route-manifests', name), 'utf8')) as {
      developmentOnly?: boolean;
      defaults?: { component?: string };
      routes: { component?: string }[];
    };
    if (manifest.developmentOnly !== true) continue;
    for (const component of [manifest.defaults?.component, ...manifest.routes.map((r) => r.component)]) if (component) ids.add(component.split('/')[0]!);
  }
  return ids;
}

/**
 * What the shell needs of a build: its page renderer, and an asset map naming the plugins a shipped
 * build has (no file behind the names), so the server serves the areas a shipped build serves.
 */
function buildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-build-'));
  const leftOut = developmentOnlyPlugins();
  const pluginIds = readdirSync(join(ROOT, 'plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !leftOut.has(d.name))
    .map((d) => d.name);
  const plugins = Object.fromEntries(pluginIds.map((id) => [id, { js: `/assets/plugins/${id}.js`, css: null }]));
  writeFileSync(join(dir, 'asset-map.json'), JSON.stringify({ entry: { js: '/assets/app.js', css: null }, plugins }));
  mkdirSync(join(dir, 'server'));
  symlinkSync(join(DIST_DIR, RENDERER_FILE), join(dir, RENDERER_FILE));
  return dir;
}

export function catalogServer(): Promise<FastifyInstance> {
  return buildServer({ rootDir: ROOT, distDir: buildDir(), dataDir: join(ROOT, 'server', 'data') });
}

export const HTML_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } as const;

/** The host that selects a site config (its first host), the default config's for 'default'. */
export function hostOf(config: { id: string; hosts?: readonly string[] }): string {
  return config.hosts?.[0] ?? 'localhost';
}
