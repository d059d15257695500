import type { Action } from '@reduxjs/toolkit';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { compileRouteTable, type RouteTable } from '../composer/route-table.ts';
import { createPluginLoader } from '../composer/plugin-loader.ts';
import { validate as validateSiteConfig } from '../generated/validators/siteConfig.js';
import { buildNavigationContext } from '../sagas/navigation.saga.ts';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import { authStatusChanged, authorizationRequested, userProfileLoaded, type UserProfile } from '../state/user.slice.ts';
import { accessByAuthenticationGuard } from './access-by-authentication.guard.ts';

const page = (id: string, path: string, flags?: Record<string, boolean>) => ({ id, path, component: 'pages/generic', ...(flags ? { flags } : {}) });

const MANIFESTS: RouteManifest[] = [
  { area: 'sports', routes: [page('home', ''), page('casino', 'casino')] },
  {
    area: 'office',
    routes: [page('office', 'office', { authNeeded: true }), page('history', 'office/history/:couponId?', { authNeeded: true }), page('account', 'office/account', { authNeeded: true })],
  },
  {
    area: 'user',
    routes: [
      page('login', 'user/login', { guestOnly: true }),
      page('registration', 'registration', { guestOnly: true }),
      page('account-sign-in', 'account-app/sign-in', { guestOnly: true }),
    ],
  },
];

const FULL = compileRouteTable(MANIFESTS).table;
/** The same site before the auth area and the account app ship. */
const WITHOUT = (...ids: string[]): RouteTable =>
  compileRouteTable(MANIFESTS.map((m) => ({ ...m, routes: m.routes.filter((r) => !ids.includes(r.id)) }))).table;

function siteConfig(patch: Partial<SiteConfig> = {}): SiteConfig {
  const config: SiteConfig = {
    id: 'test',
    companyName: 'TestBet',
    languages: { available: ['en', 'ru'], default: 'en' },
    currencies: { available: ['USD'], default: 'USD' },
    routes: { enabled: [] },
    shell: { header: 'chrome/header', bottomNavigation: 'chrome/bottom-nav' },
    ...patch,
  };
  expect(validateSiteConfig(config), JSON.stringify(validateSiteConfig.errors)).toBe(true);
  return config;
}

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
const SIGNED_IN = stateWith(userProfileLoaded(PROFILE));
const GUEST = stateWith();

function decide(url: string, options: { state?: RootState; config?: SiteConfig; table?: RouteTable } = {}) {
  const parsed = new URL(url, 'https://bet.example');
  const ctx = buildNavigationContext(
    { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash },
    options.state ?? GUEST,
    options.config ?? siteConfig(),
    options.table ?? FULL,
    createPluginLoader([]),
  );
  return accessByAuthenticationGuard.decide(ctx);
}

describe('a guest on a protected (authNeeded) page', () => {
  it('goes to the login route with redirect_url = the page, path and query, to land back on it', () => {
    expect(decide('/en/office/history/12?tab=open&x=1')).toEqual({
      kind: 'redirect',
      to: `/en/user/login?redirect_url=${encodeURIComponent('/en/office/history/12?tab=open&x=1')}`,
      replace: true,
    });
  });

  it('in the language the user will be sent to', () => {
    expect(decide('/ru/office')).toMatchObject({ to: `/ru/user/login?redirect_url=${encodeURIComponent('/ru/office')}` });
  });

  it('goes home (still with redirect_url) when the site has no login route yet', () => {
    expect(decide('/en/office', { table: WITHOUT('login') })).toMatchObject({
      kind: 'redirect',
      to: `/en/?redirect_url=${encodeURIComponent('/en/office')}`,
    });
  });

  it('goes to the account app sign-in in account-middleware mode', () => {
    const config = siteConfig({ features: { accountMiddleware: true } });
    expect(decide('/en/office', { config })).toMatchObject({
      kind: 'redirect',
      to: `/en/account-app/sign-in?redirect_url=${encodeURIComponent('/en/office')}`,
    });
  });

  it('goes home in account-middleware mode when the account app sign-in does not exist (never to login)', () => {
    const config = siteConfig({ features: { accountMiddleware: true } });
    expect(decide('/en/office', { config, table: WITHOUT('account-sign-in') })).toMatchObject({
      to: `/en/?redirect_url=${encodeURIComponent('/en/office')}`,
    });
  });

  it('a signed-in user stays on it', () => {
    expect(decide('/en/office', { state: SIGNED_IN })).toEqual({ kind: 'allow' });
    expect(decide('/en/office', { state: stateWith(authStatusChanged({ isAuthenticated: true })) })).toEqual({ kind: 'allow' });
  });
});

describe('arriving at the sign-in page opens the authorization block at commit', () => {
  it('login with a safe redirect_url → authorizationRequested(returnPath)', () => {
    const to = (decide('/en/office?x=1') as { to: string }).to;
    expect(decide(to)).toEqual({ kind: 'allow', onCommit: [authorizationRequested('/en/office?x=1')] });
  });

  it('home with redirect_url when home is the sign-in target', () => {
    const table = WITHOUT('login');
    const to = (decide('/en/office', { table }) as { to: string }).to;
    expect(decide(to, { table })).toEqual({ kind: 'allow', onCommit: [authorizationRequested('/en/office')] });
  });

  it('the account app sign-in in account-middleware mode', () => {
    const config = siteConfig({ features: { accountMiddleware: true } });
    expect(decide('/en/account-app/sign-in?redirect_url=%2Fen%2Foffice', { config })).toEqual({
      kind: 'allow',
      onCommit: [authorizationRequested('/en/office')],
    });
  });

  it('not for an unsafe redirect_url, not without one, not on other pages', () => {
    expect(decide('/en/user/login?redirect_url=https%3A%2F%2Fevil.example%2F')).toEqual({ kind: 'allow' });
    expect(decide('/en/user/login?redirect_url=%2F%2Fevil.example')).toEqual({ kind: 'allow' });
    expect(decide('/en/user/login')).toEqual({ kind: 'allow' });
    expect(decide('/en/casino?redirect_url=%2Fen%2Foffice')).toEqual({ kind: 'allow' });
  });

  it('a manifest that protects the sign-in page itself opens the block in place instead of looping', () => {
    const table = compileRouteTable([{ area: 'user', routes: [page('login', 'user/login', { authNeeded: true })] }]).table;
    expect(decide('/en/user/login', { table })).toEqual({ kind: 'allow', onCommit: [authorizationRequested(null)] });
  });
});

describe('a signed-in user on a guest-only page', () => {
  it('goes to the account route', () => {
    expect(decide('/en/user/login', { state: SIGNED_IN })).toEqual({ kind: 'redirect', to: '/en/office/account', replace: true });
    expect(decide('/en/registration', { state: SIGNED_IN })).toMatchObject({ to: '/en/office/account' });
  });

  it('goes home when there is no account route', () => {
    expect(decide('/en/user/login', { state: SIGNED_IN, table: WITHOUT('account') })).toMatchObject({ kind: 'redirect', to: '/en/' });
  });

  it('goes back to a safe redirect_url first (they just signed in there)', () => {
    expect(decide('/en/user/login?redirect_url=%2Fen%2Foffice%2Fhistory%3Fx%3D1', { state: SIGNED_IN })).toEqual({
      kind: 'redirect',
      to: '/en/office/history?x=1',
      replace: true,
    });
    expect(decide('/en/user/login?redirect_url=https%3A%2F%2Fevil.example', { state: SIGNED_IN })).toMatchObject({ to: '/en/office/account' });
  });

  it('is left to the auth-redirect guard when the site config maps that page', () => {
    const config = siteConfig({ authRedirects: { registration: 'casino' } });
    expect(decide('/en/registration', { state: SIGNED_IN, config })).toEqual({ kind: 'allow' });
    // A mapping to a route that does not exist does not disable the guest-only rule.
    const broken = siteConfig({ authRedirects: { registration: 'nowhere' } });
    expect(decide('/en/registration', { state: SIGNED_IN, config: broken })).toMatchObject({ to: '/en/office/account' });
  });

  it('a guest stays on it', () => {
    expect(decide('/en/user/login')).toEqual({ kind: 'allow' });
  });

  it('never redirects to the page the user is on (guest-only home without an account route)', () => {
    const table = compileRouteTable([{ area: 'sports', routes: [page('home', '', { guestOnly: true })] }]).table;
    expect(decide('/en/', { state: SIGNED_IN, table })).toEqual({ kind: 'allow' });
  });
});

it('unmatched URLs and open pages are left alone', () => {
  expect(decide('/en/no/such/page')).toEqual({ kind: 'allow' });
  expect(decide('/en/casino')).toEqual({ kind: 'allow' });
  expect(decide('/en/casino', { state: SIGNED_IN })).toEqual({ kind: 'allow' });
});
