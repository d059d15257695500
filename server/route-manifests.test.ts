import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadValidators } from './validators.ts';
import { isNotFoundPath, loadRouteTable } from './route-manifests.ts';
import type { SiteConfig } from '../schemas/site-config.schema.ts';

describe('loadRouteTable', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'route-manifests-'));
    mkdirSync(join(root, 'route-manifests'));
    writeFileSync(
      join(root, 'route-manifests', 'history.json'),
      JSON.stringify({
        $schema: '../schemas/json/route-manifest.schema.json',
        area: 'history',
        defaults: { layout: 'default', flags: { authNeeded: true }, dictionaryIds: ['history'] },
        routes: [
          { id: 'history', path: 'history', component: 'bet-history/history-page' },
          { id: 'bet', path: 'history/:couponId', component: 'bet-history/bet-page', paramTypes: { couponId: 'number' }, flags: { authNeeded: false }, availableRouteId: 9 },
          { id: 'old-history', path: 'old-history', redirect: { to: 'history' } },
        ],
      }),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("compiles the routes with their file's defaults applied, as the browser does", async () => {
    const loaded = await loadRouteTable(root, (await loadValidators()).routeManifest);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const record = (id: string) => loaded.table.routes.get(id)!.record;
    expect(record('history')).toEqual({ id: 'history', path: 'history', component: 'bet-history/history-page', layout: 'default', flags: { authNeeded: true }, dictionaryIds: ['history'] });
    expect(record('bet')).not.toHaveProperty('flags');
    expect(record('old-history')).toEqual({ id: 'old-history', path: 'old-history', redirect: { to: 'history' }, flags: { authNeeded: true } });

    const config = { routes: { enabled: [] } } as unknown as SiteConfig;
    expect(isNotFoundPath(loaded.table, config, '/en/history')).toBe(false);
    expect(isNotFoundPath(loaded.table, config, '/en/history/12')).toBe(true); // availability 9 is off
    expect(isNotFoundPath(loaded.table, config, '/en/nowhere')).toBe(true);
  });

  it('refuses a manifest whose defaults break the schema, naming the pointer in the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-manifests-bad-'));
    mkdirSync(join(dir, 'route-manifests'));
    writeFileSync(join(dir, 'route-manifests', 'a.json'), JSON.stringify({ area: 'a', defaults: { flags: { quickCopon: true } }, routes: [] }));
    const loaded = await loadRouteTable(dir, (await loadValidators()).routeManifest);
    rmSync(dir, { recursive: true, force: true });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problems.map((p) => `${p.file} ${p.pointer}`)).toEqual(['route-manifests/a.json /defaults/flags/quickCopon']);
  });
});
