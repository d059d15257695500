import { afterEach, beforeEach, expect, it } from 'vitest';
import { b64 } from '../auth/test-kit.ts';
import { startTestServer, type TestServer } from '../test-kit/index.ts';
import { SEEDS } from '../auth/seed-players.ts';
import { loadValidators, type Validators } from '../validators.ts';

// The whole server: the links reach into the office's account API (the newsletter setting).
let auth: TestServer;
let validators: Validators;
beforeEach(async () => {
  auth = await startTestServer({ clockStart: Date.UTC(2026, 0, 15, 12, 0, 0) });
  validators = await loadValidators();
});
afterEach(() => auth.app.close());

const HOUR = 60 * 60 * 1000;

/** A refusal of a link: its status, and the body the pages read (`code` picks the next step). */
function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(validators.linkRefusalAnswer(body), JSON.stringify(body)).toBe(true);
  expect((body as { code: string }).code).toBe(code);
}

async function registerByEmail(email: string, password = 'first-pass1') {
  const browser = auth.browser();
  const res = await browser.post('/web-api/user/registration', { type: 'full', email, password: b64(password), currency: 'USD', name: 'Ann', surname: 'Lee' });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

it('an activation link confirms the e-mail once; a second use says used, a late one expired', async () => {
  const player = await auth.signIn(SEEDS.demo.login, SEEDS.demo.password);
  const sent = await player.post('/web-api/user-pages/links/send', { purpose: 'activate' });
  expect(sent.json()).toEqual({ success: true, email: 'd***@example.com', expires_in: 86400 });
  const token = auth.loggedCode('link', 'demo@example.com');

  const check = await auth.browser().get(`/web-api/user-pages/links/check?purpose=activate&token=${token}`);
  expect(check.json()).toMatchObject({ purpose: 'activate', email: 'd***@example.com' });
  const guest = auth.browser();
  const done = await guest.post('/web-api/user-pages/activate', { token });
  expect(done.json()).toEqual({ success: true, email: 'demo@example.com', activation_type: 2 });
  expectRefusal(await guest.post('/web-api/user-pages/activate', { token }), 410, 'used');
  // Activated: asking for another link is refused with the reason.
  expect((await player.post('/web-api/user-pages/links/send', { purpose: 'activate' })).statusCode).toBe(403);

  const other = await registerByEmail('late@example.com');
  await other.post('/web-api/user-pages/links/send', { purpose: 'activate' });
  const late = auth.loggedCode('link', 'late@example.com');
  auth.advance(25 * HOUR);
  expectRefusal(await auth.browser().get(`/web-api/user-pages/links/check?purpose=activate&token=${late}`), 410, 'expired');
  expectRefusal(await auth.browser().post('/web-api/user-pages/activate', { token: late }), 410, 'expired');
});

it('registering with an e-mail sends the activation link at once', async () => {
  await registerByEmail('welcome@example.com');
  const token = auth.loggedCode('link', 'welcome@example.com');
  expect(auth.lines.some((l) => l.startsWith('[auth-code] link welcome@example.com:') && l.endsWith('(activate)'))).toBe(true);
  expect((await auth.browser().post('/web-api/user-pages/activate', { token })).json()).toMatchObject({ success: true, email: 'welcome@example.com' });
});

it('activatefast signs the player in with the activation; an unknown or malformed token is invalid', async () => {
  const owner = await registerByEmail('fast@example.com');
  await owner.post('/web-api/user-pages/links/send', { purpose: 'activate' });
  const token = auth.loggedCode('link', 'fast@example.com');
  const device = auth.browser();
  const done = await device.post('/web-api/user-pages/activate', { token, sign_in: true });
  const body = done.json() as { token: string; user_id: number };
  expect(body).toMatchObject({ success: true, email: 'fast@example.com' });
  device.token = body.token;
  expect((await device.get('/web-api/user/config')).json()).toMatchObject({ user_email: 'f***@example.com', user_id: body.user_id });

  expectRefusal(await device.post('/web-api/user-pages/activate', { token: 'x'.repeat(32) }), 400, 'invalid');
  expectRefusal(await device.post('/web-api/user-pages/activate', { token: 'not a token!' }), 400, 'invalid');
  expect((await device.post('/web-api/user-pages/activate', {})).statusCode).toBe(400);
});

it('a password-reset link sets a new password, ends every session and cannot be used twice', async () => {
  const email = 'reset@example.com';
  const session = await registerByEmail(email);
  const guest = auth.browser();
  // The same answer whether or not an account has the login: it names no address.
  expect((await guest.post('/web-api/user-pages/password-reset/send', { login: 'nobody@example.com' })).json()).toEqual({ success: true, expires_in: 3600 });
  const sent = await guest.post('/web-api/user-pages/password-reset/send', { login: email });
  expect(sent.json()).toEqual({ success: true, expires_in: 3600 });
  expect(validators.passwordResetSentAnswer(sent.json())).toBe(true);
  const token = auth.loggedCode('link', email);

  // A refused password leaves the link usable.
  const short = await guest.post('/web-api/user-pages/password-reset', { token, password: b64('abc') });
  expect(short.statusCode).toBe(400);
  expect(short.json()).toMatchObject({ field: 'pass' });
  expect((await guest.post('/web-api/user-pages/password-reset', { token, password: b64('brand-new-9') })).json()).toEqual({ success: true });
  expectRefusal(await guest.post('/web-api/user-pages/password-reset', { token, password: b64('brand-new-10') }), 410, 'used');

  expect((await session.get('/web-api/user/config')).statusCode).toBe(401);
  expect((await auth.browser().signIn(email, 'first-pass1')).statusCode).toBe(400);
  expect((await auth.browser().signIn(email, 'brand-new-9')).statusCode).toBe(200);
});

it('a newer reset link replaces the older one, and a reset link is not an activation link', async () => {
  const guest = auth.browser();
  await guest.post('/web-api/user-pages/password-reset/send', { login: SEEDS.terms.login });
  const first = auth.loggedCode('link', 'terms@example.com');
  await guest.post('/web-api/user-pages/password-reset/send', { login: SEEDS.terms.login });
  const second = auth.loggedCode('link', 'terms@example.com');
  expect(second).not.toBe(first);
  expectRefusal(await guest.get(`/web-api/user-pages/links/check?purpose=password-reset&token=${first}`), 400, 'invalid');
  expectRefusal(await guest.post('/web-api/user-pages/activate', { token: second }), 400, 'invalid');
  expect((await guest.get(`/web-api/user-pages/links/check?purpose=password-reset&token=${second}`)).statusCode).toBe(200);
  auth.advance(2 * HOUR);
  expectRefusal(await guest.post('/web-api/user-pages/password-reset', { token: second, password: b64('brand-new-9') }), 410, 'expired');
});

it('the newsletter stop link turns the office newsletter setting off, and following it again is no error', async () => {
  const player = await auth.signIn(SEEDS.demo.login, SEEDS.demo.password);
  await player.post('/web-api/account/email-subscription', { subscribed: true });
  await auth.browser().post('/web-api/__test/newsletter', { to: SEEDS.demo.login });
  const token = auth.loggedCode('link', 'demo@example.com');
  const guest = auth.browser();
  expect((await guest.post('/web-api/user-pages/stop-newsletter', { token })).json()).toEqual({ success: true, email: 'd***@example.com', subscribed: false });
  expect((await guest.post('/web-api/user-pages/stop-newsletter', { token })).json()).toMatchObject({ subscribed: false });
  expect((await player.get('/web-api/account/email-subscription')).json()).toMatchObject({ subscribed: false });
});

it('account verify: the link sent to a new e-mail makes it the account e-mail; taken or unchanged e-mails are refused', async () => {
  const player = await auth.signIn(SEEDS.demo.login, SEEDS.demo.password);
  const password = b64(SEEDS.demo.password);
  expect((await player.post('/web-api/user-pages/links/send', { purpose: 'account-verify', email: 'banned@example.com', password })).statusCode).toBe(400);
  expect((await player.post('/web-api/user-pages/links/send', { purpose: 'account-verify', email: 'demo@example.com', password })).statusCode).toBe(400);
  expect((await player.post('/web-api/user-pages/links/send', { purpose: 'account-verify', email: 'not-an-email', password })).statusCode).toBe(400);
  // An e-mail change needs the current password: a stolen session cannot point the account at its own address.
  expect((await player.post('/web-api/user-pages/links/send', { purpose: 'account-verify', email: 'demo.new@example.com' })).json()).toMatchObject({ field: 'password' });
  expect((await player.post('/web-api/user-pages/links/send', { purpose: 'account-verify', email: 'demo.new@example.com', password: b64('wrong') })).json()).toMatchObject({ field: 'password' });
  const sent = await player.post('/web-api/user-pages/links/send', { purpose: 'account-verify', email: 'demo.new@example.com', password });
  expect(sent.json()).toMatchObject({ email: 'd***@example.com' });
  const token = auth.loggedCode('link', 'demo.new@example.com');
  expect((await auth.browser().post('/web-api/user-pages/account-verify', { token })).json()).toEqual({ success: true, email: 'demo.new@example.com', activation_type: 2 });
  expect((await player.get('/web-api/user/config')).json()).toMatchObject({ user_email: 'd***@example.com' });
});

it('sending links needs a signed-in player', async () => {
  expect((await auth.browser().post('/web-api/user-pages/links/send', { purpose: 'activate' })).statusCode).toBe(401);
});
