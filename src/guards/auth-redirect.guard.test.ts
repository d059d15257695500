import type { Action } from '@reduxjs/toolkit';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { compileRouteTable } from '../composer/route-table.ts';
import { createPluginLoader } from '../composer/plugin-loader.ts';
import { validate as validateSiteConfig } from '../generated/validators/siteConfig.js';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import { authStatusChanged } from '../state/user.slice.ts';
import { authRedirectGuard } from './auth-redirect.guard.ts';

const page = (id: string, path: string, flags?: Record<string, boolean>) => ({ id, path, component: 'pages/generic', ...(flags ? { flags } : {}) });
const MANIFESTS: RouteManifest[] = [
  { area: 'sports', routes: [page('home', ''), page('casino', 'casino'), page('game', 'game/:gameId')] },
  { area: 'user', routes: [page('login', 'user/login', { guestOnly: true }), page('registration', 'registration', { guestOnly: true })] },
  { area: 'office', routes: [page('recharge', 'office/recharge', { authNeeded: true })] },
];
const TABLE = compileRouteTable(MANIFESTS).table;

const CONFIG: SiteConfig = {
  id: 'test',
  companyName: 'TestBet',
  languages: { available: ['en', 'ru'], default: 'en' },
  currencies: { available: ['USD'], default: 'USD' },
  routes: { enabled: [] },
  shell: { header: 'chrome/header', bottomNavigation: 'chrome/bottom-nav' },
  authRedirects: { registration: 'recharge', login: 'casino', casino: 'casino', home: 'nowhere', recharge: 'game' },
};

const stateWith = (...actions: Action[]): RootState => actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
const SIGNED_IN = stateWith(authStatusChanged({ isAuthenticated: true }));

function decide(url: string, state: RootState, config: SiteConfig = CONFIG) {
  const parsed = new URL(url, 'https://bet.example');
  const ctx = buildNavigationContext({ pathname: parsed.pathname, search: parsed.search, hash: '' }, state, config, TABLE, createPluginLoader([]));
  return authRedirectGuard.decide(ctx);
}
const ALLOW = { kind: 'allow' };

it('authRedirects is a valid optional site-config property (route id → route id)', () => {
  expect(validateSiteConfig(CONFIG)).toBe(true);
  expect(validateSiteConfig({ ...CONFIG, authRedirects: { registration: 42 } })).toBe(false);
  expect(validateSiteConfig({ ...CONFIG, authRedirects: { '/bad key': 'home' } })).toBe(false);
  const { authRedirects: _, ...withoutIt } = CONFIG;
  expect(validateSiteConfig(withoutIt)).toBe(true);
});

it('a signed-in user on a mapped route goes to its target, keeping the query', () => {
  expect(decide('/en/registration?redirect_url=%2Fen%2Fcasino', SIGNED_IN)).toEqual({
    kind: 'redirect',
    to: '/en/office/recharge?redirect_url=%2Fen%2Fcasino',
    replace: true,
  });
  expect(decide('/ru/user/login', SIGNED_IN)).toEqual({ kind: 'redirect', to: '/ru/casino', replace: true });
});

it('guests are never redirected by the mapping', () => {
  expect(decide('/en/registration', stateWith())).toEqual(ALLOW);
});

it('unmapped routes, self-mappings, unknown targets and targets needing missing params are no-ops', () => {
  expect(decide('/en/game/1', SIGNED_IN)).toEqual(ALLOW);
  expect(decide('/en/casino', SIGNED_IN)).toEqual(ALLOW);
  expect(decide('/en/', SIGNED_IN)).toEqual(ALLOW);
  expect(decide('/en/office/recharge', SIGNED_IN)).toEqual(ALLOW);
  expect(decide('/en/registration', SIGNED_IN, { ...CONFIG, authRedirects: undefined })).toEqual(ALLOW);
});
