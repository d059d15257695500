/**
 * The casino's first screens on the server. The lobby: the first page of the list the route and its
 * query name, fetched in-process before the page renders, so the HTML already holds the first rows
 * of games and their pictures start loading with the page (the largest thing a phone paints on a
 * lobby). A game: the game the page shows. An unknown provider, section or game is reported not
 * found, so the server answers 404 with the site's not-found page (the pages do the same in the
 * browser).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { loadRemoteData, pageNotFound, type PageProps } from '@plugin-api';
import { fetchGamesPage } from './games-sagas.ts';
import { gameListShown, gamesPageRequested, listKeyOf, selectGameList, type GameList } from './games-slice.ts';
import { filtersOf, gamesQueryOf, isRouteListMissing, lobbyViewOf } from './lobby-query.ts';
import { gameKeyOf, gamePathOf } from './model.ts';

export function* lobbyFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { pageType, params, query } = props as unknown as PageProps;
  const view = lobbyViewOf(pageType, params ?? {});
  const listQuery = gamesQueryOf(view, filtersOf(view, query ?? ''));
  const key = listKeyOf(listQuery);
  yield put(gameListShown({ key }));
  const request = gamesPageRequested({ key, query: listQuery, page: 1 });
  yield put(request);
  yield call(fetchGamesPage, request);
  const list: GameList = yield select(selectGameList, key);
  if (list.total === null && isRouteListMissing(view, query ?? '', list.error)) yield put(pageNotFound());
}

export function* gameFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params, lng } = props as unknown as PageProps;
  const gameId = Number(params.gameId);
  if (!Number.isSafeInteger(gameId) || gameId <= 0) {
    yield put(pageNotFound());
    return;
  }
  // Under the page's own key: the page renders the game from it, and a 404 reports the page not found.
  yield call(loadRemoteData, gameKeyOf(gameId, lng), gamePathOf(gameId));
}
