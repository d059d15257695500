/**
 * The home's blocks on the server's first screen: the top games and the banners are in the HTML, so
 * a phone shows prices before any JavaScript runs. A block whose call fails or is slow starts in its
 * loading or error state and asks again in the browser.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { loadRemoteData } from '@plugin-api';
import { bannersRead, topGamesRead, type Read } from './reads.ts';

function* load(read: Read): SagaIterator<void> {
  yield call(loadRemoteData, read.key, read.path, read.query);
}

export function* topGamesFirstScreen(): SagaIterator<void> {
  yield all([call(load, topGamesRead('live')), call(load, topGamesRead('line'))]);
}

export function* bannersFirstScreen(): SagaIterator<void> {
  yield call(load, bannersRead);
}
