// The sports slice keeps every unchanged object by reference: what lets one price update re-render one button.
import { describe, expect, it } from 'vitest';
import type { Game, GamesAnswer, Market } from './model.ts';
import { viewKey } from './model.ts';
import {
  gameLoaded,
  listCutToFirst,
  listFailed,
  listLoaded,
  menuLoaded,
  selectGame,
  selectGameLayout,
  selectMarket,
  sportsSlice,
  viewOpened,
  type SportsState,
} from './slice.ts';

const reduce = sportsSlice.reducer;
const LIVE = { kind: 'list', query: { section: 'live' } } as const;
const KEY = viewKey(LIVE);

function market(id: number, outcome: Market['outcome'], coef: number, group: Market['group'] = '1x2', line: number | null = null): Market {
  return { id, typeId: 1, kind: 1, group, outcome, line, coef, blocked: false };
}

function game(id: number, champId: number, patch: Partial<Game> = {}): Game {
  return {
    id,
    sport: 'football',
    sportId: 1,
    champId,
    champName: `Champ ${champId}`,
    discipline: null,
    home: `Home ${id}`,
    away: `Away ${id}`,
    startAt: 1_700_000_000_000,
    statusId: 2,
    isLive: true,
    isFinished: false,
    score: { home: 0, away: 0 },
    period: 1,
    gameTimeSec: 600,
    markets: [market(id * 100, '1', 2.1), market(id * 100 + 1, 'X', 3.2), market(id * 100 + 2, '2', 3.6)],
    ...patch,
  };
}

function answer(games: Game[]): GamesAnswer {
  const champIds = [...new Set(games.map((g) => g.champId))];
  return {
    section: 'live',
    serverTime: 0,
    champs: champIds.map((id) => ({ id, sport: 'football', discipline: null, name: `Champ ${id}`, count: games.filter((g) => g.champId === id).length })),
    games,
  };
}

function loaded(games: Game[]): SportsState {
  return reduce(reduce(undefined, viewOpened(LIVE)), listLoaded({ key: KEY, answer: answer(games) }));
}

const GAMES = [game(1, 10), game(2, 10), game(3, 20)];

describe('sports slice', () => {
  it('normalises a list by id and groups it by championship in answer order', () => {
    const state = loaded(GAMES);
    expect(state.list).toEqual({ key: KEY, status: 'ready', groups: [{ champId: 10, gameIds: [1, 2] }, { champId: 20, gameIds: [3] }] });
    expect(selectGame({ sports: state }, 2)).toMatchObject({ home: 'Home 2', mainMarketIds: [200, 201, 202], allMarketIds: null });
    expect(selectMarket({ sports: state }, 301)).toMatchObject({ outcome: 'X', coef: 3.2 });
    expect(state.champs[20]).toMatchObject({ name: 'Champ 20', count: 1 });
  });

  it('returns the very same state when an answer changes nothing', () => {
    const state = loaded(GAMES);
    const again = reduce(state, listLoaded({ key: KEY, answer: answer(structuredClone(GAMES)) }));
    expect(again).toBe(state);
  });

  it('replaces only the market whose price moved; games, groups and other markets keep their identity', () => {
    const state = loaded(GAMES);
    const moved = structuredClone(GAMES);
    moved[1]!.markets[0]!.coef = 2.25;
    const next = reduce(state, listLoaded({ key: KEY, answer: answer(moved) }));
    expect(next.markets[200]).not.toBe(state.markets[200]);
    expect(next.markets[200]!.coef).toBe(2.25);
    for (const id of [100, 101, 102, 201, 202, 300]) expect(next.markets[id], `market ${id}`).toBe(state.markets[id]);
    for (const id of [1, 2, 3]) expect(next.games[id], `game ${id}`).toBe(state.games[id]);
    expect(next.list).toBe(state.list);
    expect(next.champs).toBe(state.champs);
  });

  it('replaces only the game whose score moved, keeping its market id arrays', () => {
    const state = loaded(GAMES);
    const scored = structuredClone(GAMES);
    scored[0]!.score = { home: 1, away: 0 };
    const next = reduce(state, listLoaded({ key: KEY, answer: answer(scored) }));
    expect(next.games[1]).not.toBe(state.games[1]);
    expect(next.games[1]!.score).toEqual({ home: 1, away: 0 });
    expect(next.games[1]!.mainMarketIds).toBe(state.games[1]!.mainMarketIds);
    expect(next.games[2]).toBe(state.games[2]);
    expect(next.markets).toBe(state.markets);
  });

  it('keeps a running clock apart: the game object stays the same while only its clock moves', () => {
    const state = loaded(GAMES);
    const ticked = structuredClone(GAMES).map((g) => ({ ...g, gameTimeSec: g.gameTimeSec! + 5 }));
    const next = reduce(state, listLoaded({ key: KEY, answer: answer(ticked) }));
    for (const id of [1, 2, 3]) expect(next.games[id], `game ${id}`).toBe(state.games[id]);
    expect(next.clocks).toEqual({ 1: 605, 2: 605, 3: 605 });
    expect(next.markets).toBe(state.markets);
  });

  it('forgets games and markets that left the screen', () => {
    const state = loaded(GAMES);
    const next = reduce(state, listLoaded({ key: KEY, answer: answer([GAMES[0]!, GAMES[2]!]) }));
    expect(Object.keys(next.games)).toEqual(['1', '3']);
    expect(next.markets[200]).toBeUndefined();
    expect(next.list!.groups).toEqual([{ champId: 10, gameIds: [1] }, { champId: 20, gameIds: [3] }]);
  });

  it('ignores answers for a list that is no longer shown, and keeps data on a failed refresh', () => {
    const state = loaded(GAMES);
    expect(reduce(state, listLoaded({ key: 'list:line:::', answer: answer([game(9, 10)]) }))).toBe(state);
    const failed = reduce(state, listFailed({ key: KEY, notFound: false }));
    expect(failed.list!.status).toBe('ready');
    const fresh = reduce(reduce(undefined, viewOpened(LIVE)), listFailed({ key: KEY, notFound: false }));
    expect(fresh.list!.status).toBe('error');
    const unknown = reduce(reduce(undefined, viewOpened(LIVE)), listFailed({ key: KEY, notFound: true }));
    expect(unknown.list!.status).toBe('notFound');
  });

  it('keeps the open game with all its markets in row layout, next to the list', () => {
    let state = loaded(GAMES);
    state = reduce(state, viewOpened({ kind: 'game', gameId: 1, live: true }));
    const full = game(1, 10, {
      markets: [
        ...GAMES[0]!.markets,
        market(110, 'over', 1.8, 'total', 2.5),
        market(111, 'under', 2.0, 'total', 2.5),
        market(130, 'home', 1.5, 'handicap', 0),
        market(131, 'away', 2.5, 'handicap', 0),
        market(132, 'home', 3.1, 'handicap', -1.5),
        market(133, 'away', 1.3, 'handicap', 1.5),
      ],
    });
    state = reduce(state, gameLoaded({ serverTime: 0, game: full }));
    expect(state.game).toEqual({ gameId: 1, status: 'ready' });
    const layout = selectGameLayout({ sports: state }, 1);
    expect(layout).toEqual([
      { group: '1x2', rows: [[100, 101, 102]] },
      { group: 'total', rows: [[110, 111]] },
      { group: 'handicap', rows: [[130, 131], [132, 133]] },
    ]);
    // The list refreshes with main markets only: the game keeps all of its markets.
    state = reduce(state, listLoaded({ key: KEY, answer: answer(structuredClone(GAMES)) }));
    expect(selectGame({ sports: state }, 1)!.allMarketIds).toHaveLength(9);
    expect(selectGameLayout({ sports: state }, 1)).toBe(layout);
    expect(state.markets[133]).toBeDefined();
  });

  it('keeps the menu object while its answer is the same', () => {
    let state = reduce(undefined, viewOpened({ kind: 'menu', section: 'line' }));
    const sports = [{ id: 'tennis', sportId: 4, name: 'Tennis', count: 3, disciplines: [], champs: [] }];
    state = reduce(state, menuLoaded({ section: 'line', sports }));
    const same = reduce(state, menuLoaded({ section: 'line', sports: structuredClone(sports) }));
    expect(same).toBe(state);
    expect(reduce(state, menuLoaded({ section: 'live', sports }))).toBe(state);
  });
});

describe('the first screen keeps the games it draws', () => {
  it('drops the games and prices of the championships not drawn, keeps the outline, and asks again at once', () => {
    const full = reduce(reduce(undefined, viewOpened(LIVE)), listLoaded({ key: KEY, answer: answer([game(1, 10), game(2, 10), game(3, 20), game(4, 30)]), at: 5_000 }));
    const cut = reduce(full, listCutToFirst({ champIds: [10, 30] }));
    expect(Object.keys(cut.games).map(Number).sort()).toEqual([1, 2, 4]);
    expect(cut.markets[300]).toBeUndefined();
    expect(cut.markets[400]).toEqual(full.markets[400]);
    // Every championship's heading and count stay; the list is not fresh, so the poller asks at once.
    expect(cut.list).toBe(full.list);
    expect(cut.listLoadedAt).toBeNull();
    // The whole answer brings the rest back, and the games drawn keep their objects.
    const back = reduce(cut, listLoaded({ key: KEY, answer: answer([game(1, 10), game(2, 10), game(3, 20), game(4, 30)]), at: 6_000 }));
    expect(Object.keys(back.games)).toHaveLength(4);
    expect(back.games[1]).toBe(cut.games[1]);
  });
});
