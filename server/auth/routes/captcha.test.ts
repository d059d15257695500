/** The captcha: challenge, validation, when sign-in demands it, and the single-use replay. */
import { afterEach, describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '../captcha-image.ts';
import { b64, buildAuthServer, type AuthHarness, type Browser } from '../test-kit.ts';

let h: AuthHarness;
afterEach(async () => {
  await h.app.close();
});

async function withServer(options: Parameters<typeof buildAuthServer>[0] = {}) {
  h = await buildAuthServer(options);
  return h;
}

/** Fetches a challenge, reads its code from the log and validates it; returns the solved text. */
async function solveCaptcha(browser: Browser): Promise<string> {
  await browser.get('/web-api/captcha/update');
  const code = h.loggedCode('captcha', browser.cookies.get('captcha_id'));
  expect((await browser.post('/web-api/captcha/validate', { captcha: code.toLowerCase() })).json()).toEqual({ success: true, type: 1, time: expect.any(Number) });
  return code;
}

const wrongSignIn = (browser: Browser, headers?: Record<string, string>) => browser.signIn('demo', 'wrong-password', false, headers);

describe('GET /web-api/captcha/update and /gettime', () => {
  it('gives this browser an SVG picture of the 5 characters it prints to the log', async () => {
    await withServer();
    const browser = h.browser();
    const res = await browser.get('/web-api/captcha/update');
    expect(res.statusCode).toBe(200);
    const { time, image } = res.json();
    expect(time).toBe(Date.UTC(2026, 0, 15, 12, 0, 0) / 1000);
    expect(browser.cookies.get('captcha_id')).toMatch(/^[\w-]{16,}$/);
    const code = h.loggedCode('captcha', browser.cookies.get('captcha_id'));
    expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    const svg = Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    const drawn = [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((m) => m[1]).join('');
    expect(drawn).toBe(code);
    expect(svg).not.toMatch(/<script|\son[a-z]+=/i);
    expect((await browser.get('/web-api/captcha/gettime')).json()).toEqual({ time });
  });
});

describe('POST /web-api/captcha/validate', () => {
  it('answers type 0 for a wrong answer, and the old picture cannot be answered again', async () => {
    await withServer();
    const browser = h.browser();
    await browser.get('/web-api/captcha/update');
    const code = h.loggedCode('captcha', browser.cookies.get('captcha_id'));
    expect((await browser.post('/web-api/captcha/validate', { captcha: 'WRONG' })).json()).toEqual({
      success: false,
      type: 0,
      error_message: 'The characters do not match the picture: try a new one',
    });
    expect((await browser.post('/web-api/captcha/validate', { captcha: code })).json()).toMatchObject({ success: false, type: 0 });
  });

  it('answers type 2 (log out) after 5 failed answers of a signed-in user', async () => {
    await withServer();
    const browser = h.browser();
    await browser.signIn('demo', 'demo1234');
    const types: number[] = [];
    for (let i = 0; i < 5; i++) {
      await browser.get('/web-api/captcha/update');
      types.push((await browser.post('/web-api/captcha/validate', { captcha: '#' })).json().type);
    }
    expect(types).toEqual([0, 0, 0, 0, 2]);
  });

  it('answers an expired picture as a failure', async () => {
    await withServer();
    const browser = h.browser();
    await browser.get('/web-api/captcha/update');
    h.advance(10 * 60_000);
    const res = await browser.post('/web-api/captcha/validate', { captcha: h.loggedCode('captcha') });
    expect(res.json()).toEqual({ success: false, type: 0, error_message: 'The picture has expired: try a new one' });
  });
});

describe('captcha demand on sign-in', () => {
  it('starts after 3 failed sign-ins of an account, in any browser; a solved captcha lets one call through, once', async () => {
    await withServer();
    const browser = h.browser();
    for (let i = 0; i < 3; i++) expect((await wrongSignIn(browser)).json()).toMatchObject({ error_code: 1, field: 'both' });

    const demanded = await browser.signIn('demo', 'demo1234');
    expect(demanded.statusCode).toBe(400);
    expect(demanded.json()).toEqual({ error_code: 111, message: 'Captcha required' });
    // The server counts the account's failures, not the cookie's: a fresh browser is asked too.
    expect((await h.browser().signIn('demo', 'demo1234')).json()).toMatchObject({ error_code: 111 });

    const solved = await solveCaptcha(browser);
    const wrongAgain = await wrongSignIn(browser, { 'X-Captcha-Token': solved });
    expect(wrongAgain.json()).toMatchObject({ error_code: 1, field: 'both' });
    // The replayed token is spent: the same header does not pass a second time.
    const replay = await browser.signIn('demo', 'demo1234', false, { 'X-Captcha-Token': solved });
    expect(replay.json()).toMatchObject({ error_code: 111 });

    const again = await solveCaptcha(browser);
    expect((await browser.signIn('demo', 'demo1234', false, { 'X-Captcha-Token': again })).json()).toMatchObject({ success: true });
    // A successful sign-in resets the count.
    expect((await wrongSignIn(browser)).json()).toMatchObject({ error_code: 1 });
  });

  it('refuses a token that was never validated or has gone stale (5 min)', async () => {
    await withServer();
    const browser = h.browser();
    for (let i = 0; i < 3; i++) await wrongSignIn(browser);
    await browser.get('/web-api/captcha/update');
    const unvalidated = h.loggedCode('captcha');
    expect((await browser.signIn('demo', 'demo1234', false, { 'X-Captcha-Token': unvalidated })).json()).toMatchObject({ error_code: 111 });
    const solved = await solveCaptcha(browser);
    h.advance(5 * 60_000);
    expect((await browser.signIn('demo', 'demo1234', false, { 'X-Captcha-Token': solved })).json()).toMatchObject({ error_code: 111 });
  });

  it('guards registration, SMS sending and recovery too once demanded', async () => {
    await withServer();
    const browser = h.browser();
    for (let i = 0; i < 3; i++) await wrongSignIn(browser);
    const calls = [
      browser.post('/web-api/user/registration', { type: 'one_click', currency: 'USD' }),
      browser.post('/web-api/user/sms/send', { 'phone-number': '9160000001', 'phone-code': '7', purpose: 'login' }),
      browser.post('/web-api/user/password-recovery/send', { login: 'demo' }),
      browser.post('/web-api/user/login/phone', { phone_number: '9160000001', country_code: '7', password: b64('demo1234') }),
    ];
    for (const res of await Promise.all(calls)) expect(res.json()).toMatchObject({ error_code: 111 });
  });

  it('is forced by X-Force-Captcha: 1 in development, never in production', async () => {
    await withServer();
    expect((await h.browser().signIn('demo', 'demo1234', false, { 'X-Force-Captcha': '1' })).json()).toMatchObject({ error_code: 111 });
    const browser = h.browser();
    const solved = await solveCaptcha(browser);
    expect((await browser.signIn('demo', 'demo1234', false, { 'X-Force-Captcha': '1', 'X-Captcha-Token': solved })).json()).toMatchObject({ success: true });
    await h.app.close();

    await withServer({ production: true });
    expect((await h.browser().signIn('demo', 'demo1234', false, { 'X-Force-Captcha': '1' })).json()).toMatchObject({ success: true });
  });

  it('is forced for every sign-in by FORCE_CAPTCHA (the forceCaptcha option), production included', async () => {
    await withServer({ production: true, auth: { forceCaptcha: true } });
    const browser = h.browser();
    expect((await browser.signIn('demo', 'demo1234')).json()).toMatchObject({ error_code: 111 });
    const solved = await solveCaptcha(browser);
    expect((await browser.signIn('demo', 'demo1234', false, { 'X-Captcha-Token': solved })).json()).toMatchObject({ success: true });
  });
});
