import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import { b64, expectGuestsRefused, otherCode, userConfigOf } from '../test-kit.ts';

/** The server's clock starts on a fixed day, so dates and periods read the same on every run. */
const TEST_START = Date.UTC(2026, 0, 15, 12, 0, 0);

let h: TestServer;
// The first start in a worker imports and checks the whole project: seconds more than the hook default under load.
beforeEach(async () => {
  h = await startTestServer({ clockStart: TEST_START });
}, 30_000);
afterEach(async () => {
  await h.app.close();
});

it('answers 401 to guests', async () => {
  await expectGuestsRefused(h, [
    ['POST', '/web-api/account/phone/code'],
    ['POST', '/web-api/account/email/code'],
    ['GET', '/web-api/account/contact/pending'],
    ['POST', '/web-api/account/phone/confirm'],
    ['POST', '/web-api/account/email/confirm'],
    ['GET', '/web-api/account/email-subscription'],
    ['POST', '/web-api/account/email-subscription'],
  ]);
});

describe('phone binding', () => {
  it('binds a phone with the SMS code: activation type none becomes phone only, then e-mail makes both', async () => {
    const { browser, password } = await h.register({ currency: 'USD' });
    expect((await userConfigOf(browser)).activation_type).toBe(0);
    const sent = await browser.post('/web-api/account/phone/code', { phone_code: '7', phone_number: '(916) 555-12-34', password: b64(password) });
    expect(sent.json()).toMatchObject({ pending: { kind: 'phone', to: '+7 9165551234' } });
    expect((await browser.get('/web-api/account/contact/pending')).json()).toMatchObject({ pending: { kind: 'phone' } });

    const code = h.loggedCode('sms', '+7 9165551234');
    expect((await browser.post('/web-api/account/phone/confirm', { code: otherCode(code) })).json()).toMatchObject({ field: 'code' });
    expect((await browser.post('/web-api/account/phone/confirm', { code })).json()).toEqual({ success: true, activation_type: 3 });
    const config = await userConfigOf(browser);
    expect(config).toMatchObject({ phone_code: '7', phone_number: '********34', activation_type: 3 });
    expect(config.protection_methods.enable_phone_binding).toBe(true);
    expect((await browser.get('/web-api/account/contact/pending')).json()).toEqual({ pending: null });

    await browser.post('/web-api/account/email/code', { email: 'fresh@example.org', password: b64(password) });
    expect((await browser.post('/web-api/account/email/confirm', { code: h.loggedCode('email', 'fresh@example.org') })).json()).toEqual({ success: true, activation_type: 2 });
    expect((await userConfigOf(browser)).user_email).toBe('f***@example.org');
  });

  it('turns e-mail only into both', async () => {
    const browser = h.browser();
    await browser.post('/web-api/user/registration', { type: 'full', email: 'only@example.org', password: Buffer.from('secret12').toString('base64'), currency: 'USD' });
    expect((await userConfigOf(browser)).activation_type).toBe(1);
    await browser.post('/web-api/account/phone/code', { phone_code: '7', phone_number: '9165550000', password: b64('secret12') });
    expect((await browser.post('/web-api/account/phone/confirm', { code: h.loggedCode('sms', '+7 9165550000') })).json()).toEqual({ success: true, activation_type: 2 });
  });

  it('refuses a malformed number, a missing or wrong password, another account’s phone and the phone already bound', async () => {
    const { browser, password } = await h.register({ currency: 'USD' });
    expect((await browser.post('/web-api/account/phone/code', { phone_code: '7', phone_number: '12', password: b64(password) })).json()).toMatchObject({ field: 'phone_number' });
    // A bound phone recovers the account by SMS: binding one takes the current password, like an e-mail change.
    expect((await browser.post('/web-api/account/phone/code', { phone_code: '7', phone_number: '9165551111' })).json()).toMatchObject({ field: 'password' });
    expect((await browser.post('/web-api/account/phone/code', { phone_code: '7', phone_number: '9165551111', password: b64('not-it') })).json()).toEqual({ message: 'The current password is wrong', field: 'password' });
    expect(h.lines.filter((line) => line.includes('9165551111'))).toEqual([]);
    expect((await browser.post('/web-api/account/phone/code', { phone_code: '7', phone_number: '9160000001', password: b64(password) })).json()).toMatchObject({ message: 'This phone number belongs to another account' });
    const demo = h.browser();
    await demo.signIn('demo', 'demo1234');
    expect((await demo.post('/web-api/account/phone/code', { phone_code: '7', phone_number: '9160000001', password: b64('demo1234') })).statusCode).toBe(400);
    expect((await browser.post('/web-api/account/phone/confirm', { code: '123456' })).json()).toMatchObject({ message: 'Ask for an SMS code first' });
  });

  it('changes a bound phone; an expired code asks for a new one', async () => {
    const demo = h.browser();
    await demo.signIn('demo', 'demo1234');
    await demo.post('/web-api/account/phone/code', { phone_code: '7', phone_number: '9165557777', password: b64('demo1234') });
    h.advance(301_000);
    expect((await demo.post('/web-api/account/phone/confirm', { code: h.loggedCode('sms', '+7 9165557777') })).json()).toMatchObject({ message: expect.stringContaining('expired') });
    await demo.post('/web-api/account/phone/code', { phone_code: '7', phone_number: '9165557777', password: b64('demo1234') });
    expect((await demo.post('/web-api/account/phone/confirm', { code: h.loggedCode('sms', '+7 9165557777') })).json()).toEqual({ success: true, activation_type: 2 });
    expect((await userConfigOf(demo)).phone_number).toBe('********77');
  });
});

describe('e-mail change', () => {
  it('refuses a malformed address, a missing or wrong password and an address of another account', async () => {
    const { browser, password } = await h.register({ currency: 'USD' });
    expect((await browser.post('/web-api/account/email/code', { email: 'nope', password: b64(password) })).json()).toMatchObject({ field: 'email' });
    expect((await browser.post('/web-api/account/email/code', { email: 'new@example.org' })).json()).toMatchObject({ field: 'password' });
    expect((await browser.post('/web-api/account/email/code', { email: 'new@example.org', password: b64('not-it') })).json()).toEqual({ message: 'The current password is wrong', field: 'password' });
    expect(h.lines.filter((line) => line.includes('new@example.org'))).toEqual([]);
    expect((await browser.post('/web-api/account/email/code', { email: 'DEMO@example.com', password: b64(password) })).json()).toMatchObject({ message: 'This e-mail belongs to another account' });
    expect((await browser.post('/web-api/account/email/confirm', { code: '123456' })).statusCode).toBe(400);
  });
});

describe('e-mail subscription', () => {
  it('needs a confirmed e-mail, then subscribes and unsubscribes', async () => {
    const { browser } = await h.register({ currency: 'USD' });
    expect((await browser.get('/web-api/account/email-subscription')).json()).toEqual({ email: null, subscribed: false });
    expect((await browser.post('/web-api/account/email-subscription', { subscribed: true })).statusCode).toBe(403);
    const demo = h.browser();
    await demo.signIn('demo', 'demo1234');
    // Masked like in the user config: the address itself only behind the password (secure-data).
    expect((await demo.post('/web-api/account/email-subscription', { subscribed: true })).json()).toEqual({ email: 'd***@example.com', subscribed: true });
    expect((await demo.get('/web-api/account/email-subscription')).json()).toEqual({ email: 'd***@example.com', subscribed: true });
    expect((await demo.post('/web-api/account/email-subscription', { subscribed: 'no' })).statusCode).toBe(400);
    // The same switch as the office's mailing setting "news by e-mail".
    const mailing = (await demo.get('/web-api/office/settings')).json().mailingSettings as { id: string; value: boolean }[];
    expect(mailing.find((s) => s.id === 'enable_mail_news')?.value).toBe(true);
  });
});
