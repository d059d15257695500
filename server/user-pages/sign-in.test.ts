import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAuthServer, type AuthHarness } from '../auth/test-kit.ts';
import { SEEDS } from '../auth/seed-players.ts';
import { deviceOf } from './qr-routes.ts';

let auth: AuthHarness;
beforeEach(async () => {
  auth = await buildAuthServer();
});
afterEach(() => auth.app.close());

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

describe('authApp: signing in with a token from the app', () => {
  it('the token signs the same player in once, within its minute', async () => {
    const app = await auth.signedIn(SEEDS.demo.login, SEEDS.demo.password);
    const issued = (await app.post('/web-api/user-pages/app-token')).json() as { method_id: number; token: string; sign: string; expires_in: number };
    expect(issued).toMatchObject({ method_id: 1, expires_in: 60 });

    const site = auth.browser();
    const signed = await site.post('/web-api/user-pages/auth-app', issued);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await site.get('/web-api/user/config')).json()).toMatchObject({ user_id: SEEDS.demo.id });

    const again = await auth.browser().post('/web-api/user-pages/auth-app', issued);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'used' });
  });

  it('an altered, unknown or late token is refused with the reason', async () => {
    const app = await auth.signedIn(SEEDS.demo.login, SEEDS.demo.password);
    const issued = (await app.post('/web-api/user-pages/app-token')).json() as { token: string; sign: string };
    const altered = await auth.browser().post('/web-api/user-pages/auth-app', { method_id: 1, token: `${issued.token}x`, sign: issued.sign });
    expect([altered.statusCode, altered.json()]).toEqual([400, { message: 'This sign-in link is not valid: it was changed on the way', code: 'invalid' }]);
    expect((await auth.browser().post('/web-api/user-pages/auth-app', { method_id: 2, token: issued.token, sign: issued.sign })).statusCode).toBe(400);
    auth.advance(61_000);
    const late = await auth.browser().post('/web-api/user-pages/auth-app', { method_id: 1, ...issued });
    expect([late.statusCode, late.json()]).toEqual([410, { message: 'This sign-in link has expired', code: 'expired' }]);
    expect((await auth.browser().post('/web-api/user-pages/app-token')).statusCode).toBe(401);
  });
});

describe('QR sign-in', () => {
  it('a code approved on a signed-in device signs the waiting browser in, once', async () => {
    const waiting = auth.browser();
    const opened = (await waiting.post('/web-api/user-pages/qr', {}, { 'user-agent': ANDROID_CHROME })).json() as { id: string; code: string; status: string };
    expect(opened.status).toBe('waiting');
    expect(opened.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await waiting.post(`/web-api/user-pages/qr/${opened.id}/claim`)).statusCode).toBe(409);

    const phone = await auth.signedIn(SEEDS.demo.login, SEEDS.demo.password);
    const typed = `${opened.code.slice(0, 4).toLowerCase()}-${opened.code.slice(4)}`;
    expect((await phone.get(`/web-api/user-pages/qr/code/${typed}`)).json()).toMatchObject({ code: opened.code, status: 'waiting', device: 'Chrome on Android' });
    expect((await phone.post('/web-api/user-pages/qr/approve', { code: typed, approve: true })).json()).toMatchObject({ status: 'approved' });
    expect((await phone.post('/web-api/user-pages/qr/approve', { code: opened.code, approve: false })).statusCode).toBe(410);

    expect((await waiting.get(`/web-api/user-pages/qr/${opened.id}`)).json()).toMatchObject({ status: 'approved' });
    const claimed = await waiting.post(`/web-api/user-pages/qr/${opened.id}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await waiting.get('/web-api/user/config')).json()).toMatchObject({ user_id: SEEDS.demo.id });
    expect((await auth.browser().post(`/web-api/user-pages/qr/${opened.id}/claim`)).json()).toMatchObject({ code: 'used' });
  });

  it('a declined or late code signs nobody in; approving needs a signed-in player', async () => {
    const waiting = auth.browser();
    const first = (await waiting.post('/web-api/user-pages/qr')).json() as { id: string; code: string };
    const phone = await auth.signedIn(SEEDS.demo.login, SEEDS.demo.password);
    expect((await auth.browser().post('/web-api/user-pages/qr/approve', { code: first.code, approve: true })).statusCode).toBe(401);
    await phone.post('/web-api/user-pages/qr/approve', { code: first.code, approve: false });
    expect((await waiting.get(`/web-api/user-pages/qr/${first.id}`)).json()).toMatchObject({ status: 'declined' });
    expect((await waiting.post(`/web-api/user-pages/qr/${first.id}/claim`)).statusCode).toBe(400);

    const second = (await waiting.post('/web-api/user-pages/qr')).json() as { id: string; code: string };
    auth.advance(3 * 60_000 + 1);
    expect((await waiting.get(`/web-api/user-pages/qr/${second.id}`)).json()).toMatchObject({ status: 'expired' });
    expect((await phone.post('/web-api/user-pages/qr/approve', { code: second.code, approve: true })).json()).toMatchObject({ code: 'expired' });
    expect((await phone.get('/web-api/user-pages/qr/code/ZZZZZZZZ')).statusCode).toBe(404);
    expect((await waiting.get('/web-api/user-pages/qr/no-such-request')).statusCode).toBe(404);
  });

  it('names the asking browser from what it says of itself', () => {
    expect(deviceOf(ANDROID_CHROME)).toBe('Chrome on Android');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(deviceOf(undefined)).toBe('A browser');
  });
});
