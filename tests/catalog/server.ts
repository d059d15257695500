/**
 * The reference server over this repository's manifests, configs and data, rendering first screens
 * with the page renderer's source (each test file mocks server/page-renderer.ts so that it imports
 * src/app/server-render.tsx), so statuses and links are those of the real pages without a build.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * A build's asset map is all the shell needs of a build: one naming every plugin (no file behind
 * the names), so development-only areas are served as a development build serves them.
 */
function assetMapDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-build-'));
  const pluginIds = readdirSync(join(ROOT, 'plugins'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  const plugins = Object.fromEntries(pluginIds.map((id) => [id, { js: `/assets/plugins/${id}.js`, css: null }]));
  writeFileSync(join(dir, 'asset-map.json'), JSON.stringify({ entry: { js: '/assets/app.js', css: null }, plugins }));
  return dir;
}

export function catalogServer(): Promise<FastifyInstance> {
  return buildServer({ rootDir: ROOT, distDir: assetMapDir(), dataDir: join(ROOT, 'server', 'data') });
}

export const HTML_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } as const;

/** The host that selects a site config (its first host), the default config's for 'default'. */
export function hostOf(config: { id: string; hosts?: readonly string[] }): string {
  return config.hosts?.[0] ?? 'localhost';
}
