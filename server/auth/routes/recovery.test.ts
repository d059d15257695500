/** Password recovery: send, check (wrong_code vs time_up), save. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { b64, buildAuthServer, type AuthHarness } from '../test-kit.ts';

let h: AuthHarness;
beforeEach(async () => {
  h = await buildAuthServer();
});
afterEach(async () => {
  await h.app.close();
});

const send = (login: string) => h.browser().post('/web-api/user/password-recovery/send', { login });
const check = (ticket: string, code: string) => h.browser().post('/web-api/user/password-recovery/check', { ticket, code });
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('POST /web-api/user/password-recovery/send', () => {
  it('sends the code to the e-mail for a login or e-mail, by SMS for a phone, printed to the log', async () => {
    // The channel is what was typed: a login or a bare number may be either contact of the account.
    expect((await send('demo')).json()).toEqual({ success: true, ticket: expect.any(String), expires_in: 300, channel: 'account' });
    expect(h.lines.at(-1)).toMatch(/^\[auth-code\] recovery demo@example\.com: \d{6}$/);
    expect((await send('demo@example.com')).json()).toMatchObject({ channel: 'email' });
    expect(h.lines.at(-1)).toMatch(/^\[auth-code\] recovery demo@example\.com: \d{6}$/);
    expect((await send('+7 916 000-00-01')).json()).toMatchObject({ channel: 'sms' });
    expect(h.lines.at(-1)).toMatch(/^\[auth-code\] recovery \+7 9160000001: \d{6}$/);
    expect((await send('9160000001')).json()).toMatchObject({ channel: 'account' });
    expect(h.lines.at(-1)).toMatch(/^\[auth-code\] recovery \+7 9160000001: \d{6}$/);
    expect((await send('1004')).json()).toMatchObject({ channel: 'account' });
    expect(h.lines.at(-1)).toMatch(/^\[auth-code\] recovery terms@example\.com: /);
  });

  it('answers an unknown login like a known one but sends nothing; refuses an empty one (5)', async () => {
    const sentBefore = h.lines.length;
    const unknown = (await send('nobody')).json();
    expect(unknown).toEqual({ success: true, ticket: expect.any(String), expires_in: 300, channel: 'account' });
    expect(h.lines.length).toBe(sentBefore);
    expect((await check(unknown.ticket, '123456')).json()).toEqual({ error_code: 3, field: 'code', message: 'Wrong code (wrong_code)' });
    expect((await send('')).json()).toMatchObject({ error_code: 5, field: 'login' });
  });
});

describe('POST /web-api/user/password-recovery/check', () => {
  it('approves the right code', async () => {
    const { ticket } = (await send('demo')).json();
    expect((await check(ticket, h.loggedCode('recovery', 'demo'))).json()).toEqual({ status: 'approved' });
  });

  it('is wrong_code (3) while the code is unexpired and time_up (4) afterwards, even for the right code', async () => {
    const { ticket } = (await send('demo')).json();
    const code = h.loggedCode('recovery', 'demo@example.com');
    h.advance(299_000);
    expect((await check(ticket, otherThan(code))).json()).toEqual({ error_code: 3, field: 'code', message: 'Wrong code (wrong_code)' });
    h.advance(1_000);
    expect((await check(ticket, otherThan(code))).json()).toEqual({ error_code: 4, field: 'code', message: 'The code has expired (time_up): ask for a new one' });
    expect((await check(ticket, code)).json()).toMatchObject({ error_code: 4 });
  });

  it('answers 3 for an unknown ticket', async () => {
    expect((await check('no-such-ticket', '123456')).json()).toMatchObject({ error_code: 3, field: 'code' });
  });
});

describe('POST /web-api/user/password-recovery/save', () => {
  it('sets the new password: it signs in, the old one does not, and existing sessions end', async () => {
    const laptop = h.browser();
    await laptop.signIn('demo', 'demo1234', true);
    const { ticket } = (await send('demo')).json();
    const code = h.loggedCode('recovery', 'demo');
    const save = (password: string) => h.browser().post('/web-api/user/password-recovery/save', { ticket, code, password: b64(password) });
    expect((await save('short')).json()).toMatchObject({ error_code: 5, field: 'pass' });
    expect((await save('brand-new-secret')).json()).toEqual({ success: true });

    expect((await h.browser().signIn('demo', 'demo1234')).json()).toMatchObject({ error_code: 1, field: 'both' });
    expect((await h.browser().signIn('demo', 'brand-new-secret')).json()).toMatchObject({ success: true });
    expect((await laptop.get('/web-api/session/check')).statusCode).toBe(401);
    expect((await laptop.get('/web-api/user/gettoken')).statusCode).toBe(401);
    expect((await save('another-secret')).json()).toMatchObject({ error_code: 3 });
  });

  it('refuses an expired code (4)', async () => {
    const { ticket } = (await send('demo')).json();
    const code = h.loggedCode('recovery', 'demo');
    h.advance(300_000);
    const res = await h.browser().post('/web-api/user/password-recovery/save', { ticket, code, password: b64('brand-new-secret') });
    expect(res.json()).toMatchObject({ error_code: 4 });
  });
});
