/**
 * Favorites kept in step: loaded for whoever is there (a guest from this browser, a player from the
 * server), a guest's merged into the player's on sign-in, every toggle stored, and other tabs'
 * changes followed.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { callApi, isApiError, notify, selectIsAuthenticated, selectUserId } from '@plugin-api';
import {
  announcePlayerFavorites,
  changesElsewhere,
  isEmpty,
  mergeFavorites,
  parseFavoriteIds,
  readLocalFavorites,
  writeLocalFavorites,
  type ElsewhereChange,
  type FavoriteIds,
} from './favorites-storage.ts';
import {
  favoritesLoadFailed,
  favoritesLoaded,
  favoritesLoadStarted,
  favoritesReloadRequested,
  favoritesReplaced,
  favoritesSaveFailed,
  favoriteToggled,
  selectSportsFavorites,
  type SportsFavoritesState,
} from './favorites-slice.ts';

export const FAVORITES_PATH = '/sports-extras/favorites';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The server's list, with a guest's favorites from this browser merged in first (then forgotten here). */
function* loadPlayerFavorites(): SagaIterator<FavoriteIds> {
  const answer: unknown = yield call(callApi, 'GET', FAVORITES_PATH);
  const server = parseFavoriteIds(JSON.stringify(answer));
  const local = readLocalFavorites();
  if (isEmpty(local)) return server;
  const merged = mergeFavorites(server, local);
  const saved: unknown = yield call(callApi, 'PUT', FAVORITES_PATH, { body: merged });
  writeLocalFavorites(null);
  return parseFavoriteIds(JSON.stringify(saved));
}

export function* loadFavorites(): SagaIterator<void> {
  const signedIn: boolean = yield select(selectIsAuthenticated);
  if (!signedIn) {
    yield put(favoritesLoaded({ ...readLocalFavorites(), owner: 'guest' }));
    return;
  }
  yield put(favoritesLoadStarted());
  try {
    const ids: FavoriteIds = yield call(loadPlayerFavorites);
    yield put(favoritesLoaded({ ...ids, owner: 'player' }));
    const userId: number | null = yield select(selectUserId);
    if (userId !== null) announcePlayerFavorites(userId, ids);
  } catch (error) {
    yield put(favoritesLoadFailed({ message: messageOf(error) }));
  }
}

/** Concurrency: blocking; a sign-in or sign-out seen while loading is caught by the next comparison. */
function* followIdentity(): SagaIterator<void> {
  let signedIn: boolean = yield select(selectIsAuthenticated);
  yield call(loadFavorites);
  for (;;) {
    yield take('*');
    const now: boolean = yield select(selectIsAuthenticated);
    if (now === signedIn) continue;
    signedIn = now;
    yield call(loadFavorites);
  }
}

function* storeFavorites(): SagaIterator<void> {
  const state: SportsFavoritesState = yield select(selectSportsFavorites);
  const ids: FavoriteIds = { games: [...state.games], champs: [...state.champs] };
  if (state.owner === 'guest') {
    writeLocalFavorites(ids);
    return;
  }
  try {
    const saved: unknown = yield call(callApi, 'PUT', FAVORITES_PATH, { body: ids });
    const stored = parseFavoriteIds(JSON.stringify(saved));
    yield put(favoritesReplaced(stored));
    const userId: number | null = yield select(selectUserId);
    if (userId !== null) announcePlayerFavorites(userId, stored);
  } catch (error) {
    const message = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : messageOf(error);
    yield put(favoritesSaveFailed({ message }));
    yield put(notify({ id: 'sports-favorites-save', variant: 'error', titleKey: 'main_error', messageKey: 'sports-extras:extras_favorites_save_failed', values: { message } }));
    // What the server holds is the truth again.
    yield call(loadFavorites);
  }
}

/** Concurrency: blocking, one change at a time, in order. */
function* followOtherTabs(): SagaIterator<void> {
  const channel = changesElsewhere();
  try {
    for (;;) {
      const change: ElsewhereChange = yield take(channel);
      const state: SportsFavoritesState = yield select(selectSportsFavorites);
      const userId: number | null = yield select(selectUserId);
      if (change.kind === 'guest' && state.owner === 'guest') yield put(favoritesReplaced(change.ids));
      if (change.kind === 'player' && state.owner === 'player' && change.userId === userId) yield put(favoritesReplaced(change.ids));
    }
  } finally {
    channel.close();
  }
}

// Toggles: takeLatest, the newest set is sent whole, so an older PUT still in flight is superseded. Reloads: takeLatest.
export function* watchSportsFavorites(): SagaIterator<void> {
  yield all([
    fork(followIdentity),
    fork(followOtherTabs),
    takeLatest(favoriteToggled.type, storeFavorites),
    takeLatest(favoritesReloadRequested.type, loadFavorites),
  ]);
}
