/**
 * The debugger (a development-only area) exists only in a development build: a production build
 * leaves its plugin out (esbuild.config.ts) and a server over that build leaves its routes out, so
 * /en/debugger answers 404; over a development build it is a page like any other.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withoutDevelopmentOnly } from '../esbuild.config.ts';
import { checkProject, type CheckedProject } from '../project-check/index.ts';
import { buildServer } from '../server/app.ts';
import { servedRouteManifests } from '../server/development-areas.ts';
import { loadValidators } from '../server/validators.ts';

const ROOT = join(import.meta.dirname, '..');

async function project(): Promise<CheckedProject> {
  const check = checkProject(ROOT, { validators: await loadValidators() });
  if (!check.ok) throw new Error(`the project check failed: ${check.problems.length} problems`);
  return check.project;
}

// The project check and a whole server take seconds each on a busy machine.
describe('a production build', { timeout: 60_000 }, () => {
  it('leaves out the debugger area and its plugin, and nothing else', async () => {
    const all = await project();
    const production = withoutDevelopmentOnly(all);
    expect(all.routeManifests.map((m) => m.manifest.area)).toContain('debugger');
    expect(production.routeManifests.map((m) => m.manifest.area)).toEqual(all.routeManifests.map((m) => m.manifest.area).filter((a) => a !== 'debugger'));
    expect(production.plugins.map((p) => p.id)).toEqual(all.plugins.map((p) => p.id).filter((id) => id !== 'debugger'));
    expect(production.siteConfigs).toBe(all.siteConfigs);
  });

  it('keeps a plugin that a development-only area shares with the rest of the site', async () => {
    const all = await project();
    const debuggerArea = all.routeManifests.find((m) => m.manifest.area === 'debugger')!;
    const shared = {
      ...debuggerArea,
      expanded: { ...debuggerArea.expanded, routes: [...debuggerArea.expanded.routes, { id: 'debug-casino', path: 'debug-casino', layout: 'default', component: 'casino/lobby-page' }] },
    };
    const production = withoutDevelopmentOnly({ ...all, routeManifests: all.routeManifests.map((m) => (m === debuggerArea ? shared : m)) });
    expect(production.plugins.map((p) => p.id)).toContain('casino');
    expect(production.plugins.map((p) => p.id)).not.toContain('debugger');
  });

  it('is what the server serves: the debugger routes only when the build has the debugger plugin', async () => {
    const manifests = (await project()).routeManifests;
    const areas = (built: string[]) => servedRouteManifests(manifests, new Set(built)).map((m) => m.manifest.area);
    expect(areas(['home', 'sports'])).not.toContain('debugger');
    expect(areas(['home', 'debugger'])).toContain('debugger');
    expect(areas([]).length).toBe(manifests.length - 1);
  });
});

describe('GET /en/debugger', { timeout: 60_000 }, () => {
  let app: FastifyInstance | undefined;
  let dist: string | undefined;
  afterEach(async () => {
    await app?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  async function serverOverBuildWith(pluginIds: readonly string[]): Promise<FastifyInstance> {
    dist = mkdtempSync(join(tmpdir(), 'debugger-build-'));
    const plugins = Object.fromEntries(pluginIds.map((id) => [id, { js: `/assets/plugins/${id}.js`, css: null }]));
    writeFileSync(join(dist, 'asset-map.json'), JSON.stringify({ entry: { js: '/assets/app.js', css: null }, plugins, imports: {} }));
    app = await buildServer({ rootDir: ROOT, distDir: dist, siteConfigId: 'default' });
    return app;
  }

  const page = (server: FastifyInstance) => server.inject({ url: '/en/debugger', headers: { accept: 'text/html' } });

  it('answers 404 from a production build', async () => {
    const all = (await project()).plugins.map((p) => p.id).filter((id) => id !== 'debugger');
    const res = await page(await serverOverBuildWith(all));
    expect(res.statusCode).toBe(404);
  });

  it('answers 200 from a development build', async () => {
    const all = (await project()).plugins.map((p) => p.id);
    const res = await page(await serverOverBuildWith(all));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
