// The sports extras API through the real server (the one test kit, development mode: every 2xx answer is checked against its schema), with a fixed feed clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { setFeedClock, startTestServer, type Browser, type TestServer } from '../../../../server/test-kit/index.ts';
import type {
  SportsBetsOnYouAnswer,
  SportsChampionAnswer,
  SportsChampionEventAnswer,
  SportsChampionFinalAnswer,
  SportsChampsResultsAnswer,
  SportsExpressDayAnswer,
  SportsFavoritesAnswer,
  SportsFavoritesViewAnswer,
  SportsRecommendationsAnswer,
  SportsResultsAnswer,
  SportsSearchAnswer,
  SportsTeamAnswer,
} from '../../schemas.ts';
import { existsChampion, existsChampionEvent, existsResultType, existsTeam } from './index.ts';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);
let h: TestServer;
let guest: Browser;
let restoreClock: () => void;

beforeAll(async () => {
  restoreClock = setFeedClock(() => T0);
  h = await startTestServer();
  guest = h.browser();
}, 60_000);
afterAll(async () => {
  await h.close();
  restoreClock();
});

async function ok<T>(url: string, browser: Browser = guest): Promise<T> {
  const res = await browser.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['cache-control'], url).toBe('no-store');
  return res.json() as T;
}

async function refused(url: string, status: number, message: RegExp, browser: Browser = guest): Promise<void> {
  const res = await browser.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  expect((res.json() as { message: string }).message, url).toMatch(message);
}

function put(browser: Browser, body: unknown): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method: 'PUT',
    url: '/web-api/sports-extras/favorites',
    payload: body as object,
    headers: browser.token ? { authorization: `Bearer ${browser.token}` } : {},
  });
}

describe('teams', () => {
  it('show a team with only its own games, and its form from the games it finished', async () => {
    const answer = await ok<SportsTeamAnswer>('/web-api/sports-extras/teams/arsenal');
    expect(answer.team).toMatchObject({ slug: 'arsenal', name: 'Arsenal', sport: 'football', champs: [{ id: 101, name: 'England. Premier League' }] });
    const games = [...answer.live, ...answer.line, ...answer.recent];
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect([game.home, game.away]).toContain('Arsenal');
    expect(answer.live.every((g) => g.isLive)).toBe(true);
    expect(answer.recent.every((g) => g.isFinished)).toBe(true);
    const { stats } = answer;
    expect(stats.played).toBe(answer.recent.length);
    expect(stats.won + stats.drawn + stats.lost).toBe(stats.played);
    expect(stats.form.length).toBe(Math.min(5, stats.played));
  });

  it('knows a club that plays in two championships, and refuses unknown or malformed teams', async () => {
    const roma = await ok<SportsTeamAnswer>('/web-api/sports-extras/teams/roma');
    expect(roma.team.champs.map((c) => c.id)).toEqual([104, 106]);
    expect(existsTeam('j-sinner')).toBe(true);
    expect(existsTeam('nobody')).toBe(false);
    await refused('/web-api/sports-extras/teams/nobody', 404, /Unknown team "nobody"/);
    await refused('/web-api/sports-extras/teams/Arsenal_FC', 400, /lower-case slug/);
  });
});

describe('bets on you', () => {
  it('lists the most backed games of a section, most bets first, with their share', async () => {
    for (const section of ['live', 'line'] as const) {
      const answer = await ok<SportsBetsOnYouAnswer>(`/web-api/sports-extras/bets-on-you?section=${section}`);
      expect(answer.items.length).toBeGreaterThan(0);
      const bets = answer.items.map((item) => item.bets);
      expect(bets).toEqual([...bets].sort((a, b) => b - a));
      expect(answer.items.every((item) => item.game.isLive === (section === 'live'))).toBe(true);
      expect(answer.items.reduce((sum, item) => sum + item.share, 0)).toBeLessThanOrEqual(1.001);
    }
    await refused('/web-api/sports-extras/bets-on-you?section=all', 400, /"section" must be "live" or "line"/);
  });
});

describe('favorites', () => {
  it('are a signed-in player’s: a guest gets 401 for reading or writing them', async () => {
    expect((await guest.get('/web-api/sports-extras/favorites')).statusCode).toBe(401);
    expect((await put(guest, { games: [], champs: [101] })).statusCode).toBe(401);
  });

  it('keep exactly what the player last saved, once checked', async () => {
    const demo = await h.signIn('demo', 'demo1234');
    expect(await ok<SportsFavoritesAnswer>('/web-api/sports-extras/favorites', demo)).toEqual({ games: [], champs: [] });
    const game = (await ok<SportsBetsOnYouAnswer>('/web-api/sports-extras/bets-on-you?section=line')).items[0]!.game;
    const saved = await put(demo, { games: [game.id, game.id], champs: [102, 601] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ games: [game.id], champs: [102, 601] });
    expect(await ok<SportsFavoritesAnswer>('/web-api/sports-extras/favorites', demo)).toEqual({ games: [game.id], champs: [102, 601] });

    const refusals: [unknown, RegExp][] = [
      [{ games: [] }, /"champs" must be a list/],
      [{ games: [1.5], champs: [] }, /"games" must be a list of positive whole numbers/],
      [{ games: [], champs: [999] }, /names 999, which is not a known championship/],
      [{ games: [42], champs: [] }, /names 42, which is not a known game/],
      [{ games: [], champs: Array.from({ length: 101 }, (_, k) => k + 1) }, /at most 100 ids/],
    ];
    for (const [body, message] of refusals) {
      const res = await put(demo, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(message);
    }
    // A refusal changes nothing.
    expect(await ok<SportsFavoritesAnswer>('/web-api/sports-extras/favorites', demo)).toEqual({ games: [game.id], champs: [102, 601] });
  });

  it('can be shown to anyone: published games, the ids that are gone, championships with their counts', async () => {
    const game = (await ok<SportsBetsOnYouAnswer>('/web-api/sports-extras/bets-on-you?section=live')).items[0]!.game;
    const view = await ok<SportsFavoritesViewAnswer>(`/web-api/sports-extras/favorites/view?games=${game.id},101000001&champs=101,999`);
    expect(view.games.map((g) => g.id)).toEqual([game.id]);
    expect(view.gone).toEqual([101000001]);
    expect(view.champs.map((c) => c.id)).toEqual([101]);
    expect(view.champs[0]!.count).toBeGreaterThan(0);
    await refused('/web-api/sports-extras/favorites/view?games=abc', 400, /comma-separated positive whole numbers/);
  });
});

describe('search', () => {
  it('finds games by team or championship, grouped by sport, whatever the case and punctuation', async () => {
    const answer = await ok<SportsSearchAnswer>('/web-api/sports-extras/search?q=ARSENAL');
    expect(answer.groups.map((g) => g.sport)).toEqual(['football']);
    for (const game of answer.groups[0]!.games) expect([game.home, game.away]).toContain('Arsenal');
    const ska = await ok<SportsSearchAnswer>('/web-api/sports-extras/search?q=ska%20st%20petersburg');
    expect(ska.groups.flatMap((g) => g.games).every((g) => g.home === 'SKA St. Petersburg' || g.away === 'SKA St. Petersburg')).toBe(true);
    const league = await ok<SportsSearchAnswer>('/web-api/sports-extras/search?q=premier');
    expect(league.groups.flatMap((g) => g.games).every((g) => g.champName.includes('Premier'))).toBe(true);
    expect((await ok<SportsSearchAnswer>('/web-api/sports-extras/search?q=zzzz')).groups).toEqual([]);
  });

  it('refuses a query too short or too long', async () => {
    await refused('/web-api/sports-extras/search?q=a', 400, /at least 2 characters/);
    await refused(`/web-api/sports-extras/search?q=${'a'.repeat(61)}`, 400, /at most 60 characters/);
  });
});

describe('express of the day', () => {
  it('combines the favourites of a few line games of different sports, with their total price', async () => {
    const answer = await ok<SportsExpressDayAnswer>('/web-api/sports-extras/express-day');
    expect(answer.day).toBe('2025-06-01');
    expect(answer.selections.length).toBeGreaterThanOrEqual(2);
    expect(answer.selections.length).toBeLessThanOrEqual(4);
    expect(new Set(answer.selections.map((s) => s.game.id)).size).toBe(answer.selections.length);
    for (const { game, market } of answer.selections) {
      expect(game.isLive || game.isFinished).toBe(false);
      expect(game.markets).toContainEqual(market);
      expect(market.blocked).toBe(false);
    }
    const product = answer.selections.reduce((p, s) => p * s.market.coef, 1);
    expect(answer.totalCoef).toBeCloseTo(product, 2);
    expect(await ok<SportsExpressDayAnswer>('/web-api/sports-extras/express-day')).toEqual(answer);
    expect(await ok<SportsExpressDayAnswer>('/web-api/sports-extras/express-day?section=line')).toEqual(answer);
  });

  it('combines games in play for the live page, and refuses an unknown section', async () => {
    const answer = await ok<SportsExpressDayAnswer>('/web-api/sports-extras/express-day?section=live');
    expect(answer.selections.length).toBeGreaterThanOrEqual(2);
    for (const { game, market } of answer.selections) {
      expect(game.isLive).toBe(true);
      expect(game.markets).toContainEqual(market);
      expect(market.blocked).toBe(false);
    }
    expect(answer.totalCoef).toBeCloseTo(answer.selections.reduce((p, s) => p * s.market.coef, 1), 2);
    await refused('/web-api/sports-extras/express-day?section=today', 400, /"live" or "line"/);
  });
});

describe('champion results', () => {
  it('name the winner and runner-up of each championship’s last five seasons, for every sport or one', async () => {
    const all = await ok<SportsChampsResultsAnswer>('/web-api/sports-extras/champions-results');
    expect(all.sport).toBeNull();
    expect(all.sports.map((s) => s.id)).toContain('cricket');
    const tennis = await ok<SportsChampsResultsAnswer>('/web-api/sports-extras/champions-results?sport=football');
    expect(tennis.sports.map((s) => s.id)).toEqual(['football']);
    const epl = tennis.sports[0]!.champs.find((c) => c.id === 101)!;
    expect(epl.seasons.map((s) => s.season)).toEqual(['2023/24', '2022/23', '2021/22', '2020/21', '2019/20']);
    for (const season of epl.seasons) expect(season.winner).not.toBe(season.runnerUp);
    await refused('/web-api/sports-extras/champions-results?sport=curling', 404, /Unknown sport "curling"/);
  });
});

describe('champion pages', () => {
  it('show the championship of each page with its games', async () => {
    const epl = await ok<SportsChampionAnswer>('/web-api/sports-extras/champions/epl');
    expect(epl.champion).toEqual({ id: 'epl', champId: 101, name: 'England. Premier League', sport: 'football' });
    expect([...epl.live, ...epl.line, ...epl.recent].every((g) => g.champId === 101)).toBe(true);
    expect((await ok<SportsChampionAnswer>('/web-api/sports-extras/champions/ipl')).champion.sport).toBe('cricket');
    expect((await ok<SportsChampionAnswer>('/web-api/sports-extras/champions/europa-league')).champion.champId).toBe(106);
    await refused('/web-api/sports-extras/champions/bundesliga', 404, /Unknown champion page "bundesliga"/);
    expect(existsChampion('laliga')).toBe(true);
    expect(existsChampion('bundesliga')).toBe(false);
  });

  it('announce the day’s final from 19:00 UTC, priced once in the line', async () => {
    const final = await ok<SportsChampionFinalAnswer>('/web-api/sports-extras/champions/champ/final');
    expect(final.fixture.startAt).toBeGreaterThanOrEqual(Date.UTC(2025, 5, 1, 19));
    expect(final.fixture.startAt).toBeLessThan(Date.UTC(2025, 5, 1, 20));
    // At noon the evening's final is announced, not yet in the line.
    expect(final.game).toBeNull();
    expect(final.winner).toBeNull();
  });

  it('tell an event score by score, and only an event of their own championship', async () => {
    const epl = await ok<SportsChampionAnswer>('/web-api/sports-extras/champions/epl');
    const played = epl.recent[0]!;
    const event = await ok<SportsChampionEventAnswer>(`/web-api/sports-extras/champions/epl/events/${played.id}`);
    expect(event.game.id).toBe(played.id);
    const last = event.timeline.at(-1);
    expect(last ? { home: last.home, away: last.away } : { home: 0, away: 0 }).toEqual(played.score);
    expect(existsChampionEvent('epl', played.id, T0)).toBe(true);
    expect(existsChampionEvent('laliga', played.id, T0)).toBe(false);
    await refused(`/web-api/sports-extras/champions/laliga/events/${played.id}`, 404, /is not an event of Spain\. LaLiga/);
    await refused('/web-api/sports-extras/champions/epl/events/x1', 400, /positive whole number/);
  });
});

describe('recommendations', () => {
  it('give each game its reason, narrowed by sport and championship', async () => {
    const all = await ok<SportsRecommendationsAnswer>('/web-api/sports-extras/recommendations');
    expect(all.items.length).toBeGreaterThan(0);
    const football = await ok<SportsRecommendationsAnswer>('/web-api/sports-extras/recommendations?sport=football&champ=101');
    expect(football.sport).toBe('football');
    expect(football.champ?.id).toBe(101);
    expect(football.items.every((item) => item.game.champId === 101)).toBe(true);
    await refused('/web-api/sports-extras/recommendations?sport=football&champ=201', 404, /not in sport "football"/);
    await refused('/web-api/sports-extras/recommendations?sport=curling', 404, /Unknown sport/);
  });

  it('put a signed-in player’s favorite championships first', async () => {
    const player = await h.signIn('demo', 'demo1234');
    expect((await put(player, { games: [], champs: [301] })).statusCode).toBe(200);
    const answer = await ok<SportsRecommendationsAnswer>('/web-api/sports-extras/recommendations', player);
    expect(answer.items[0]).toMatchObject({ reason: 'favorite-champ', game: { champId: 301 } });
    expect((await ok<SportsRecommendationsAnswer>('/web-api/sports-extras/recommendations')).items.some((i) => i.reason === 'favorite-champ')).toBe(false);
  });
});

describe('results', () => {
  it('show live scores and the results zone by championship; nothing else', async () => {
    const live = await ok<SportsResultsAnswer>('/web-api/sports-extras/results/live');
    expect(live.groups.flatMap((g) => g.games).every((g) => g.isLive && g.score !== null)).toBe(true);
    const zone = await ok<SportsResultsAnswer>('/web-api/sports-extras/results/zone');
    expect(zone.groups.length).toBeGreaterThan(0);
    expect(zone.groups.flatMap((g) => g.games).every((g) => g.isFinished)).toBe(true);
    expect(Math.max(...zone.groups.map((g) => g.games.length))).toBeLessThanOrEqual(5);
    await refused('/web-api/sports-extras/results/archive', 404, /Unknown results "archive"/);
    expect(existsResultType('zone')).toBe(true);
    expect(existsResultType('archive')).toBe(false);
  });
});
