import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { compileRouteTable } from '../composer/route-table.ts';
import { createPluginLoader } from '../composer/plugin-loader.ts';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import { rootReducer } from '../state/root-reducer.ts';
import { USER_ROUTE_WHITELIST, userRouteWhitelistGuard } from './user-route-whitelist.guard.ts';

const page = (id: string, path: string) => ({ id, path, component: 'pages/generic' });
const MANIFESTS: RouteManifest[] = [
  {
    area: 'user',
    routes: [page('login', 'user/login'), page('registration', 'registration'), page('user-debug', 'user/debug'), page('export', 'user/export/:what')],
  },
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
};

const decide = (pathname: string) =>
  userRouteWhitelistGuard.decide(
    buildNavigationContext({ pathname, search: '', hash: '' }, rootReducer(undefined, { type: 'init' }), CONFIG, TABLE, createPluginLoader([])),
  );

it('whitelisted user routes open', () => {
  expect(decide('/en/user/login')).toEqual({ kind: 'allow' });
  expect(decide('/en/registration')).toEqual({ kind: 'allow' });
});

it('a user-area route whose name is not whitelisted is not found', () => {
  expect(decide('/en/user/debug')).toEqual({ kind: 'notFound' });
  expect(decide('/en/user/export/all')).toEqual({ kind: 'notFound' });
});

it('other areas are not concerned, whatever the route id', () => {
  expect(decide('/en/stats')).toEqual({ kind: 'allow' });
  expect(decide('/en/')).toEqual({ kind: 'allow' });
  expect(decide('/en/no/such')).toEqual({ kind: 'allow' });
});

it('the whitelist holds the user screens', () => {
  for (const id of ['registration', 'login', 'forgotpassword', 'opened-bets', 'coupon', 'activate', 'activatefast', 'passwordreset', 'stopnewsletter', 'accountverify', 'authApp', 'qr-login']) {
    expect(USER_ROUTE_WHITELIST.has(id), id).toBe(true);
  }
});
