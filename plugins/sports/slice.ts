/**
 * The sports slice (store key 'sports'): games, markets and championships normalised by id, plus the
 * list, menu and game page on screen.
 *
 * Invariant that keeps a live page of 100 games cheap: an answer replaces an entity only when one of
 * its fields changed, and keeps every unchanged object (game, market, score, id array, list group)
 * by reference. Components select one entity by id, so a poll that moves one price re-renders one
 * odds button and nothing else. The merges are plain functions over the previous state (not Immer
 * drafts): comparing hundreds of fields through proxies would cost more than the update itself.
 */
import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice } from '@plugin-api';
import type { Champ, Game, GameAnswer, GamesAnswer, Market, MenuAnswer, Section, SportsView } from './model.ts';
import { viewKey } from './model.ts';

export type LoadStatus = 'loading' | 'ready' | 'error' | 'notFound';

/**
 * A game without its markets (in `markets`, by id) and without its running clock (in `clocks`): a
 * live clock changes on every poll, and keeping it apart keeps the game object itself stable.
 */
export interface GameEntity extends Omit<Game, 'markets' | 'gameTimeSec'> {
  /** The result (1X2) markets, shown in lists. */
  readonly mainMarketIds: readonly number[];
  /** Every market, once the game page has loaded the game; null before. */
  readonly allMarketIds: readonly number[] | null;
  /** The main handicap and total a list in the Asian view carries (empty for other lists). */
  readonly lineMarketIds: readonly number[];
}

export interface ListGroup {
  readonly champId: number;
  readonly gameIds: readonly number[];
}

export interface ListState {
  readonly key: string;
  readonly status: LoadStatus;
  /** Games grouped by championship, in display order. */
  readonly groups: readonly ListGroup[];
}

export interface MenuState {
  readonly section: Section;
  readonly status: LoadStatus;
  readonly sports: MenuAnswer['sports'];
}

export interface GameViewState {
  readonly gameId: number;
  readonly status: LoadStatus;
}

/** The top games of a section, best first (empty until they come). */
export interface TopGamesState {
  readonly section: Section;
  readonly gameIds: readonly number[];
}

export interface SportsState {
  readonly games: Readonly<Record<number, GameEntity>>;
  readonly markets: Readonly<Record<number, Market>>;
  readonly champs: Readonly<Record<number, Champ>>;
  /** The game clock (gameTimeSec) by game id; null before the start. */
  readonly clocks: Readonly<Record<number, number | null>>;
  readonly list: ListState | null;
  /** When the shown list was last answered (ms since the epoch): its poller waits while it is fresh. */
  readonly listLoadedAt: number | null;
  readonly menu: MenuState | null;
  readonly game: GameViewState | null;
  /** Only while a list puts the top games first. */
  readonly top: TopGamesState | null;
}

export const initialSportsState: SportsState = { games: {}, markets: {}, champs: {}, clocks: {}, list: null, listLoadedAt: null, menu: null, game: null, top: null };

// ---------------------------------------------------------------------------------------------
// Equality and merging with structural sharing

function sameIds(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameMarket(a: Market, b: Market): boolean {
  return (
    a.coef === b.coef &&
    a.blocked === b.blocked &&
    a.id === b.id &&
    a.typeId === b.typeId &&
    a.kind === b.kind &&
    a.group === b.group &&
    a.outcome === b.outcome &&
    a.line === b.line
  );
}

function sameChamp(a: Champ, b: Champ): boolean {
  return a.id === b.id && a.name === b.name && a.count === b.count && a.sport === b.sport && a.discipline === b.discipline && a.country === b.country;
}

function sameScore(a: Game['score'], b: Game['score']): boolean {
  return a === b || (a !== null && b !== null && a.home === b.home && a.away === b.away);
}

const GAME_FIELDS = [
  'id',
  'sport',
  'sportId',
  'champId',
  'champName',
  'discipline',
  'home',
  'away',
  'startAt',
  'statusId',
  'isLive',
  'isFinished',
  'period',
] as const satisfies readonly (keyof GameEntity)[];

/** Which of a game's markets an id list holds: all, the result ones, or the others (lines). */
type MarketPart = 'all' | 'main' | 'lines';

function inPart(market: Market, part: MarketPart): boolean {
  return part === 'all' || (market.group === '1x2') === (part === 'main');
}

/** Whether `ids` are the ids of `markets` of that part, in order. */
function sameMarketIds(ids: readonly number[] | null, markets: readonly Market[], part: MarketPart): boolean {
  if (!ids) return false;
  let k = 0;
  for (const market of markets) {
    if (!inPart(market, part)) continue;
    if (ids[k++] !== market.id) return false;
  }
  return k === ids.length;
}

const NO_IDS: readonly number[] = [];

/** The entity for `game`, or `prev` itself when nothing changed; unchanged parts are reused. */
function gameEntity(prev: GameEntity | undefined, game: Game, all: boolean): GameEntity {
  // The common case on a poll: nothing this entity holds changed. Checked without allocating.
  if (
    prev &&
    GAME_FIELDS.every((key) => prev[key] === game[key]) &&
    sameScore(prev.score, game.score) &&
    sameMarketIds(prev.mainMarketIds, game.markets, 'main') &&
    (all ? sameMarketIds(prev.allMarketIds, game.markets, 'all') : sameMarketIds(prev.lineMarketIds, game.markets, 'lines'))
  ) {
    return prev;
  }
  const { markets, gameTimeSec: _clock, ...fields } = game;
  const main = markets.filter((m) => inPart(m, 'main')).map((m) => m.id);
  const allIds = all ? markets.map((m) => m.id) : (prev?.allMarketIds ?? null);
  // A list answer says which lines it shows (none outside the Asian view); the game page's leaves them.
  const lines = all ? (prev?.lineMarketIds ?? NO_IDS) : markets.filter((m) => inPart(m, 'lines')).map((m) => m.id);
  if (!prev) return { ...fields, mainMarketIds: main, allMarketIds: allIds, lineMarketIds: lines.length > 0 ? lines : NO_IDS };
  const mainMarketIds = sameIds(prev.mainMarketIds, main) ? prev.mainMarketIds : main;
  const allMarketIds = sameIds(prev.allMarketIds, allIds) ? prev.allMarketIds : allIds;
  const lineMarketIds = sameIds(prev.lineMarketIds, lines) ? prev.lineMarketIds : lines;
  const score = sameScore(prev.score, fields.score) ? prev.score : fields.score;
  const unchanged =
    mainMarketIds === prev.mainMarketIds &&
    allMarketIds === prev.allMarketIds &&
    lineMarketIds === prev.lineMarketIds &&
    score === prev.score &&
    GAME_FIELDS.every((key) => prev[key] === fields[key]);
  return unchanged ? prev : { ...fields, score, mainMarketIds, allMarketIds, lineMarketIds };
}

/** A copy-on-first-write record: copies `base` once, only if something is written. */
function cow<V>(base: Readonly<Record<number, V>>) {
  let out = base as Record<number, V>;
  let copied = false;
  return {
    get: (id: number): V | undefined => out[id],
    set(id: number, value: V) {
      if (!copied) {
        out = { ...out };
        copied = true;
      }
      out[id] = value;
    },
    result: (): Readonly<Record<number, V>> => out,
  };
}

function mergeGames(state: SportsState, games: readonly Game[], all: boolean): Pick<SportsState, 'games' | 'markets' | 'clocks'> {
  const gameMap = cow(state.games);
  const marketMap = cow(state.markets);
  const clockMap = cow(state.clocks);
  for (const game of games) {
    if (clockMap.get(game.id) !== game.gameTimeSec) clockMap.set(game.id, game.gameTimeSec);
    for (const market of game.markets) {
      const prev = marketMap.get(market.id);
      if (!prev || !sameMarket(prev, market)) marketMap.set(market.id, market);
    }
    const prev = gameMap.get(game.id);
    const next = gameEntity(prev, game, all);
    if (next !== prev) gameMap.set(game.id, next);
  }
  return { games: gameMap.result(), markets: marketMap.result(), clocks: clockMap.result() };
}

function mergeChamps(state: SportsState, champs: readonly Champ[]): SportsState['champs'] {
  const map = cow(state.champs);
  for (const champ of champs) {
    const prev = map.get(champ.id);
    if (!prev || !sameChamp(prev, champ)) map.set(champ.id, champ);
  }
  return map.result();
}

function groupsOf(answer: GamesAnswer, prev: readonly ListGroup[]): readonly ListGroup[] {
  const byChamp = new Map<number, number[]>(answer.champs.map((c) => [c.id, []]));
  for (const game of answer.games) {
    const ids = byChamp.get(game.champId);
    if (ids) ids.push(game.id);
    else byChamp.set(game.champId, [game.id]);
  }
  const previous = new Map(prev.map((g) => [g.champId, g]));
  let changed = byChamp.size !== prev.length;
  const groups: ListGroup[] = [];
  let i = 0;
  for (const [champId, gameIds] of byChamp) {
    const old = previous.get(champId);
    const group = old && sameIds(old.gameIds, gameIds) ? old : { champId, gameIds };
    if (group !== prev[i]) changed = true;
    groups.push(group);
    i++;
  }
  return changed ? groups : prev;
}

/**
 * Drops games no longer on screen (not in the list, not the open game) and markets no game refers
 * to, so a page left open for hours holds what it shows and nothing more.
 */
function collect(state: SportsState): SportsState {
  const keep = new Set<number>();
  for (const group of state.list?.groups ?? []) for (const id of group.gameIds) keep.add(id);
  if (state.game) keep.add(state.game.gameId);
  const gameIds = Object.keys(state.games);
  if (gameIds.every((id) => keep.has(Number(id)))) return state;
  return keepOnly(state, keep);
}

/** The state with the games of `keep` only, their clocks, and the markets they refer to. */
function keepOnly(state: SportsState, keep: ReadonlySet<number>): SportsState {
  const games: Record<number, GameEntity> = {};
  const clocks: Record<number, number | null> = {};
  const marketIds = new Set<number>();
  for (const id of keep) {
    const game = state.games[id];
    if (!game) continue;
    games[id] = game;
    clocks[id] = state.clocks[id] ?? null;
    for (const m of game.mainMarketIds) marketIds.add(m);
    for (const m of game.lineMarketIds) marketIds.add(m);
    for (const m of game.allMarketIds ?? []) marketIds.add(m);
  }
  const markets: Record<number, Market> = {};
  for (const id of marketIds) {
    const market = state.markets[id];
    if (market) markets[id] = market;
  }
  return { ...state, games, markets, clocks };
}

/** The plain previous state inside a case reducer (RTK hands reducers an Immer draft). */
function plain(state: unknown): SportsState {
  return (isDraft(state) ? original(state) : state) as SportsState;
}

// ---------------------------------------------------------------------------------------------
// The slice

export const sportsSlice = definePluginSlice(
  createSlice({
    name: 'sports',
    initialState: initialSportsState,
    reducers: {
      /** A page or part of one that shows feed data mounted (its poller starts). */
      viewOpened(state, action: PayloadAction<SportsView>) {
        const view = action.payload;
        const key = viewKey(view);
        if (view.kind === 'list' && state.list?.key !== key) {
          state.list = { key, status: 'loading', groups: [] };
          state.listLoadedAt = null;
        }
        if (view.kind === 'menu' && state.menu?.section !== view.section) state.menu = { section: view.section, status: 'loading', sports: [] };
        if (view.kind === 'game' && state.game?.gameId !== view.gameId) state.game = { gameId: view.gameId, status: 'loading' };
        if (view.kind === 'top' && state.top?.section !== view.section) state.top = { section: view.section, gameIds: [] };
      },
      /** It unmounted (its poller stops); the data stays for a quick way back. */
      viewClosed(_state, _action: PayloadAction<SportsView>) {},
      /** `at`: when the answer came (the saga's clock), so a fresh list is not asked for again at once. */
      listLoaded(draft, action: PayloadAction<{ key: string; answer: GamesAnswer; at?: number }>) {
        const state = plain(draft);
        const { key, answer, at } = action.payload;
        if (state.list?.key !== key) return state; // an answer for a list no longer shown
        const merged = mergeGames(state, answer.games, false);
        const champs = mergeChamps(state, answer.champs);
        const groups = groupsOf(answer, state.list.groups);
        const list = groups === state.list.groups && state.list.status === 'ready' ? state.list : { key, status: 'ready' as const, groups };
        const listLoadedAt = at ?? state.listLoadedAt ?? null;
        if (merged.games === state.games && merged.markets === state.markets && merged.clocks === state.clocks && champs === state.champs && list === state.list) {
          return listLoadedAt === state.listLoadedAt ? state : { ...state, listLoadedAt };
        }
        return collect({ ...state, ...merged, champs, list, listLoadedAt });
      },
      /**
       * The server's first screen keeps the games of the championships it draws (`champIds`) and the
       * list's outline (every championship's games by id, for the headings' counts): the games of the
       * rest of a long line were two thirds of the page's weight, sent and parsed before anyone
       * scrolls. The list then counts as not loaded yet (no time), so the browser asks for it at once.
       */
      listCutToFirst(draft, action: PayloadAction<{ champIds: readonly number[] }>) {
        const state = plain(draft);
        if (state.list?.status !== 'ready') return state;
        const drawn = new Set(action.payload.champIds);
        const keep = new Set(state.list.groups.filter((group) => drawn.has(group.champId)).flatMap((group) => group.gameIds));
        return { ...keepOnly(state, keep), listLoadedAt: null };
      },
      listFailed(state, action: PayloadAction<{ key: string; notFound: boolean }>) {
        const { key, notFound } = action.payload;
        if (state.list?.key !== key) return;
        // A refresh that fails keeps what is shown; only a list that never loaded shows the error.
        if (notFound) state.list = { key, status: 'notFound', groups: [] };
        else if (state.list.status !== 'ready') state.list.status = 'error';
      },
      /** The section's top games; the same ids keep the same array, so the list does not re-render. */
      topGamesLoaded(state, action: PayloadAction<TopGamesState>) {
        const { section, gameIds } = action.payload;
        if (state.top?.section !== section || sameIds(state.top.gameIds, gameIds)) return;
        state.top = { section, gameIds: [...gameIds] };
      },
      menuLoaded(draft, action: PayloadAction<MenuAnswer>) {
        const state = plain(draft);
        const { section, sports } = action.payload;
        if (state.menu?.section !== section) return state;
        // The menu is small: one structural comparison decides whether anything re-renders.
        if (state.menu.status === 'ready' && JSON.stringify(state.menu.sports) === JSON.stringify(sports)) return state;
        return { ...state, menu: { section, status: 'ready', sports } };
      },
      menuFailed(state, action: PayloadAction<{ section: Section }>) {
        if (state.menu?.section === action.payload.section && state.menu.status !== 'ready') state.menu.status = 'error';
      },
      gameLoaded(draft, action: PayloadAction<GameAnswer>) {
        const state = plain(draft);
        const { game } = action.payload;
        if (state.game?.gameId !== game.id) return state;
        const merged = mergeGames(state, [game], true);
        const view = state.game.status === 'ready' ? state.game : { gameId: game.id, status: 'ready' as const };
        if (merged.games === state.games && merged.markets === state.markets && merged.clocks === state.clocks && view === state.game) return state;
        return collect({ ...state, ...merged, game: view });
      },
      gameFailed(state, action: PayloadAction<{ gameId: number; notFound: boolean }>) {
        const { gameId, notFound } = action.payload;
        if (state.game?.gameId !== gameId) return;
        if (notFound) state.game = { gameId, status: 'notFound' };
        else if (state.game.status !== 'ready') state.game.status = 'error';
      },
    },
    // Per-id lookups return stored objects, so they are already stable; derived data (below) is memoised.
    selectors: {
      selectGame: (state, gameId: number): GameEntity | undefined => state.games[gameId],
      selectMarket: (state, marketId: number): Market | undefined => state.markets[marketId],
      selectChamp: (state, champId: number): Champ | undefined => state.champs[champId],
      selectList: (state): ListState | null => state.list,
      selectMenu: (state): MenuState | null => state.menu,
      selectGameView: (state): GameViewState | null => state.game,
    },
  }),
);

export const { viewOpened, viewClosed, listLoaded, listCutToFirst, listFailed, menuLoaded, menuFailed, gameLoaded, gameFailed, topGamesLoaded } = sportsSlice.actions;

// ---------------------------------------------------------------------------------------------
// Selectors, from the app's state (the initial state until the slice has state of its own)

export const { selectGame, selectMarket, selectChamp, selectList, selectMenu, selectGameView } = sportsSlice.selectors;

const NO_TOP_GAMES: readonly number[] = [];

/** The top games of `section` as far as they are known (none before they come). */
export function selectTopGameIds(state: unknown, section: Section): readonly number[] {
  const top = selectSports(state).top;
  return top?.section === section ? top.gameIds : NO_TOP_GAMES;
}

/** The whole slice. */
export const selectSports = sportsSlice.selectSlice;

/** Equality for selectors that pick a few fields into a new object: same when every field is (===). */
export function sameFields<T extends object>(a: T | undefined, b: T | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** What a list row shows apart from its clock, score and prices (select with `sameFields`). */
export interface RowHead {
  readonly id: number;
  readonly sport: string;
  readonly sportId: number;
  readonly champId: number;
  readonly champName: string;
  readonly discipline: string | null;
  readonly home: string;
  readonly away: string;
  readonly isLive: boolean;
  /** Never moves: a pick carries it to the coupon (the kick-off of a line bet's row). */
  readonly startAt: number;
  readonly mainMarketIds: readonly number[];
  readonly lineMarketIds: readonly number[];
}

export function selectRowHead(state: unknown, gameId: number): RowHead | undefined {
  const game = selectGame(state, gameId);
  if (!game) return undefined;
  const { id, sport, sportId, champId, champName, discipline, home, away, isLive, startAt, mainMarketIds, lineMarketIds } = game;
  return { id, sport, sportId, champId, champName, discipline, home, away, isLive, startAt, mainMarketIds, lineMarketIds };
}

/**
 * What the score and clock show, at the clock's shown resolution: football by the minute, other
 * sports by period. A live game's clock runs on every poll; a row re-renders only when what it
 * shows changes (select with `sameFields`).
 */
export interface GameFace {
  readonly phase: 'line' | 'live' | 'finished';
  readonly sport: string;
  readonly startAt: number;
  readonly home: number;
  readonly away: number;
  readonly minute: number | null;
  readonly period: number | null;
}

export const FOOTBALL_MINUTES = 90;

export function selectGameFace(state: unknown, gameId: number): GameFace | undefined {
  const game = selectGame(state, gameId);
  if (!game) return undefined;
  const phase = game.isFinished ? 'finished' : game.isLive ? 'live' : 'line';
  const clock = selectSports(state).clocks[gameId] ?? null;
  const minute = game.sport === 'football' && clock !== null ? Math.min(FOOTBALL_MINUTES, Math.floor(clock / 60) + 1) : null;
  return {
    phase,
    sport: game.sport,
    startAt: game.startAt,
    home: game.score?.home ?? 0,
    away: game.score?.away ?? 0,
    minute,
    period: minute === null ? game.period : null,
  };
}

export type MarketGroupName = Market['group'];

/** A game page section: one market group, its markets in rows (result: one row; totals, handicaps: a row per line). */
export interface MarketGroupLayout {
  readonly group: MarketGroupName;
  readonly rows: readonly (readonly number[])[];
}

const GROUP_ORDER: readonly MarketGroupName[] = ['1x2', 'total', 'handicap'];
const layouts = new WeakMap<readonly number[], readonly MarketGroupLayout[]>();
const NO_LAYOUT: readonly MarketGroupLayout[] = [];

/**
 * The market groups of a game page. A market's group and line never change, so the layout is
 * computed once per list of market ids and kept while that list is the same array.
 */
export function selectGameLayout(state: unknown, gameId: number): readonly MarketGroupLayout[] {
  const ids = selectGame(state, gameId)?.allMarketIds;
  if (!ids) return NO_LAYOUT;
  const cached = layouts.get(ids);
  if (cached) return cached;
  const { markets } = selectSports(state);
  const rows = new Map<string, number[]>();
  for (const id of ids) {
    const market = markets[id];
    if (!market) continue;
    // The result group is one row; totals and handicaps pair by the home side's line.
    const line = market.group === '1x2' ? '' : market.group === 'handicap' && market.outcome === 'away' ? String(-(market.line ?? 0)) : String(market.line);
    const key = `${market.group}|${line}`;
    const row = rows.get(key);
    if (row) row.push(id);
    else rows.set(key, [id]);
  }
  const layout = GROUP_ORDER.map((group) => ({
    group,
    rows: [...rows.entries()].filter(([key]) => key.startsWith(`${group}|`)).map(([, row]) => row),
  })).filter((g) => g.rows.length > 0);
  layouts.set(ids, layout);
  return layout;
}
