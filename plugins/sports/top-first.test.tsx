// @vitest-environment jsdom
// Top games first (SPEC 3.5 isBestMatchesOnTop): the line and live lists start with the section's
// top games (the home page's pick) while the preference is on, from the server's first screen.
import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { preferenceChosen, type ChosenPreferences } from '@plugin-api';
import { describeGame, listGames } from '../../server/test-kit/index.ts';
import { LinePage } from './LinePage.tsx';
import { topFirst } from './top-first.ts';
import { createSportsTestApp, serverFirstScreen, sportsServerForFile, T0 } from './test-kit.tsx';

const server = sportsServerForFile();

async function topIds(section: 'line' | 'live'): Promise<number[]> {
  return ((await server().guest()('GET', '/sports/top-games', { query: { section } })) as { gameIds: number[] }).gameIds;
}

function renderList(preferences: Partial<ChosenPreferences>, routeId = 'sports', params: Record<string, string> = {}) {
  const t = createSportsTestApp({ request: server().guest(), preferences });
  t.render(<LinePage routeId={routeId} params={params} query="" lng="en" />, routeId.startsWith('live') ? '/en/live' : '/en/line');
  return t;
}

const topCalls = (t: ReturnType<typeof createSportsTestApp>) => t.request.mock.calls.filter(([, path]) => path === '/sports/top-games');

describe('top games first', () => {
  it('on: the list opens with the top games, best first, each shown once', async () => {
    renderList({ bestMatchesOnTop: true, accumulatorOfTheDay: false });
    const ids = await topIds('line');
    const top = await screen.findByRole('region', { name: 'Top games' });
    await waitFor(() => expect(within(top).getAllByRole('listitem')).toHaveLength(ids.length));
    const rows = within(top).getAllByRole('listitem');
    rows.forEach((row, k) => expect(row.textContent, `top game ${k + 1}`).toContain(describeGame(ids[k]!, T0)!.home));
    // The first region of the list, before every championship.
    expect(document.querySelector('.champ')).toBe(top);
    // Taken out of its championship: no second row for it.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(3), { timeout: 5000 });
    for (const id of ids) expect([...document.querySelectorAll('.game-row')].filter((row) => row.textContent!.includes(describeGame(id, T0)!.home) && row.textContent!.includes(describeGame(id, T0)!.away))).toHaveLength(1);
  });

  it('off: the list in its own order and no request for the pick; turned on without a reload', async () => {
    const t = renderList({ accumulatorOfTheDay: false });
    await screen.findAllByRole('heading', { level: 3 }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Top games' })).toBeNull();
    expect(topCalls(t)).toHaveLength(0);
    act(() => {
      t.store.dispatch(preferenceChosen({ name: 'bestMatchesOnTop', value: true }));
    });
    expect(await screen.findByRole('region', { name: 'Top games' })).toBeInTheDocument();
    expect(topCalls(t).map(([, , options]) => options?.query)).toEqual([{ section: 'line' }]);
  });

  it("one sport's list opens with the top games of that sport, and the live list with the live pick", async () => {
    renderList({ bestMatchesOnTop: true }, 'live');
    const live = await topIds('live');
    const region = await screen.findByRole('region', { name: 'Top games' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(live.length));
    cleanup();
    const line = await topIds('line');
    const tennis = new Set(listGames('line', { sport: 'tennis' }, T0).games.map((g) => g.id));
    const expected = line.filter((id) => tennis.has(id));
    // The day's pick holds tennis games at T0; the other sports' top games are not this list's.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(line.length);
    renderList({ bestMatchesOnTop: true }, 'sports-sport', { sport: 'tennis' });
    const top = await screen.findByRole('region', { name: 'Top games' }, { timeout: 5000 });
    await waitFor(() => expect(within(top).getAllByRole('listitem')).toHaveLength(expected.length));
    within(top)
      .getAllByRole('listitem')
      .forEach((row, k) => expect(row.textContent).toContain(describeGame(expected[k]!, T0)!.home));
  });

  it('the server asks for the pick with the list when the cookie says so, and keeps the top games through the first-screen cut', async () => {
    for (const bestMatchesOnTop of [true, false]) {
      const { t, request } = await serverFirstScreen(server().guest(), { bestMatchesOnTop, accumulatorOfTheDay: false }, 'sports');
      expect(request.mock.calls.filter(([, path]) => path === '/sports/top-games')).toHaveLength(bestMatchesOnTop ? 1 : 0);
      const state = t.store.getState().sports;
      if (bestMatchesOnTop) {
        const ids = await topIds('line');
        expect(state.top).toEqual({ section: 'line', gameIds: ids });
        for (const id of ids) expect(state.games[id], `top game ${id} kept`).toBeDefined();
      } else expect(state.top).toBeNull();
    }
  });
});

describe('topFirst', () => {
  it('puts the listed top games first and keeps untouched championships as they were', () => {
    const a = { champId: 1, gameIds: [11, 12] };
    const b = { champId: 2, gameIds: [21] };
    const c = { champId: 3, gameIds: [31, 32] };
    const groups = [a, b, c];
    const picked = [32, 99, 21];
    const answer = topFirst(groups, picked);
    expect(answer.top).toEqual([32, 21]);
    expect(answer.rest).toEqual([a, { champId: 3, gameIds: [31] }]);
    expect(answer.rest[0]).toBe(a);
    expect(topFirst(groups, picked)).toBe(answer);
    expect(topFirst(groups, []).rest).toBe(groups);
  });
});
