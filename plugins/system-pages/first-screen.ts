/**
 * The statistics popup's first screen on the server: the game's statistics under the page's own
 * key, so the HTML holds them; an address that names no game, or a game the feed does not publish,
 * makes the first load the site's 404.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { loadRemoteData, pageNotFound, type PageProps } from '@plugin-api';
import { statisticGameIdOf, statisticsKey, statisticsPath } from './statistics-address.ts';

export function* statisticsFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params } = props as unknown as PageProps;
  const gameId = statisticGameIdOf(params?.['*']);
  if (gameId === null) {
    yield put(pageNotFound());
    return;
  }
  yield call(loadRemoteData, statisticsKey(gameId), statisticsPath(gameId));
}
