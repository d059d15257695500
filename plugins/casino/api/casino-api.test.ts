/**
 * The casino API through the real server over the repository's site configs: the default operator
 * (every game offered) and the UK one (market "uk": some providers and all crash games not licensed).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type Browser, type TestServer } from '../../../server/test-kit/index.ts';
import type { CasinoGame, CasinoGamesPageAnswer, CasinoLobbyAnswer } from '../schemas.ts';
import { casinoCatalog } from './catalog.ts';

const TEST_GAME_ORIGIN = 'http://127.0.0.1:4999';

/** The server of a region, its clock on a day the tournaments are written around; sign-ins last a day. */
const casinoServer = (siteConfigId: string): Promise<TestServer> =>
  startTestServer({ siteConfigId, clockStart: Date.UTC(2026, 10, 25, 12, 0, 0), gameOrigin: TEST_GAME_ORIGIN, auth: { tokenTtlSeconds: 86_400 } });

let h: TestServer;
// The first start of a server in a run checks the project: more than a hook's default time on a busy machine.
beforeEach(async () => {
  h = await casinoServer('default');
}, 60_000);
afterEach(async () => {
  await h.app.close();
});

const catalog = casinoCatalog();
const notInUk = catalog.games.find((g) => g.notIn.has('uk') && g.game.demo)!.game;
const demoGame = catalog.games.find((g) => g.game.demo && !g.notIn.has('uk'))!.game;
const realOnlyGame = catalog.games.find((g) => !g.game.demo && !g.notIn.has('uk'))!.game;

/** A player registered just now (one click): no favorites, nothing played. */
async function freshPlayer(currency: string): Promise<Browser> {
  return (await h.register({ currency })).browser;
}

/** PUT or DELETE as this browser's player (the Browser speaks GET and POST only). */
function send(browser: Browser, method: 'PUT' | 'DELETE', url: string): Promise<LightMyRequestResponse> {
  return h.app.inject({ method, url, headers: browser.token ? { authorization: `Bearer ${browser.token}` } : {} });
}

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await h.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

async function refusal(url: string, status: number): Promise<string> {
  const res = await h.app.inject({ url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const message = (res.json() as { message: string }).message;
  expect(message.length).toBeGreaterThan(5);
  return message;
}

describe('lobby and game lists', () => {
  it('counts every category, section and provider of the region, with logos of the promised size', async () => {
    const lobby = await get<CasinoLobbyAnswer>('/web-api/casino/lobby');
    expect(lobby.categories.map((c) => c.id)).toEqual(['all', 'lotto', 'slots', 'ladder', 'dice', 'cards', 'other']);
    expect(lobby.categories[0]!.gamesCount).toBe(catalog.games.length);
    expect(lobby.sections).toHaveLength(19);
    expect(lobby.sections.every((s) => s.gamesCount > 0)).toBe(true);
    expect(lobby.sections.find((s) => s.id === 'live-casino')!.subcategories.map((s) => s.id)).toContain('roulette');
    expect(lobby.providers.length).toBeGreaterThanOrEqual(40);
    const logo = lobby.providers[0]!.logo;
    const svg = await h.app.inject({ url: logo.url });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain(`width="${logo.width}" height="${logo.height}"`);
  });

  it('pages through the full list without repeats and refuses a page size it does not serve', async () => {
    const first = await get<CasinoGamesPageAnswer>('/web-api/casino/games?page=1&pageSize=48');
    const second = await get<CasinoGamesPageAnswer>('/web-api/casino/games?page=2&pageSize=48');
    expect(first.total).toBe(catalog.games.length);
    expect(first.games).toHaveLength(48);
    expect(second.total).toBe(first.total);
    const ids = new Set(first.games.map((g) => g.id));
    expect(second.games.some((g) => ids.has(g.id))).toBe(false);
    const last = await get<CasinoGamesPageAnswer>(`/web-api/casino/games?page=${Math.ceil(first.total / 96)}&pageSize=96`);
    expect(last.games.length).toBe(first.total % 96 || 96);
    expect((await get<CasinoGamesPageAnswer>('/web-api/casino/games?page=999&pageSize=96')).games).toEqual([]);
    expect(await refusal('/web-api/casino/games?pageSize=97', 400)).toMatch(/pageSize/);
    expect(await refusal('/web-api/casino/games?page=0', 400)).toMatch(/page/);
  });

  it('filters by category, section, subcategory and provider, and says 404 for what does not exist', async () => {
    const slots = await get<CasinoGamesPageAnswer>('/web-api/casino/games?category=slots&pageSize=96');
    expect(slots.games.every((g) => g.category === 'slots')).toBe(true);
    const jackpots = await get<CasinoGamesPageAnswer>('/web-api/casino/games?section=jackpots&pageSize=96');
    expect(jackpots.games.every((g) => g.jackpot !== null && g.sections.includes('jackpots'))).toBe(true);
    const roulette = await get<CasinoGamesPageAnswer>('/web-api/casino/games?section=live-casino&subcategory=roulette&pageSize=96');
    expect(roulette.total).toBeGreaterThan(0);
    expect(roulette.total).toBeLessThan((await get<CasinoGamesPageAnswer>('/web-api/casino/games?section=live-casino')).total);
    const provider = slots.games[0]!.provider.id;
    const byProvider = await get<CasinoGamesPageAnswer>(`/web-api/casino/games?provider=${provider}&category=slots&pageSize=96`);
    expect(byProvider.games.every((g) => g.provider.id === provider && g.category === 'slots')).toBe(true);
    const newest = await get<CasinoGamesPageAnswer>('/web-api/casino/games?section=new');
    expect(newest.games.map((g) => g.id)).toEqual([...newest.games.map((g) => g.id)].sort((a, b) => b - a));

    expect(await refusal('/web-api/casino/games?provider=no-such-studio', 404)).toMatch(/no-such-studio/);
    expect(await refusal('/web-api/casino/games?section=sports', 404)).toMatch(/sports/);
    expect(await refusal('/web-api/casino/games?section=live-casino&subcategory=fruits', 404)).toMatch(/fruits/);
    expect(await refusal('/web-api/casino/games?category=roulette', 400)).toMatch(/category/);
  });

  it('answers the games of a list of ids in that order, leaving out what is not offered here', async () => {
    const ids = [realOnlyGame.id, demoGame.id, 99, realOnlyGame.id];
    const answer = await get<CasinoGamesPageAnswer>(`/web-api/casino/games?ids=${ids.join(',')}`);
    expect(answer.games.map((g) => g.id)).toEqual([realOnlyGame.id, demoGame.id]);
    expect(answer.total).toBe(2);
    expect(await refusal('/web-api/casino/games?ids=1,x', 400)).toMatch(/ids/);
    expect(await refusal(`/web-api/casino/games?ids=${Array.from({ length: 97 }, (_, i) => 10001 + i).join(',')}`, 400)).toMatch(/ids/);
  });

  it('searches names case-insensitively from two characters, and says so below that', async () => {
    const found = await get<CasinoGamesPageAnswer>('/web-api/casino/games?search=DRAGON&pageSize=96');
    expect(found.total).toBeGreaterThan(0);
    expect(found.games.every((g) => g.name.toLowerCase().includes('dragon'))).toBe(true);
    expect(found.total).toBe(catalog.games.filter((g) => g.game.name.toLowerCase().includes('dragon')).length);
    expect(await refusal('/web-api/casino/games?search=d', 400)).toBe('Type at least 2 characters to search');
    const ru = await h.app.inject({ url: '/web-api/casino/games?search=%20d%20', headers: { 'x-language': 'ru' } });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().message).toMatch(/символа/);
    expect((await get<CasinoGamesPageAnswer>('/web-api/casino/games?search=zzqq')).games).toEqual([]);
  });

  it('answers one game, and 404 JSON for one that does not exist', async () => {
    const game = await get<CasinoGame>(`/web-api/casino/games/${demoGame.id}`);
    expect(game).toEqual(demoGame);
    await refusal('/web-api/casino/games/99', 404);
    await refusal('/web-api/casino/games/abc', 404);
  });

  it('serves a thumbnail of exactly the promised size, cached for long', async () => {
    const res = await h.app.inject({ url: demoGame.thumbnail.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toContain(`width="${demoGame.thumbnail.width}" height="${demoGame.thumbnail.height}"`);
    // The name is text in the image, escaped.
    expect(res.body).toContain(`aria-label="${demoGame.name}"`);
    expect((await h.app.inject({ url: '/web-api/casino/thumbnails/1.svg' })).statusCode).toBe(404);
  });
});

describe('a region that does not offer a game', () => {
  it('answers 404 for it everywhere, while the default operator offers it', async () => {
    expect((await h.app.inject({ url: `/web-api/casino/games/${notInUk.id}` })).statusCode).toBe(200);
    await h.app.close();
    h = await casinoServer('uk-regulated');
    await refusal(`/web-api/casino/games/${notInUk.id}`, 404);
    const launch = await h.browser().post('/web-api/casino/launch', { gameId: notInUk.id, mode: 'demo' });
    expect(launch.statusCode).toBe(404);
    const player = await freshPlayer('GBP');
    expect((await send(player, 'PUT', `/web-api/casino/favorites/${notInUk.id}`)).statusCode).toBe(404);
    const lobby = await get<CasinoLobbyAnswer>('/web-api/casino/lobby');
    expect(lobby.categories[0]!.gamesCount).toBe(catalog.offeredIn('uk').length);
    expect(lobby.sections.find((s) => s.id === 'crash-games')!.gamesCount).toBe(0);
    const unlicensed = catalog.providers.find((p) => !lobby.providers.some((l) => l.id === p.id))!;
    expect(unlicensed).toBeDefined();
    await refusal(`/web-api/casino/games?provider=${unlicensed.id}`, 404);
    const all = await get<CasinoGamesPageAnswer>('/web-api/casino/games?search=ga&pageSize=96');
    expect(all.games.some((g) => g.id === notInUk.id)).toBe(false);
  });
});

describe('favorites and recently played', () => {
  it('are for signed-in players only', async () => {
    const guest = h.browser();
    expect((await guest.get('/web-api/casino/favorites')).statusCode).toBe(401);
    expect((await guest.get('/web-api/casino/recent')).statusCode).toBe(401);
    expect((await send(guest, 'PUT', `/web-api/casino/favorites/${demoGame.id}`)).statusCode).toBe(401);
    expect((await send(guest, 'DELETE', `/web-api/casino/favorites/${demoGame.id}`)).statusCode).toBe(401);
  });

  it('keep each player’s own favorites: added once, removed, 404 for an unknown game', async () => {
    const alice = await freshPlayer('USD');
    const bob = await freshPlayer('USD');
    expect((await send(alice, 'PUT', `/web-api/casino/favorites/${demoGame.id}`)).json()).toEqual({ gameIds: [demoGame.id] });
    expect((await send(alice, 'PUT', `/web-api/casino/favorites/${realOnlyGame.id}`)).json()).toEqual({ gameIds: [demoGame.id, realOnlyGame.id] });
    // A retried PUT changes nothing.
    expect((await send(alice, 'PUT', `/web-api/casino/favorites/${demoGame.id}`)).json()).toEqual({ gameIds: [demoGame.id, realOnlyGame.id] });
    expect((await alice.get('/web-api/casino/favorites')).json()).toEqual({ gameIds: [demoGame.id, realOnlyGame.id] });
    expect((await bob.get('/web-api/casino/favorites')).json()).toEqual({ gameIds: [] });
    expect((await send(alice, 'DELETE', `/web-api/casino/favorites/${demoGame.id}`)).json()).toEqual({ gameIds: [realOnlyGame.id] });
    expect((await send(alice, 'PUT', '/web-api/casino/favorites/99')).statusCode).toBe(404);
    expect((await send(alice, 'DELETE', '/web-api/casino/favorites/99')).statusCode).toBe(404);
  });

  it('list launched games most recent first, without repeats, and recommend others from the same providers', async () => {
    const player = await freshPlayer('USD');
    expect((await player.get('/web-api/casino/recent')).json()).toEqual({ games: [] });
    const second = catalog.games.find((g) => g.game.demo && g.game.provider.id !== demoGame.provider.id)!.game;
    for (const id of [demoGame.id, second.id, demoGame.id]) expect((await player.post('/web-api/casino/launch', { gameId: id, mode: 'demo' })).statusCode).toBe(200);
    const recent = (await player.get('/web-api/casino/recent')).json() as { games: CasinoGame[] };
    expect(recent.games.map((g) => g.id)).toEqual([demoGame.id, second.id]);

    const recommended = ((await player.get('/web-api/casino/recommended')).json() as { games: CasinoGame[] }).games;
    expect(recommended).toHaveLength(24);
    expect(recommended.some((g) => g.id === demoGame.id || g.id === second.id)).toBe(false);
    expect(recommended.every((g) => g.provider.id === demoGame.provider.id || g.provider.id === second.provider.id)).toBe(true);
    const forGuest = (await get<{ games: CasinoGame[] }>('/web-api/casino/recommended')).games;
    expect(forGuest.map((g) => g.id)).toEqual(catalog.games.slice(0, 24).map((g) => g.game.id));
  });

  it('keep at most 24 recently played games', async () => {
    const player = await freshPlayer('USD');
    const games = catalog.games.filter((g) => g.game.demo).slice(0, 26);
    for (const g of games) expect((await player.post('/web-api/casino/launch', { gameId: g.game.id, mode: 'demo' })).statusCode).toBe(200);
    const recent = ((await player.get('/web-api/casino/recent')).json() as { games: CasinoGame[] }).games;
    expect(recent.map((g) => g.id)).toEqual(games.slice(2).reverse().map((g) => g.game.id));
  });
});

describe('POST /web-api/casino/launch', () => {
  it('refuses a body that is not a launch, an unknown game, real money for a guest and fun money where there is none', async () => {
    const guest = h.browser();
    for (const body of [{}, { gameId: demoGame.id }, { gameId: 'x', mode: 'demo' }, { gameId: demoGame.id, mode: 'free' }]) {
      expect((await guest.post('/web-api/casino/launch', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await guest.post('/web-api/casino/launch', { gameId: 99, mode: 'demo' })).statusCode).toBe(404);
    expect((await guest.post('/web-api/casino/launch', { gameId: demoGame.id, mode: 'real' })).statusCode).toBe(401);
    const noDemo = await guest.post('/web-api/casino/launch', { gameId: realOnlyGame.id, mode: 'demo' });
    expect(noDemo.statusCode).toBe(400);
    expect(noDemo.json().message).toContain(realOnlyGame.name);
  });

  it('gives a guest a fun-money URL on the game origin, and a player a real-money one', async () => {
    const demo = await h.browser().post('/web-api/casino/launch', { gameId: demoGame.id, mode: 'demo' });
    expect(demo.statusCode).toBe(200);
    const answer = demo.json() as { url: string; origin: string; mode: string; sessionId: string };
    expect(answer.origin).toBe(TEST_GAME_ORIGIN);
    expect(new URL(answer.url).origin).toBe(TEST_GAME_ORIGIN);
    expect(new URL(answer.url).searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(answer.mode).toBe('demo');
    const player = await h.signIn('demo', 'demo1234');
    const real = await player.post('/web-api/casino/launch', { gameId: realOnlyGame.id, mode: 'real' });
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ mode: 'real', origin: TEST_GAME_ORIGIN });
    expect(real.json().sessionId).not.toBe(answer.sessionId);
  });

  it('refuses real money with the limit service’s reason once the player has excluded themselves', async () => {
    await h.app.close();
    h = await casinoServer('uk-regulated');
    const player = await freshPlayer('GBP');
    expect((await player.post('/web-api/casino/launch', { gameId: realOnlyGame.id, mode: 'real' })).statusCode).toBe(200);
    const excluded = await player.post('/limit-service-api/api/external/web/v3/BlockUser', { days: 180, reasonId: 1 });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const refused = await player.post('/web-api/casino/launch', { gameId: realOnlyGame.id, mode: 'real' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/exclu/i);
  });
});

describe('the CSP frame-src', () => {
  it('is exactly the configured game origins ("{gameOrigin}" resolved), and the config the client reads says the same', async () => {
    for (const url of ['/web-api/casino/lobby', '/web-api/session/check']) {
      const csp = String((await h.app.inject({ url })).headers['content-security-policy']);
      expect(csp.split('; ').filter((d) => d.startsWith('frame-src'))).toEqual([`frame-src ${TEST_GAME_ORIGIN}`]);
    }
    const config = await get<{ casino: { gameOrigins: string[] } }>('/web-api/site-config/all.json');
    expect(config.casino.gameOrigins).toEqual([TEST_GAME_ORIGIN]);
  });

  it('frames nothing where the config has no casino section (nor toto)', async () => {
    const bare = await startTestServer({
      configure: (config) => {
        const { casino: _casino, lotto: _lotto, ...rest } = config;
        return rest;
      },
    });
    const csp = String((await bare.app.inject({ url: '/web-api/session/check' })).headers['content-security-policy']);
    await bare.close();
    expect(csp).toContain("frame-src 'none'");
  });
});

describe('the bonus casino', () => {
  it('has running, upcoming and finished tournaments whose states follow the clock, with leaderboards', async () => {
    const { tournaments } = await get<{ tournaments: { id: string; state: string; prizePool: number; gameIds: number[] }[] }>('/web-api/casino/tournaments');
    expect(new Set(tournaments.map((t) => t.state))).toEqual(new Set(['running', 'upcoming', 'finished']));
    expect(tournaments.every((t) => t.gameIds.length > 0)).toBe(true);
    const finished = tournaments.find((t) => t.state === 'finished')!;
    const results = await get<{ leaderboard: { place: number; points: number; prize: number | null; player: string }[] }>(`/web-api/casino/tournaments/${finished.id}/results`);
    expect(results.leaderboard).toHaveLength(20);
    expect(results.leaderboard.map((r) => r.points)).toEqual([...results.leaderboard.map((r) => r.points)].sort((a, b) => b - a));
    expect(results.leaderboard.reduce((sum, r) => sum + (r.prize ?? 0), 0)).toBeCloseTo(finished.prizePool, 2);
    expect(results.leaderboard[0]!.player).toMatch(/^\w{2}\*\*\*\w$/);
    const upcoming = tournaments.find((t) => t.state === 'upcoming')!;
    expect((await get<{ leaderboard: unknown[] }>(`/web-api/casino/tournaments/${upcoming.id}/results`)).leaderboard).toEqual([]);
    expect((await get<{ id: string }>(`/web-api/casino/tournaments/${upcoming.id}`)).id).toBe(upcoming.id);
    await refusal('/web-api/casino/tournaments/no-such-cup', 404);
    await refusal('/web-api/casino/tournaments/no-such-cup/results', 404);

    h.advance(10 * 86_400_000);
    expect((await get<{ state: string }>(`/web-api/casino/tournaments/${upcoming.id}`)).state).not.toBe('upcoming');
    const running = tournaments.find((t) => t.state === 'running')!;
    expect((await get<{ state: string }>(`/web-api/casino/tournaments/${running.id}`)).state).toBe('finished');
  });

  it('serves promotions with their images, in the caller’s language', async () => {
    const { promotions } = await get<{ promotions: { title: string; image: { url: string; width: number } }[] }>('/web-api/casino/promotions');
    expect(promotions.length).toBeGreaterThan(0);
    const image = await h.app.inject({ url: promotions[0]!.image.url });
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain(`width="${promotions[0]!.image.width}"`);
    const ru = await get<{ promotions: { title: string }[] }>('/web-api/casino/promotions', { 'x-language': 'ru' });
    expect(ru.promotions[0]!.title).toMatch(/[а-я]/);
  });

  it('counts a player’s daily challenge progress from the games they open today (null for a guest)', async () => {
    const guest = await get<{ challenges: { progress: number | null }[] }>('/web-api/casino/daily-challenges');
    expect(guest.challenges.every((c) => c.progress === null)).toBe(true);
    const player = await freshPlayer('USD');
    const before = (await player.get('/web-api/casino/daily-challenges')).json() as { challenges: { id: string; gameIds: number[]; progress: number }[] };
    expect(before.challenges.every((c) => c.progress === 0)).toBe(true);
    const challenge = before.challenges[0]!;
    const game = challenge.gameIds.find((id) => catalog.byId(id)!.game.demo)!;
    expect((await player.post('/web-api/casino/launch', { gameId: game, mode: 'demo' })).statusCode).toBe(200);
    const after = (await player.get('/web-api/casino/daily-challenges')).json() as { challenges: { id: string; progress: number }[] };
    expect(after.challenges.find((c) => c.id === challenge.id)!.progress).toBe(1);
    h.advance(13 * 3_600_000); // past midnight UTC
    const tomorrow = (await player.get('/web-api/casino/daily-challenges')).json() as { challenges: { progress: number }[] };
    expect(tomorrow.challenges.every((c) => c.progress === 0)).toBe(true);
  });

  it('offers exactly the five bonus games, and the games landings', async () => {
    const { games } = await get<{ games: { id: string }[] }>('/web-api/casino/bonus-games');
    expect(games.map((g) => g.id)).toEqual(['fortuna', 'chest', 'memory', 'safe', 'lottery']);
    const { landings } = await get<{ landings: { route: string }[] }>('/web-api/casino/landings');
    for (const { route } of landings) {
      const landing = await get<{ route: string; gameIds: number[] }>(`/web-api/casino/landings/${route}`);
      expect(landing.gameIds.length, route).toBeGreaterThan(0);
    }
    await refusal('/web-api/casino/landings/no-such-page', 404);
  });
});
