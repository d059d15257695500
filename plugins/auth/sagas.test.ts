// @vitest-environment jsdom
/**
 * The auth sagas run whole against a store (the auth slice and every auth saga, the plugin-API
 * selectors' state) with a fake web API behind `callApi` and fake timers.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeAccountChanged, authUserAction, signedIn, termsAccepted, type NavigationContext, type SiteConfig } from '@plugin-api';
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
import { authError, clientError, createAuthTestStore, fakeApi, seq, PHONE_ROUTES, signInAnswer, SITE_CONFIG, TOKEN, userSet, type AuthTestStore } from './test-kit.tsx';

let stores: AuthTestStore[] = [];
function start(routes: Parameters<typeof fakeApi>[0] = {}, options: Omit<Parameters<typeof createAuthTestStore>[0], 'request'> = {}): AuthTestStore {
  const store = createAuthTestStore({ ...options, request: fakeApi(routes) });
  stores.push(store);
  return store;
}
/** Lets the fake API's promises settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 1, 12) });
});
afterEach(() => {
  for (const store of stores) store.stop();
  stores = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ru = { countryId: 1, code: '7', number: '9160000001' };
const signedInActions = (store: AuthTestStore) => store.actions.filter((a) => signedIn.match(a)).map((a) => a.payload);

describe('sign-in', () => {
  it('login and password: both base64, remember as save, signedIn with the token, attempts back to 0', async () => {
    const store = start({ 'POST /user/login': signInAnswer(1001) });
    store.dispatch(rememberToggled(true));
    store.dispatch(signInRequested({ mode: 'login_password', login: ' demo ', password: 'пароль1' }));
    expect(store.auth().attempts).toBe(1);
    expect(store.auth().signIn.status.pending).toBe(true);
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/login', { body: { login: encodeCredential('demo'), password: encodeCredential('пароль1'), save: true } });
    expect(atob(encodeCredential('demo'))).toBe('demo');
    expect(signedInActions(store)).toEqual([{ token: TOKEN, userId: 1001, remember: true, via: 'login' }]);
    expect(store.auth().attempts).toBe(0);
    expect(store.auth().signIn).toMatchObject({ login: 'demo', status: { pending: false, error: null }, signedInCount: 1 });
  });

  it('field errors by the server field: login, pass or both; each call counts as an attempt', async () => {
    const store = start({ 'POST /user/login': seq(authError(1, 'login'), authError(1, 'pass'), authError(1, 'both')) });
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
    const store = start({ 'POST /user/login': signInAnswer() });
    store.dispatch(signInRequested({ mode: 'login_password', login: 'demo', password: 'demo1234' }));
    store.dispatch(signInRequested({ mode: 'login_password', login: 'demo', password: 'demo1234' }));
    await settle();
    expect(store.request).toHaveBeenCalledTimes(1);
  });

  it('phone and password: the number and dialling code; an unknown number is an error on the phone field', async () => {
    const store = start({ 'POST /user/login/phone': seq(authError(1, 'login'), signInAnswer(1001)) });
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
    const store = start({
      'POST /user/login': { success: false, two_step_required: true, ticket: 'T-1', expires_in: 300 },
      'POST /user/login/two-step': seq(authError(3, 'code'), signInAnswer(1005)),
    });
    store.dispatch(signInRequested({ mode: 'login_password', login: 'twostep', password: 'twostep1234' }));
    await settle();
    expect(store.auth().signIn.mode).toBe('login_password_two_step_code');
    expect(store.auth().signIn.twoStep).toEqual({ ticket: 'T-1', expiresAt: Date.now() + 300_000, from: 'login_password' });
    expect(signedInActions(store)).toEqual([]);

    store.dispatch(signInRequested({ mode: 'login_password_two_step_code', code: ' 123456 ' }));
    await settle();
    expect(store.auth().signIn.status.fieldErrors).toEqual({ code: 'auth_error_wrong_code' });
    store.dispatch(signInRequested({ mode: 'login_password_two_step_code', code: '654321' }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/login/two-step', { body: { ticket: 'T-1', code: '654321', save: false } });
    expect(signedInActions(store)).toEqual([{ token: TOKEN, userId: 1005, remember: false, via: 'login' }]);
    expect(store.auth().signIn.mode).toBe('login_password');
    expect(store.auth().signIn.twoStep).toBeNull();
  });

  it('a captcha that was typed wrong fails the call with captcha_invalid: a form error', async () => {
    const store = start({ 'POST /user/login': clientError('captcha_invalid') });
    store.dispatch(signInRequested({ mode: 'login_password', login: 'demo', password: 'x' }));
    await settle();
    expect(store.auth().signIn.status).toEqual({ pending: false, fieldErrors: {}, error: 'auth_error_captcha_invalid' });
  });

  it('an answer that is not a sign-in result is a generic error, never a sign-in', async () => {
    const store = start({ 'POST /user/login': { success: true } });
    store.dispatch(signInRequested({ mode: 'login_password', login: 'demo', password: 'x' }));
    await settle();
    expect(store.auth().signIn.status.error).toBe('auth_error_generic');
    expect(signedInActions(store)).toEqual([]);
  });
});

describe('SMS codes', () => {
  it('sends the code, counts the resend wait down once a second, then signs in with the code', async () => {
    const store = start({ 'POST /user/sms/send': { success: true, resend_after: 3, expires_in: 300 }, 'POST /user/login/sms': signInAnswer(1001) });
    store.dispatch(smsCodeRequested({ purpose: 'login', phone: ru }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/sms/send', { body: { 'phone-number': '9160000001', 'phone-code': '7', purpose: 'login' } });
    expect(store.auth().sms.login).toMatchObject({ sentTo: '79160000001', resendIn: 3, expiresAt: Date.now() + 300_000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.auth().sms.login.resendIn).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.auth().sms.login.resendIn).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.auth().sms.login.resendIn).toBe(0);

    store.dispatch(signInRequested({ mode: 'sms', phone: ru, code: '111222' }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/login/sms', { body: { 'phone-number': '9160000001', 'phone-code': '7', 'sms-code': '111222', save: false } });
    expect(signedInActions(store)).toHaveLength(1);
  });

  it('a resend restarts that purpose’s countdown; the other purpose keeps its own', async () => {
    const store = start({ 'POST /user/sms/send': { success: true, resend_after: 10, expires_in: 300 } });
    store.dispatch(smsCodeRequested({ purpose: 'login', phone: ru }));
    await settle();
    await vi.advanceTimersByTimeAsync(4000);
    store.dispatch(smsCodeRequested({ purpose: 'registration', phone: ru }));
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.auth().sms.login.resendIn).toBe(3);
    expect(store.auth().sms.registration.resendIn).toBe(7);
    store.dispatch(smsCodeRequested({ purpose: 'login', phone: ru }));
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.auth().sms.login.resendIn).toBe(9);
    expect(store.auth().sms.registration.resendIn).toBe(6);
  });

  it('an SMS to a phone no account has is an error on the phone', async () => {
    const store = start({ 'POST /user/sms/send': authError(1, 'phone') });
    store.dispatch(smsCodeRequested({ purpose: 'login', phone: ru }));
    await settle();
    expect(store.auth().sms.login.status.fieldErrors).toEqual({ phone: 'auth_error_unknown_phone' });
  });

  it('"asked too soon" (error 7) waits out the server’s retry_after', async () => {
    const store = start({ 'POST /user/sms/send': authError(7, undefined, { retry_after: 12 }) });
    store.dispatch(smsCodeRequested({ purpose: 'login', phone: ru }));
    await settle();
    expect(store.auth().sms.login).toMatchObject({ sentTo: '79160000001', resendIn: 12, status: { error: 'auth_error_too_early' } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.auth().sms.login.resendIn).toBe(10);
  });
});

describe('phone countries and masks', () => {
  it('loads both once, however many fields ask', async () => {
    const store = start(PHONE_ROUTES);
    store.dispatch(phoneDataRequested());
    store.dispatch(phoneDataRequested());
    await settle();
    store.dispatch(phoneDataRequested());
    await settle();
    expect(store.request).toHaveBeenCalledTimes(2);
    expect(store.auth().phoneData).toMatchObject({ status: 'ready', countries: [{ id: 1, phoneCode: '7' }, { id: 5 }, { id: 6 }], masks: [{ CountryId: 1 }, { CountryId: 5 }, { CountryId: 6 }] });
  });

  it('a failed load is logged, and may be asked for again', async () => {
    const store = start({ 'GET /phone/countries': seq(new Error('down'), PHONE_ROUTES['GET /phone/countries']), 'GET /phone/masks': PHONE_ROUTES['GET /phone/masks'] });
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
    const store = start({
      'POST /user/registration': signInAnswer(2001, { login: 'u2001', password: 'p4ss' }),
      'POST /user/registration/credentials-email': { success: true },
      'POST /user/registration/bonus': { success: true },
    });
    store.dispatch(registrationTracked('popup_shown'));
    store.dispatch(registrationTracked('type_picked', 'one_click'));
    store.dispatch(registrationRequested({ type: 'one_click', currency: 'USD', countryId: 1 }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration', { body: { type: 'one_click', currency: 'USD', country_id: 1 } });
    const types = store.actions.map((a) => a.type);
    expect(types.indexOf('auth/registrationSucceeded')).toBeLessThan(types.indexOf(signedIn.type));
    expect(signedInActions(store)).toEqual([{ token: TOKEN, userId: 2001, remember: true, via: 'registration' }]);
    expect(store.auth().registration).toMatchObject({ step: 'credentials', credentials: { login: 'u2001', password: 'p4ss' } });

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
    const store = start({ 'POST /user/registration': seq(authError(6, 'email'), signInAnswer(2002)) });
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
    const store = start({ 'POST /user/registration': signInAnswer(2003) });
    store.dispatch(registrationTracked('popup_shown'));
    store.dispatch(registrationRequested({ type: 'phone', phone: ru, code: '5555', password: 'pw', currency: 'USD' }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration', {
      body: { type: 'phone', phone_number: '9160000001', country_code: '7', 'sms-code': '5555', password: encodeCredential('pw'), currency: 'USD' },
    });
    expect(store.auth().registration.step).toBe('done');
    store.dispatch(registrationTracked('leave', 'phone'));
    expect(tracked(store)).toEqual(['popup_shown', 'reg_call:phone', 'done:phone']);
  });

  it('social: the browser goes to the provider’s page; back with the state, the registration completes', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const store = start({
      'POST /user/registration': { success: true, redirectUrl: '/social-api/oauth/google/consent?state=S1' },
      'POST /user/registration/social/complete': signInAnswer(2004),
    });
    store.dispatch(registrationRequested({ type: 'social', provider: 'google', currency: 'USD' }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/registration', { body: { type: 'social', provider: 'google', currency: 'USD' } });
    expect(assign).toHaveBeenCalledWith('/social-api/oauth/google/consent?state=S1');

    store.dispatch(socialRegistrationCompleteRequested({ state: 'S1' }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/registration/social/complete', { body: { state: 'S1' } });
    expect(signedInActions(store)).toEqual([{ token: TOKEN, userId: 2004, remember: true, via: 'registration' }]);
  });

  it('social: a redirect to a foreign origin is refused', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const store = start({ 'POST /user/registration': { success: true, redirectUrl: 'https://evil.example/phish' } });
    store.dispatch(registrationRequested({ type: 'social', provider: 'google', currency: 'USD' }));
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(store.auth().registration.status.error).toBe('auth_error_generic');
  });

  it('a bonus that could not be saved can be chosen again', async () => {
    const store = start({ 'POST /user/registration/bonus': seq(clientError('network_error', 0), { success: true }) });
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
    const store = start({
      'POST /user/password-recovery/send': seq(
        { success: true, ticket: 'R1', expires_in: 300, channel: 'email' },
        { success: true, ticket: 'R2', expires_in: 300, channel: 'account' },
      ),
      'POST /user/password-recovery/check': seq(authError(3, 'code'), authError(4, 'code'), { status: 'approved' }),
      'POST /user/password-recovery/save': { success: true },
    });
    store.dispatch(recoveryCodeRequested({ login: ' demo ' }));
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/password-recovery/send', { body: { login: 'demo' } });
    expect(store.auth().recovery).toMatchObject({ step: 'code', ticket: 'R1', channel: 'email', login: 'demo' });

    store.dispatch(recoveryCodeSubmitted({ code: '1' }));
    await settle();
    expect(store.auth().recovery.codeProblem).toBe('wrong_code');
    store.dispatch(recoveryCodeSubmitted({ code: '2' }));
    await settle();
    expect(store.auth().recovery.codeProblem).toBe('time_up');

    store.dispatch(recoveryCodeRequested({ login: 'demo' }));
    await settle();
    expect(store.auth().recovery).toMatchObject({ step: 'code', ticket: 'R2', channel: 'account', codeProblem: null });
    store.dispatch(recoveryCodeSubmitted({ code: '777' }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/password-recovery/check', { body: { ticket: 'R2', code: '777' } });
    expect(store.auth().recovery.step).toBe('password');
    expect(store.auth().attempts).toBe(5);

    store.dispatch(recoveryPasswordSubmitted({ password: 'new-pass' }));
    await settle();
    expect(store.request).toHaveBeenLastCalledWith('POST', '/user/password-recovery/save', { body: { ticket: 'R2', code: '777', password: encodeCredential('new-pass') } });
    expect(store.auth().recovery.step).toBe('done');
    expect(store.auth().attempts).toBe(0);
    expect(store.auth().recovery.log).toEqual(['code_sent', 'code_wrong', 'code_expired', 'code_sent', 'code_approved', 'password_saved']);
  });

  it('an unknown login is an error on the login field', async () => {
    const store = start({ 'POST /user/password-recovery/send': authError(1, 'login') });
    store.dispatch(recoveryCodeRequested({ login: 'nobody' }));
    await settle();
    expect(store.auth().recovery).toMatchObject({ step: 'request', status: { fieldErrors: { login: 'auth_error_unknown_login' } } });
  });

  it('a code that runs out before the save goes back to the code step, saying time_up', async () => {
    const store = start({
      'POST /user/password-recovery/send': { success: true, ticket: 'R1', expires_in: 300, channel: 'email' },
      'POST /user/password-recovery/check': { status: 'approved' },
      'POST /user/password-recovery/save': authError(4, 'code'),
    });
    store.dispatch(recoveryCodeRequested({ login: 'demo' }));
    await settle();
    store.dispatch(recoveryCodeSubmitted({ code: '1' }));
    await settle();
    store.dispatch(recoveryPasswordSubmitted({ password: 'x' }));
    await settle();
    expect(store.auth().recovery).toMatchObject({ step: 'code', codeProblem: 'time_up' });
  });
});

describe('account, terms, identification', () => {
  // The plugin fetches these workers on the first action; fetched once here, the tests' clock need not wait for a module load.
  beforeAll(() => import('./sagas/account.saga.ts'));
  it('switching the active account: POST then activeAccountChanged; a failure says so', async () => {
    const store = start({ 'POST /user/accounts/active': seq({ success: true }, clientError('network_error', 0)) });
    store.dispatch(accountSwitchRequested({ accountId: 7 }));
    expect(store.auth().account.switchingId).toBe(7);
    await settle();
    expect(store.request).toHaveBeenCalledWith('POST', '/user/accounts/active', { body: { id: 7 } });
    expect(store.actions.filter((a) => activeAccountChanged.match(a)).map((a) => a.payload)).toEqual([{ accountId: 7 }]);
    expect(store.auth().account).toEqual({ switchingId: null, error: null });
    store.dispatch(accountSwitchRequested({ accountId: 8 }));
    await settle();
    expect(store.auth().account).toEqual({ switchingId: null, error: 'auth_account_switch_error' });
  });

  it('terms: confirmed → termsAccepted; a failure raises the alert instead', async () => {
    const store = start({ 'POST /api-v3/v2/user/agreement-rules/confirm': seq(clientError('network_error', 0), { success: true }) });
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
    const store = start({ 'POST /user/identification': seq(authError(5, 'passport'), { success: true }) });
    const data = { name: ' Ivan ', surname: 'Petrov', date_birthday: '1990-05-01', passport: '4510 123456' };
    store.dispatch(identificationSubmitted(data));
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
    const image = 'data:image/svg+xml;base64,PHN2Zz4=';
    const store = start({ 'GET /captcha/update': { time: 1, image } });
    store.dispatch(captchaImageRequested({ challengeId: 4 }));
    await settle();
    expect(store.auth().captcha).toEqual({ challengeId: 4, image, status: 'ready' });
  });

  it('one-tap: the client id for guests; a credential is posted as multipart and the browser follows redirectUrl', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const store = start({
      'GET /social-api/oauth/google-one-tap/clientId': { clientId: 'CID' },
      'POST /social-api/oauth/google-one-tap': { redirectUrl: '/en/?signed=1' },
    });
    store.dispatch(oneTapClientIdRequested({ provider: 'google' }));
    await settle();
    expect(store.auth().oneTap).toMatchObject({ clientId: 'CID', status: 'ready' });
    store.dispatch(oneTapCredentialReceived({ provider: 'google', credential: 'JWT' }));
    await settle();
    const body = store.request.mock.calls.at(-1)![2]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({ credential: 'JWT', language: 'en', currency: '840' });
    expect(assign).toHaveBeenCalledWith('/en/?signed=1');
  });

  it('one-tap asks nothing for a signed-in user', async () => {
    const store = start({});
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
