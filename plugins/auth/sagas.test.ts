// @vitest-environment jsdom
/**
 * The auth sagas run whole against a store (the auth slice and every auth saga, the plugin-API
 * selectors' state) whose `callApi` reaches the test server, with fake timers on the client's side.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeAccountChanged, authUserAction, captchaDismissed, signedIn, termsAccepted, type NavigationContext, type SiteConfig } from '@plugin-api';
import { CAPTCHA_PICTURE_SECONDS, CAPTCHA_TIME_CHECK_MS } from './sagas/captcha.saga.ts';
import { encodeCredential } from './model.ts';
import {
  accountSwitchRequested,
  bonusChosen,
  captchaImageRequested,
  credentialsEmailRequested,
  credentialsKept,
  identificationSubmitted,
  oneTapClientIdRequested,
  oneTapCredentialReceived,
  phoneDataRequested,
  recoveryCodeRequested,
  recoveryCodeSubmitted,
  recoveryPasswordSubmitted,
  registrationRequested,
  registrationTracked,
  rememberToggled,
  signInModeSwitched,
  signInRequested,
  smsCodeRequested,
  socialRegistrationCompleteRequested,
  termsConfirmRequested,
} from './slice.ts';
import { browser } from './browser.ts';
import { registrationAllowedGuard } from './guards.ts';
import { SEEDS, startTestServer, type TestServer } from '../../server/test-kit/index.ts';
import { authError, clientError, createAuthTestStore, refusedFirst, serverApi, SITE_CONFIG, userSet, type AuthTestStore, type Instead } from './test-kit.tsx';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

let stores: AuthTestStore[] = [];
/** A store whose calls reach the test server; `instead` stands in for a failure the server cannot produce there. */
function start(options: Omit<Parameters<typeof createAuthTestStore>[0], 'request'> & { player?: { token: string } } = {}, instead: Record<string, Instead> = {}): AuthTestStore {
  const { player, ...storeOptions } = options;
  const store = createAuthTestStore({ ...storeOptions, request: serverApi(server, instead, player) });
  stores.push(store);
  return store;
}
/** Lets the sagas' calls reach the server and their answers come back (the server's work runs on real time). */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
  while (stores.some((store) => store.request.busy())) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }
}

beforeEach(() => {
  // setImmediate stays real: the server's answers arrive on it.
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 1, 12), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  for (const store of stores) store.stop();
  stores = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The demo player's phone. */
const ru = { countryId: 1, code: '7', number: SEEDS.demo.phone };
/** A British phone no account has, one per test that sends it codes (the server makes a phone wait between codes). */
const freePhone = (number: string) => ({ countryId: 5, code: '44', number });
/** The answer the request's `n`-th call got (0 the first). */
const answerOf = async <T,>(store: AuthTestStore, n: number): Promise<T> => (await store.request.mock.results[n]!.value) as T;
const signedInActions = (store: AuthTestStore) => store.actions.filter((a) => signedIn.match(a)).map((a) => a.payload);

describe('sign-in', () => {
  it('login and password: both base64, remember as save, signedIn with the token, attempts back to 0', async () => {
    const store = start();
    store.dispatch(rememberToggled(true));
    store.dispatch(signInRequested({ mode: 'login_password', login: ' demo ', password: SEEDS.demo.password }));
    expect(store.auth().attempts).toBe(1);
    expect(store.auth().signIn.status.pending).toBe(true);
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/login', { body: { login: encodeCredential('demo'), password: encodeCredential(SEEDS.demo.password), save: true } });
    expect(atob(encodeCredential('demo'))).toBe('demo');
    expect(signedInActions(store)).toEqual([{ token: expect.any(String), userId: SEEDS.demo.id, remember: true, via: 'login' }]);
    expect(store.auth().attempts).toBe(0);
    expect(store.auth().signIn).toMatchObject({ login: 'demo', status: { pending: false, error: null }, signedInCount: 1 });
  });

  it('field errors by the server field: login, pass or both; each call counts as an attempt', async () => {
    // The server names both fields (it would not tell which was wrong); the other two are another service's refusals.
    const store = start({}, { 'POST /user/login': refusedFirst(authError(1, 'login'), authError(1, 'pass')) });
    const tryIt = async () => {
      store.dispatch(signInRequested({ mode: 'login_password', login: 'x', password: 'y' }));
      await settle();
      return store.auth().signIn.status.fieldErrors;
    };
    expect(await tryIt()).toEqual({ login: 'auth_error_unknown_login' });
    expect(await tryIt()).toEqual({ pass: 'auth_error_wrong_password' });
    expect(await tryIt()).toEqual({ login: 'auth_error_wrong_credentials', pass: 'auth_error_wrong_credentials' });
    expect(store.auth().attempts).toBe(3);
    expect(signedInActions(store)).toEqual([]);
  });

  it('a double submit makes one call (takeLeading)', async () => {
    const store = start();
    store.dispatch(signInRequested({ mode: 'login_password', login: 'demo', password: 'demo1234' }));
    store.dispatch(signInRequested({ mode: 'login_password', login: 'demo', password: 'demo1234' }));
    await settle();
    expect(store.request).toHaveBeenCalledTimes(1);
  });

  it('phone and password: the number and dialling code; an unknown number is an error on the phone field', async () => {
    // The server answers an unknown number as wrong credentials (both fields); a refusal naming the login stands in once.
    const store = start({}, { 'POST /user/login/phone': refusedFirst(authError(1, 'login')) });
    store.dispatch(signInModeSwitched('phone_password'));
    store.dispatch(signInRequested({ mode: 'phone_password', phone: ru, password: 'demo1234' }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/login/phone', { body: { phone_number: '9160000001', country_code: '7', password: encodeCredential('demo1234'), save: false } });
    expect(store.auth().signIn.status.fieldErrors).toEqual({ phone: 'auth_error_unknown_login' });
    store.dispatch(signInRequested({ mode: 'phone_password', phone: ru, password: 'demo1234' }));
    await settle();
    expect(signedInActions(store)).toHaveLength(1);
    expect(store.auth().signIn.phone).toEqual(ru);
  });

  it('two-step: the answer switches to the code mode; the code goes with the ticket and signs in', async () => {
    const store = start();
    store.dispatch(signInRequested({ mode: 'login_password', login: 'twostep', password: 'twostep1234' }));
    await settle();
    expect(store.auth().signIn.mode).toBe('login_password_two_step_code');
    const { ticket, expires_in: expiresIn } = (await store.request.mock.results[0]!.value) as { ticket: string; expires_in: number };
    expect(store.auth().signIn.twoStep).toEqual({ ticket, expiresAt: Date.now() + expiresIn * 1000, from: 'login_password' });
    expect(signedInActions(store)).toEqual([]);

    const code = server.loggedCode('two_step');
    const wrong = code === '000000' ? '000001' : '000000';
    store.dispatch(signInRequested({ mode: 'login_password_two_step_code', code: ` ${wrong} ` }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/login/two-step', { body: { ticket, code: wrong, save: false } });
    expect(store.auth().signIn.status.fieldErrors).toEqual({ code: 'auth_error_wrong_code' });
    store.dispatch(signInRequested({ mode: 'login_password_two_step_code', code }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/login/two-step', { body: { ticket, code, save: false } });
    expect(signedInActions(store)).toEqual([{ token: expect.any(String), userId: SEEDS.twostep.id, remember: false, via: 'login' }]);
    expect(store.auth().signIn.mode).toBe('login_password');
    expect(store.auth().signIn.twoStep).toBeNull();
  });

  it('a captcha that was typed wrong fails the call with captcha_invalid: a form error', async () => {
    // The core's client raises this when the captcha it asked for was not solved: no call reaches the server.
    const store = start({}, { 'POST /user/login': () => Promise.reject(clientError('captcha_invalid')) });
    store.dispatch(signInRequested({ mode: 'login_password', login: 'demo', password: 'x' }));
    await settle();
    expect(store.auth().signIn.status).toEqual({ pending: false, fieldErrors: {}, error: 'auth_error_captcha_invalid' });
  });

  it('an answer that is not a sign-in result is a generic error, never a sign-in', async () => {
    // The reference server's answers pass their schema: an answer of another shape is another service's.
    const store = start({}, { 'POST /user/login': () => Promise.resolve({ success: true }) });
    store.dispatch(signInRequested({ mode: 'login_password', login: 'demo', password: 'x' }));
    await settle();
    expect(store.auth().signIn.status.error).toBe('auth_error_generic');
    expect(signedInActions(store)).toEqual([]);
  });
});

describe('SMS codes', () => {
  it('sends the code, counts the resend wait down once a second, then signs in with the code', async () => {
    const store = start();
    store.dispatch(smsCodeRequested({ purpose: 'login', phone: ru }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/sms/send', { body: { 'phone-number': SEEDS.demo.phone, 'phone-code': '7', purpose: 'login' } });
    const { resend_after: wait, expires_in: expiresIn } = await answerOf<{ resend_after: number; expires_in: number }>(store, 0);
    expect(store.auth().sms.login).toMatchObject({ sentTo: `7${SEEDS.demo.phone}`, resendIn: wait, expiresAt: Date.now() + expiresIn * 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.auth().sms.login.resendIn).toBe(wait - 1);
    await vi.advanceTimersByTimeAsync((wait - 1) * 1000);
    expect(store.auth().sms.login.resendIn).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.auth().sms.login.resendIn).toBe(0);

    const code = server.loggedCode('sms');
    store.dispatch(signInRequested({ mode: 'sms', phone: ru, code }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/login/sms', { body: { 'phone-number': SEEDS.demo.phone, 'phone-code': '7', 'sms-code': code, save: false } });
    expect(signedInActions(store)).toEqual([expect.objectContaining({ userId: SEEDS.demo.id })]);
  });

  it('a resend restarts that purpose’s countdown; the other purpose keeps its own', async () => {
    const phone = freePhone('7700900201');
    const store = start();
    store.dispatch(smsCodeRequested({ purpose: 'login', phone }));
    await settle();
    const { resend_after: wait } = await answerOf<{ resend_after: number }>(store, 0);
    await vi.advanceTimersByTimeAsync(4000);
    store.dispatch(smsCodeRequested({ purpose: 'registration', phone }));
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.auth().sms.login.resendIn).toBe(wait - 7);
    expect(store.auth().sms.registration.resendIn).toBe(wait - 3);
    // The server's wait for this phone is over (its clock moved on), so it sends again.
    server.advance(wait * 1000);
    store.dispatch(smsCodeRequested({ purpose: 'login', phone }));
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.auth().sms.login.resendIn).toBe(wait - 1);
    expect(store.auth().sms.registration.resendIn).toBe(wait - 4);
  });

  it('an SMS to a phone no account has is an error on the phone', async () => {
    // The reference server does not tell whether a phone has an account (it answers as if it sent the code).
    const store = start({}, { 'POST /user/sms/send': refusedFirst(authError(1, 'phone')) });
    store.dispatch(smsCodeRequested({ purpose: 'login', phone: ru }));
    await settle();
    expect(store.auth().sms.login.status.fieldErrors).toEqual({ phone: 'auth_error_unknown_phone' });
  });

  it('"asked too soon" (error 7) waits out the server’s retry_after', async () => {
    const phone = freePhone('7700900202');
    const store = start();
    store.dispatch(smsCodeRequested({ purpose: 'login', phone }));
    await settle();
    const { resend_after: wait } = await answerOf<{ resend_after: number }>(store, 0);
    // Asked again on another device, 3 s later by the server's clock: it answers with what is left of its wait.
    server.advance(3000);
    store.dispatch(smsCodeRequested({ purpose: 'login', phone }));
    await settle();
    expect(store.auth().sms.login).toMatchObject({ sentTo: '447700900202', resendIn: wait - 3, status: { error: 'auth_error_too_early' } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.auth().sms.login.resendIn).toBe(wait - 5);
  });
});

describe('phone countries and masks', () => {
  it('loads both once, however many fields ask', async () => {
    const store = start();
    store.dispatch(phoneDataRequested());
    store.dispatch(phoneDataRequested());
    await settle();
    store.dispatch(phoneDataRequested());
    await settle();
    expect(store.request).toHaveBeenCalledTimes(2);
    expect(store.auth().phoneData).toMatchObject({
      status: 'ready',
      countries: expect.arrayContaining([expect.objectContaining({ id: 1, phoneCode: '7' }), expect.objectContaining({ id: 5, phoneCode: '44' })]),
      masks: expect.arrayContaining([expect.objectContaining({ CountryId: 1 }), expect.objectContaining({ CountryId: 5 })]),
    });
  });

  it('a failed load is logged, and may be asked for again', async () => {
    // A network failure, once: the server itself answers.
    const store = start({}, { 'GET /phone/countries': refusedFirst(new Error('down')) });
    store.dispatch(phoneDataRequested());
    await settle();
    expect(store.auth().phoneData.status).toBe('failed');
    expect(store.log.warn).toHaveBeenCalled();
    store.dispatch(phoneDataRequested());
    await settle();
    expect(store.auth().phoneData.status).toBe('ready');
  });
});

describe('registration', () => {
  const tracked = (store: AuthTestStore) => store.auth().registration.log.map((e) => (e.type ? `${e.event}:${e.type}` : e.event));

  it('one click: credentials shown before signedIn, tracked shown → picked → call → done; then e-mail, bonus', async () => {
    const store = start();
    store.dispatch(registrationTracked('popup_shown'));
    store.dispatch(registrationTracked('type_picked', 'one_click'));
    store.dispatch(registrationRequested({ type: 'one_click', currency: 'USD', countryId: 1 }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration', { body: { type: 'one_click', currency: 'USD', country_id: 1 } });
    const types = store.actions.map((a) => a.type);
    expect(types.indexOf('auth/registrationSucceeded')).toBeLessThan(types.indexOf(signedIn.type));
    const { data } = await answerOf<{ data: { token: string; user_id: number; login: string; password: string } }>(store, 0);
    expect(signedInActions(store)).toEqual([{ token: data.token, userId: data.user_id, remember: true, via: 'registration' }]);
    expect(store.auth().registration).toMatchObject({ step: 'credentials', credentials: { login: data.login, password: data.password } });

    store.dispatch(credentialsEmailRequested({ email: ' me@example.com ' }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration/credentials-email', { body: { email: 'me@example.com' } });
    expect(store.auth().registration.email.sent).toBe(true);

    store.dispatch(credentialsKept());
    expect(store.auth().registration.step).toBe('bonus');
    store.dispatch(bonusChosen(2));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration/bonus', { body: { bonus: 2 } });
    expect(store.auth().registration).toMatchObject({ step: 'done', credentials: null, bonus: { chosen: 2, pending: false } });

    store.dispatch(registrationTracked('leave', 'one_click'));
    expect(tracked(store)).toEqual(['popup_shown', 'type_picked:one_click', 'reg_call:one_click', 'done:one_click']);
    expect(store.actions.filter((a) => a.type === 'auth/registrationTracked').map((a) => a.payload)).toContainEqual({ event: 'done', type: 'one_click' });
  });

  it('full: e-mail and base64 password; a taken e-mail is an error on the e-mail field, tracked as error, then leave', async () => {
    const store = start();
    store.dispatch(registrationTracked('popup_shown'));
    store.dispatch(registrationTracked('type_picked', 'full'));
    store.dispatch(registrationRequested({ type: 'full', email: 'demo@example.com', password: 'secret1', currency: 'EUR' }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration', { body: { type: 'full', email: 'demo@example.com', password: encodeCredential('secret1'), currency: 'EUR' } });
    expect(store.auth().registration.status.fieldErrors).toEqual({ email: 'auth_error_already_registered' });
    store.dispatch(registrationTracked('leave', 'full'));
    store.dispatch(registrationTracked('leave', 'full'));
    expect(tracked(store)).toEqual(['popup_shown', 'type_picked:full', 'reg_call:full', 'error:full', 'leave:full']);
    expect(signedInActions(store)).toEqual([]);
  });

  it('phone: number, code, password; done is not followed by a leave', async () => {
    const phone = freePhone('7700900203');
    const store = start();
    store.dispatch(smsCodeRequested({ purpose: 'registration', phone }));
    await settle();
    const code = server.loggedCode('sms');
    store.dispatch(registrationTracked('popup_shown'));
    store.dispatch(registrationRequested({ type: 'phone', phone, code, password: 'pw1234', currency: 'USD' }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration', {
      body: { type: 'phone', phone_number: '7700900203', country_code: '44', 'sms-code': code, password: encodeCredential('pw1234'), currency: 'USD' },
    });
    expect(store.auth().registration.step).toBe('done');
    store.dispatch(registrationTracked('leave', 'phone'));
    expect(tracked(store)).toEqual(['popup_shown', 'reg_call:phone', 'done:phone']);
  });

  it('social: the browser goes to the provider’s page; back with the state, the registration completes', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const store = start();
    store.dispatch(registrationRequested({ type: 'social', provider: 'google', currency: 'USD' }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration', { body: { type: 'social', provider: 'google', currency: 'USD' } });
    const { redirectUrl } = await answerOf<{ redirectUrl: string }>(store, 0);
    expect(redirectUrl).toMatch(/^\/social-api\/oauth\/google\/consent\?state=./);
    expect(assign).toHaveBeenCalledWith(redirectUrl);

    // The person allows it on the provider's page, which sends them back with the state.
    const state = new URL(redirectUrl, 'http://localhost').searchParams.get('state')!;
    await server.app.inject({ method: 'POST', url: '/social-api/oauth/google/consent', payload: new URLSearchParams({ state, decision: 'allow' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    store.dispatch(socialRegistrationCompleteRequested({ state }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/registration/social/complete', { body: { state } });
    expect(signedInActions(store)).toEqual([{ token: expect.any(String), userId: expect.any(Number), remember: true, via: 'registration' }]);
  });

  it('social: a redirect to a foreign origin is refused', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    // The reference server sends only its own consent page: a foreign one is another service's answer.
    const store = start({}, { 'POST /user/registration': () => Promise.resolve({ success: true, redirectUrl: 'https://evil.example/phish' }) });
    store.dispatch(registrationRequested({ type: 'social', provider: 'google', currency: 'USD' }));
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(store.auth().registration.status.error).toBe('auth_error_generic');
  });

  it('a bonus that could not be saved can be chosen again', async () => {
    const store = start({ player: await server.register() }, { 'POST /user/registration/bonus': refusedFirst(clientError('network_error', 0)) });
    store.dispatch(bonusChosen(1));
    await settle();
    expect(store.auth().registration.bonus).toMatchObject({ chosen: null, error: 'auth_error_network' });
    store.dispatch(bonusChosen(0));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/registration/bonus', { body: { bonus: 0 } });
    expect(store.auth().registration.step).toBe('done');
  });
});

describe('password recovery', () => {
  it('code sent → wrong_code while unexpired → time_up after → new code → approved → saved; attempts reset', async () => {
    // A seed no other test here signs in with, as its password changes; first by its e-mail, then by its login.
    const { login } = SEEDS.terms;
    const email = `${login}@example.com`;
    const store = start();
    store.dispatch(recoveryCodeRequested({ login: ` ${email} ` }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/password-recovery/send', { body: { login: email } });
    const first = await answerOf<{ ticket: string; expires_in: number }>(store, 0);
    expect(store.auth().recovery).toMatchObject({ step: 'code', ticket: first.ticket, channel: 'email', login: email });

    const wrong = server.loggedCode('recovery') === '000000' ? '000001' : '000000';
    store.dispatch(recoveryCodeSubmitted({ code: wrong }));
    await settle();
    expect(store.auth().recovery.codeProblem).toBe('wrong_code');
    server.advance(first.expires_in * 1000);
    store.dispatch(recoveryCodeSubmitted({ code: server.loggedCode('recovery') }));
    await settle();
    expect(store.auth().recovery.codeProblem).toBe('time_up');

    store.dispatch(recoveryCodeRequested({ login }));
    await settle();
    const second = await answerOf<{ ticket: string }>(store, 3);
    expect(store.auth().recovery).toMatchObject({ step: 'code', ticket: second.ticket, channel: 'account', codeProblem: null });
    const code = server.loggedCode('recovery');
    store.dispatch(recoveryCodeSubmitted({ code }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/password-recovery/check', { body: { ticket: second.ticket, code } });
    expect(store.auth().recovery.step).toBe('password');
    expect(store.auth().attempts).toBe(5);

    store.dispatch(recoveryPasswordSubmitted({ password: 'new-pass' }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/password-recovery/save', { body: { ticket: second.ticket, code, password: encodeCredential('new-pass') } });
    expect(store.auth().recovery.step).toBe('done');
    expect(store.auth().attempts).toBe(0);
    expect(store.auth().recovery.log).toEqual(['code_sent', 'code_wrong', 'code_expired', 'code_sent', 'code_approved', 'password_saved']);
  });

  it('an unknown login is an error on the login field', async () => {
    // The reference server does not tell whether a login exists (it answers as if it sent a code).
    const store = start({}, { 'POST /user/password-recovery/send': refusedFirst(authError(1, 'login')) });
    store.dispatch(recoveryCodeRequested({ login: 'nobody' }));
    await settle();
    expect(store.auth().recovery).toMatchObject({ step: 'request', status: { fieldErrors: { login: 'auth_error_unknown_login' } } });
  });

  it('a code that runs out before the save goes back to the code step, saying time_up', async () => {
    const store = start();
    store.dispatch(recoveryCodeRequested({ login: 'demo' }));
    await settle();
    const { expires_in: expiresIn } = await answerOf<{ expires_in: number }>(store, 0);
    store.dispatch(recoveryCodeSubmitted({ code: server.loggedCode('recovery') }));
    await settle();
    expect(store.auth().recovery.step).toBe('password');
    server.advance(expiresIn * 1000);
    store.dispatch(recoveryPasswordSubmitted({ password: 'new-pass' }));
    await settle();
    expect(store.auth().recovery).toMatchObject({ step: 'code', codeProblem: 'time_up' });
  });
});

describe('account, terms, identification', () => {
  // The plugin fetches these workers on the first action; fetched once here, the tests' clock need not wait for a module load.
  beforeAll(() => import('./sagas/account.saga.ts'));
  it('switching the active account: POST then activeAccountChanged; a failure says so', async () => {
    // A player with a second account; the second switch meets a network failure.
    const player = await server.register();
    const second = player.record.accounts[0]!.id + 1;
    player.record.accounts.push({ id: second, type: 4, iso: 'USD', money: 0, points: 0, label: '' });
    let switches = 0;
    const store = start({ player }, { 'POST /user/accounts/active': (real) => (switches++ === 0 ? real() : Promise.reject(clientError('network_error', 0))) });
    store.dispatch(accountSwitchRequested({ accountId: second }));
    expect(store.auth().account.switchingId).toBe(second);
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/accounts/active', { body: { id: second } });
    expect(player.record.activeAccountId).toBe(second);
    expect(store.actions.filter((a) => activeAccountChanged.match(a)).map((a) => a.payload)).toEqual([{ accountId: second }]);
    expect(store.auth().account).toEqual({ switchingId: null, error: null });
    store.dispatch(accountSwitchRequested({ accountId: second - 1 }));
    await settle();
    expect(store.auth().account).toEqual({ switchingId: null, error: 'auth_account_switch_error' });
  });

  it('terms: confirmed → termsAccepted; a failure raises the alert instead', async () => {
    const store = start({ player: await server.register() }, { 'POST /api-v3/v2/user/agreement-rules/confirm': refusedFirst(clientError('network_error', 0)) });
    store.dispatch(termsConfirmRequested());
    await settle();
    expect(store.auth().terms.failed).toBe(true);
    expect(store.actions.some((a) => termsAccepted.match(a))).toBe(false);
    store.dispatch(termsConfirmRequested());
    await settle();
    expect(store.auth().terms.failed).toBe(false);
    expect(store.actions.some((a) => termsAccepted.match(a))).toBe(true);
  });

  it('identification: sent, then authUserAction so the core reloads the profile; field errors by field', async () => {
    const store = start({ player: await server.register() });
    const data = { name: ' Ivan ', surname: 'Petrov', date_birthday: '1990-05-01', passport: '4510 123456' };
    // A passport number of characters the server does not take.
    store.dispatch(identificationSubmitted({ ...data, passport: '4510#123456' }));
    await settle();
    expect(store.auth().identification.fieldErrors).toEqual({ passport: 'auth_error_invalid_passport' });
    store.dispatch(identificationSubmitted(data));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/identification', { body: { name: 'Ivan', surname: 'Petrov', date_birthday: '1990-05-01', passport: '4510 123456' } });
    expect(store.auth().identification.done).toBe(true);
    expect(store.actions.some((a) => authUserAction.match(a))).toBe(true);
  });
});

describe('captcha image and one-tap', () => {
  beforeAll(() => import('./sagas/one-tap.saga.ts'));
  it('loads the captcha picture of the open challenge', async () => {
    const store = start();
    store.dispatch(captchaImageRequested({ challengeId: 4 }));
    await settle();
    const { image } = await answerOf<{ image: string }>(store, 0);
    expect(image).toMatch(/^data:image\/svg\+xml/);
    expect(store.auth().captcha).toEqual({ challengeId: 4, image, status: 'ready' });
  });

  it("renews a picture that expired by the server's clock (GET /captcha/gettime) while it was on screen; not once the challenge closed", async () => {
    const store = start();
    store.dispatch(captchaImageRequested({ challengeId: 5 }));
    await settle();
    const paths = () => store.request.mock.calls.map((c) => c[1]);
    expect(paths()).toEqual(['/captcha/update']);
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIME_CHECK_MS);
    await settle();
    expect(paths()).toEqual(['/captcha/update', '/captcha/gettime']);
    server.advance(CAPTCHA_PICTURE_SECONDS * 1000);
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIME_CHECK_MS);
    await settle();
    expect(paths()).toEqual(['/captcha/update', '/captcha/gettime', '/captcha/gettime', '/captcha/update']);
    expect(store.auth().captcha).toMatchObject({ challengeId: 5, status: 'ready' });
    store.dispatch(captchaDismissed({ id: 5 }));
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIME_CHECK_MS * 3);
    await settle();
    expect(paths()).toHaveLength(4);
  });

  it('one-tap: the client id for guests; a credential is posted as multipart and the browser follows redirectUrl', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const store = start();
    store.dispatch(oneTapClientIdRequested({ provider: 'google' }));
    await settle();
    expect(store.auth().oneTap).toMatchObject({ clientId: 'reference-google-one-tap.apps.example', status: 'ready' });
    store.dispatch(oneTapCredentialReceived({ provider: 'google', credential: 'JWT' }));
    await settle();
    const body = store.request.mock.calls.at(-1)![2]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({ credential: 'JWT', language: 'en', currency: '840' });
    const { redirectUrl } = await answerOf<{ redirectUrl: string }>(store, 1);
    expect(redirectUrl).toMatch(/^\//);
    expect(assign).toHaveBeenCalledWith(redirectUrl);
  });

  it('one-tap asks nothing for a signed-in user', async () => {
    const store = start();
    store.dispatch(userSet({ isAuthenticated: true }));
    store.dispatch(oneTapClientIdRequested({ provider: 'google' }));
    await settle();
    expect(store.request).not.toHaveBeenCalled();
  });
});

describe('registration-allowed guard', () => {
  const ctx = (config: Partial<SiteConfig>) => ({ config: { ...SITE_CONFIG, ...config } }) as unknown as NavigationContext;
  it('allows when the site allows registration, else 404', () => {
    expect(registrationAllowedGuard.decide(ctx({}))).toEqual({ kind: 'allow' });
    expect(registrationAllowedGuard.decide(ctx({ features: { registrationAllowed: false } }))).toEqual({ kind: 'notFound' });
    expect(registrationAllowedGuard.decide(ctx({ features: {} }))).toEqual({ kind: 'notFound' });
  });
});
