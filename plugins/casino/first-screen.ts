/**
 * The lobby's first screen on the server: the first page of the list the route and its query name,
 * fetched in-process before the page renders, so the HTML already holds the first rows of games and
 * their pictures start loading with the page (the largest thing a phone paints on a lobby).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { PageProps } from '@plugin-api';
import { fetchGamesPage } from './games-sagas.ts';
import { gameListShown, gamesPageRequested, listKeyOf } from './games-slice.ts';
import { filtersOf, gamesQueryOf, lobbyViewOf } from './lobby-query.ts';

export function* lobbyFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { pageType, params, query } = props as unknown as PageProps;
  const view = lobbyViewOf(pageType, params ?? {});
  const listQuery = gamesQueryOf(view, filtersOf(view, query ?? ''));
  const key = listKeyOf(listQuery);
  yield put(gameListShown({ key }));
  const request = gamesPageRequested({ key, query: listQuery, page: 1 });
  yield put(request);
  yield call(fetchGamesPage, request);
}
