// The cricket and cyber endpoints through the real server (the repository's data) with a fixed feed
// clock and an identity clock the test moves; the server checks every 2xx answer against its schema
// itself (development mode), so these tests hold the shapes too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMarket, describeGame, listGames, setFeedClock, startTestServer, type TestServer } from '../../../../server/test-kit/index.ts';
import type { CricketBroadcastsAnswer, CricketChampAnswer, CricketEventsAnswer, CricketHomeAnswer, CricketPlayerAnswer, CyberChampsAnswer, CyberGamesAnswer, CyberTypeAnswer } from '../../schemas.ts';
import { cricketPageExists, cyberPageExists } from './exists.ts';
import { APP_LINK_TTL_MS } from './player-routes.ts';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

let server: TestServer;
let restoreClock: () => void;
beforeAll(async () => {
  restoreClock = setFeedClock(() => T0);
  server = await startTestServer({ siteConfigId: 'default', clockStart: T0 });
  // Building the real server runs the whole project check: slower than a fixture server.
}, 60_000);
afterAll(async () => {
  await server.close();
  restoreClock();
});

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await server.app.inject({ url });
  return { status: res.statusCode, body: res.json() as T };
}

describe('cricket reads', () => {
  it('the home page has every championship with counts, the live games and the next ones, all cricket', async () => {
    const { status, body } = await get<CricketHomeAnswer>('/web-api/cricket/home');
    expect(status).toBe(200);
    expect(body.champs.map((c) => c.id)).toEqual([601, 602, 603, 604]);
    expect(body.live.length).toBeGreaterThan(0);
    expect(body.live.every((g) => g.sport === 'cricket' && g.isLive)).toBe(true);
    expect(body.upcoming.length).toBeGreaterThan(0);
    expect(body.upcoming.every((g) => !g.isLive && !g.isFinished)).toBe(true);
    const live = body.champs.reduce((sum, c) => sum + c.live, 0);
    expect(live).toBe(body.live.length);
  });

  it("a game's prices are the feed's, so the coupon can take them", async () => {
    const { body } = await get<CricketEventsAnswer>('/web-api/cricket/events?section=line');
    const market = body.games[0]!.markets[0]!;
    expect(currentMarket(market.id, T0)).toMatchObject({ coef: market.coef, blocked: market.blocked });
  });

  it('a championship answers its games and players to watch; an unknown or non-cricket one 404, a bad id 400', async () => {
    const { status, body } = await get<CricketChampAnswer>('/web-api/cricket/champs/601');
    expect(status).toBe(200);
    expect(body.champ.name).toBe('India. IPL');
    expect(body.games.every((g) => g.champId === 601)).toBe(true);
    expect(body.players).toHaveLength(6);
    expect((await get('/web-api/cricket/champs/101')).status).toBe(404);
    expect((await get('/web-api/cricket/champs/999999')).status).toBe(404);
    expect((await get<{ message: string }>('/web-api/cricket/champs/ipl')).body.message).toMatch(/positive whole number/);
  });

  it('events by section, and a wrong section is refused with the values it may take', async () => {
    const live = await get<CricketEventsAnswer>('/web-api/cricket/events?section=live');
    expect(live.body.games.every((g) => g.isLive)).toBe(true);
    const all = await get<CricketEventsAnswer>('/web-api/cricket/events');
    expect(all.body.games.length).toBeGreaterThan(live.body.games.length);
    expect(all.body.games.slice(0, live.body.games.length).every((g) => g.isLive)).toBe(true);
    const bad = await get<{ message: string }>('/web-api/cricket/events?section=today');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/"live", "line" or "all"/);
  });

  it('search finds games by team or championship in any case, and refuses texts too short or too long', async () => {
    const line = listGames('line', { sport: 'cricket' }, T0).games[0]!;
    const { body } = await get<CricketEventsAnswer>(`/web-api/cricket/search?q=${encodeURIComponent(line.home.toUpperCase())}`);
    expect(body.games.map((g) => g.id)).toContain(line.id);
    expect(body.games.every((g) => [g.home, g.away, g.champName].some((n) => n.toLowerCase().includes(line.home.toLowerCase())))).toBe(true);
    expect((await get('/web-api/cricket/search?q=zzzzqqq')).body).toMatchObject({ games: [], champs: [] });
    expect((await get('/web-api/cricket/search?q=a')).status).toBe(400);
    expect((await get(`/web-api/cricket/search?q=${'a'.repeat(51)}`)).status).toBe(400);
  });

  it('favorite events: games of followed championships and followed games, unknown ids left out, malformed ones refused', async () => {
    const game = listGames('line', { sport: 'cricket', champ: 603 }, T0).games[0]!;
    const { body } = await get<CricketEventsAnswer>(`/web-api/cricket/favorite-events?champs=602,999&games=${game.id},101000001`);
    expect(body.games.map((g) => g.id)).toContain(game.id);
    expect(new Set(body.games.map((g) => g.champId))).toEqual(new Set([602, 603]));
    expect((await get('/web-api/cricket/favorite-events?champs=x')).status).toBe(400);
    expect((await get<CricketEventsAnswer>('/web-api/cricket/favorite-events')).body.games).toEqual([]);
  });

  it('a player card with teammates; unknown players 404', async () => {
    const { status, body } = await get<CricketPlayerAnswer>('/web-api/cricket/players/601000');
    expect(status).toBe(200);
    expect(body.player).toMatchObject({ id: 601000, champId: 601, team: 'Mumbai Indians', role: 'batter' });
    expect(body.teammates).toHaveLength(4);
    expect(body.teammates.every((p) => p.team === 'Mumbai Indians')).toBe(true);
    expect((await get('/web-api/cricket/players/601005')).status).toBe(404);
    expect((await get('/web-api/cricket/players/101000')).status).toBe(404);
  });

  it('broadcasts are cricket games with a channel, live ones first', async () => {
    const { body } = await get<CricketBroadcastsAnswer>('/web-api/cricket/broadcasts');
    expect(body.broadcasts.length).toBeGreaterThan(0);
    const live = body.broadcasts.map((b) => b.game.isLive);
    expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
    expect(body.broadcasts.every((b) => b.game.sport === 'cricket' && b.commentary.includes('en'))).toBe(true);
  });

  it('a cricket game answers with all its markets; a football game is not a cricket game', async () => {
    const game = listGames('live', { sport: 'cricket' }, T0).games[0]!;
    const res = await get<{ game: { id: number; markets: unknown[] } }>(`/web-api/cricket/games/${game.id}`);
    expect(res.status).toBe(200);
    expect(res.body.game.markets.length).toBe(describeGame(game.id, T0)!.markets.length);
    const football = listGames('live', { sport: 'football' }, T0).games[0]!;
    expect((await get(`/web-api/cricket/games/${football.id}`)).status).toBe(404);
  });
});

describe('cricket favorites and app links (signed-in players)', () => {
  it('guests get 401; a player stores known ids and reads them back; unknown ids are refused with the id', async () => {
    expect((await get('/web-api/cricket/favorites')).status).toBe(401);
    const browser = await server.signIn('demo', 'demo1234');
    const put = (payload: unknown) =>
      server.app.inject({ method: 'PUT', url: '/web-api/cricket/favorites', payload: payload as object, headers: { authorization: `Bearer ${browser.token}` } });
    const game = listGames('line', { sport: 'cricket' }, T0).games[0]!;
    const saved = await put({ champIds: [601, 601, 604], gameIds: [game.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ champIds: [601, 604], gameIds: [game.id] });
    expect((await browser.get('/web-api/cricket/favorites')).json()).toEqual({ champIds: [601, 604], gameIds: [game.id] });
    const wrong = await put({ champIds: [101], gameIds: [] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: '"champIds": 101 is not a cricket championship' });
    expect((await put({ champIds: [], gameIds: 'x' })).statusCode).toBe(400);
    expect((await browser.get('/web-api/cricket/favorites')).json()).toEqual({ champIds: [601, 604], gameIds: [game.id] });
  });

  it('an app link signs another browser in once, as the player who made it, until it expires', async () => {
    expect((await server.browser().post('/web-api/cricket/app/links')).statusCode).toBe(401);
    const desktop = await server.signIn('demo', 'demo1234');
    const link = (await desktop.post('/web-api/cricket/app/links')).json() as { token: string; expiresAt: number };
    const phone = server.browser();
    const redeemed = await phone.post('/web-api/cricket/app/redeem', { token: link.token });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ success: true, data: { user_id: expect.any(Number) } });
    expect((await phone.get('/web-api/cricket/favorites')).statusCode).toBe(200);
    const again = await server.browser().post('/web-api/cricket/app/redeem', { token: link.token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: expect.stringMatching(/unknown, used already or expired/) });

    const late = (await desktop.post('/web-api/cricket/app/links')).json() as { token: string };
    server.advance(APP_LINK_TTL_MS + 1);
    expect((await server.browser().post('/web-api/cricket/app/redeem', { token: late.token })).statusCode).toBe(404);
    expect((await server.browser().post('/web-api/cricket/app/redeem', { token: 'no' })).statusCode).toBe(400);
  });
});

describe('cyber reads', () => {
  it('a type lists its own disciplines with counts and its live games', async () => {
    const real = await get<CyberTypeAnswer>('/web-api/cyber/real');
    expect(real.body.disciplines.map((d) => d.id)).toEqual(['cs2', 'dota2']);
    expect(real.body.live.every((g) => g.isLive && (g.discipline === 'cs2' || g.discipline === 'dota2'))).toBe(true);
    const virtual = await get<CyberTypeAnswer>('/web-api/cyber/virtual');
    expect(virtual.body.disciplines.map((d) => d.id)).toEqual(['efootball', 'ebasketball']);
    expect((await get<{ message: string }>('/web-api/cyber/arcade')).status).toBe(404);
  });

  it('games by discipline, section and championship; a championship of another discipline or type is 404', async () => {
    const all = await get<CyberGamesAnswer>('/web-api/cyber/real/games');
    expect(new Set(all.body.games.map((g) => g.discipline))).toEqual(new Set(['cs2', 'dota2']));
    const live = await get<CyberGamesAnswer>('/web-api/cyber/real/games?discipline=cs2&section=live');
    expect(live.body.games.every((g) => g.isLive && g.discipline === 'cs2')).toBe(true);
    const champ = await get<CyberGamesAnswer>('/web-api/cyber/real/games?discipline=dota2&champ=503');
    expect(champ.body.champs.map((c) => c.id)).toEqual([503]);
    expect((await get('/web-api/cyber/real/games?discipline=cs2&champ=503')).status).toBe(404);
    expect((await get('/web-api/cyber/virtual/games?discipline=cs2')).status).toBe(404);
    expect((await get('/web-api/cyber/real/games?section=soon')).status).toBe(400);
  });

  it('championships of a discipline or of every discipline of the type', async () => {
    const cs2 = await get<CyberChampsAnswer>('/web-api/cyber/real/champs?discipline=cs2');
    expect(cs2.body.champs.map((c) => c.id)).toEqual([501, 502]);
    const every = await get<CyberChampsAnswer>('/web-api/cyber/virtual/champs?discipline=all');
    expect(every.body.champs.map((c) => c.id)).toEqual([505, 506]);
  });
});

describe('page existence (the first load answers 404 without it)', () => {
  it('cricket: championships, players and games must exist and be cricket', () => {
    const game = listGames('live', { sport: 'cricket' }, T0).games[0]!;
    expect(cricketPageExists('cricket-champ', { champ: 602 }, T0)).toBe(true);
    expect(cricketPageExists('cricket-champ', { champ: 501 }, T0)).toBe(false);
    expect(cricketPageExists('cricket-player-info', { id: 604073 }, T0)).toBe(true);
    expect(cricketPageExists('cricket-player-info', { id: 604099 }, T0)).toBe(false);
    expect(cricketPageExists('cricket-game', { game: game.id }, T0)).toBe(true);
    expect(cricketPageExists('cricket-game', { game: 601_000_000 + 10_000_000 }, T0)).toBe(false);
    expect(cricketPageExists('cricket-all-champs', {}, T0)).toBe(true);
  });

  it('cyber: the type, the discipline of that type, its championship and the game of that championship', () => {
    const game = listGames('live', { sport: 'esports', discipline: 'cs2' }, T0).games[0]!;
    const params = { type: 'real', discipline: 'cs2', champ: game.champId, section: 'live', game: game.id };
    expect(cyberPageExists('cyber-game', params, T0)).toBe(true);
    expect(cyberPageExists('cyber-game', { ...params, section: 'later' }, T0)).toBe(false);
    expect(cyberPageExists('cyber-game', { ...params, champ: game.champId === 501 ? 502 : 501 }, T0)).toBe(false);
    expect(cyberPageExists('cyber-game', { ...params, type: 'virtual' }, T0)).toBe(false);
    expect(cyberPageExists('cyber-type', { type: 'virtual' }, T0)).toBe(true);
    expect(cyberPageExists('cyber-type', { type: 'arcade' }, T0)).toBe(false);
    expect(cyberPageExists('cyber-discipline', { type: 'virtual', discipline: 'efootball' }, T0)).toBe(true);
    expect(cyberPageExists('cyber-discipline', { type: 'virtual', discipline: 'cs2' }, T0)).toBe(false);
    expect(cyberPageExists('cyber-live', { type: 'real', discipline: 'all' }, T0)).toBe(true);
    expect(cyberPageExists('cyber-champ', { type: 'real', discipline: 'dota2', champ: 504 }, T0)).toBe(true);
    expect(cyberPageExists('cyber-champ', { type: 'real', discipline: 'dota2', champ: 999 }, T0)).toBe(false);
  });
});
