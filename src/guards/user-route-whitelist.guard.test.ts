import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { compileRouteTable, type RouteTable } from '../composer/route-table.ts';
import { createPluginLoader } from '../composer/plugin-loader.ts';
import { ROUTE_MANIFESTS } from '../generated/route-manifests.ts';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import { rootReducer } from '../state/root-reducer.ts';
import { GUARD_ORDER } from './order.ts';
import { USER_ROUTE_WHITELIST, userAreasOf, userRouteWhitelistGuard } from './user-route-whitelist.guard.ts';

const page = (id: string, path: string) => ({ id, path, component: 'pages/generic' });
const MANIFESTS: RouteManifest[] = [
  {
    area: 'auth',
    routes: [page('login', 'user/login'), page('registration', 'registration'), page('user-debug', 'user/debug'), page('export', 'user/export/:what')],
  },
  { area: 'history', routes: [page('opened-bets', 'opened-bets'), page('history-dump', 'history/dump')] },
  { area: 'coupon', routes: [page('coupon', 'coupon')] },
  { area: 'sports', routes: [page('home', ''), page('user-stats', 'stats')] },
];
const TABLE = compileRouteTable(MANIFESTS).table;
const CONFIG: SiteConfig = {
  id: 'test',
  companyName: 'TestBet',
  languages: { available: ['en'], default: 'en' },
  currencies: { available: ['USD'], default: 'USD' },
  routes: { enabled: [] },
  shell: { header: 'chrome/header', bottomNavigation: 'chrome/bottom-nav' },
  features: { registrationAllowed: true },
};

const contextFor = (pathname: string, table: RouteTable = TABLE) =>
  buildNavigationContext({ pathname, search: '', hash: '' }, rootReducer(undefined, { type: 'init' }), CONFIG, table, createPluginLoader([]));
const decide = (pathname: string, table: RouteTable = TABLE) => userRouteWhitelistGuard.decide(contextFor(pathname, table));

it('whitelisted user routes open', () => {
  expect(decide('/en/user/login')).toEqual({ kind: 'allow' });
  expect(decide('/en/registration')).toEqual({ kind: 'allow' });
  expect(decide('/en/opened-bets')).toEqual({ kind: 'allow' });
});

it('a route of a user area whose name is not whitelisted is not found', () => {
  expect(decide('/en/user/debug')).toEqual({ kind: 'notFound' });
  expect(decide('/en/user/export/all')).toEqual({ kind: 'notFound' });
  expect(decide('/en/history/dump')).toEqual({ kind: 'notFound' });
});

it('other areas are not concerned, whatever the route id', () => {
  expect(decide('/en/stats')).toEqual({ kind: 'allow' });
  expect(decide('/en/')).toEqual({ kind: 'allow' });
  expect(decide('/en/no/such')).toEqual({ kind: 'allow' });
});

it('the whitelist holds the user screens', () => {
  for (const id of ['registration', 'login', 'forgotpassword', 'opened-bets', 'opened-bets-powerbet', 'coupon', 'activate', 'activatefast', 'passwordreset', 'stopnewsletter', 'accountverify', 'authApp', 'qr-login']) {
    expect(USER_ROUTE_WHITELIST.has(id), id).toBe(true);
  }
});

describe('over the real route manifests', () => {
  const real = compileRouteTable(ROUTE_MANIFESTS as RouteManifest[]).table;

  it('the guarded areas are where the manifests put sign-in, the opened bets and the coupon', () => {
    expect([...userAreasOf(real)].sort()).toEqual(['auth', 'coupon', 'history']);
    expect([...userAreasOf(TABLE)].sort()).toEqual(['auth', 'coupon', 'history']);
  });

  it('every route of the user areas is whitelisted, so none of them answers 404 by surprise', () => {
    const areas = userAreasOf(real);
    const userRoutes = ROUTE_MANIFESTS.filter((m) => areas.has(m.area)).flatMap((m) => m.routes.map((r) => r.id));
    expect(userRoutes.length).toBeGreaterThan(10);
    expect(userRoutes.filter((id) => !USER_ROUTE_WHITELIST.has(id))).toEqual([]);
  });

  it('the guard sits in the pipeline; a real user route opens, and a stray route in the same area is not found', () => {
    expect(GUARD_ORDER).toContain(userRouteWhitelistGuard);
    for (const path of ['/en/activate', '/en/passwordreset', '/en/qr-login', '/en/authApp', '/en/opened-bets', '/en/coupon']) {
      expect(decide(path, real), path).toEqual({ kind: 'allow' });
    }
    const withStray = compileRouteTable([...(ROUTE_MANIFESTS as RouteManifest[]), { area: 'auth', routes: [page('user-export', 'user/export')] }]).table;
    expect(decide('/en/user/export', withStray)).toEqual({ kind: 'notFound' });
  });
});
