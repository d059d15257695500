/** Sign-in by login/e-mail/id, phone, SMS and two-step, through the server. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { b64, buildAuthServer, type AuthHarness } from '../test-kit.ts';

let h: AuthHarness;
beforeEach(async () => {
  h = await buildAuthServer();
});
afterEach(async () => {
  await h.app.close();
});

const login = (body: unknown) => h.browser().post('/web-api/user/login', body);

describe('POST /web-api/user/login', () => {
  it('signs in by login, e-mail or id (any case), with a token for that user', async () => {
    for (const name of ['demo', 'DEMO', 'demo@example.com', '1001']) {
      const res = await login({ login: b64(name), password: b64('demo1234'), save: false });
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toEqual({ success: true, data: { token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), user_id: 1001 } });
    }
  });

  it('answers an unknown login and a wrong password alike; names the empty field', async () => {
    const wrongCredentials = { error_code: 1, message: 'Wrong login or password', field: 'both' };
    expect((await login({ login: b64('nobody'), password: b64('demo1234') })).json()).toEqual(wrongCredentials);
    expect((await login({ login: b64('demo'), password: b64('demo12345') })).json()).toEqual(wrongCredentials);
    expect((await login({ login: '', password: '' })).json()).toMatchObject({ error_code: 5, field: 'both' });
    expect((await login({ login: b64('demo'), password: '' })).json()).toMatchObject({ error_code: 5, field: 'pass' });
    expect((await login({ password: b64('x') })).json()).toMatchObject({ error_code: 5, field: 'login' });
  });

  it('takes login and password only as base64 of UTF-8', async () => {
    const plain = await login({ login: 'demo', password: 'demo1234' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ error_code: 5, field: 'login' });
    // Base64 of bytes that are not UTF-8 (0xff 0xfe).
    expect((await login({ login: b64('demo'), password: '//4=' })).json()).toMatchObject({ error_code: 5, field: 'pass' });
  });

  it('lets a banned player sign in (the ban guard decides what they see)', async () => {
    const player = h.browser();
    expect((await player.signIn('banned', 'banned1234')).json()).toMatchObject({ success: true, data: { user_id: 1002 } });
    expect((await player.get('/web-api/user/config')).json()).toMatchObject({ ban_level: 45, ban_version: 2 });
  });
});

describe('two-step sign-in', () => {
  it('asks for the code after the right password, then signs in with ticket and code', async () => {
    const player = h.browser();
    const first = await player.signIn('twostep', 'twostep1234', true);
    expect(first.json()).toEqual({ success: false, two_step_required: true, ticket: expect.any(String), expires_in: 300 });
    expect(first.headers['set-cookie']?.toString() ?? '').not.toContain('auth_session');
    const { ticket } = first.json();
    const code = h.loggedCode('two_step', 'twostep');

    const wrong = await player.post('/web-api/user/login/two-step', { ticket, code: code === '000000' ? '111111' : '000000', save: true });
    expect(wrong.json()).toMatchObject({ error_code: 3, field: 'code' });
    const res = await player.post('/web-api/user/login/two-step', { ticket, code, save: true });
    expect(res.json()).toMatchObject({ success: true, data: { user_id: 1005 } });
    expect(player.cookies.has('auth_session')).toBe(true);
    // The ticket is spent.
    expect((await player.post('/web-api/user/login/two-step', { ticket, code })).json()).toMatchObject({ error_code: 3 });
  });

  it('answers 4 once the code has expired', async () => {
    const { ticket } = (await h.browser().signIn('twostep', 'twostep1234')).json();
    h.advance(300_000);
    const res = await h.browser().post('/web-api/user/login/two-step', { ticket, code: h.loggedCode('two_step') });
    expect(res.json()).toMatchObject({ error_code: 4, field: 'code' });
  });
});

describe('POST /web-api/user/login/phone', () => {
  it('signs in by country code, number (as typed) and password', async () => {
    const res = await h.browser().post('/web-api/user/login/phone', { phone_number: '(916) 000-00-01', country_code: '+7', password: b64('demo1234'), save: false });
    expect(res.json()).toMatchObject({ success: true, data: { user_id: 1001 } });
  });

  it('refuses an unknown phone and a wrong password alike, and a number of the wrong length (phone)', async () => {
    const call = (phone_number: string, password: string, country_code = '7') =>
      h.browser().post('/web-api/user/login/phone', { phone_number, country_code, password: b64(password) });
    const wrongCredentials = { error_code: 1, message: 'Wrong login or password', field: 'both' };
    expect((await call('9169999999', 'demo1234')).json()).toEqual(wrongCredentials);
    expect((await call('9160000001', 'nope12345')).json()).toEqual(wrongCredentials);
    expect((await call('916000000', 'demo1234')).json()).toEqual({ error_code: 5, field: 'phone', message: 'A +7 number has 10 digits after the country code' });
    expect((await call('9160000001', 'demo1234', '999')).json()).toMatchObject({ error_code: 5, field: 'phone' });
  });
});

describe('SMS sign-in', () => {
  const phone = { 'phone-number': '9160000001', 'phone-code': '7' };

  it('sends a code (printed to the log) and signs in with it', async () => {
    const player = h.browser();
    const sent = await player.post('/web-api/user/sms/send', { ...phone, purpose: 'login' });
    expect(sent.json()).toEqual({ success: true, resend_after: 30, expires_in: 300 });
    expect(h.lines.at(-1)).toMatch(/^\[auth-code\] sms \+7 9160000001: \d{6} \(login\)$/);
    const res = await player.post('/web-api/user/login/sms', { ...phone, 'sms-code': h.loggedCode('sms', '+7 9160000001'), save: true });
    expect(res.json()).toMatchObject({ success: true, data: { user_id: 1001 } });
    expect((await player.get('/web-api/session/check')).json()).toEqual({ user_id: 1001 });
  });

  it('refuses a wrong code (3) while it is fresh and any code after it expired (4)', async () => {
    await h.browser().post('/web-api/user/sms/send', { ...phone, purpose: 'login' });
    const code = h.loggedCode('sms');
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await h.browser().post('/web-api/user/login/sms', { ...phone, 'sms-code': wrong })).json()).toMatchObject({ error_code: 3, field: 'code' });
    h.advance(300_000);
    expect((await h.browser().post('/web-api/user/login/sms', { ...phone, 'sms-code': code })).json()).toMatchObject({ error_code: 4, field: 'code' });
  });

  it('gives up on a code after five wrong tries', async () => {
    await h.browser().post('/web-api/user/sms/send', { ...phone, purpose: 'login' });
    const code = h.loggedCode('sms');
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await h.browser().post('/web-api/user/login/sms', { ...phone, 'sms-code': wrong });
    const res = await h.browser().post('/web-api/user/login/sms', { ...phone, 'sms-code': code });
    expect(res.json()).toEqual({ error_code: 3, field: 'code', message: 'Too many wrong codes: ask for a new one' });
  });

  it('refuses a second code within 30 s, saying how long to wait', async () => {
    await h.browser().post('/web-api/user/sms/send', { ...phone, purpose: 'login' });
    h.advance(10_000);
    const early = await h.browser().post('/web-api/user/sms/send', { ...phone, purpose: 'login' });
    expect(early.json()).toMatchObject({ error_code: 7, field: 'phone', retry_after: 20 });
    h.advance(20_000);
    expect((await h.browser().post('/web-api/user/sms/send', { ...phone, purpose: 'login' })).statusCode).toBe(200);
  });

  it('answers a sign-in code for an unknown phone like any other but sends none; refuses a registration code to a registered phone', async () => {
    const unknown = { 'phone-number': '9169999999', 'phone-code': '7' };
    expect((await h.browser().post('/web-api/user/sms/send', { ...unknown, purpose: 'login' })).json()).toEqual({ success: true, resend_after: 30, expires_in: 300 });
    expect((await h.browser().post('/web-api/user/login/sms', { ...unknown, 'sms-code': '123456' })).json()).toMatchObject({ error_code: 3, field: 'code' });
    expect((await h.browser().post('/web-api/user/sms/send', { ...phone, purpose: 'registration' })).json()).toMatchObject({ error_code: 6, field: 'phone' });
    expect((await h.browser().post('/web-api/user/sms/send', { ...phone, purpose: 'spam' })).json()).toMatchObject({ error_code: 5, field: 'purpose' });
    expect(h.lines).toEqual([]);
  });
});
