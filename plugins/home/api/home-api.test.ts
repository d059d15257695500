/**
 * The home API over the shared feed and the repository's site configs: the top games of each
 * section with their result prices, a bad section refused; the banners in the page's language, the
 * casino only where the operator serves it, the welcome offer in the site's currency.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { listGames, setFeedClock, startTestServer, type TestServer } from '../../../server/test-kit/index.ts';
import { TOP_GAMES_MAX } from '../schemas.ts';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

let server: TestServer | undefined;
let restoreClock: (() => void) | undefined;
afterEach(async () => {
  await server?.close();
  restoreClock?.();
  server = undefined;
});

async function start(siteConfigId: string): Promise<TestServer> {
  restoreClock = setFeedClock(() => T0);
  server = await startTestServer({ siteConfigId, clockStart: T0 });
  return server;
}

describe('home API: top games', () => {
  it('lists the top games of the live and of the line, each with its result prices, games of that section only', async () => {
    const { app } = await start('default');
    for (const section of ['live', 'line'] as const) {
      const res = await app.inject({ url: `/web-api/home/top-games?section=${section}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { games } = res.json<{ games: { id: number; isLive: boolean; markets: { outcome: string; coef: number }[] }[] }>();
      expect(games.length).toBeGreaterThan(0);
      expect(games.length).toBeLessThanOrEqual(TOP_GAMES_MAX);
      const inSection = new Set(listGames(section, {}, T0).games.map((g) => g.id));
      for (const game of games) {
        expect(inSection.has(game.id)).toBe(true);
        expect(game.isLive).toBe(section === 'live');
        expect(game.markets.map((m) => m.outcome)).toEqual(expect.arrayContaining(['1', '2']));
        for (const market of game.markets) expect(market.coef).toBeGreaterThan(1);
      }
    }
  });

  it('refuses a missing or unknown section with a clear message', async () => {
    const { app } = await start('default');
    for (const url of ['/web-api/home/top-games', '/web-api/home/top-games?section=casino']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/"section" must be "live" or "line"/);
    }
  });
});

describe('home API: banners', () => {
  it('answers in the page language, the welcome offer in the site currency, the casino where it is served', async () => {
    const { app } = await start('default');
    const en = (await app.inject({ url: '/web-api/home/banners', headers: { 'x-language': 'en' } })).json<{ banners: { id: string; title: string; text: string; to: string }[] }>();
    expect(en.banners.map((b) => b.id)).toEqual(['welcome-offer', 'live-now', 'express-day', 'casino']);
    expect(en.banners[0]).toMatchObject({ title: '100% first deposit bonus', to: 'registration' });
    expect(en.banners[0]!.text).toMatch(/^Up to 100 USD at BetHub/);
    const ru = (await app.inject({ url: '/web-api/home/banners', headers: { 'x-language': 'ru' } })).json<{ banners: { title: string }[] }>();
    expect(ru.banners[2]!.title).toBe('Экспресс дня');
    // The operator's VIP domain (SPEC 5) registers nobody: no welcome offer leading to registration.
    const vip = (await app.inject({ url: '/web-api/home/banners', headers: { 'x-language': 'en', host: 'vip.localhost' } })).json<{ banners: { id: string }[] }>();
    expect(vip.banners.map((b) => b.id)).toEqual(['live-now', 'express-day', 'casino']);
  });

  it('leaves the casino out where the operator blocks it (se-regulated)', async () => {
    const { app } = await start('se-regulated');
    const res = await app.inject({ url: '/web-api/home/banners', headers: { host: 'se.localhost' } });
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ banners: { id: string }[] }>().banners.map((b) => b.id);
    expect(ids).not.toContain('casino');
    expect(ids).toContain('express-day');
  });
});
