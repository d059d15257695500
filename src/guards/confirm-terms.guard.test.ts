import type { Action } from '@reduxjs/toolkit';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { compileRouteTable, type RouteTable } from '../composer/route-table.ts';
import { createPluginLoader } from '../composer/plugin-loader.ts';
import { validate as validateSiteConfig } from '../generated/validators/siteConfig.js';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import { authStatusChanged, termsChecked, termsConfirmed, userProfileLoaded, type UserProfile } from '../state/user.slice.ts';
import { confirmTermsGuard } from './confirm-terms.guard.ts';

const page = (id: string, path: string, flags?: Record<string, boolean>) => ({ id, path, component: 'pages/generic', ...(flags ? { flags } : {}) });

const MANIFESTS: RouteManifest[] = [
  { area: 'sports', routes: [page('home', ''), page('casino', 'casino')] },
  { area: 'info', routes: [page('rules', 'information/rules'), page('confirm-terms', 'information/confirm-terms')] },
  { area: 'system', routes: [page('block', 'block', { blockPage: true })] },
];
const FULL = compileRouteTable(MANIFESTS).table;
const WITHOUT_PAGE = compileRouteTable(MANIFESTS.map((m) => ({ ...m, routes: m.routes.filter((r) => r.id !== 'confirm-terms') }))).table;

const config = (confirmTermsEnabled: boolean): SiteConfig => ({
  id: 'test',
  companyName: 'TestBet',
  languages: { available: ['en', 'ru'], default: 'en' },
  currencies: { available: ['USD'], default: 'USD' },
  routes: { enabled: [] },
  shell: { header: 'chrome/header', bottomNavigation: 'chrome/bottom-nav' },
  features: { confirmTermsEnabled },
});
const ON = config(true);
const OFF = config(false);

const PROFILE: UserProfile = {
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
};
const stateWith = (...actions: Action[]): RootState => actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
const CHANGED = stateWith(userProfileLoaded({ ...PROFILE, termsChanged: true }));
const UNCHANGED = stateWith(userProfileLoaded(PROFILE));
const GUEST = stateWith();

function decide(url: string, state: RootState, siteConfig: SiteConfig = ON, table: RouteTable = FULL) {
  const parsed = new URL(url, 'https://bet.example');
  const ctx = buildNavigationContext({ pathname: parsed.pathname, search: parsed.search, hash: '' }, state, siteConfig, table, createPluginLoader([]));
  return confirmTermsGuard.decide(ctx);
}
const ALLOW = { kind: 'allow' };

it('the test site configs satisfy the schema', () => {
  expect(validateSiteConfig(ON)).toBe(true);
  expect(validateSiteConfig(OFF)).toBe(true);
});

describe('with confirmTermsEnabled on', () => {
  it('a signed-in user with changed terms is sent to confirm-terms, with the page to come back to', () => {
    expect(decide('/en/casino?x=1', CHANGED)).toEqual({
      kind: 'redirect',
      to: `/en/information/confirm-terms?redirect_url=${encodeURIComponent('/en/casino?x=1')}`,
      replace: true,
    });
    expect(decide('/en/', CHANGED)).toMatchObject({ kind: 'redirect' });
  });

  it('information and block pages stay readable', () => {
    expect(decide('/en/information/rules', CHANGED)).toEqual(ALLOW);
    expect(decide('/en/block', CHANGED)).toEqual(ALLOW);
  });

  it('the terms check and the confirmation drive it', () => {
    const changedLater = [termsChecked({ termsChanged: true })].reduce(rootReducer, UNCHANGED);
    expect(decide('/en/casino', changedLater)).toMatchObject({ kind: 'redirect' });
    const confirmed = [termsConfirmed()].reduce(rootReducer, changedLater);
    expect(decide('/en/casino', confirmed)).toEqual(ALLOW);
  });

  it('users with unchanged terms and guests go anywhere', () => {
    expect(decide('/en/casino', UNCHANGED)).toEqual(ALLOW);
    expect(decide('/en/casino', GUEST)).toEqual(ALLOW);
  });
});

it('with the feature off nobody is forced', () => {
  expect(decide('/en/casino', CHANGED, OFF)).toEqual(ALLOW);
});

describe('the confirm-terms page itself', () => {
  it('is open to a signed-in user with changed terms, feature on or off (a notification may lead there)', () => {
    expect(decide('/en/information/confirm-terms', CHANGED)).toEqual(ALLOW);
    expect(decide('/en/information/confirm-terms', CHANGED, OFF)).toEqual(ALLOW);
  });

  it('sends users with unchanged terms and guests to the language home', () => {
    expect(decide('/en/information/confirm-terms', UNCHANGED)).toEqual({ kind: 'redirect', to: '/en/', replace: true });
    expect(decide('/ru/information/confirm-terms', GUEST)).toEqual({ kind: 'redirect', to: '/ru/', replace: true });
  });

  it('waits for the profile of a signed-in user before deciding', () => {
    expect(decide('/en/information/confirm-terms', stateWith(authStatusChanged({ isAuthenticated: true })))).toEqual(ALLOW);
  });
});

it('does nothing when the site has no confirm-terms route', () => {
  expect(decide('/en/casino', CHANGED, ON, WITHOUT_PAGE)).toEqual(ALLOW);
});
