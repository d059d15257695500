import type { Action } from '@reduxjs/toolkit';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { compileRouteTable, type RouteTable } from '../composer/route-table.ts';
import { createPluginLoader } from '../composer/plugin-loader.ts';
import { validate as validateSiteConfig } from '../generated/validators/siteConfig.js';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import { navigationRedirected } from '../state/navigation.slice.ts';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import {
  authStatusChanged,
  identificationReturnPathRemembered,
  identificationReturnPathRestored,
  userLoggedOut,
  userProfileLoaded,
  type UserProfile,
} from '../state/user.slice.ts';
import { createTestApp, until } from '../../tests/helpers/store.ts';
import { identificationGuard } from './identification.guard.ts';
import type { GuardDecision } from './types.ts';

const page = (id: string, path: string, flags?: Record<string, boolean>) => ({ id, path, component: 'pages/generic', ...(flags ? { flags } : {}) });
const MANIFESTS: RouteManifest[] = [
  { area: 'sports', routes: [page('home', ''), page('casino', 'casino'), page('game', 'game/:gameId')] },
  {
    area: 'office',
    routes: [
      page('office-menu', 'office/menu', { authNeeded: true }),
      page('office-responsible-gaming', 'office/responsible-gaming', { authNeeded: true }),
      page('account', 'office/account', { authNeeded: true }),
      page('identification', 'office/identification', { authNeeded: true }),
      page('recharge', 'office/recharge', { authNeeded: true }),
    ],
  },
  { area: 'info', routes: [page('about', 'information/about')] },
  { area: 'promo', routes: [page('bonus-offer', 'bonus-offer/:id')] },
  { area: 'system', routes: [page('block', 'block', { blockPage: true })] },
];
const FULL = compileRouteTable(MANIFESTS).table;
const WITHOUT_PAGE = compileRouteTable(MANIFESTS.map((m) => ({ ...m, routes: m.routes.filter((r) => r.id !== 'identification') }))).table;

const config = (identificationEnabled: boolean): SiteConfig => ({
  id: 'test',
  companyName: 'TestBet',
  languages: { available: ['en', 'ru'], default: 'en' },
  currencies: { available: ['USD'], default: 'USD' },
  routes: { enabled: [] },
  shell: { header: 'chrome/header', bottomNavigation: 'chrome/bottom-nav' },
  features: { identificationEnabled },
});
const ON = config(true);
const OFF = config(false);

const profile = (patch: Partial<UserProfile> = {}): UserProfile => ({
  userId: 7,
  banLevel: 0,
  banVersion: 1,
  userStatusId: null,
  internalVerificationStatus: 0,
  verificationStatusGroupCode: null,
  requestedAdditionalDocument: false,
  hasDeposit: false,
  termsChanged: false,
  protectionLevel: 50,
  ...patch,
});
const VERIFIED: Partial<UserProfile> = { internalVerificationStatus: 1 };

const apply = (state: RootState, ...actions: readonly Action[]): RootState => actions.reduce(rootReducer, state);
const stateWith = (...actions: Action[]): RootState => apply(rootReducer(undefined, { type: '@@test/init' }), ...actions);
const RESTRICTED = stateWith(userProfileLoaded(profile()));

function decide(url: string, state: RootState, siteConfig: SiteConfig = ON, table: RouteTable = FULL): GuardDecision {
  const parsed = new URL(url, 'https://bet.example');
  const ctx = buildNavigationContext({ pathname: parsed.pathname, search: parsed.search, hash: '' }, state, siteConfig, table, createPluginLoader([]));
  return identificationGuard.decide(ctx);
}
const ALLOW = { kind: 'allow' };
const toIdentification = (from: string, lng = 'en') => ({
  kind: 'redirect',
  to: `/${lng}/office/identification?from_identification=1&redirect_url=${encodeURIComponent(from)}`,
  replace: true,
});
/** What the navigation saga does with a decision that allows: dispatch its onCommit actions. */
const commit = (state: RootState, decision: GuardDecision): RootState =>
  decision.kind === 'allow' ? apply(state, ...(decision.onCommit ?? [])) : state;

it('the test site configs satisfy the schema', () => {
  expect(validateSiteConfig(ON)).toBe(true);
  expect(validateSiteConfig(OFF)).toBe(true);
});

describe('a signed-in user who is not verified and has no deposit', () => {
  it('is sent to identification from any page outside the allowed list, the page travelling along', () => {
    expect(decide('/en/casino', RESTRICTED)).toEqual(toIdentification('/en/casino'));
    expect(decide('/ru/game/12?market=3', RESTRICTED)).toEqual(toIdentification('/ru/game/12?market=3', 'ru'));
    expect(decide('/en/', RESTRICTED)).toEqual(toIdentification('/en/'));
    expect(decide('/en/office/recharge', RESTRICTED)).toEqual(toIdentification('/en/office/recharge'));
    expect(decide('/en/bonus-offer/welcome', RESTRICTED)).toEqual(toIdentification('/en/bonus-offer/welcome'));
  });

  it('may open account, menu, the responsible-gaming tools, information pages, block pages, the identification bonus page and pages flagged identification_skip=1', () => {
    for (const url of [
      '/en/office/account',
      '/en/office/menu',
      '/en/office/responsible-gaming',
      '/en/information/about',
      '/en/block',
      '/en/bonus-offer/identification',
      '/en/casino?identification_skip=1',
      '/en/office/identification',
    ]) {
      expect(decide(url, RESTRICTED), url).toEqual(ALLOW);
    }
    expect(decide('/en/casino?identification_skip=0', RESTRICTED)).toMatchObject({ kind: 'redirect' });
  });

  it('arriving with from_identification=1 remembers the page at commit; the last one wins', () => {
    const first = decide(toIdentification('/en/casino?x=1').to, RESTRICTED);
    expect(first).toEqual({ kind: 'allow', onCommit: [identificationReturnPathRemembered('/en/casino?x=1')] });
    const remembered = commit(RESTRICTED, first);
    expect(remembered.user.identificationReturnPath).toBe('/en/casino?x=1');
    // The same page again: nothing new to remember.
    expect(decide(toIdentification('/en/casino?x=1').to, remembered)).toEqual(ALLOW);
    const second = commit(remembered, decide(toIdentification('/en/game/3').to, remembered));
    expect(second.user.identificationReturnPath).toBe('/en/game/3');
  });

  it('remembers only safe same-origin paths, and only with the flag', () => {
    expect(decide('/en/office/identification?from_identification=1&redirect_url=https%3A%2F%2Fevil.example%2F', RESTRICTED)).toEqual(ALLOW);
    expect(decide('/en/office/identification?from_identification=1&redirect_url=%2F%2Fevil.example', RESTRICTED)).toEqual(ALLOW);
    expect(decide('/en/office/identification?redirect_url=%2Fen%2Fcasino', RESTRICTED)).toEqual(ALLOW);
    expect(decide('/en/office/identification?from_identification=1&redirect_url=%2Fen%2Foffice%2Fidentification', RESTRICTED)).toEqual(ALLOW);
  });

  it('is not concerned when verified, or with a deposit, or with a requested document only when not verified', () => {
    expect(decide('/en/casino', stateWith(userProfileLoaded(profile(VERIFIED))))).toEqual(ALLOW);
    expect(decide('/en/casino', stateWith(userProfileLoaded(profile({ verificationStatusGroupCode: 'VERIFICATION_SUCCESSFUL' }))))).toEqual(ALLOW);
    expect(decide('/en/casino', stateWith(userProfileLoaded(profile({ hasDeposit: true }))))).toEqual(ALLOW);
    const documentRequested = stateWith(userProfileLoaded(profile({ ...VERIFIED, requestedAdditionalDocument: true })));
    expect(decide('/en/casino', documentRequested)).toEqual(toIdentification('/en/casino'));
  });
});

describe('restoring the remembered page once the requirement is gone', () => {
  const remembered = commit(RESTRICTED, decide(toIdentification('/en/casino?x=1').to, RESTRICTED));
  const verified = apply(remembered, userProfileLoaded(profile(VERIFIED)));

  it('the next navigation goes there, then the arrival clears it: exactly once', () => {
    expect(decide('/en/office/account', verified)).toEqual({ kind: 'redirect', to: '/en/casino?x=1', replace: true });
    // The router follows the redirect: the arrival is a redirect hop on the remembered page.
    const arriving = apply(verified, navigationRedirected());
    const arrival = decide('/en/casino?x=1', arriving);
    expect(arrival).toEqual({ kind: 'allow', onCommit: [identificationReturnPathRestored()] });
    const after = commit(arriving, arrival);
    expect(after.user.identificationReturnPath).toBeNull();
    expect(decide('/en/game/4', after)).toEqual(ALLOW);
  });

  it('a user navigating to the remembered page themselves clears it without a redirect', () => {
    expect(decide('/en/casino?x=1', verified)).toEqual({ kind: 'allow', onCommit: [identificationReturnPathRestored()] });
  });

  it('never loops: a navigation that is itself a redirect clears the memory instead of redirecting again', () => {
    // e.g. another guard sent the restored page elsewhere
    expect(decide('/en/information/about', apply(verified, navigationRedirected()))).toEqual({
      kind: 'allow',
      onCommit: [identificationReturnPathRestored()],
    });
  });

  it('a deposit lifts the requirement too; so does the feature being switched off', () => {
    expect(decide('/en/', apply(remembered, userProfileLoaded(profile({ hasDeposit: true }))))).toMatchObject({ to: '/en/casino?x=1' });
    expect(decide('/en/', remembered, OFF)).toMatchObject({ to: '/en/casino?x=1' });
  });

  it('logging out forgets it; a signed-in user without a profile yet keeps it for later', () => {
    expect(apply(verified, userLoggedOut()).user.identificationReturnPath).toBeNull();
    const unknown = { ...remembered, user: { ...remembered.user, profile: null } };
    expect(decide('/en/', unknown)).toEqual(ALLOW);
  });
});

describe('feature and table', () => {
  it('with identification disabled nobody is redirected and the identification page is not found', () => {
    expect(decide('/en/casino', RESTRICTED, OFF)).toEqual(ALLOW);
    expect(decide('/en/office/identification', RESTRICTED, OFF)).toEqual({ kind: 'notFound' });
  });

  it('without an identification route nothing is redirected', () => {
    expect(decide('/en/casino', RESTRICTED, ON, WITHOUT_PAGE)).toEqual(ALLOW);
  });

  it('guests and signed-in users whose profile has not arrived are not concerned', () => {
    expect(decide('/en/casino', stateWith())).toEqual(ALLOW);
    expect(decide('/en/casino', stateWith(authStatusChanged({ isAuthenticated: true })))).toEqual(ALLOW);
  });
});

describe('through the real store, saga and guard order', () => {
  it('redirects, remembers, and restores exactly once after verification', async () => {
    const app = createTestApp({ manifests: MANIFESTS, config: ON });
    app.store.dispatch(userProfileLoaded(profile()));
    app.go('/en/casino?x=1');
    await until(() => expect(app.committed()?.routeId).toBe('identification'));
    expect(app.committed()?.location.search).toBe(`?from_identification=1&redirect_url=${encodeURIComponent('/en/casino?x=1')}`);
    expect(app.state().user.identificationReturnPath).toBe('/en/casino?x=1');

    app.store.dispatch(userProfileLoaded(profile(VERIFIED)));
    app.go('/en/office/account');
    await until(() => expect(app.committed()?.location).toMatchObject({ pathname: '/en/casino', search: '?x=1' }));
    expect(app.state().user.identificationReturnPath).toBeNull();

    app.go('/en/office/account');
    await until(() => expect(app.committed()?.routeId).toBe('account'));
    expect(app.commits.map((c) => c.routeId)).toEqual(['identification', 'casino', 'account']);
  });
});
