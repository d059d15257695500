// The sports endpoints through the real server (the one test kit over the repository), with a fixed feed clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';
import { setFeedClock, startTestServer, type TestServer } from '../../../../server/test-kit/index.ts';
import { errorAnswerSchema } from '../../../../schemas/common.schema.ts';
import { SPORTS_SCHEMAS, type GameAnswer, type GamesAnswer, type MenuAnswer } from '../../../../schemas/sports-api.schema.ts';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const valid = {
  menu: ajv.compile(SPORTS_SCHEMAS.menuAnswer),
  games: ajv.compile(SPORTS_SCHEMAS.gamesAnswer),
  game: ajv.compile(SPORTS_SCHEMAS.gameAnswer),
  error: ajv.compile(errorAnswerSchema),
};

let server: TestServer;
let app: FastifyInstance;
let now = T0;
let restoreClock: () => void;
beforeAll(async () => {
  restoreClock = setFeedClock(() => now);
  server = await startTestServer({ siteConfigId: 'default' });
  app = server.app;
}, 60_000);
afterAll(async () => {
  await server.close();
  restoreClock();
});

async function get(url: string) {
  const res = await app.inject({ url });
  return { status: res.statusCode, headers: res.headers, body: res.json() as unknown };
}

async function expectProblem(url: string, status: 400 | 404, message: string | RegExp) {
  const res = await get(url);
  expect(res.status, url).toBe(status);
  expect(res.headers['content-type'], url).toMatch(/^application\/json/);
  expect(valid.error(res.body), url).toBe(true);
  expect((res.body as { message: string }).message, url).toMatch(message);
}

describe('the lists and the game pages agree', () => {
  // The dead-links walk follows one game link of each shape; that every listed game has its page is checked here.
  it('every game a list names answers its own game page', async () => {
    for (const section of ['line', 'live']) {
      const list = (await get(`/web-api/sports/games?section=${section}`)).body as GamesAnswer;
      expect(list.games.length, section).toBeGreaterThan(20);
      for (const game of list.games) expect((await get(`/web-api/sports/games/${game.id}`)).status, `${section} game ${game.id}`).toBe(200);
    }
  });
});

describe('GET /web-api/sports/menu', () => {
  it('lists the sports of a section with counts, never cached', async () => {
    const res = await get('/web-api/sports/menu?section=live');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(valid.menu(res.body)).toBe(true);
    const body = res.body as MenuAnswer;
    expect(body.section).toBe('live');
    expect(body.sports.map((s) => s.id)).toEqual(['football', 'ice-hockey', 'basketball', 'tennis', 'esports', 'cricket', 'mma']);
    for (const sport of body.sports) expect(sport.count).toBe(sport.champs.reduce((sum, c) => sum + c.count, 0));
  });

  it('answers 400 for a missing or unknown section', async () => {
    await expectProblem('/web-api/sports/menu', 400, 'Query parameter "section" must be "live" or "line"');
    await expectProblem('/web-api/sports/menu?section=prematch', 400, /section/);
  });
});

describe('GET /web-api/sports/games', () => {
  it('lists live games with their result markets, matching the menu counts', async () => {
    const res = await get('/web-api/sports/games?section=live');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(valid.games(res.body)).toBe(true);
    const body = res.body as GamesAnswer;
    expect(body.serverTime).toBe(T0);
    const menu = (await get('/web-api/sports/menu?section=live')).body as MenuAnswer;
    expect(body.games).toHaveLength(menu.sports.reduce((sum, s) => sum + s.count, 0));
    for (const game of body.games) {
      expect(game.isLive).toBe(true);
      expect(game.markets.every((m) => m.group === '1x2')).toBe(true);
      expect(game.markets).toHaveLength(game.sport === 'football' || game.sport === 'ice-hockey' ? 3 : 2);
    }
  });

  it('filters by sport, championship and discipline', async () => {
    const champ = (await get('/web-api/sports/games?section=line&sport=football&champ=102')).body as GamesAnswer;
    expect(champ.champs.map((c) => c.id)).toEqual([102]);
    expect(champ.games.every((g) => g.champId === 102)).toBe(true);
    const dota = (await get('/web-api/sports/games?section=line&discipline=dota2')).body as GamesAnswer;
    expect(dota.games.length).toBeGreaterThan(0);
    expect(dota.games.every((g) => g.discipline === 'dota2')).toBe(true);
    const empty = await get('/web-api/sports/games?section=line&sport=');
    expect(empty.status).toBe(200);
  });

  it('moves live odds as the feed clock advances', async () => {
    const before = (await get('/web-api/sports/games?section=live&sport=football')).body as GamesAnswer;
    now = T0 + 15_000;
    try {
      const after = (await get('/web-api/sports/games?section=live&sport=football')).body as GamesAnswer;
      expect(after.serverTime).toBe(T0 + 15_000);
      expect(after.games.map((g) => g.markets.map((m) => m.coef))).not.toEqual(before.games.map((g) => g.markets.map((m) => m.coef)));
    } finally {
      now = T0;
    }
  });

  it('answers 400 for malformed and 404 for unknown filters', async () => {
    await expectProblem('/web-api/sports/games', 400, /section/);
    await expectProblem('/web-api/sports/games?section=live&champ=abc', 400, 'Query parameter "champ" must be a positive whole number, got "abc"');
    await expectProblem('/web-api/sports/games?section=live&champ=0', 400, /champ/);
    await expectProblem('/web-api/sports/games?section=live&sport=Foot%20ball', 400, /sport/);
    await expectProblem('/web-api/sports/games?section=live&sport=curling', 404, 'Unknown sport "curling"');
    await expectProblem('/web-api/sports/games?section=live&champ=999', 404, 'Unknown championship 999');
    await expectProblem('/web-api/sports/games?section=live&sport=tennis&champ=101', 404, 'Championship 101 is not in sport "tennis"');
    await expectProblem('/web-api/sports/games?section=live&discipline=chess', 404, 'Unknown discipline "chess"');
    await expectProblem('/web-api/sports/games?section=live&lines=all', 400, 'Query parameter "lines" can only be "main", got "all"');
  });

  it('adds each game\'s main handicap and total with lines=main, and names every championship\'s country', async () => {
    const res = await get('/web-api/sports/games?section=line&sport=football&lines=main');
    expect(res.status).toBe(200);
    expect(valid.games(res.body)).toBe(true);
    const body = res.body as GamesAnswer;
    expect(body.champs.map((c) => c.country)).toEqual(['england', 'spain', 'germany', 'italy', 'europe', 'europe']);
    for (const game of body.games) expect(game.markets.map((m) => m.group)).toEqual(['1x2', '1x2', '1x2', 'handicap', 'handicap', 'total', 'total']);
  });
});

describe('GET /web-api/sports/games/:gameId', () => {
  it('answers one game with all its markets', async () => {
    const list = (await get('/web-api/sports/games?section=live&sport=football')).body as GamesAnswer;
    const id = list.games[0]!.id;
    const res = await get(`/web-api/sports/games/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(valid.game(res.body)).toBe(true);
    const { game } = res.body as GameAnswer;
    expect(game.id).toBe(id);
    expect(new Set(game.markets.map((m) => m.group))).toEqual(new Set(['1x2', 'total', 'handicap']));
    // The list's result markets are the game's, with the same prices.
    expect(game.markets.filter((m) => m.group === '1x2')).toEqual(list.games[0]!.markets);
  });

  it('answers 404 JSON for an unknown game and 400 for a non-numeric id', async () => {
    await expectProblem('/web-api/sports/games/999000001', 404, 'Unknown game 999000001');
    await expectProblem('/web-api/sports/games/1', 404, 'Unknown game 1');
    await expectProblem('/web-api/sports/games/abc', 400, 'Game id must be a positive whole number, got "abc"');
    await expectProblem('/web-api/sports/games/12.5', 400, /positive whole number/);
    await expectProblem('/web-api/sports/games/-3', 400, /positive whole number/);
  });

  it('leaves other /web-api/sports paths to the API catch-all (404 JSON)', async () => {
    // The catch-all's own answer ({ error, message }), not one of the sports answers.
    const res = await get('/web-api/sports/nothing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((res.body as { message: string }).message).toMatch('Unknown endpoint');
  });
});

describe('GET /web-api/sports/top-games', () => {
  it("names the section's top games, best first: the very games the home page shows as its top games", async () => {
    for (const section of ['line', 'live'] as const) {
      const res = await get(`/web-api/sports/top-games?section=${section}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { gameIds } = res.body as { section: string; gameIds: number[] };
      expect(res.body).toMatchObject({ section });
      expect(gameIds.length).toBe(5);
      expect(new Set(gameIds).size).toBe(gameIds.length);
      const home = (await get(`/web-api/home/top-games?section=${section}`)).body as { games: { id: number }[] };
      expect(gameIds).toEqual(home.games.map((game) => game.id));
      const listed = new Map(((await get(`/web-api/sports/games?section=${section}`)).body as GamesAnswer).games.map((game) => [game.id, game]));
      for (const id of gameIds) {
        expect(listed.get(id)?.discipline, `game ${id}`).toBeNull();
        expect(listed.get(id)!.markets.some((m) => m.group === '1x2')).toBe(true);
      }
    }
  });

  it('refuses a missing or unknown section', async () => {
    await expectProblem('/web-api/sports/top-games', 400, /"live" or "line"/);
    await expectProblem('/web-api/sports/top-games?section=casino', 400, /"live" or "line"/);
  });
});
