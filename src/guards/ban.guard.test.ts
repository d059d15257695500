import type { Action } from '@reduxjs/toolkit';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { compileRouteTable, type RouteTable } from '../composer/route-table.ts';
import { createPluginLoader } from '../composer/plugin-loader.ts';
import { validate as validateSiteConfig } from '../generated/validators/siteConfig.js';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import { authStatusChanged, userLoggedOut, userProfileLoaded, type UserProfile } from '../state/user.slice.ts';
import type { PluginSource } from '../composer/plugin-loader.ts';
import { definePlugin } from '../plugin-api/define-plugin.ts';
import { runWithState } from '../../tests/helpers/saga.ts';
import { banGuard } from './ban.guard.ts';

const page = (id: string, path: string, flags?: Record<string, boolean>) => ({ id, path, component: 'pages/generic', ...(flags ? { flags } : {}) });

const MANIFESTS: RouteManifest[] = [
  { area: 'sports', routes: [page('home', ''), page('casino', 'casino'), page('vip-club', 'vip-club', { normalUsersOnly: true })] },
  {
    area: 'office',
    routes: [
      page('office-deduce', 'office/deduce'),
      page('recharge', 'office/recharge'),
      page('ban', 'office/ban'),
      page('appeal', 'office/appeal', { bannedOnly: true }),
      page('confirm-terms', 'confirm-terms'),
    ],
  },
  { area: 'info', routes: [page('about', 'information/about'), page('bonus-rules', 'information/bonus-rules', { normalUsersOnly: true })] },
  { area: 'support', routes: [page('support', 'support')] },
  { area: 'system', routes: [page('block', 'block', { blockPage: true })] },
  { area: 'other', routes: [page('statisticpopup', 'statisticpopup/*'), page('mobile-apps', 'mobile-apps')] },
];

const FULL = compileRouteTable(MANIFESTS).table;
const WITHOUT_BAN_PAGE = compileRouteTable(MANIFESTS.map((m) => ({ ...m, routes: m.routes.filter((r) => r.id !== 'ban') }))).table;

const CONFIG: SiteConfig = {
  id: 'test',
  companyName: 'TestBet',
  languages: { available: ['en', 'ru'], default: 'en' },
  currencies: { available: ['USD'], default: 'USD' },
  routes: { enabled: [] },
  shell: { header: 'chrome/header', bottomNavigation: 'chrome/bottom-nav' },
};

const profile = (patch: Partial<UserProfile> = {}): UserProfile => ({
  userId: 7,
  banLevel: 0,
  banVersion: 1,
  userStatusId: null,
  internalVerificationStatus: 1,
  verificationStatusGroupCode: null,
  requestedAdditionalDocument: false,
  hasDeposit: true,
  termsChanged: false,
  protectionLevel: 50,
  ...patch,
});

const stateWith = (...actions: Action[]): RootState => actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
const banned = (banVersion: number, banLevel: number) => stateWith(userProfileLoaded(profile({ banVersion, banLevel })));
const NORMAL = stateWith(userProfileLoaded(profile()));

function decide(url: string, state: RootState, table: RouteTable = FULL) {
  const parsed = new URL(url, 'https://bet.example');
  const ctx = buildNavigationContext({ pathname: parsed.pathname, search: parsed.search, hash: '' }, state, CONFIG, table, createPluginLoader([]));
  return banGuard.decide(ctx);
}

const ALLOW = { kind: 'allow' };
const TO_BAN = { kind: 'redirect', to: '/en/office/ban', replace: true };

it('the test site config satisfies the schema', () => expect(validateSiteConfig(CONFIG)).toBe(true));

describe('a banned user', () => {
  it('is sent to the ban page from any route outside the allowed list', () => {
    expect(decide('/en/', banned(2, 10))).toEqual(TO_BAN);
    expect(decide('/en/casino?x=1', banned(2, 10))).toEqual(TO_BAN);
    expect(decide('/en/office/recharge', banned(1, 53))).toEqual(TO_BAN);
    expect(decide('/ru/casino', banned(2, 10))).toEqual({ ...TO_BAN, to: '/ru/office/ban' });
  });

  it('may open the ban page, support, confirm-terms, information pages, block pages, bannedOnly pages and the other pages', () => {
    for (const url of ['/en/office/ban', '/en/support', '/en/confirm-terms', '/en/information/about', '/en/block', '/en/office/appeal', '/en/mobile-apps', '/en/statisticpopup/game/1']) {
      expect(decide(url, banned(2, 10)), url).toEqual(ALLOW);
    }
  });

  it('reaches deduce at ban version 1 with level 53, or another version with level 45', () => {
    expect(decide('/en/office/deduce', banned(1, 53))).toEqual(ALLOW);
    expect(decide('/en/office/deduce', banned(2, 45))).toEqual(ALLOW);
    expect(decide('/en/office/deduce', banned(0, 45))).toEqual(ALLOW);
  });

  it('does not reach deduce at version 1 with level 45, or another version with level 53, or any other level', () => {
    expect(decide('/en/office/deduce', banned(1, 45))).toEqual(TO_BAN);
    expect(decide('/en/office/deduce', banned(2, 53))).toEqual(TO_BAN);
    expect(decide('/en/office/deduce', banned(2, 10))).toEqual(TO_BAN);
  });

  it('never opens a normalUsersOnly route, even one of an otherwise open area', () => {
    expect(decide('/en/vip-club', banned(2, 45))).toEqual(TO_BAN);
    expect(decide('/en/information/bonus-rules', banned(2, 45))).toEqual(TO_BAN);
  });

  it('without a ban page in the table: no redirect, but normalUsersOnly routes send them home', () => {
    expect(decide('/en/casino', banned(2, 10), WITHOUT_BAN_PAGE)).toEqual(ALLOW);
    expect(decide('/en/office/deduce', banned(1, 45), WITHOUT_BAN_PAGE)).toEqual(ALLOW);
    expect(decide('/en/vip-club', banned(2, 10), WITHOUT_BAN_PAGE)).toEqual({ kind: 'redirect', to: '/en/', replace: true });
  });

  it('is no longer banned after logging out', () => {
    const state = [userLoggedOut()].reduce(rootReducer, banned(2, 10));
    expect(decide('/en/casino', state)).toEqual(ALLOW);
  });
});

describe('a normal user or a guest', () => {
  it('opens normalUsersOnly routes and everything else', () => {
    for (const url of ['/en/', '/en/casino', '/en/vip-club', '/en/office/deduce', '/en/office/ban', '/en/information/bonus-rules']) {
      expect(decide(url, NORMAL), url).toEqual(ALLOW);
      expect(decide(url, stateWith()), url).toEqual(ALLOW);
    }
  });

  it('is sent home from a bannedOnly route', () => {
    expect(decide('/en/office/appeal', NORMAL)).toEqual({ kind: 'redirect', to: '/en/', replace: true });
    expect(decide('/en/office/appeal', stateWith())).toEqual({ kind: 'redirect', to: '/en/', replace: true });
  });

  it('a signed-in user whose profile has not arrived is not treated as banned', () => {
    expect(decide('/en/casino', stateWith(authStatusChanged({ isAuthenticated: true })))).toEqual(ALLOW);
  });
});

it('unmatched URLs are left alone', () => {
  expect(decide('/en/no/such/page', banned(2, 10))).toEqual(ALLOW);
});

describe('a banned user on a page that does not exist here', () => {
  // A plugin whose guards make their routes 404 (like registration where it is not allowed) or allow them.
  const gate: PluginSource = {
    manifest: { id: 'gate', extensions: [{ name: 'closed', kind: 'guard' }, { name: 'open', kind: 'guard' }] },
    load: async () => ({
      default: definePlugin({
        id: 'gate',
        extensions: { closed: { kind: 'guard', decide: () => ({ kind: 'notFound' }) }, open: { kind: 'guard', decide: () => ({ kind: 'allow' }) } },
      }),
    }),
  };
  const WITH_GATES = compileRouteTable([
    ...MANIFESTS,
    {
      area: 'auth',
      routes: [
        { id: 'login', path: 'user/login', component: 'pages/generic', guards: ['gate/closed'] },
        { id: 'door', path: 'door', component: 'pages/generic', guards: ['gate/open'] },
        page('identification', 'identification'),
      ],
    },
  ]).table;

  async function decideLoadingGuards(url: string, state: RootState, config: SiteConfig = CONFIG) {
    const plugins = createPluginLoader([gate]);
    const ctx = buildNavigationContext({ pathname: url, search: '', hash: '' }, state, config, WITH_GATES, plugins);
    if (banGuard.needsPreparation?.(ctx)) {
      await runWithState(banGuard.prepare!, [ctx], { state, context: { services: { plugins, log: { error: () => {} } } } });
    }
    return banGuard.decide(ctx);
  }

  it('gets the 404, not the ban page, where the route is refused for everyone', async () => {
    expect(await decideLoadingGuards('/en/user/login', banned(2, 10))).toEqual({ kind: 'notFound' });
    expect(await decideLoadingGuards('/en/identification', banned(2, 10))).toEqual({ kind: 'notFound' });
  });

  it('is still sent to the ban page from real routes outside the allowed list', async () => {
    expect(await decideLoadingGuards('/en/door', banned(2, 10))).toEqual(TO_BAN);
    expect(await decideLoadingGuards('/en/casino', banned(2, 10))).toEqual(TO_BAN);
    const identificationOn = { ...CONFIG, features: { identificationEnabled: true } };
    expect(await decideLoadingGuards('/en/identification', banned(2, 10), identificationOn)).toEqual(TO_BAN);
  });

  it('an unknown path is left to the not-found page', async () => {
    expect(await decideLoadingGuards('/en/no/such/page', banned(2, 10))).toEqual(ALLOW);
    expect(await decideLoadingGuards('/en/doors', banned(2, 10))).toEqual(ALLOW);
  });

  it('guests and normal users never load the guards of a route for this', () => {
    const plugins = createPluginLoader([gate]);
    const ctx = buildNavigationContext({ pathname: '/en/user/login', search: '', hash: '' }, NORMAL, CONFIG, WITH_GATES, plugins);
    expect(banGuard.needsPreparation?.(ctx)).toBe(false);
    expect(banGuard.decide(ctx)).toEqual(ALLOW);
  });
});
