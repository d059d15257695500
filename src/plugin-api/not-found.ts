/**
 * How a page says "what this address names does not exist" (an unknown game id, a championship
 * that is not in the line), so the player sees the site's not-found page and the server answers 404
 * on a first load instead of 200:
 *
 * 1. In the browser, the page calls `useNotFoundWhen(condition)` with the condition its data gives
 *    (typically `remote.error?.status === 404`). Once it is true the shell's not-found page replaces
 *    the page.
 * 2. On the server, the plugin's `firstScreenData` saga for that page fetches the same data and, when
 *    the API answers 404, does `yield put(pageNotFound())`. The page renderer then renders the
 *    not-found page and the server answers 404; the browser takes that page over as it is and does
 *    not mount the page to find out again.
 *
 * Without step 2 the player still sees the not-found page, but the server's status stays 200. A page
 * whose data is fetched under a useRemoteData key can preload it in its `firstScreenData` with
 * `loadRemoteData` (the same key and path), which also says whether the API answered 404.
 */
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { pageDataMissing } from '../state/navigation.slice.ts';
import { remoteDataFailed, remoteDataLoaded, remoteDataRequested, type ReadRequest } from '../state/remote-data.slice.ts';
import { remoteErrorOf } from '../sagas/remote-data.saga.ts';
import { callApi } from './sagas.ts';

/** The action a page (or its first-screen saga) dispatches when its data does not exist. */
export const pageNotFound = pageDataMissing;

/** Shows the not-found page instead of this page once `missing` is true. */
export function useNotFoundWhen(missing: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (missing) dispatch(pageDataMissing());
  }, [dispatch, missing]);
}

/**
 * A first-screen saga's read of what the page shows with `useRemoteData(key, path, { query })`: the
 * answer lands under that key (the page renders with it, and the browser starts from it), and an
 * answer of 404 reports the page not found. Returns the HTTP status of a failure, or 200.
 */
export function* loadRemoteData(key: string, path: string, query?: ReadRequest['query']): SagaIterator<number> {
  const request: ReadRequest = { key, path, ...(query ? { query } : {}) };
  yield put(remoteDataRequested(request));
  try {
    const data: unknown = yield call(callApi, 'GET', path, { query });
    yield put(remoteDataLoaded({ request, data }));
    return 200;
  } catch (error) {
    const remoteError = remoteErrorOf(error);
    yield put(remoteDataFailed({ request, error: remoteError }));
    if (remoteError.status === 404) yield put(pageDataMissing());
    return remoteError.status;
  }
}
