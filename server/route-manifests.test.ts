import { describe, expect, it } from 'vitest';
import { expandRouteManifest } from '../src/composer/manifest-defaults.ts';
import { isNotFoundPath, routeTableFrom } from './route-manifests.ts';
import type { RouteManifest } from '../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../schemas/site-config.schema.ts';

describe('routeTableFrom', () => {
  const history: RouteManifest = {
    $schema: '../schemas/json/route-manifest.schema.json',
    area: 'history',
    defaults: { layout: 'default', flags: { authNeeded: true }, dictionaryIds: ['history'] },
    routes: [
      { id: 'history', path: 'history', component: 'bet-history/history-page' },
      { id: 'bet', path: 'history/:couponId', component: 'bet-history/bet-page', paramTypes: { couponId: 'number' }, flags: { authNeeded: false }, availableRouteId: 9 },
      { id: 'old-history', path: 'old-history', redirect: { to: 'history' } },
    ],
  };

  it("compiles the checked manifests with their file's defaults applied, as the browser does", () => {
    // The project check hands the server the manifests expanded by the build's function.
    const table = routeTableFrom([expandRouteManifest(history)]);
    const record = (id: string) => table.routes.get(id)!.record;
    expect(record('history')).toEqual({ id: 'history', path: 'history', component: 'bet-history/history-page', layout: 'default', flags: { authNeeded: true }, dictionaryIds: ['history'] });
    expect(record('bet')).not.toHaveProperty('flags');
    expect(record('old-history')).toEqual({ id: 'old-history', path: 'old-history', redirect: { to: 'history' }, flags: { authNeeded: true } });

    const config = { routes: { enabled: [] } } as unknown as SiteConfig;
    expect(isNotFoundPath(table, config, '/en/history')).toBe(false);
    expect(isNotFoundPath(table, config, '/en/history/12')).toBe(true); // availability 9 is off
    expect(isNotFoundPath(table, config, '/en/nowhere')).toBe(true);
  });
});
