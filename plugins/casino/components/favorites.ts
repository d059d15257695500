/**
 * The player's favorite games for any casino component: loaded once when a signed-in player first
 * sees a game, forgotten on sign-out, toggled optimistically (the saga rolls a refusal back).
 */
import { useCallback, useEffect } from 'react';
import { selectIsAuthenticated, useAppDispatch, useAppSelector } from '@plugin-api';
import { favoritesForgotten, favoritesRequested, favoriteToggled, selectFavorites } from '../games-slice.ts';

export interface Favorites {
  /** Only a signed-in player has favorites. */
  readonly enabled: boolean;
  readonly status: ReturnType<typeof selectFavorites>['status'];
  readonly ids: readonly number[];
  isFavorite(gameId: number): boolean;
  toggle(gameId: number): void;
  reload(): void;
}

export function useFavorites(): Favorites {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const favorites = useAppSelector(selectFavorites);

  useEffect(() => {
    if (signedIn && favorites.status === 'idle') dispatch(favoritesRequested());
    if (!signedIn && favorites.status !== 'idle') dispatch(favoritesForgotten());
  }, [dispatch, signedIn, favorites.status]);

  const isFavorite = useCallback((gameId: number) => favorites.ids.includes(gameId), [favorites.ids]);
  const toggle = useCallback((gameId: number) => dispatch(favoriteToggled({ gameId, on: !favorites.ids.includes(gameId) })), [dispatch, favorites.ids]);
  const reload = useCallback(() => dispatch(favoritesRequested()), [dispatch]);
  return { enabled: signedIn, status: favorites.status, ids: favorites.ids, isFavorite, toggle, reload };
}
