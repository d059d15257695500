/** The casino's pure rules: which rows a long grid keeps, what a lobby route lists, which frames are allowed, the redirect. */
import { describe, expect, it } from 'vitest';
import { columnsFor, pagesFor, visibleRows } from './components/windowing.ts';
import { filtersOf, gamesQueryOf, lobbyViewOf, searchWith } from './lobby-query.ts';
import { casinoSettingsOf, frameableOrigin } from './config.ts';
import { isFromFrame, sandboxFor } from './components/GameFrame.tsx';
import { slotFirstDepositRedirectGuard } from './guards.ts';
import type { NavigationContext, SiteConfig } from '@plugin-api';

describe('windowing', () => {
  it('fits tiles of at least 104 px, never fewer than two columns', () => {
    expect(columnsFor(366)).toBe(3);
    expect(columnsFor(296)).toBe(2);
    expect(columnsFor(100)).toBe(2);
    expect(columnsFor(936)).toBe(8);
  });

  it('keeps the rows in view plus two each side, and none past the end', () => {
    // 1,000 rows of 150 px; a 844 px viewport scrolled 15,000 px into the grid.
    expect(visibleRows(-15_000, 844, 150, 1000)).toEqual({ start: 98, end: 108 });
    expect(visibleRows(200, 844, 150, 1000)).toEqual({ start: 0, end: 7 });
    expect(visibleRows(-149_000, 844, 150, 1000)).toEqual({ start: 991, end: 1000 });
    expect(visibleRows(0, 844, 150, 0)).toEqual({ start: 0, end: 0 });
  });

  it('a whole catalog scrolled top to bottom never keeps more than a screen and a half of tiles', () => {
    const columns = 3;
    const rows = Math.ceil(3000 / columns);
    let most = 0;
    for (let top = 0; top > -rows * 150; top -= 400) {
      const { start, end } = visibleRows(top, 844, 150, rows);
      most = Math.max(most, (end - start) * columns);
    }
    expect(most).toBeLessThan(60);
  });

  it('names the API pages that hold a range of items', () => {
    expect(pagesFor(0, 18, 48)).toEqual([1]);
    expect(pagesFor(40, 60, 48)).toEqual([1, 2]);
    expect(pagesFor(2990, 3000, 48)).toEqual([63]);
    expect(pagesFor(10, 10, 48)).toEqual([]);
  });
});

describe('lobby routes and filters', () => {
  it('lists what the route names: its section, a :section with its subcategory, a provider, or the slots category', () => {
    expect(gamesQueryOf(lobbyViewOf('bingo', {}), filtersOf(lobbyViewOf('bingo', {}), ''))).toEqual({ section: 'bingo' });
    const section = lobbyViewOf('slots', { section: 'jackpots', subcategory: 'egypt' });
    expect(gamesQueryOf(section, filtersOf(section, '?category=lotto'))).toEqual({ section: 'jackpots', subcategory: 'egypt', category: 'lotto' });
    const slots = lobbyViewOf('slots', {});
    expect(filtersOf(slots, '').category).toBe('slots');
    expect(gamesQueryOf(slots, filtersOf(slots, ''))).toEqual({ category: 'slots' });
    expect(gamesQueryOf(slots, filtersOf(slots, '?category=all'))).toEqual({});
    const provider = lobbyViewOf('provider', { provider: 'novastar' });
    expect(gamesQueryOf(provider, filtersOf(provider, '?provider=other'))).toEqual({ provider: 'novastar' });
    expect(lobbyViewOf('live-casino', {}).section).toBe('live-casino');
  });

  it('shows 16 skeleton tiles for games and 2 for other games', () => {
    expect(lobbyViewOf('slots', {}).skeletonCount).toBe(16);
    expect(lobbyViewOf('othergames', {}).skeletonCount).toBe(2);
  });

  it('sends a search of two letters or more only; the search page shows popular games until then', () => {
    const search = lobbyViewOf('search', {});
    expect(gamesQueryOf(search, filtersOf(search, '?search=b'))).toEqual({ section: 'popular' });
    expect(gamesQueryOf(search, filtersOf(search, '?search=%20bo%20'))).toEqual({ search: 'bo' });
    expect(filtersOf(search, '?category=nonsense').category).toBe('all');
  });

  it('changes one filter in the URL and drops a default value', () => {
    expect(searchWith('?provider=a&search=x', 'search', 'book')).toBe('?provider=a&search=book');
    expect(searchWith('?category=dice', 'category', 'all', 'all')).toBe('');
    expect(searchWith('', 'provider', 'novastar')).toBe('?provider=novastar');
  });
});

describe('game frames', () => {
  const allowed = ['http://127.0.0.1:4410'];

  it('frames a launch URL only from an origin the site config lists and the launch answer named', () => {
    expect(frameableOrigin('http://127.0.0.1:4410/play?token=t', 'http://127.0.0.1:4410', allowed)).toBe('http://127.0.0.1:4410');
    expect(frameableOrigin('https://evil.example/play', 'https://evil.example', allowed)).toBeNull();
    expect(frameableOrigin('https://evil.example/play', 'http://127.0.0.1:4410', allowed)).toBeNull();
    expect(frameableOrigin('javascript:alert(1)', 'http://127.0.0.1:4410', allowed)).toBeNull();
    expect(frameableOrigin('/play', 'http://127.0.0.1:4410', allowed)).toBeNull();
    expect(casinoSettingsOf({} as SiteConfig).gameOrigins).toEqual([]);
  });

  it('never gives a same-origin game allow-same-origin; a game on its own origin keeps it', () => {
    expect(sandboxFor('http://localhost:4310', 'http://localhost:4310', [])).not.toContain('allow-same-origin');
    expect(sandboxFor('http://127.0.0.1:4410', 'http://localhost:4310', [])).toContain('allow-same-origin');
    expect(sandboxFor('http://127.0.0.1:4410', 'http://localhost:4310', [])).toContain('allow-scripts');
  });

  it('lets popups leave the sandbox only for the game origins the config names', () => {
    expect(sandboxFor('http://127.0.0.1:4410', 'http://localhost:4310', [])).not.toContain('allow-popups-to-escape-sandbox');
    expect(sandboxFor('http://127.0.0.1:4410', 'http://localhost:4310', ['https://cashier.example'])).not.toContain('allow-popups-to-escape-sandbox');
    expect(sandboxFor('http://127.0.0.1:4410', 'http://localhost:4310', ['http://127.0.0.1:4410'])).toContain('allow-popups-to-escape-sandbox');
    expect(casinoSettingsOf({} as SiteConfig).popupsEscapeSandbox).toEqual([]);
  });

  it('listens only to its own frame from its own origin', () => {
    const frame = {} as Window;
    const other = {} as Window;
    expect(isFromFrame({ source: frame, origin: 'http://127.0.0.1:4410' }, frame, 'http://127.0.0.1:4410', 'http://localhost:4310')).toBe(true);
    expect(isFromFrame({ source: frame, origin: 'https://evil.example' }, frame, 'http://127.0.0.1:4410', 'http://localhost:4310')).toBe(false);
    expect(isFromFrame({ source: other, origin: 'http://127.0.0.1:4410' }, frame, 'http://127.0.0.1:4410', 'http://localhost:4310')).toBe(false);
    expect(isFromFrame({ source: frame, origin: 'null' }, frame, 'http://127.0.0.1:4410', 'http://localhost:4310')).toBe(false);
    expect(isFromFrame({ source: frame, origin: 'null' }, frame, 'http://localhost:4310', 'http://localhost:4310')).toBe(true);
  });
});

describe('slot first deposit redirect', () => {
  const ctx = (redirect: boolean, search = '') =>
    ({
      config: { casino: { gameOrigins: [], sessionStats: false, minGameCycleMs: 0, slotFirstDepositRedirect: redirect, brandsSlider: true } },
      lng: 'ru',
      location: { pathname: '/ru/bonus/slot_first_deposit', search, hash: '' },
      table: { routes: new Map([['casino-slot-first-deposit', {}]]), href: (id: string, lng: string) => (id === 'casino-slot-first-deposit' ? `/${lng}/casino/slot-first-deposit` : '?') },
    }) as unknown as NavigationContext;

  it('moves the bonus page for good (301) where the region asks, keeping the query', () => {
    expect(slotFirstDepositRedirectGuard.decide(ctx(true, '?ref=1'))).toEqual({ kind: 'redirect', to: '/ru/casino/slot-first-deposit?ref=1', replace: true, status: 301 });
    expect(slotFirstDepositRedirectGuard.decide(ctx(false))).toEqual({ kind: 'allow' });
  });
});

describe('texts', () => {
  it('has every English text in Russian too (Russian adds its own plural forms)', async () => {
    const en = (await import('./texts/en.json')).default as Record<string, string>;
    const ru = (await import('./texts/ru.json')).default as Record<string, string>;
    const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
    expect(new Set(Object.keys(ru).map(base))).toEqual(new Set(Object.keys(en).map(base)));
    expect(Object.keys(ru).filter((k) => k.startsWith('casino_games_count_')).sort()).toEqual(['casino_games_count_few', 'casino_games_count_many', 'casino_games_count_one', 'casino_games_count_other']);
  });
});
