/** What the debugger reads: every guard's decision for a URL, the routes with sample URLs, and the navigation traces. */
import { describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { TEST_MANIFESTS, location, makePlugins, makeSiteConfig, stateWith } from '../../tests/helpers/fixtures.ts';
import { compileRouteTable } from '../composer/route-table.ts';
import { expandRouteManifest } from '../composer/manifest-defaults.ts';
import { configInstalled } from '../state/site-config.slice.ts';
import { navigationCommitted, navigationRequested } from '../state/navigation.slice.ts';
import { authStatusChanged } from '../state/user.slice.ts';
import { debugRoutes, guardOrder, inspectNavigation, loadEveryRouteArea, traceNavigations, type NavigationTrace } from './debug.ts';

const { table } = compileRouteTable(TEST_MANIFESTS.map(expandRouteManifest));
const plugins = makePlugins();
const config = makeSiteConfig();
const guest = stateWith(configInstalled(config));

describe('inspectNavigation', () => {
  it("gives every guard's decision in pipeline order and names the one that decides", () => {
    const office = inspectNavigation('/en/office', guest, table, plugins);
    expect(office.verdicts.map((v) => v.guard)).toEqual(guardOrder());
    expect(office.routeId).toBe('office');
    expect(office.outcome).toBe('redirect');
    expect(office.decidedBy).toBe('route-redirect');
    expect(office.verdicts.find((v) => v.guard === 'route-redirect')?.detail).toBe('/en/menu');

    const vip = inspectNavigation('/en/vip', guest, table, plugins);
    expect(vip).toMatchObject({ outcome: 'notFound', decidedBy: 'route-availability' });
    const nowhere = inspectNavigation('/en/no/such/page', guest, table, plugins);
    expect(nowhere).toMatchObject({ routeId: null, outcome: 'notFound' });
    expect(inspectNavigation('/en/menu?x=1', guest, table, plugins)).toMatchObject({ routeId: 'menu', outcome: 'allow', decidedBy: null });
  });

  it('decides for the user the state describes', () => {
    const withPrivate = compileRouteTable(
      [...TEST_MANIFESTS, { area: 'private', routes: [{ id: 'private', path: 'private', layout: 'default', component: 'pages/generic', flags: { authNeeded: true } }] }].map(expandRouteManifest),
    ).table;
    const signedIn = stateWith(configInstalled(config), authStatusChanged({ isAuthenticated: true }));
    expect(inspectNavigation('/en/private', guest, withPrivate, plugins)).toMatchObject({ outcome: 'redirect', decidedBy: 'access-by-authentication' });
    expect(inspectNavigation('/en/private', signedIn, withPrivate, plugins)).toMatchObject({ outcome: 'allow', decidedBy: null });
  });

  it('answers nothing before a site config is installed', () => {
    expect(inspectNavigation('/en/menu', stateWith(), table, plugins)).toMatchObject({ verdicts: [], decidedBy: null });
  });
});

describe('debugRoutes', () => {
  it('lists every route with a URL that fills its required params with samples', () => {
    const routes = debugRoutes(table, 'en');
    expect(routes.map((r) => r.id).sort()).toEqual([...table.routes.keys()].sort());
    expect(routes.find((r) => r.id === 'game')?.sampleUrl).toBe('/en/game/1');
    expect(routes.find((r) => r.id === 'promo')?.sampleUrl).toBe('/en/promo');
  });
});

describe('traceNavigations', () => {
  it('records a redirected navigation when the next one starts, and a shown one when it commits', async () => {
    const channel = stdChannel();
    const traces: NavigationTrace[] = [];
    const record = (trace: NavigationTrace): Action & { payload: NavigationTrace } => ({ type: 'test/traced', payload: trace });
    const task = runSaga(
      {
        channel,
        dispatch: (action: Action & { payload?: unknown }) => {
          if (action.type === 'test/traced') traces.push(action.payload as NavigationTrace);
        },
        getState: () => guest,
        context: { services: { table, plugins } },
      },
      traceNavigations,
      record,
    );
    channel.put(navigationRequested(location('/en/office')));
    channel.put(navigationRequested(location('/en/menu')));
    channel.put(navigationCommitted({ location: location('/en/menu'), lng: 'en', routeId: 'menu', params: {}, status: 200, failedDictionaries: [] }));
    await Promise.resolve();
    expect(traces.map((t) => [t.url, t.status, t.outcome, t.decidedBy])).toEqual([
      ['/en/office', null, 'redirect', 'route-redirect'],
      ['/en/menu', 200, 'allow', null],
    ]);
    task.cancel();
  });
});

describe('loadEveryRouteArea', () => {
  async function run(services: Record<string, unknown>): Promise<number> {
    return (await runSaga({ context: { services } }, loadEveryRouteArea).toPromise()) as number;
  }
  const partial = { areas: ['sports', 'casino', 'office'], hasArea: (area: string) => area === 'sports' };

  it('asks for the areas the table lacks, and only those', async () => {
    const loadRouteAreas = vi.fn(async () => undefined);
    expect(await run({ table: partial, loadRouteAreas, log: { warn: vi.fn() } })).toBe(2);
    expect(loadRouteAreas).toHaveBeenCalledWith(['casino', 'office']);
    expect(await run({ table: { ...partial, hasArea: () => true }, loadRouteAreas, log: { warn: vi.fn() } })).toBe(0);
    expect(loadRouteAreas).toHaveBeenCalledTimes(1);
  });

  it('logs an area that cannot load instead of failing the debugger', async () => {
    const warn = vi.fn();
    expect(await run({ table: partial, loadRouteAreas: async () => Promise.reject(new Error('offline')), log: { warn } })).toBe(2);
    expect(warn).toHaveBeenCalledWith('debugger: some route areas could not be loaded', expect.any(Error));
  });
});
