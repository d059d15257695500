/** Registration of every type, the social consent page, the bonus choice and the credentials e-mail. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { b64, buildAuthServer, type AuthHarness } from '../test-kit.ts';

let h: AuthHarness;
beforeEach(async () => {
  h = await buildAuthServer();
});
afterEach(async () => {
  await h.app.close();
});

const register = (body: unknown) => h.browser().post('/web-api/user/registration', body);

describe('one-click registration', () => {
  it('creates a player with generated credentials that sign in, in the chosen currency', async () => {
    const player = h.browser();
    const res = await player.post('/web-api/user/registration', { type: 'one_click', currency: 'USD', country_id: 1 });
    expect(res.json()).toEqual({
      success: true,
      data: { token: expect.any(String), user_id: expect.any(Number), login: expect.stringMatching(/^\d+$/), password: expect.stringMatching(/^[A-Za-z0-9]{10}$/) },
    });
    const { login, password, user_id: userId } = res.json().data;
    expect(login).toBe(String(userId));
    expect(player.cookies.has('auth_session')).toBe(true);
    expect((await player.get('/web-api/user/accounts')).json().accounts).toEqual([
      expect.objectContaining({ type: 0, iso: 'USD', money: 0, isActive: true }),
    ]);
    expect((await player.get('/web-api/user/config')).json()).toMatchObject({ user_id: userId, user_country_code: 'RU', has_deposit: false });
    expect((await h.browser().signIn(login, password)).json()).toMatchObject({ success: true, data: { user_id: userId } });
  });

  it('takes the site default currency when none is given and refuses one the site does not offer', async () => {
    const player = h.browser();
    await player.post('/web-api/user/registration', { type: 'one_click' });
    // The fixture site's default currency is EUR.
    expect((await player.get('/web-api/user/accounts')).json().accounts[0]).toMatchObject({ iso: 'EUR', symbol: '€', currencyId: 978 });
    expect((await register({ type: 'one_click', currency: 'RUB' })).json()).toEqual({ error_code: 5, field: 'currency', message: '"currency" must be one of EUR, USD' });
    expect((await register({ type: 'one_click', country_id: 999 })).json()).toMatchObject({ error_code: 5, field: 'country_id' });
    expect((await register({ type: 'fast' })).json()).toMatchObject({ error_code: 5, field: 'type' });
  });

  it('mails the generated credentials on request (printed to the log)', async () => {
    const player = h.browser();
    const { password, user_id: userId } = (await player.post('/web-api/user/registration', { type: 'one_click', currency: 'USD' })).json().data;
    expect((await player.post('/web-api/user/registration/credentials-email', { email: 'me@example.org' })).json()).toEqual({ success: true });
    expect(h.lines.at(-1)).toBe(`[auth-code] email me@example.org: ${password} (credentials: login ${userId}, this password)`);
    expect((await player.post('/web-api/user/registration/credentials-email', { email: 'not-an-address' })).json()).toMatchObject({ error_code: 5, field: 'email' });
    expect((await h.browser().post('/web-api/user/registration/credentials-email', { email: 'me@example.org' })).statusCode).toBe(401);
    const demo = h.browser();
    await demo.signIn('demo', 'demo1234');
    expect((await demo.post('/web-api/user/registration/credentials-email', { email: 'me@example.org' })).json()).toMatchObject({ error_code: 5, field: 'email' });
  });
});

describe('phone registration', () => {
  const phone = { country_code: '44', phone_number: '7700 900123' };

  it('registers with the SMS code sent for registration, then signs in by phone', async () => {
    const player = h.browser();
    expect((await player.post('/web-api/user/sms/send', { 'phone-code': '44', 'phone-number': '7700900123', purpose: 'registration' })).statusCode).toBe(200);
    const code = h.loggedCode('sms', '+44 7700900123');
    const res = await player.post('/web-api/user/registration', { type: 'phone', ...phone, 'sms-code': code, password: b64('secret-pass'), currency: 'USD' });
    expect(res.json()).toMatchObject({ success: true, data: { user_id: expect.any(Number) } });
    expect((await player.get('/web-api/user/config')).json()).toMatchObject({ phone_code: '44', phone_number: '********23', activation_type: 3 });
    const again = await h.browser().post('/web-api/user/login/phone', { ...phone, password: b64('secret-pass') });
    expect(again.json()).toMatchObject({ success: true, data: { user_id: res.json().data.user_id } });
    // The code is spent, and the phone is taken now.
    expect((await register({ type: 'phone', ...phone, 'sms-code': code, password: b64('secret-pass') })).json()).toMatchObject({ error_code: 6, field: 'phone' });
  });

  it('refuses a wrong code (3), no code sent (3), a short password and a taken phone (6)', async () => {
    await h.browser().post('/web-api/user/sms/send', { 'phone-code': '44', 'phone-number': '7700900123', purpose: 'registration' });
    const code = h.loggedCode('sms');
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await register({ type: 'phone', ...phone, 'sms-code': wrong, password: b64('secret-pass') })).json()).toMatchObject({ error_code: 3, field: 'code' });
    expect((await register({ type: 'phone', country_code: '44', phone_number: '7700900999', 'sms-code': code, password: b64('secret-pass') })).json()).toMatchObject({
      error_code: 3,
      field: 'code',
    });
    expect((await register({ type: 'phone', ...phone, 'sms-code': code, password: b64('abc') })).json()).toEqual({
      error_code: 5,
      field: 'pass',
      message: 'The password must be 6 to 64 characters',
    });
    expect((await register({ type: 'phone', country_code: '7', phone_number: '9160000001', 'sms-code': code, password: b64('secret-pass') })).json()).toMatchObject({
      error_code: 6,
      field: 'phone',
    });
  });
});

describe('full (e-mail) registration', () => {
  it('registers with e-mail and password; the e-mail signs in', async () => {
    const player = h.browser();
    const res = await player.post('/web-api/user/registration', {
      type: 'full',
      email: 'New.Player@example.org',
      password: b64('pässwörd'),
      currency: 'USD',
      name: 'Anna-Maria',
      surname: "O'Neil",
      country_id: 5,
    });
    expect(res.json()).toMatchObject({ success: true });
    expect((await player.get('/web-api/user/config')).json()).toMatchObject({
      user_email: 'N***@example.org',
      activation_type: 1,
      user_country_code: 'GB',
      user_data: expect.objectContaining({ name: 'Anna-Maria', surname: "O'Neil" }),
    });
    expect((await h.browser().signIn('new.player@example.org', 'pässwörd')).json()).toMatchObject({ success: true });
  });

  it('refuses a taken e-mail (6) and bad fields (5 with the field)', async () => {
    expect((await register({ type: 'full', email: 'DEMO@example.com', password: b64('secret-pass') })).json()).toMatchObject({ error_code: 6, field: 'email' });
    expect((await register({ type: 'full', email: 'no-at-sign', password: b64('secret-pass') })).json()).toMatchObject({ error_code: 5, field: 'email' });
    expect((await register({ type: 'full', email: 'a@example.org', password: b64('secret-pass'), name: 'R2-D2' })).json()).toMatchObject({ error_code: 5, field: 'name' });
    expect((await register({ type: 'full', email: 'a@example.org' })).json()).toMatchObject({ error_code: 5, field: 'pass' });
  });
});

describe('social registration', () => {
  it('goes to the consent page; Continue lands on the registration page, whose completion signs in once', async () => {
    const player = h.browser();
    const start = await player.post('/web-api/user/registration', { type: 'social', provider: 'google', currency: 'USD' }, { 'X-Language': 'ru' });
    expect(start.json()).toEqual({ success: true, redirectUrl: expect.stringMatching(/^\/social-api\/oauth\/google\/consent\?state=[\w-]+$/) });
    const state = new URL(start.json().redirectUrl, 'http://x').searchParams.get('state')!;

    const consent = await player.get(start.json().redirectUrl);
    expect(consent.statusCode).toBe(200);
    expect(consent.headers['content-type']).toMatch(/^text\/html/);
    // Works under the strict CSP: no script, no inline style, a same-origin form.
    expect(consent.headers['content-security-policy']).toContain("script-src 'self'");
    expect(consent.body).not.toMatch(/<script|\sstyle=|<style|\son[a-z]+=/i);
    expect(consent.body).toContain('<form method="post" action="/social-api/oauth/google/consent">');
    expect(consent.body).toContain(`name="state" value="${state}"`);

    const early = await player.post('/web-api/user/registration/social/complete', { state });
    expect(early.json()).toMatchObject({ error_code: 5, field: 'state' });

    const allow = await h.app.inject({
      method: 'POST',
      url: '/social-api/oauth/google/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${state}&decision=allow`,
    });
    expect(allow.statusCode).toBe(303);
    expect(allow.headers.location).toBe(`/ru/registration?social_state=${state}`);

    const done = await player.post('/web-api/user/registration/social/complete', { state });
    expect(done.json()).toMatchObject({ success: true, data: { user_id: expect.any(Number) } });
    expect((await player.get('/web-api/user/config')).json().user_data.name).toBe('Google player');
    expect((await h.browser().post('/web-api/user/registration/social/complete', { state })).json()).toMatchObject({ error_code: 5, field: 'state' });
  });

  it('Cancel goes back to registration and forgets the state; an unknown state shows the expired page', async () => {
    const { redirectUrl } = (await register({ type: 'social', provider: 'apple' })).json();
    const state = new URL(redirectUrl, 'http://x').searchParams.get('state')!;
    const deny = await h.app.inject({
      method: 'POST',
      url: '/social-api/oauth/apple/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${state}&decision=deny`,
    });
    expect(deny.statusCode).toBe(303);
    expect(deny.headers.location).toBe('/en/registration');
    const gone = await h.app.inject({ url: redirectUrl });
    expect(gone.statusCode).toBe(400);
    expect(gone.body).toContain('This sign-in link has expired');
    expect((await register({ type: 'social', provider: 'myspace' })).json()).toMatchObject({ error_code: 5, field: 'provider' });
  });
});

describe('POST /web-api/user/registration/bonus', () => {
  it('records the choice once; a sport or casino bonus opens a bonus account', async () => {
    const player = h.browser();
    await player.post('/web-api/user/registration', { type: 'one_click', currency: 'USD' });
    expect((await player.post('/web-api/user/registration/bonus', { bonus: 2 })).json()).toEqual({ success: true });
    expect((await player.get('/web-api/user/accounts')).json().accounts).toEqual([
      expect.objectContaining({ type: 0, isActive: true }),
      expect.objectContaining({ type: 4, iso: 'USD', label: 'Casino bonus', isActive: false }),
    ]);
    expect((await player.post('/web-api/user/registration/bonus', { bonus: 0 })).json()).toMatchObject({ error_code: 5, field: 'bonus' });
  });

  it('refuses other values and guests', async () => {
    const player = h.browser();
    await player.post('/web-api/user/registration', { type: 'one_click' });
    expect((await player.post('/web-api/user/registration/bonus', { bonus: 3 })).json()).toMatchObject({ error_code: 5, field: 'bonus' });
    expect((await h.browser().post('/web-api/user/registration/bonus', { bonus: 1 })).statusCode).toBe(401);
  });
});
