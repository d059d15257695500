/** The development-only last-code endpoint, and the one-tap calls. */
import { afterEach, describe, expect, it } from 'vitest';
import { buildAuthServer, type AuthHarness } from '../test-kit.ts';

let h: AuthHarness;
afterEach(async () => {
  await h.app.close();
});

describe('GET /web-api/__test/last-code', () => {
  it('hands out the codes the log printed, by kind and recipient in any spelling', async () => {
    h = await buildAuthServer();
    const browser = h.browser();
    await browser.post('/web-api/user/sms/send', { 'phone-number': '9160000001', 'phone-code': '7', purpose: 'login' });
    await browser.post('/web-api/user/sms/send', { 'phone-number': '9160000004', 'phone-code': '7', purpose: 'login' });
    const last = (query: string) => browser.get(`/web-api/__test/last-code?${query}`);
    for (const to of ['%2B7%209160000001', '79160000001', '9160000001']) {
      expect((await last(`kind=sms&to=${to}`)).json(), to).toEqual({ code: h.loggedCode('sms', '+7 9160000001') });
    }
    expect((await last('kind=sms')).json()).toEqual({ code: h.loggedCode('sms', '+7 9160000004') });

    await browser.signIn('twostep', 'twostep1234');
    expect((await last('kind=two_step&to=TwoStep')).json()).toEqual({ code: h.loggedCode('two_step', 'twostep') });
    await browser.post('/web-api/user/password-recovery/send', { login: 'demo' });
    expect((await last('kind=recovery&to=1001')).json()).toEqual({ code: h.loggedCode('recovery', 'demo@example.com') });
    // Captcha without `to`: the caller's own challenge.
    await browser.get('/web-api/captcha/update');
    await h.browser().get('/web-api/captcha/update');
    expect((await last('kind=captcha')).json()).toEqual({ code: h.loggedCode('captcha', browser.cookies.get('captcha_id')) });

    expect((await last('kind=email')).statusCode).toBe(404);
    expect((await last('kind=sms&to=%2B44%207700900123')).json()).toEqual({ message: 'No sms code was sent to +44 7700900123' });
    expect((await last('kind=password')).statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    h = await buildAuthServer({ production: true });
    await h.browser().post('/web-api/user/sms/send', { 'phone-number': '9160000001', 'phone-code': '7', purpose: 'login' });
    const res = await h.app.inject({ url: '/web-api/__test/last-code?kind=sms' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('guest one-tap', () => {
  it('gives the client id and turns a credential into the registration landing', async () => {
    h = await buildAuthServer();
    for (const base of ['/social-api', '/web-api/social-api']) {
      expect((await h.app.inject({ url: `${base}/oauth/google-one-tap/clientId` })).json()).toEqual({ clientId: 'reference-google-one-tap.apps.example' });
    }
    expect((await h.app.inject({ url: '/social-api/oauth/nosuch-one-tap/clientId' })).statusCode).toBe(404);

    const form = new FormData();
    form.set('credential', 'header.payload.signature');
    form.set('language', 'ru');
    form.set('currency', '840');
    form.set('countryId', '1');
    const res = await h.app.inject({ method: 'POST', url: '/social-api/oauth/google-one-tap', payload: form as never });
    expect(res.statusCode).toBe(200);
    const { redirectUrl } = res.json();
    expect(redirectUrl).toMatch(/^\/ru\/registration\?social_state=[\w-]+$/);
    const state = new URL(redirectUrl, 'http://x').searchParams.get('social_state')!;
    const player = h.browser();
    expect((await player.post('/web-api/user/registration/social/complete', { state })).json()).toMatchObject({ success: true });
    expect((await player.get('/web-api/user/accounts')).json().accounts[0]).toMatchObject({ iso: 'USD' });
  });

  it('refuses a post without a credential', async () => {
    h = await buildAuthServer();
    const form = new FormData();
    form.set('language', 'en');
    const res = await h.app.inject({ method: 'POST', url: '/social-api/oauth/google-one-tap', payload: form as never });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 5, message: '"credential" is required' });
  });
});
