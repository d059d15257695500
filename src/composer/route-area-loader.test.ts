import { describe, expect, it, vi } from 'vitest';
import type { ExpandedRouteManifest } from './manifest-defaults.ts';
import { createRouteAreaLoader, ROUTE_AREA_ATTEMPTS } from './route-area-loader.ts';
import { routeIndexOf } from './route-index.ts';
import { compileRouteIndex } from './route-table.ts';

const office: ExpandedRouteManifest = {
  area: 'office',
  routes: [{ id: 'office-menu', path: 'office/menu', layout: 'default', component: 'office/menu-page', flags: { authNeeded: true } }],
  modals: [{ query: 'wallet-modal', component: 'office/wallet-modal' }],
};
const home: ExpandedRouteManifest = { area: 'home', routes: [{ id: 'home', path: '', layout: 'default', component: 'home/page' }] };
const tableOf = () => compileRouteIndex(routeIndexOf([home, office])).table;
const noWait = () => Promise.resolve();

describe('route areas: the index first, the details when a navigation needs them', () => {
  it("knows a route's path and area before its details, and its flags and modals after", async () => {
    const table = tableOf();
    const match = table.match('/en/office/menu').match;
    expect(match?.route).toMatchObject({ id: 'office-menu', area: 'office' });
    expect(match?.route.record.flags).toBeUndefined();
    expect(table.missingAreas(match, new URLSearchParams('wallet-modal=1'))).toEqual(['office']);
    expect(table.missingAreas(table.match('/en/').match, new URLSearchParams('wallet-modal=1'))).toEqual(['home', 'office']);
    expect(table.modals.has('wallet-modal')).toBe(false);

    await createRouteAreaLoader(table, async () => ({ default: office }), noWait)(['office']);
    expect(table.hasArea('office')).toBe(true);
    expect(match?.route.record.flags).toEqual({ authNeeded: true });
    expect(table.modals.get('wallet-modal')?.component).toBe('office/wallet-modal');
    expect(table.missingAreas(match, new URLSearchParams('wallet-modal=1'))).toEqual([]);
  });

  it('loads an area once for navigations that ask at the same time, and not again once loaded', async () => {
    const table = tableOf();
    const importArea = vi.fn(async () => ({ default: office }));
    const load = createRouteAreaLoader(table, importArea, noWait);
    await Promise.all([load(['office']), load(['office'])]);
    await load(['office']);
    expect(importArea).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load with the next attempt number, and fails after its attempts so a later navigation tries again', async () => {
    const table = tableOf();
    const attempts: number[] = [];
    const flaky = createRouteAreaLoader(
      table,
      async (_area, attempt) => {
        attempts.push(attempt);
        if (attempt < 2) throw new Error('network');
        return { default: office };
      },
      noWait,
    );
    await flaky(['office']);
    expect(attempts).toEqual([0, 1, 2]);

    const other = tableOf();
    const down = vi.fn(async () => {
      throw new Error('network');
    });
    const load = createRouteAreaLoader(other, down, noWait);
    await expect(load(['office'])).rejects.toThrow('network');
    expect(down).toHaveBeenCalledTimes(ROUTE_AREA_ATTEMPTS);
    await expect(load(['office'])).rejects.toThrow('network');
    expect(down).toHaveBeenCalledTimes(2 * ROUTE_AREA_ATTEMPTS);
    expect(other.hasArea('office')).toBe(false);
  });

  it('refuses a chunk that carries another area', async () => {
    const table = tableOf();
    await expect(createRouteAreaLoader(table, async () => ({ default: home }), noWait)(['office'])).rejects.toThrow('route area "office" arrived as "home"');
    expect(table.hasArea('home')).toBe(false);
  });
});
