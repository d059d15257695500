import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAuthServer, type AuthHarness } from '../auth/test-kit.ts';
import { SEEDS } from '../auth/seed-players.ts';
import { CHAMPS } from '../sports/catalog.ts';
import { FEED_EPOCH, GAME_ID_FACTOR, feedNow } from '../sports/feed.ts';
import { deviceOf } from './qr-routes.ts';
import { networkOf } from './reference-routes.ts';
import { existsStatisticPage, gameStatistics } from './statistics.ts';

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

describe('block appeals and the welcome data', () => {
  it('the banned player sees the earlier answered appeal, sends one more, and may not send another while it waits', async () => {
    const banned = await auth.signedIn(SEEDS.banned.login, SEEDS.banned.password);
    const before = (await banned.get('/web-api/user-pages/block-appeals')).json() as { banned: boolean; can_appeal: boolean; appeals: { status: string }[] };
    expect(before).toMatchObject({ banned: true, can_appeal: true });
    expect(before.appeals.map((a) => a.status)).toEqual(['answered']);

    const short = await banned.post('/web-api/user-pages/block-appeals', { text: 'too short' });
    expect([short.statusCode, short.json()]).toEqual([400, { message: 'Describe your appeal in 20 to 1000 characters', field: 'text' }]);
    const sent = (await banned.post('/web-api/user-pages/block-appeals', { text: 'I sent the card photo to support yesterday.' })).json() as typeof before;
    expect(sent.can_appeal).toBe(false);
    expect(sent.appeals.map((a) => a.status)).toEqual(['pending', 'answered']);
    expect((await banned.post('/web-api/user-pages/block-appeals', { text: 'Another appeal while one is pending.' })).statusCode).toBe(403);
  });

  it('a player who is not restricted has nothing to appeal', async () => {
    const demo = await auth.signedIn(SEEDS.demo.login, SEEDS.demo.password);
    expect((await demo.get('/web-api/user-pages/block-appeals')).json()).toEqual({ banned: false, can_appeal: false, appeals: [] });
    expect((await demo.post('/web-api/user-pages/block-appeals', { text: 'Please lift the restriction on my account.' })).statusCode).toBe(403);
    expect((await auth.browser().get('/web-api/user-pages/block-appeals')).statusCode).toBe(401);
  });

  it('the welcome data of a one-click registration carries its generated password until it changes', async () => {
    const browser = auth.browser();
    const registered = (await browser.post('/web-api/user/registration', { type: 'one_click', currency: 'USD' })).json() as { data: { login: string; password: string } };
    const welcome = (await browser.get('/web-api/user-pages/welcome')).json();
    expect(welcome).toEqual({ user_id: Number(registered.data.login), login: null, email: null, phone: null, currency: 'USD', password: registered.data.password });
    const demo = await auth.signedIn(SEEDS.demo.login, SEEDS.demo.password);
    expect((await demo.get('/web-api/user-pages/welcome')).json()).toMatchObject({ login: 'demo', email: 'd***@example.com', phone: '+7 ********01', password: null });
  });
});

describe('reference data of the other pages', () => {
  it('browsers and apps', async () => {
    const guest = auth.browser();
    expect(((await guest.get('/web-api/user-pages/supported-browsers')).json() as { browsers: unknown[] }).browsers.length).toBeGreaterThan(3);
    expect(((await guest.get('/web-api/user-pages/external-apps?kind=mobile')).json() as { apps: { platform: string }[] }).apps.map((a) => a.platform)).toEqual(['android', 'ios']);
    expect(((await guest.get('/web-api/user-pages/external-apps?kind=desktop')).json() as { apps: { platform: string }[] }).apps.map((a) => a.platform)).toEqual(['windows', 'macos']);
    expect((await guest.get('/web-api/user-pages/external-apps?kind=tv')).statusCode).toBe(400);
  });

  it("a game's statistics: the meetings are between its two sides, each form holds its side, an unknown game is 404", async () => {
    const champ = CHAMPS[0]!;
    // A game of the championship that finished a while ago: earlier results exist for it.
    const slot = Math.floor((feedNow() - FEED_EPOCH - champ.offsetMs) / champ.intervalMs) - 50;
    const gameId = champ.id * GAME_ID_FACTOR + slot;
    const stats = gameStatistics(gameId)!;
    expect(stats.game).toMatchObject({ id: gameId, champ: champ.name, status: 'finished' });
    const { home, away } = stats.game;
    for (const m of stats.meetings) expect([m.home, m.away].sort()).toEqual([home, away].sort());
    for (const r of stats.home_form) expect([r.home, r.away]).toContain(home);
    for (const r of stats.away_form) expect([r.home, r.away]).toContain(away);
    expect(stats.home_form.length).toBe(5);
    expect(stats.home_form.every((r) => r.start_at < stats.game.start_at)).toBe(true);

    const guest = auth.browser();
    expect((await guest.get(`/web-api/user-pages/statistics/game/${gameId}`)).statusCode).toBe(200);
    expect((await guest.get('/web-api/user-pages/statistics/game/999999')).statusCode).toBe(404);
    expect((await guest.get('/web-api/user-pages/statistics/game/abc')).statusCode).toBe(400);
    expect(existsStatisticPage(`game/${gameId}`)).toBe(true);
    expect(existsStatisticPage('game/999999')).toBe(false);
    expect(existsStatisticPage('player/12')).toBe(false);
  });

  it('the internal VPN check tells loopback and private ranges from the internet', async () => {
    expect((await auth.browser().get('/web-api/user-pages/internal-vpn')).json()).toMatchObject({ network: 'loopback', internal: true });
    expect(networkOf('::ffff:10.20.0.4')).toBe('private');
    expect(networkOf('172.20.1.1')).toBe('private');
    expect(networkOf('172.40.1.1')).toBe('public');
    expect(networkOf('203.0.113.9')).toBe('public');
  });
});
