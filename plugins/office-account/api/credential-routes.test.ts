import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadValidators, startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
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
    ['POST', '/web-api/account/password'],
    ['POST', '/web-api/account/login'],
    ['POST', '/web-api/account/security-question'],
    ['POST', '/web-api/account/email-auth'],
    ['POST', '/web-api/account/two-factor/code'],
    ['POST', '/web-api/account/two-factor'],
  ]);
});

describe('POST /web-api/account/password', () => {
  it('changes the password: the old one stops working, the new one signs in, the method counts', async () => {
    const { browser, login, password } = await h.register({ currency: 'USD' });
    expect((await userConfigOf(browser)).protection_methods.is_changed_password).toBe(false);
    const res = await browser.post('/web-api/account/password', { password: b64(password), new_password: b64('n3w-secret') });
    expect(res.json()).toEqual({ success: true });
    expect((await userConfigOf(browser)).protection_methods.is_changed_password).toBe(true);
    expect((await h.browser().signIn(login, password)).statusCode).toBe(400);
    expect((await h.browser().signIn(login, 'n3w-secret')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short new one and the same one, naming the field', async () => {
    const { browser, password } = await h.register({ currency: 'USD' });
    const validators = await loadValidators();
    const cases = [
      [{ password: b64('wrong-one'), new_password: b64('n3w-secret') }, 'password'],
      [{ password: b64(password), new_password: b64('abc') }, 'new_password'],
      [{ password: b64(password), new_password: b64(password) }, 'new_password'],
      [{ password: 'not base64!', new_password: b64('n3w-secret') }, 'password'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await browser.post('/web-api/account/password', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(validators.errorAnswer(res.json())).toBe(true);
    }
  });
});

describe('POST /web-api/account/login', () => {
  it('changes the login when free; the player signs in with it', async () => {
    const { browser, password } = await h.register({ currency: 'USD' });
    expect((await browser.post('/web-api/account/login', { login: 'lucky.star', password: b64(password) })).json()).toEqual({ success: true });
    expect((await userConfigOf(browser)).user_name).toBe('lucky.star');
    expect((await h.browser().signIn('Lucky.Star', password)).statusCode).toBe(200);
  });

  it('refuses a taken login (any case), a malformed one and a wrong password', async () => {
    const { browser, password } = await h.register({ currency: 'USD' });
    expect((await browser.post('/web-api/account/login', { login: 'DEMO', password: b64(password) })).json()).toMatchObject({ field: 'login', message: expect.stringContaining('taken') });
    expect((await browser.post('/web-api/account/login', { login: '12345', password: b64(password) })).json()).toMatchObject({ field: 'login' });
    expect((await browser.post('/web-api/account/login', { login: 'freename', password: b64('nope-nope') })).json()).toMatchObject({ field: 'password' });
  });
});

describe('POST /web-api/account/security-question', () => {
  it('stores the question with a hashed answer and raises the protection level', async () => {
    const { browser, password, id } = await h.register({ currency: 'USD' });
    const before = (await userConfigOf(browser)).protection_level as number;
    expect((await browser.post('/web-api/account/security-question', { question_id: 2, answer: 'Rex', password: b64(password) })).json()).toEqual({ success: true });
    const config = await userConfigOf(browser);
    expect(config.is_active_secure_question).toBe(true);
    expect(config.protection_methods.enable_security_question).toBe(true);
    expect(config.protection_level).toBeGreaterThan(before);
    const stored = h.app.identity.players.byUserId(id)!.securityQuestion!;
    expect(stored.questionId).toBe(2);
    expect(stored.answer.hash.toString('utf8')).not.toContain('rex');
  });

  it('refuses an unknown question, a one-letter answer and a wrong password', async () => {
    const { browser, password } = await h.register({ currency: 'USD' });
    expect((await browser.post('/web-api/account/security-question', { question_id: 99, answer: 'Rex', password: b64(password) })).json()).toMatchObject({ field: 'question_id' });
    expect((await browser.post('/web-api/account/security-question', { question_id: 1, answer: 'R', password: b64(password) })).json()).toMatchObject({ field: 'answer' });
    expect((await browser.post('/web-api/account/security-question', { question_id: 1, answer: 'Rex', password: b64('nope-nope') })).statusCode).toBe(400);
  });
});

describe('POST /web-api/account/email-auth', () => {
  it('is forbidden without an e-mail, and turns on with one', async () => {
    const { browser, password } = await h.register({ currency: 'USD' });
    const refused = await browser.post('/web-api/account/email-auth', { enabled: true, password: b64(password) });
    expect(refused.statusCode).toBe(403);
    const demo = h.browser();
    await demo.signIn('demo', 'demo1234');
    expect((await demo.post('/web-api/account/email-auth', { enabled: true, password: b64('demo1234') })).json()).toEqual({ success: true });
    expect((await userConfigOf(demo)).protection_methods.enable_email_auth).toBe(true);
    expect((await demo.post('/web-api/account/email-auth', { enabled: 'yes', password: b64('demo1234') })).statusCode).toBe(400);
    // From now on a sign-in with the right password is finished only with the code sent by e-mail.
    expect((await h.browser().signIn('demo', 'demo1234')).json()).toMatchObject({ success: false, two_step_required: true });
    await demo.post('/web-api/account/email-auth', { enabled: false, password: b64('demo1234') });
    expect((await h.browser().signIn('demo', 'demo1234')).json()).toMatchObject({ success: true });
  });
});

describe('two-factor sign-in', () => {
  it('turns on with the code sent to the e-mail, then sign-in asks for a code; turns off the same way', async () => {
    const demo = h.browser();
    await demo.signIn('demo', 'demo1234');
    const sent = await demo.post('/web-api/account/two-factor/code', { enable: true });
    expect(sent.json()).toMatchObject({ channel: 'email', to: 'demo@example.com' });
    const code = h.loggedCode('email', 'demo@example.com');
    expect((await demo.post('/web-api/account/two-factor', { enable: true, code: otherCode(code) })).json()).toMatchObject({ field: 'code', message: expect.stringContaining('wrong') });
    expect((await demo.post('/web-api/account/two-factor', { enable: true, code })).json()).toEqual({ success: true });
    expect((await userConfigOf(demo)).protection_methods.enable_two_factor_auth).toBe(true);
    expect((await h.browser().signIn('demo', 'demo1234')).json()).toMatchObject({ two_step_required: true });

    expect((await demo.post('/web-api/account/two-factor/code', { enable: true })).statusCode).toBe(400);
    await demo.post('/web-api/account/two-factor/code', { enable: false });
    expect((await demo.post('/web-api/account/two-factor', { enable: false, code: h.loggedCode('email', 'demo@example.com') })).json()).toEqual({ success: true });
    expect((await h.browser().signIn('demo', 'demo1234')).json()).toMatchObject({ success: true });
  });

  it('needs a contact to send the code to, and a code asked for first', async () => {
    const { browser } = await h.register({ currency: 'USD' });
    expect((await browser.post('/web-api/account/two-factor/code', { enable: true })).statusCode).toBe(403);
    expect((await browser.post('/web-api/account/two-factor', { enable: true, code: '123456' })).json()).toMatchObject({ field: 'code', message: 'Ask for a code first' });
    expect((await browser.post('/web-api/account/two-factor', { enable: true, code: '12' })).json()).toMatchObject({ field: 'code' });
  });
});
