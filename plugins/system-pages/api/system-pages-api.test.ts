/**
 * The system pages' API over the repository's data: block appeals of the seeded banned player, the
 * welcome data of a new and a seeded player, and the other pages' reference data (browsers, apps,
 * a game's statistics from the sports feed, the internal VPN check).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import type { GameStatisticsAnswer } from '../schemas.ts';
import { networkOf } from './reference-routes.ts';
import { existsStatisticPage, gameStatistics } from './statistics.ts';

let server: TestServer;
// Building the reference server checks the whole project first: seconds on a busy machine.
beforeEach(async () => {
  server = await startTestServer({ siteConfigId: 'default', clockStart: Date.UTC(2026, 0, 15, 12, 0, 0) });
}, 60_000);
afterEach(() => server.close());

describe('block appeals and the welcome data', () => {
  it('the banned player sees the earlier answered appeal, sends one more, and may not send another while it waits', async () => {
    const banned = await server.signIn('banned', 'banned1234');
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
    const demo = await server.signIn('demo', 'demo1234');
    expect((await demo.get('/web-api/user-pages/block-appeals')).json()).toEqual({ banned: false, can_appeal: false, appeals: [] });
    expect((await demo.post('/web-api/user-pages/block-appeals', { text: 'Please lift the restriction on my account.' })).statusCode).toBe(403);
    expect((await server.browser().get('/web-api/user-pages/block-appeals')).statusCode).toBe(401);
  });

  it('the welcome data of a one-click registration carries its generated password until it changes', async () => {
    const browser = server.browser();
    const registered = (await browser.post('/web-api/user/registration', { type: 'one_click', currency: 'USD' })).json() as { data: { login: string; password: string } };
    const welcome = (await browser.get('/web-api/user-pages/welcome')).json();
    expect(welcome).toEqual({ user_id: Number(registered.data.login), login: null, email: null, phone: null, currency: 'USD', password: registered.data.password });
    const demo = await server.signIn('demo', 'demo1234');
    expect((await demo.get('/web-api/user-pages/welcome')).json()).toMatchObject({ login: 'demo', email: 'd***@example.com', phone: '+7 ********01', password: null });
  });
});

describe('reference data of the other pages', () => {
  it('browsers and apps', async () => {
    const guest = server.browser();
    expect(((await guest.get('/web-api/user-pages/supported-browsers')).json() as { browsers: unknown[] }).browsers.length).toBeGreaterThan(3);
    expect(((await guest.get('/web-api/user-pages/external-apps?kind=mobile')).json() as { apps: { platform: string }[] }).apps.map((a) => a.platform)).toEqual(['android', 'ios']);
    expect(((await guest.get('/web-api/user-pages/external-apps?kind=desktop')).json() as { apps: { platform: string }[] }).apps.map((a) => a.platform)).toEqual(['windows', 'macos']);
    expect((await guest.get('/web-api/user-pages/external-apps?kind=tv')).statusCode).toBe(400);
  });

  it("a game's statistics: the meetings are between its two sides, each form holds its side, an unknown game is 404", async () => {
    const guest = server.browser();
    // A game that finished a while ago, so earlier results exist for it: a live game's side's last result.
    const live = (await guest.get('/web-api/sports/games?section=live')).json() as { games: { id: number }[] };
    const current = (await guest.get(`/web-api/user-pages/statistics/game/${live.games[0]!.id}`)).json() as GameStatisticsAnswer;
    const gameId = current.home_form[0]!.id;
    const stats = gameStatistics(gameId)!;
    expect(stats.game).toMatchObject({ id: gameId, champ: current.game.champ, status: 'finished' });
    const { home, away } = stats.game;
    for (const m of stats.meetings) expect([m.home, m.away].sort()).toEqual([home, away].sort());
    for (const r of stats.home_form) expect([r.home, r.away]).toContain(home);
    for (const r of stats.away_form) expect([r.home, r.away]).toContain(away);
    expect(stats.home_form.length).toBe(5);
    expect(stats.home_form.every((r) => r.start_at < stats.game.start_at)).toBe(true);

    expect((await guest.get(`/web-api/user-pages/statistics/game/${gameId}`)).statusCode).toBe(200);
    expect((await guest.get('/web-api/user-pages/statistics/game/999999')).statusCode).toBe(404);
    expect((await guest.get('/web-api/user-pages/statistics/game/abc')).statusCode).toBe(400);
    expect(existsStatisticPage(`game/${gameId}`)).toBe(true);
    expect(existsStatisticPage('game/999999')).toBe(false);
    expect(existsStatisticPage('player/12')).toBe(false);
  });

  it('the internal VPN check tells loopback and private ranges from the internet', async () => {
    expect((await server.browser().get('/web-api/user-pages/internal-vpn')).json()).toMatchObject({ network: 'loopback', internal: true });
    expect(networkOf('::ffff:10.20.0.4')).toBe('private');
    expect(networkOf('172.20.1.1')).toBe('private');
    expect(networkOf('172.40.1.1')).toBe('public');
    expect(networkOf('203.0.113.9')).toBe('public');
  });
});
