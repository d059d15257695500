/** The generated catalog: big enough, the same on every run, every filter populated, regions that differ. */
import { describe, expect, it } from 'vitest';
import { CASINO_GAME_CATEGORIES, CASINO_SECTIONS } from '../schemas.ts';
import { casinoCatalog, generateCatalog, INTERNATIONAL, LIVE_THEMES } from './catalog.ts';
import { isRefused, listGames, lobbyOf } from './listing.ts';

const catalog = casinoCatalog();

describe('the casino catalog', () => {
  it('has at least 3,000 games from at least 40 providers, with unique ids and slugs', () => {
    expect(catalog.games.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(catalog.games.map((g) => g.game.provider.id)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(catalog.games.map((g) => g.game.id)).size).toBe(catalog.games.length);
    expect(new Set(catalog.games.map((g) => g.game.slug)).size).toBe(catalog.games.length);
  });

  it('is the same catalog on every run (seeded), and another seed gives another one', () => {
    const again = generateCatalog();
    expect(again.games.map((g) => [g.game.id, g.game.name, g.game.provider.id, [...g.notIn]])).toEqual(
      catalog.games.map((g) => [g.game.id, g.game.name, g.game.provider.id, [...g.notIn]]),
    );
    expect(generateCatalog(7).games[0]!.game.name).not.toBe(catalog.games[0]!.game.name);
  });

  it('fills every category and every section', () => {
    for (const category of CASINO_GAME_CATEGORIES) expect(catalog.games.some((g) => g.game.category === category), category).toBe(true);
    for (const section of CASINO_SECTIONS) expect(catalog.games.filter((g) => g.game.sections.includes(section)).length, section).toBeGreaterThanOrEqual(20);
  });

  it('offers every game internationally and leaves some out in each regulated market', () => {
    expect(catalog.offeredIn(INTERNATIONAL)).toHaveLength(catalog.games.length);
    for (const market of ['uk', 'de', 'se', 'ru']) {
      const offered = catalog.offeredIn(market).length;
      expect(offered, market).toBeLessThan(catalog.games.length);
      expect(offered, market).toBeGreaterThan(catalog.games.length / 2);
    }
    // A regulator's ban of a kind of game: no live casino in "de", no crash games in "uk".
    expect(catalog.offeredIn('de').some((g) => g.game.sections.includes('live-casino'))).toBe(false);
    expect(catalog.offeredIn('uk').some((g) => g.game.sections.includes('crash-games'))).toBe(false);
  });

  it('has no fun-money tables at the live casino, whose themes are the live ones', () => {
    const live = catalog.games.filter((g) => g.game.sections.includes('live-casino'));
    expect(live.every((g) => !g.game.demo && (LIVE_THEMES as readonly string[]).includes(g.theme))).toBe(true);
  });
});

describe('lobby counts', () => {
  it('count what the games list returns for each category, section, subcategory and provider', () => {
    const lobby = lobbyOf(catalog, 'uk');
    const total = (query: Record<string, string>) => {
      const answer = listGames(catalog, 'uk', { ...query, pageSize: '1' });
      if (isRefused(answer)) throw new Error(answer.message.en);
      return answer.total;
    };
    for (const c of lobby.categories) expect(total({ category: c.id }), c.id).toBe(c.gamesCount);
    expect(lobby.categories.find((c) => c.id === 'all')!.gamesCount).toBe(catalog.offeredIn('uk').length);
    for (const s of lobby.sections) {
      expect(total({ section: s.id }), s.id).toBe(s.gamesCount);
      for (const sub of s.subcategories) expect(total({ section: s.id, subcategory: sub.id }), `${s.id}/${sub.id}`).toBe(sub.gamesCount);
    }
    for (const p of lobby.providers) expect(total({ provider: p.id }), p.id).toBe(p.gamesCount);
    expect(lobby.providers.length).toBeGreaterThanOrEqual(40);
  });
});
