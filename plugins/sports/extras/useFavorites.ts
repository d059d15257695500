/** The favorites for a component: what they are, whether one is, and the toggle. */
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@plugin-api';
import { favoritesReloadRequested, favoriteToggled, selectSportsFavorites, type FavoriteKind, type SportsFavoritesState } from './favorites-slice.ts';

export interface Favorites extends SportsFavoritesState {
  isFavorite(kind: FavoriteKind, id: number): boolean;
  toggle(kind: FavoriteKind, id: number): void;
  reload(): void;
}

export function useFavorites(): Favorites {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSportsFavorites);
  const isFavorite = useCallback((kind: FavoriteKind, id: number) => (kind === 'game' ? state.games : state.champs).includes(id), [state.games, state.champs]);
  const toggle = useCallback((kind: FavoriteKind, id: number) => dispatch(favoriteToggled({ kind, id })), [dispatch]);
  const reload = useCallback(() => dispatch(favoritesReloadRequested()), [dispatch]);
  return { ...state, isFavorite, toggle, reload };
}
