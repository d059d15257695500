/**
 * The casino slice (store key 'casino'): game lists loaded page by page as the grid scrolls to
 * them, and the player's favorites. Events, not setters: a grid says which pages it needs and which
 * list it shows, a tile says a favorite was toggled, the sagas say what the API answered.
 */
import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice } from '@plugin-api';
import type { Game, GamesPage } from './model.ts';

export type ListQuery = Readonly<Record<string, string | number>>;

export interface ListError {
  readonly message: string;
  readonly status: number;
}

export interface GameList {
  /** Known once the first page answered. */
  readonly total: number | null;
  readonly pageSize: number;
  /** Loaded pages by number (1-based). */
  readonly pages: Readonly<Record<number, readonly Game[]>>;
  readonly loading: readonly number[];
  readonly error: ListError | null;
}

export type FavoritesStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CasinoState {
  readonly lists: Readonly<Record<string, GameList>>;
  /** List keys, the most recently shown last: old lists are dropped beyond a few. */
  readonly order: readonly string[];
  readonly favorites: { readonly status: FavoritesStatus; readonly ids: readonly number[] };
}

// Small pages: the first one travels in the HTML ahead of the first screen, and a window of rows needs one or two.
export const PAGE_SIZE = 24;
const KEPT_LISTS = 6;

const EMPTY_LIST: GameList = { total: null, pageSize: PAGE_SIZE, pages: {}, loading: [], error: null };
const emptyList = (): Draft<GameList> => ({ total: null, pageSize: PAGE_SIZE, pages: {}, loading: [], error: null });

export const initialCasinoState: CasinoState = { lists: {}, order: [], favorites: { status: 'idle', ids: [] } };

/** A list's key: its filters, in a stable order (the same filters are the same list). */
export function listKeyOf(query: ListQuery): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export const casinoSlice = definePluginSlice(
  createSlice({
    name: 'casino',
    initialState: initialCasinoState,
    reducers: {
      /** A grid shows this list now: lists shown long ago are forgotten, the saga cancels other lists' requests. */
      gameListShown(state, action: PayloadAction<{ key: string }>) {
        const { key } = action.payload;
        state.order = [...state.order.filter((k) => k !== key), key];
        for (const old of state.order.slice(0, Math.max(0, state.order.length - KEPT_LISTS))) delete state.lists[old];
        state.order = state.order.slice(-KEPT_LISTS);
        state.lists[key] ??= emptyList();
      },
      /** The grid needs this page (it is near the viewport, or a retry). */
      gamesPageRequested(state, action: PayloadAction<{ key: string; query: ListQuery; page: number }>) {
        const { key, page } = action.payload;
        const list = (state.lists[key] ??= emptyList());
        if (list.pages[page] || list.loading.includes(page)) return;
        state.lists[key] = { ...list, loading: [...list.loading, page], error: null };
      },
      gamesPageLoaded(state, action: PayloadAction<{ key: string; answer: GamesPage }>) {
        const { key, answer } = action.payload;
        const list = state.lists[key];
        if (!list) return;
        state.lists[key] = {
          total: answer.total,
          pageSize: answer.pageSize,
          pages: { ...list.pages, [answer.page]: answer.games },
          loading: list.loading.filter((p) => p !== answer.page),
          error: null,
        };
      },
      gamesPageFailed(state, action: PayloadAction<{ key: string; page: number; error: ListError }>) {
        const { key, page, error } = action.payload;
        const list = state.lists[key];
        if (!list) return;
        state.lists[key] = { ...list, loading: list.loading.filter((p) => p !== page), error };
      },
      /** A request was given up (its list is no longer shown): the page may be asked again later. */
      gamesPageCancelled(state, action: PayloadAction<{ key: string; page: number }>) {
        const list = state.lists[action.payload.key];
        if (list) state.lists[action.payload.key] = { ...list, loading: list.loading.filter((p) => p !== action.payload.page) };
      },
      favoritesRequested(state) {
        if (state.favorites.status !== 'ready') state.favorites = { ...state.favorites, status: 'loading' };
      },
      favoritesLoaded(state, action: PayloadAction<readonly number[]>) {
        state.favorites = { status: 'ready', ids: [...action.payload] };
      },
      favoritesFailed(state) {
        if (state.favorites.status !== 'ready') state.favorites = { ...state.favorites, status: 'error' };
      },
      /** The player toggled a favorite: shown at once; the saga confirms it or rolls it back. */
      favoriteToggled(state, action: PayloadAction<{ gameId: number; on: boolean }>) {
        const { gameId, on } = action.payload;
        const ids = state.favorites.ids.filter((id) => id !== gameId);
        state.favorites = { ...state.favorites, ids: on ? [...ids, gameId] : ids };
      },
      /** The server refused the toggle: the star goes back to what it was. */
      favoriteRolledBack(state, action: PayloadAction<{ gameId: number; on: boolean }>) {
        const { gameId, on } = action.payload;
        const ids = state.favorites.ids.filter((id) => id !== gameId);
        state.favorites = { ...state.favorites, ids: on ? [...ids, gameId] : ids };
      },
      /** Signed out: the favorites were the previous player's. */
      favoritesForgotten(state) {
        state.favorites = { status: 'idle', ids: [] };
      },
    },
    selectors: {
      selectGameList: (state: CasinoState, key: string): GameList => state.lists[key] ?? EMPTY_LIST,
      selectFavorites: (state: CasinoState) => state.favorites,
    },
  }),
);

export const {
  gameListShown,
  gamesPageRequested,
  gamesPageLoaded,
  gamesPageFailed,
  gamesPageCancelled,
  favoritesRequested,
  favoritesLoaded,
  favoritesFailed,
  favoriteToggled,
  favoriteRolledBack,
  favoritesForgotten,
} = casinoSlice.actions;
export const { selectGameList, selectFavorites } = casinoSlice.selectors;
