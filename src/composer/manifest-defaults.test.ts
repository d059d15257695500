import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RouteDefaults, RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { expandRouteManifest } from './manifest-defaults.ts';

const area = (manifest: Partial<RouteManifest>): RouteManifest => ({ area: 'sports', routes: [], ...manifest });

const SPORTS_DEFAULTS: RouteDefaults = {
  layout: 'default',
  component: 'sports/line-page',
  flags: { guestOnly: true, hiddenFooter: true },
  slots: { quickCoupon: ['coupon/quick-panel'], top: ['sports/banner'] },
  dictionaryIds: ['sports', 'coupon'],
};

const expandOne = (route: RouteManifest['routes'][number], defaults: RouteManifest['defaults'] = SPORTS_DEFAULTS) =>
  expandRouteManifest(area({ defaults, routes: [route] })).routes[0]!;

describe('expandRouteManifest: a route takes what it does not state from the defaults', () => {
  it('a bare route gets every default', () => {
    expect(expandOne({ id: 'live', path: 'live' })).toEqual({
      id: 'live',
      path: 'live',
      layout: 'default',
      component: 'sports/line-page',
      flags: { guestOnly: true, hiddenFooter: true },
      slots: { quickCoupon: ['coupon/quick-panel'], top: ['sports/banner'] },
      dictionaryIds: ['sports', 'coupon'],
    });
  });

  it("the route's layout and component replace the defaults", () => {
    const route = expandOne({ id: 'game', path: 'game/:id', layout: 'headless', component: 'sports/game-page' });
    expect(route.layout).toBe('headless');
    expect(route.component).toBe('sports/game-page');
  });

  it('flags merge key by key, and false switches a default flag off', () => {
    expect(expandOne({ id: 'a', path: 'a', flags: { authNeeded: true } }).flags).toEqual({ guestOnly: true, hiddenFooter: true, authNeeded: true });
    expect(expandOne({ id: 'b', path: 'b', flags: { guestOnly: false } }).flags).toEqual({ hiddenFooter: true });
    // Every flag switched off: no flags at all, exactly like a route that never had any.
    expect(expandOne({ id: 'c', path: 'c', flags: { guestOnly: false, hiddenFooter: false } })).not.toHaveProperty('flags');
  });

  it("slots merge slot by slot: the route's list replaces that slot's list, [] empties it", () => {
    expect(expandOne({ id: 'a', path: 'a', slots: { top: ['home/tiles', 'sports/banner'] } }).slots).toEqual({
      quickCoupon: ['coupon/quick-panel'],
      top: ['home/tiles', 'sports/banner'],
    });
    expect(expandOne({ id: 'b', path: 'b', slots: { quickCoupon: [], content: ['home/welcome'] } }).slots).toEqual({
      top: ['sports/banner'],
      content: ['home/welcome'],
    });
    expect(expandOne({ id: 'c', path: 'c', slots: { quickCoupon: [], top: [] } })).not.toHaveProperty('slots');
  });

  it('dictionary ids are the defaults then the route\'s own, each once, order kept', () => {
    expect(expandOne({ id: 'a', path: 'a', dictionaryIds: ['game', 'sports', 'stats'] }).dictionaryIds).toEqual(['sports', 'coupon', 'game', 'stats']);
  });

  it('a redirect route takes no layout, component, slots or dictionaries, only the flags', () => {
    expect(expandOne({ id: 'old', path: 'old', redirect: { to: 'live', permanent: true } })).toEqual({
      id: 'old',
      path: 'old',
      redirect: { to: 'live', permanent: true },
      flags: { guestOnly: true, hiddenFooter: true },
    });
    // Without flags to take it comes out exactly as written.
    const { flags: _f, ...noFlags } = SPORTS_DEFAULTS;
    const written = { id: 'information', path: 'information', redirect: { to: 'about' } };
    expect(expandOne(written, noFlags)).toEqual(written);
  });

  it('modals take the dictionary ids of the defaults, and nothing else', () => {
    const expanded = expandRouteManifest(
      area({ defaults: SPORTS_DEFAULTS, modals: [{ query: 'stats-modal', component: 'sports/stats-modal', dictionaryIds: ['stats', 'sports'] }, { query: 'b', component: 'sports/b' }] }),
    );
    expect(expanded.modals).toEqual([
      { query: 'stats-modal', component: 'sports/stats-modal', dictionaryIds: ['sports', 'coupon', 'stats'] },
      { query: 'b', component: 'sports/b', dictionaryIds: ['sports', 'coupon'] },
    ]);
  });

  it('a page route with no layout anywhere stays without one (npm run validate reports it)', () => {
    expect(expandOne({ id: 'a', path: 'a', component: 'sports/x' }, { flags: { guestOnly: true } })).not.toHaveProperty('layout');
  });

  it('drops defaults and $schema, keeps everything else, and leaves the input untouched', () => {
    const manifest = area({ $schema: '../schemas/json/route-manifest.schema.json', defaults: SPORTS_DEFAULTS, routes: [{ id: 'a', path: 'a', paramTypes: { x: 'number' }, availableRouteId: 3, guards: ['auth/g'] }] });
    const before = structuredClone(manifest);
    const expanded = expandRouteManifest(manifest);
    expect(manifest).toEqual(before);
    expect(expanded).not.toHaveProperty('defaults');
    expect(expanded).not.toHaveProperty('$schema');
    expect(expanded.area).toBe('sports');
    expect(expanded.routes[0]).toMatchObject({ paramTypes: { x: 'number' }, availableRouteId: 3, guards: ['auth/g'] });
  });
});

describe('expandRouteManifest: one way to write the result', () => {
  it('a file without defaults expands to itself, minus false flags and empty lists', () => {
    const route = { id: 'a', path: 'a', layout: 'default', component: 'x/y', flags: { authNeeded: true, guestOnly: false }, slots: { top: [], bottom: ['x/z'] }, dictionaryIds: [] };
    expect(expandRouteManifest(area({ routes: [route] })).routes[0]).toEqual({ id: 'a', path: 'a', layout: 'default', component: 'x/y', flags: { authNeeded: true }, slots: { bottom: ['x/z'] } });
  });

  it('is idempotent: expanding an expanded manifest changes nothing', () => {
    const once = expandRouteManifest(area({ defaults: SPORTS_DEFAULTS, routes: [{ id: 'a', path: 'a', flags: { guestOnly: false } }, { id: 'r', path: 'r', redirect: { to: 'a' } }] }));
    expect(expandRouteManifest(once)).toEqual(once);
  });

  it('never throws, whatever the document holds (the validator expands files that fail their schema)', () => {
    const weird: unknown[] = [null, 1, 'x', [], {}, { routes: null }, { defaults: 7, routes: [null, 1, { id: 1, flags: 'on', slots: [], dictionaryIds: 'main' }], modals: [3, { dictionaryIds: {} }] }, Object.create(null)];
    for (const data of weird) expect(() => expandRouteManifest(data as RouteManifest)).not.toThrow();
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBigInt: true, withSparseArray: true, withBoxedValues: true, withMap: true, withSet: true }), fc.anything({ withNullPrototype: true }), (routes, defaults) => {
        expect(() => expandRouteManifest({ area: 'a', defaults, routes, modals: routes } as unknown as RouteManifest)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('keeps values of the wrong type as written, so the schema problem points at them', () => {
    const [route] = expandRouteManifest({ area: 'a', defaults: SPORTS_DEFAULTS, routes: [{ id: 'a', path: 'a', flags: 'yes', slots: ['x'], dictionaryIds: 'main' }] } as unknown as RouteManifest).routes;
    expect(route).toMatchObject({ flags: 'yes', slots: ['x'], dictionaryIds: 'main' });
  });
});
