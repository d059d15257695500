/**
 * The session sagas run whole: the real store, root saga and guards, a fake web API and a fake
 * browser identity port (tests/helpers/identity.ts), fake timers for the 1.5 s, 8 s and 60 s waits.
 */
// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { TEST_MANIFESTS, deferred, makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import { setHidden, withHiddenPageAndFakeClock } from '../../tests/helpers/page-visibility.ts';
import { fakeApi, fakeIdentity, failWith, type FakeApi, type FakeIdentity } from '../../tests/helpers/identity.ts';
import { logoutRequested, sessionEnded, signedIn, termsAccepted } from '../state/identity.events.ts';
import { authorizationRequested, selectSessionPending, selectTermsUpdatedAt } from '../state/user.slice.ts';
import { captchaDismissed, captchaSolved } from '../state/captcha.slice.ts';
import { connectionLost, connectionRestored } from '../state/connectivity.slice.ts';
import {
  INACTIVITY_LOGOFF_FLAG,
  PROFILE_START_RETRY,
  SESSION_CHECK_RETRY,
  SESSION_CHECK_TIMEOUT_MS,
  SESSION_WARMUP_DELAY_MS,
  USER_LOAD_BACKOFF,
  USER_LOAD_TIMEOUT_MS,
} from './session.saga.ts';
import { AUTH_POLL_MS } from './auth-poll.saga.ts';
import { TERMS_STATUS_PATH } from './terms-check.saga.ts';

const AUTH_AREA: RouteManifest = {
  area: 'auth',
  routes: [
    { id: 'login', path: 'user/login', layout: 'default', component: 'pages/generic', flags: { guestOnly: true } },
    { id: 'account', path: 'account', layout: 'default', component: 'pages/generic', flags: { authNeeded: true } },
    { id: 'confirm-terms', path: 'confirm-terms', layout: 'default', component: 'pages/generic' },
  ],
  modals: [{ query: 'login-modal', component: 'pages/modal' }],
};
/** Outside the user area (whose routes are a fixed list): a page for players that banned players may not open. */
const CASHIER_AREA: RouteManifest = {
  area: 'cashier',
  routes: [{ id: 'cashier', path: 'cashier', layout: 'default', component: 'pages/generic', flags: { authNeeded: true, normalUsersOnly: true } }],
};
const MANIFESTS = [...TEST_MANIFESTS, AUTH_AREA, CASHIER_AREA];

const USER_CONFIG = { user_id: 1001, user_name: 'demo', ban_level: 0, ban_version: 1, has_deposit: true, internal_verification_status: 1 };
const ACCOUNTS = {
  accounts: [
    { id: 1, type: 0, iso: 'USD', symbol: '$', currencyId: 1, money: 1000, points: 0, label: 'Main', isActive: true, isPointsTypeBalance: false },
    { id: 2, type: 4, iso: 'USD', symbol: '$', currencyId: 1, money: 25, points: 0, label: 'Bonus', isActive: false, isPointsTypeBalance: false },
  ],
};

function signedInApi(userId: number | null = 1001): FakeApi {
  return fakeApi()
    .on('GET', '/session/check', () => ({ user_id: userId }))
    .on('GET', '/user/config', () => USER_CONFIG)
    .on('GET', '/user/accounts', () => ACCOUNTS)
    .on('GET', '/session', () => 'ok')
    .on('POST', '/user/logout', () => ({ success: true }));
}

withHiddenPageAndFakeClock();

function start(api: FakeApi, identity: FakeIdentity = fakeIdentity(), url = '/en/', config = makeSiteConfig()): TestApp & { identity: FakeIdentity; api2: FakeApi } {
  const app = createTestApp({ manifests: MANIFESTS, request: api.request, identity, config });
  app.go(url);
  return Object.assign(app, { identity, api2: api });
}

const waitFor = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 5 });

describe('start-up session check', () => {
  it('a live session signs the user in before the first page: a protected page opens, no sign-in detour', async () => {
    const app = start(signedInApi(), fakeIdentity(), '/en/account');
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
    expect(app.state().user.isAuthenticated).toBe(true);
    expect(app.state().user.userName).toBe('demo');
    expect(app.state().user.accounts.map((a) => a.id)).toEqual([1, 2]);
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('a player whose token was not kept gets one before the first signed-in calls; a held token or a guest asks for none', async () => {
    const run = async (userId: number | null, held: string | null) => {
      const api = signedInApi(userId);
      const identity = fakeIdentity({ token: held });
      const asked: string[] = [];
      const token = vi.fn(async () => {
        asked.push(`token before ${api.calls.filter((c) => c.path === '/user/config' || c.path === '/user/accounts').length} user calls`);
        identity.tokens.set('fresh');
        return 'fresh';
      });
      const app = createTestApp({ manifests: MANIFESTS, request: api.request, identity, config: makeSiteConfig(), token });
      app.go('/en/');
      await waitFor(() => expect(app.state().user.sessionStatus).toBe('known'));
      return { asked, token: identity.token };
    };
    expect(await run(1001, null)).toEqual({ asked: ['token before 0 user calls'], token: 'fresh' });
    expect(await run(1001, 'held')).toEqual({ asked: [], token: 'held' });
    expect(await run(null, null)).toEqual({ asked: [], token: null });
  });

  it('retries a failing check 2 times at 1500 ms, then carries on as a guest (protected page -> sign in)', async () => {
    const api = signedInApi().on('GET', '/session/check', failWith(503));
    const identity = fakeIdentity({ token: 'stale' });
    const app = start(api, identity, '/en/account');
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_RETRY.delayMs - 1);
    expect(api.count('GET', '/session/check')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.count('GET', '/session/check')).toBe(2);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_RETRY.delayMs);
    await waitFor(() => expect(app.committed()?.routeId).toBe('login'));
    expect(api.count('GET', '/session/check')).toBe(3);
    expect(SESSION_CHECK_RETRY.delayMs).toBe(1500);
    // The saga's retries are the only ones: the client must not retry each check again.
    expect(api.calls.filter((c) => c.path === '/session/check').map((c) => c.options.retries)).toEqual([0, 0, 0]);
    expect(app.committed()?.location.search).toBe(`?redirect_url=${encodeURIComponent('/en/account')}`);
    expect(identity.token).toBeNull();
  });

  it('a public page commits at once while the check is out, the header part pending; a player found later gets the page judged again', async () => {
    const check = deferred<unknown>();
    const api = signedInApi().on('GET', '/session/check', () => check.promise);
    const app = start(api, fakeIdentity(), '/en/');
    await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
    expect(app.state().user).toMatchObject({ sessionStatus: 'checking', isAuthenticated: false });
    expect(selectSessionPending(app.state())).toBe(true);
    const dispatched: string[] = [];
    app.store.subscribe(() => dispatched.push(app.state().navigation.pending === null ? 'idle' : 'navigating'));

    check.resolve({ user_id: 1001 });
    await waitFor(() => expect(app.state().user.sessionStatus).toBe('known'));
    expect(app.state().user.isAuthenticated).toBe(true);
    expect(selectSessionPending(app.state())).toBe(false);
    // The same address went through the guards again, now for the player, and stayed.
    await waitFor(() => expect(dispatched).toContain('navigating'));
    await waitFor(() => expect(app.state().navigation.pending).toBeNull());
    expect(app.committed()).toMatchObject({ routeId: 'home', location: { pathname: '/en/' } });
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('a guest found by the check leaves the page alone (no second pass)', async () => {
    const check = deferred<unknown>();
    const app = start(signedInApi(null).on('GET', '/session/check', () => check.promise), fakeIdentity(), '/en/');
    await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
    let navigations = 0;
    app.store.subscribe(() => {
      if (app.state().navigation.pending !== null) navigations++;
    });
    check.resolve({ user_id: null });
    await waitFor(() => expect(app.state().user.sessionStatus).toBe('known'));
    await vi.advanceTimersByTimeAsync(0);
    expect(navigations).toBe(0);
  });

  it('a page the server rendered for a player whose session has ended since: the check finds a guest, who is sent to sign in', async () => {
    const api = signedInApi(null);
    const app = createTestApp({ manifests: MANIFESTS, request: api.request, identity: fakeIdentity(), config: makeSiteConfig(), isAuthenticated: true });
    app.go('/en/account');
    await waitFor(() => expect(app.state().user.sessionStatus).toBe('known'));
    expect(app.state().user.isAuthenticated).toBe(false);
    await waitFor(() => expect(app.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/en\/user\/login/), expect.anything()));
  });

  it('a protected page waits for the check (nothing committed), then opens for the player it finds', async () => {
    const check = deferred<unknown>();
    const app = start(signedInApi().on('GET', '/session/check', () => check.promise), fakeIdentity(), '/en/account');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(app.committed()).toBeNull();
    check.resolve({ user_id: 1001 });
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('a language offered to players only waits for the check too, instead of sending the visitor to another', async () => {
    const check = deferred<unknown>();
    const app = start(signedInApi().on('GET', '/session/check', () => check.promise), fakeIdentity(), '/de/');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(app.committed()).toBeNull();
    check.resolve({ user_id: 1001 });
    await waitFor(() => expect(app.committed()).toMatchObject({ routeId: 'home', lng: 'de' }));
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('bounds each attempt: a check that never answers is abandoned (its request aborted); the protected page then asks to sign in', async () => {
    const signals: AbortSignal[] = [];
    const api = signedInApi().on('GET', '/session/check', (options) => {
      if (options.signal) signals.push(options.signal);
      return new Promise(() => {});
    });
    const app = start(api, fakeIdentity(), '/en/account');
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_TIMEOUT_MS - 1);
    expect(signals.map((s) => s.aborted)).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals.map((s) => s.aborted)).toEqual([true]);
    const rest = SESSION_CHECK_RETRY.delayMs * 2 + SESSION_CHECK_TIMEOUT_MS * 2;
    await vi.advanceTimersByTimeAsync(rest - 1);
    expect(app.committed()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(() => expect(app.committed()?.routeId).toBe('login'));
    expect(api.count('GET', '/session/check')).toBe(3);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it('a guest gets GET /session about 8 s after start-up, not before, and only once', async () => {
    const api = signedInApi(null);
    const app = start(api);
    await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
    await vi.advanceTimersByTimeAsync(SESSION_WARMUP_DELAY_MS - 100);
    expect(api.count('GET', '/session')).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(api.count('GET', '/session')).toBe(1);
    expect(api.calls.find((c) => c.path === '/session')?.options.parse).toBe('text');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.count('GET', '/session')).toBe(1);
  });

  it('offline, a failing check spends no attempt: it waits for the network, then has all its retries', async () => {
    const api = signedInApi().on('GET', '/session/check', failWith(0));
    const app = start(api, fakeIdentity(), '/en/account');
    app.store.dispatch(connectionLost());
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.count('GET', '/session/check')).toBe(1);
    expect(app.committed()).toBeNull();
    app.store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.count('GET', '/session/check')).toBe(2);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_RETRY.delayMs * 2);
    await waitFor(() => expect(app.committed()?.routeId).toBe('login'));
    expect(api.count('GET', '/session/check')).toBe(1 + SESSION_CHECK_RETRY.attempts);
  });

  it("offline, a guest's GET /session waits for the network instead of failing", async () => {
    const api = signedInApi(null);
    const app = start(api);
    await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
    app.store.dispatch(connectionLost());
    await vi.advanceTimersByTimeAsync(SESSION_WARMUP_DELAY_MS + 120_000);
    expect(api.count('GET', '/session')).toBe(0);
    app.store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.count('GET', '/session')).toBe(1);
  });

  it('shows the inactivity notice once on the page after an auto-logoff', async () => {
    const identity = fakeIdentity({ storage: { [INACTIVITY_LOGOFF_FLAG]: '1' } });
    const app = start(signedInApi(null), identity);
    await waitFor(() => expect(app.state().notifications.items.map((n) => n.messageKey)).toContain('main_inactivity_logoff'));
    expect(identity.storage.data.has(INACTIVITY_LOGOFF_FLAG)).toBe(false);
  });
});

describe('start-up: the profile and the balance once the check found a player', () => {
  /** A handler that fails with `status` while `failing()` says so, then answers `answer`. */
  const until = (failing: () => boolean, status: number, answer: unknown) => (options: Parameters<ReturnType<typeof failWith>>[0]) =>
    failing() ? failWith(status)(options) : answer;
  const startUpFailures = () => vi.advanceTimersByTimeAsync(PROFILE_START_RETRY.delayMs * (PROFILE_START_RETRY.attempts - 1));

  it('a 500 on the profile keeps the player signed in and shows their page; the profile arrives once the server answers', async () => {
    let serverDown = true;
    const api = signedInApi().on('GET', '/user/config', until(() => serverDown, 500, USER_CONFIG));
    const identity = fakeIdentity({ token: 'T0' });
    const app = start(api, identity, '/en/account');
    await startUpFailures();
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
    expect(api.count('GET', '/user/config')).toBe(PROFILE_START_RETRY.attempts);
    expect(app.state().user).toMatchObject({ isAuthenticated: true, profile: null, sessionStatus: 'known' });
    expect(identity.token).toBe('T0');
    expect(app.navigate).not.toHaveBeenCalled();

    // Still down for the first background attempt (at most firstDelayMs later) ...
    await vi.advanceTimersByTimeAsync(USER_LOAD_BACKOFF.firstDelayMs);
    expect(api.count('GET', '/user/config')).toBe(PROFILE_START_RETRY.attempts + 1);
    expect(app.state().user.profile).toBeNull();
    // ... then it answers, and the next attempt (at most twice as long) brings the profile.
    serverDown = false;
    await vi.advanceTimersByTimeAsync(USER_LOAD_BACKOFF.firstDelayMs * 2);
    await waitFor(() => expect(app.state().user.profile?.userId).toBe(1001));
    expect(app.state().user.userName).toBe('demo');
    expect(app.committed()?.routeId).toBe('account');
    expect(identity.token).toBe('T0');
    // Loaded: nothing more is asked.
    const asked = api.count('GET', '/user/config');
    await vi.advanceTimersByTimeAsync(USER_LOAD_BACKOFF.maxDelayMs * 2);
    expect(api.count('GET', '/user/config')).toBe(asked);
  });

  it('a profile that arrives later is applied to the page on screen: a ban known only then sends the player away', async () => {
    let serverDown = true;
    const api = signedInApi().on('GET', '/user/config', until(() => serverDown, 500, { ...USER_CONFIG, ban_level: 1 }));
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/cashier');
    await startUpFailures();
    await waitFor(() => expect(app.committed()?.routeId).toBe('cashier'));
    serverDown = false;
    await vi.advanceTimersByTimeAsync(USER_LOAD_BACKOFF.firstDelayMs);
    await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
    expect(app.state().user.profile?.banLevel).toBe(1);
  });

  it('a profile that never answers is given up on after its bounded attempts; the page shows then, not at the 10 s client bound', async () => {
    const api = signedInApi().on('GET', '/user/config', () => new Promise(() => {}));
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/account');
    const startUp = USER_LOAD_TIMEOUT_MS * PROFILE_START_RETRY.attempts + PROFILE_START_RETRY.delayMs * (PROFILE_START_RETRY.attempts - 1);
    await vi.advanceTimersByTimeAsync(startUp - 1);
    expect(app.committed()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
    expect(app.state().user.isAuthenticated).toBe(true);
    expect(api.calls.filter((c) => c.path === '/user/config').every((c) => c.options.signal?.aborted)).toBe(true);
  });

  it('a 401 on the profile (the server refused the session) carries on as a guest: the protected page asks to sign in', async () => {
    const api = signedInApi().on('GET', '/user/config', failWith(401));
    const identity = fakeIdentity({ token: 'T0' });
    const app = start(api, identity, '/en/account');
    await waitFor(() => expect(app.committed()?.routeId).toBe('login'));
    expect(app.state().user.isAuthenticated).toBe(false);
    expect(app.state().user.accounts).toEqual([]);
    expect(identity.token).toBeNull();
    // A refusal is not retried, now or later.
    await vi.advanceTimersByTimeAsync(USER_LOAD_BACKOFF.maxDelayMs * 4);
    expect(api.count('GET', '/user/config')).toBe(1);
    expect(app.state().user.accounts).toEqual([]);
  });

  it('a 401 while the profile is asked again ends the session as the auth poll would', async () => {
    let refused = false;
    const api = signedInApi().on('GET', '/user/config', () => failWith(refused ? 401 : 500)({}));
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/account');
    await startUpFailures();
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
    refused = true;
    await vi.advanceTimersByTimeAsync(USER_LOAD_BACKOFF.firstDelayMs);
    await waitFor(() => expect(app.committed()?.routeId).toBe('login'));
    expect(app.state().user.isAuthenticated).toBe(false);
    expect(app.identity.token).toBeNull();
    expect(app.identity.clearUserCookies).toHaveBeenCalled();
  });

  it('logging out stops the asking', async () => {
    const api = signedInApi().on('GET', '/user/config', failWith(500));
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/fast');
    await startUpFailures();
    await waitFor(() => expect(app.state().user.sessionStatus).toBe('known'));
    app.store.dispatch(logoutRequested({ allDevices: false }));
    await waitFor(() => expect(app.state().user.isAuthenticated).toBe(false));
    const asked = api.count('GET', '/user/config');
    await vi.advanceTimersByTimeAsync(USER_LOAD_BACKOFF.maxDelayMs * 4);
    expect(api.count('GET', '/user/config')).toBe(asked);
  });

  it('a hang on the accounts does not hold the page; the balance arrives on a later attempt', async () => {
    const signals: AbortSignal[] = [];
    const api = signedInApi().on('GET', '/user/accounts', (options) => {
      if (options.signal) signals.push(options.signal);
      return signals.length === 1 ? new Promise(() => {}) : ACCOUNTS;
    });
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/account');
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
    expect(app.state().user.profile?.userId).toBe(1001);
    expect(app.state().user.accounts).toEqual([]);
    await vi.advanceTimersByTimeAsync(USER_LOAD_TIMEOUT_MS);
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(USER_LOAD_BACKOFF.firstDelayMs);
    await waitFor(() => expect(app.state().user.accounts.map((a) => a.id)).toEqual([1, 2]));
    expect(api.count('GET', '/user/accounts')).toBe(2);
  });

  it('offline, the asking spends no attempts; once the network is back the profile and the balance arrive', async () => {
    let serverDown = true;
    const api = signedInApi()
      .on('GET', '/user/config', until(() => serverDown, 500, USER_CONFIG))
      .on('GET', '/user/accounts', until(() => serverDown, 500, ACCOUNTS));
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/account');
    await startUpFailures();
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
    app.store.dispatch(connectionLost());
    const before = { config: api.count('GET', '/user/config'), accounts: api.count('GET', '/user/accounts') };
    await vi.advanceTimersByTimeAsync(120_000);
    expect({ config: api.count('GET', '/user/config'), accounts: api.count('GET', '/user/accounts') }).toEqual(before);
    serverDown = false;
    app.store.dispatch(connectionRestored());
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(() => expect(app.state().user.profile?.userId).toBe(1001));
    await waitFor(() => expect(app.state().user.accounts.map((a) => a.id)).toEqual([1, 2]));
  });
});

describe('after signing in', () => {
  async function guestOn(url: string, api = signedInApi(null)) {
    const app = start(api, fakeIdentity(), url);
    await waitFor(() => expect(app.committed()).not.toBeNull());
    // From now on the server knows the user.
    api.on('GET', '/session/check', () => ({ user_id: 1001 }));
    return app;
  }

  it('on the login page, goes to the safe redirect_url and keeps the token', async () => {
    const app = await guestOn(`/en/user/login?redirect_url=${encodeURIComponent('/en/account?tab=2')}`);
    app.store.dispatch(signedIn({ token: 'T1', userId: 1001, remember: true, via: 'login' }));
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
    expect(app.committed()?.location.search).toBe('?tab=2');
    expect(app.identity.token).toBe('T1');
    expect(app.state().user.profile?.userId).toBe(1001);
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores a hostile redirect_url (%s) and goes to the previous page or home',
    async (hostile) => {
      const app = await guestOn(`/en/user/login?redirect_url=${encodeURIComponent(hostile)}`);
      app.store.dispatch(signedIn({ token: 'T1', userId: 1001, remember: false, via: 'login' }));
      await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
      expect(app.navigate.mock.calls.map(([to]) => to).every((to) => to.startsWith('/'))).toBe(true);
    },
  );

  it('goes back to the page a guard sent the user away from', async () => {
    const app = await guestOn('/en/account');
    await waitFor(() => expect(app.committed()?.routeId).toBe('login'));
    app.store.dispatch(signedIn({ token: 'T1', userId: 1001, remember: false, via: 'login' }));
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
  });

  it('on the login page without a return URL, goes to the previous page', async () => {
    const app = await guestOn('/en/fast');
    app.go('/en/user/login');
    await waitFor(() => expect(app.committed()?.routeId).toBe('login'));
    app.store.dispatch(signedIn({ token: 'T1', userId: 1001, remember: false, via: 'login' }));
    await waitFor(() => expect(app.committed()?.routeId).toBe('fast'));
  });

  it('over an ordinary page (login modal), stays there and the modal closes', async () => {
    const app = await guestOn('/en/fast?login-modal=1&x=1');
    expect(app.state().modals.open).toEqual(['login-modal']);
    app.store.dispatch(authorizationRequested(null));
    app.store.dispatch(signedIn({ token: 'T1', userId: 1001, remember: false, via: 'login' }));
    await waitFor(() => expect(app.committed()?.location.search).toBe('?x=1'));
    expect(app.committed()?.routeId).toBe('fast');
    expect(app.state().modals.open).toEqual([]);
  });

  it('loads the install config again and logs the cookie-agreement time', async () => {
    const api = signedInApi(null).on('POST', '/user/cookie-agreement', () => ({ success: true }));
    const app = start(api, fakeIdentity({ cookies: { cookies_agree_time: '1700000000' } }), '/en/fast');
    await waitFor(() => expect(app.committed()?.routeId).toBe('fast'));
    const configLoads = app.api.siteConfig.mock.calls.length;
    app.store.dispatch(signedIn({ token: 'T1', userId: 1001, remember: false, via: 'login' }));
    await waitFor(() => expect(api.count('POST', '/user/cookie-agreement')).toBe(1));
    expect(api.calls.find((c) => c.path === '/user/cookie-agreement')?.options.body).toEqual({ cookiesAgreeTime: 1700000000 });
    await waitFor(() => expect(app.api.siteConfig.mock.calls.length).toBe(configLoads + 1));
  });
});

describe('logout', () => {
  async function signedInOn(url: string, api = signedInApi()) {
    const identity = fakeIdentity({ token: 'T0' });
    const app = start(api, identity, url);
    await waitFor(() => expect(app.committed()).not.toBeNull());
    expect(app.state().user.isAuthenticated).toBe(true);
    return app;
  }

  it('on a protected page: tells the server (all devices), forgets the user and goes home', async () => {
    const app = await signedInOn('/en/account');
    app.store.dispatch(logoutRequested({ allDevices: true }));
    await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
    expect(app.api2.calls.find((c) => c.path === '/user/logout')?.options.body).toEqual({ all_devices: true });
    expect(app.state().user.isAuthenticated).toBe(false);
    expect(app.state().user.accounts).toEqual([]);
    expect(app.identity.token).toBeNull();
    expect(app.identity.clearUserCookies).toHaveBeenCalled();
    expect(app.identity.reloadPage).not.toHaveBeenCalled();
  });

  it('the 401s of calls made before the logout end nothing: no second sign-out, no page judged again', async () => {
    const app = await signedInOn('/en/account');
    app.store.dispatch(logoutRequested({ allDevices: false }));
    await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
    const signOuts = app.identity.clearUserCookies.mock.calls.length;
    const navigations = app.navigate.mock.calls.length;
    // A poll of the account page answered 401 once the server had forgotten the session.
    app.store.dispatch(sessionEnded());
    await vi.advanceTimersByTimeAsync(100);
    expect(app.identity.clearUserCookies.mock.calls.length).toBe(signOuts);
    expect(app.navigate.mock.calls.length).toBe(navigations);
    expect(app.committed()?.routeId).toBe('home');
  });

  it('on an open page: reloads; a double tap logs out once', async () => {
    const app = await signedInOn('/en/fast');
    app.store.dispatch(logoutRequested({ allDevices: false }));
    app.store.dispatch(logoutRequested({ allDevices: false }));
    await waitFor(() => expect(app.identity.reloadPage).toHaveBeenCalledTimes(1));
    expect(app.api2.count('POST', '/user/logout')).toBe(1);
  });

  it('a failed logout call is logged and the page reloads even on a protected page', async () => {
    const app = await signedInOn('/en/account', signedInApi().on('POST', '/user/logout', failWith(500)));
    app.store.dispatch(logoutRequested({ allDevices: false }));
    await waitFor(() => expect(app.identity.reloadPage).toHaveBeenCalled());
    expect(app.log.error).toHaveBeenCalledWith('logout failed', expect.anything());
  });
});

describe('auth status poll', () => {
  it('every 60 s while visible: checks the session and refreshes the user; nothing while hidden; one at once when visible', async () => {
    const api = signedInApi();
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/fast');
    await waitFor(() => expect(app.committed()?.routeId).toBe('fast'));
    const checks = () => api.count('GET', '/session/check');
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS);
    expect(checks()).toBe(2);
    await waitFor(() => expect(api.count('GET', '/user/config')).toBe(2));

    setHidden(true);
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS * 5);
    expect(checks()).toBe(2);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks()).toBe(3);
  });

  it('a session the server forgot signs the user out; a protected page then asks to sign in', async () => {
    const api = signedInApi();
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/account');
    await waitFor(() => expect(app.committed()?.routeId).toBe('account'));
    api.on('GET', '/session/check', () => ({ user_id: null }));
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS);
    await waitFor(() => expect(app.committed()?.routeId).toBe('login'));
    expect(app.state().user.isAuthenticated).toBe(false);
    await vi.advanceTimersByTimeAsync(AUTH_POLL_MS * 3);
    expect(api.count('GET', '/session/check')).toBe(2);
  });
});

describe('terms check', () => {
  const termsOn = makeSiteConfig((c) => {
    c.features = { confirmTermsEnabled: true };
  });

  it('changed terms send the user to confirm-terms; confirming lets them go', async () => {
    let changed = false;
    const api = signedInApi().on('GET', TERMS_STATUS_PATH, () => ({ result: changed, updatedAt: '2026-11-01' }));
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/fast', termsOn);
    await waitFor(() => expect(api.count('GET', TERMS_STATUS_PATH)).toBe(1));
    expect(app.committed()?.routeId).toBe('fast');
    changed = true;
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(app.committed()?.routeId).toBe('confirm-terms'));
    changed = false;
    app.store.dispatch(termsAccepted());
    await waitFor(() => expect(app.committed()?.routeId).toBe('home'));
  });

  it('keeps the date the terms changed; a failed check keeps "not changed" and an empty date (SPEC 8)', async () => {
    let fail = false;
    const api = signedInApi().on('GET', TERMS_STATUS_PATH, () => {
      if (fail) failWith(503)({});
      return { result: true, updatedAt: '2026-11-01T00:00:00.000Z' };
    });
    const app = start(api, fakeIdentity({ token: 'T0' }), '/en/fast', termsOn);
    await waitFor(() => expect(app.state().user.profile?.termsUpdatedAt).toBe('2026-11-01T00:00:00.000Z'));
    expect(selectTermsUpdatedAt(app.state())).toBe('2026-11-01T00:00:00.000Z');
    fail = true;
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(app.state().user.profile).toMatchObject({ termsChanged: false, termsUpdatedAt: '' }));
    expect(selectTermsUpdatedAt(app.state())).toBeNull();
  });

  it('is not called when the feature is off', async () => {
    const api = signedInApi().on('GET', TERMS_STATUS_PATH, () => ({ result: true }));
    start(api, fakeIdentity({ token: 'T0' }), '/en/fast');
    await vi.advanceTimersByTimeAsync(180_000);
    expect(api.count('GET', TERMS_STATUS_PATH)).toBe(0);
  });
});

describe('auto-logoff', () => {
  const oneMinute = makeSiteConfig((c) => {
    c.limits = { autoLogoffMinutes: 1 };
  });

  it('activity and playing media postpone it; idle logs out and leaves the notice for the next page', async () => {
    const api = signedInApi();
    const identity = fakeIdentity({ token: 'T0' });
    const app = start(api, identity, '/en/fast', oneMinute);
    await waitFor(() => expect(app.committed()?.routeId).toBe('fast'));
    await vi.advanceTimersByTimeAsync(50_000);
    identity.act();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(api.count('POST', '/user/logout')).toBe(0);
    identity.mediaPlaying = true;
    await vi.advanceTimersByTimeAsync(130_000);
    expect(api.count('POST', '/user/logout')).toBe(0);
    identity.mediaPlaying = false;
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(api.count('POST', '/user/logout')).toBe(1));
    expect(identity.storage.data.get(INACTIVITY_LOGOFF_FLAG)).toBe('1');
    await waitFor(() => expect(identity.reloadPage).toHaveBeenCalled());
  });
});

describe('captcha relay', () => {
  it("hands the modal's answer to the waiting call", async () => {
    const identity = fakeIdentity();
    const app = start(signedInApi(null), identity);
    app.store.dispatch(captchaSolved({ id: 3, text: 'K7PX2' }));
    app.store.dispatch(captchaDismissed({ id: 4 }));
    await waitFor(() => expect(identity.settled).toEqual([{ id: 3, text: 'K7PX2' }, { id: 4, text: null }]));
  });
});
