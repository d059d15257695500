/**
 * Loading game pages and changing favorites through the app's one API client (callApi).
 */
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, cancelled, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { callApi, isApiError, notify } from '@plugin-api';
import { parseFavorites, parseGamesPage } from './model.ts';
import {
  favoriteRolledBack,
  favoritesFailed,
  favoritesLoaded,
  favoritesRequested,
  favoriteToggled,
  gameListShown,
  gamesPageCancelled,
  gamesPageFailed,
  gamesPageLoaded,
  gamesPageRequested,
  PAGE_SIZE,
  selectGameList,
  type GameList,
  type ListError,
} from './games-slice.ts';

export const GAMES_PATH = '/casino/games';
export const FAVORITES_PATH = '/casino/favorites';

function errorOf(error: unknown): ListError {
  if (isApiError(error)) return { message: error.message, status: error.status };
  return { message: error instanceof Error ? error.message : String(error), status: 500 };
}

export function* fetchGamesPage({ payload }: ReturnType<typeof gamesPageRequested>): SagaIterator<void> {
  const { key, query, page } = payload;
  try {
    const answer: unknown = yield call(callApi, 'GET', GAMES_PATH, { query: { ...query, page, pageSize: PAGE_SIZE } });
    const parsed = parseGamesPage(answer);
    if (!parsed) throw new Error('The server answered with a game list this page does not understand');
    yield put(gamesPageLoaded({ key, answer: parsed }));
  } catch (error) {
    yield put(gamesPageFailed({ key, page, error: errorOf(error) }));
  } finally {
    if ((yield cancelled()) as boolean) yield put(gamesPageCancelled({ key, page }));
  }
}

/**
 * Concurrency: pages load side by side (a fast scroll needs several), one request per list and page;
 * when a grid shows another list (a new search, filter or section) every request of the lists it
 * no longer shows is cancelled, so a slow answer for "bo" never lands after the one for "book".
 */
export function* watchGamePages(): SagaIterator<void> {
  const running = new Map<string, { key: string; task: Task }>();
  for (;;) {
    const action: ReturnType<typeof gamesPageRequested | typeof gameListShown> = yield take([gamesPageRequested.type, gameListShown.type]);
    for (const [id, entry] of running) if (!entry.task.isRunning()) running.delete(id);
    if (gameListShown.match(action)) {
      for (const [id, entry] of running) {
        if (entry.key === action.payload.key) continue;
        yield cancel(entry.task);
        running.delete(id);
      }
      continue;
    }
    const id = `${action.payload.key}#${action.payload.page}`;
    if (running.has(id)) continue;
    // A page already here (the server's first screen brought it) is not asked for again.
    const list: GameList = yield select((state: unknown) => selectGameList(state, action.payload.key));
    if (list.pages[action.payload.page]) continue;
    running.set(id, { key: action.payload.key, task: yield fork(fetchGamesPage, action) });
  }
}

function* fetchFavorites(): SagaIterator<void> {
  try {
    const ids = parseFavorites(yield call(callApi, 'GET', FAVORITES_PATH));
    if (!ids) throw new Error('unexpected favorites answer');
    yield put(favoritesLoaded(ids));
  } catch {
    yield put(favoritesFailed());
  }
}

function* sendFavorite({ payload }: ReturnType<typeof favoriteToggled>): SagaIterator<void> {
  const { gameId, on } = payload;
  try {
    const ids = parseFavorites(yield call(callApi, on ? 'PUT' : 'DELETE', `${FAVORITES_PATH}/${gameId}`));
    if (ids) yield put(favoritesLoaded(ids));
  } catch (error) {
    yield put(favoriteRolledBack({ gameId, on: !on }));
    // The server's reason is shown as it is (the text key only frames it).
    yield put(notify({ id: `casino-favorite-${gameId}`, variant: 'error', titleKey: 'main_error', messageKey: 'casino:casino_favorite_failed', values: { message: errorOf(error).message } }));
  }
}

/**
 * Concurrency: reads takeEvery (the slice marks one in flight; a page asks only when it has none);
 * toggles takeEvery, each rolled back on its own failure.
 */
export function* watchFavorites(): SagaIterator<void> {
  yield all([takeEvery(favoritesRequested.type, fetchFavorites), takeEvery(favoriteToggled.type, sendFavorite)]);
}

export function* watchCasino(): SagaIterator<void> {
  yield all([fork(watchGamePages), fork(watchFavorites)]);
}
