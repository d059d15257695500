/**
 * The favorite games and championships (store key 'sportsFavorites'): a guest's from this browser,
 * a player's from the server. A toggle shows at once; the saga stores it and, when the server
 * refuses, loads what the server holds again.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice } from '@plugin-api';
import type { FavoriteIds } from './favorites-storage.ts';

export type FavoriteKind = 'game' | 'champ';
export type FavoritesStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SportsFavoritesState {
  readonly status: FavoritesStatus;
  /** Whose they are: kept in this browser for a guest, on the server for a player. */
  readonly owner: 'guest' | 'player';
  readonly games: readonly number[];
  readonly champs: readonly number[];
  /** The server's refusal of the last load or save. */
  readonly error: string | null;
}

const initialState: SportsFavoritesState = { status: 'idle', owner: 'guest', games: [], champs: [], error: null };

const listOf = (kind: FavoriteKind): 'games' | 'champs' => (kind === 'game' ? 'games' : 'champs');

export const sportsFavoritesSlice = definePluginSlice(
  createSlice({
    name: 'sportsFavorites',
    initialState,
    reducers: {
      favoritesLoadStarted(state) {
        state.status = 'loading';
        state.error = null;
      },
      favoritesLoaded(state, action: PayloadAction<FavoriteIds & { owner: 'guest' | 'player' }>) {
        const { games, champs, owner } = action.payload;
        Object.assign(state, { status: 'ready', owner, games, champs, error: null });
      },
      favoritesLoadFailed(state, action: PayloadAction<{ message: string }>) {
        state.status = 'error';
        state.error = action.payload.message;
      },
      /** A star was pressed: shown at once, stored by the saga. */
      favoriteToggled(state, action: PayloadAction<{ kind: FavoriteKind; id: number }>) {
        const { kind, id } = action.payload;
        const list = listOf(kind);
        state[list] = state[list].includes(id) ? state[list].filter((x) => x !== id) : [...state[list], id];
        state.error = null;
      },
      /** Another tab (or the server's answer) says what the favorites are now. */
      favoritesReplaced(state, action: PayloadAction<FavoriteIds>) {
        state.games = action.payload.games;
        state.champs = action.payload.champs;
      },
      favoritesSaveFailed(state, action: PayloadAction<{ message: string }>) {
        state.error = action.payload.message;
      },
      favoritesReloadRequested(state) {
        state.error = null;
      },
    },
    selectors: {
      selectSportsFavorites: (state) => state,
    },
  }),
);

export const { favoritesLoadStarted, favoritesLoaded, favoritesLoadFailed, favoriteToggled, favoritesReplaced, favoritesSaveFailed, favoritesReloadRequested } =
  sportsFavoritesSlice.actions;
export const { selectSportsFavorites } = sportsFavoritesSlice.selectors;
