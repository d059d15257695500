/**
 * The line and live lists' first screen: the server fetches the list and the sports menu the page
 * is about to show, so the games are in the HTML instead of arriving after the app has started.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import type { PageProps } from '@plugin-api';
import { lineViewOf, listQueryOf } from './model.ts';
import { fetchList, fetchMenu } from './sagas.ts';
import { viewOpened } from './slice.ts';

export function* lineFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params } = props as unknown as PageProps;
  const view = lineViewOf(routeId, params);
  if (!view) return;
  const query = listQueryOf(view);
  // The views the page opens when it mounts: answers are kept only for views that are shown. (No
  // poller runs on the server; in the browser the page opens the same views and polls them.)
  yield put(viewOpened({ kind: 'list', query }));
  yield put(viewOpened({ kind: 'menu', section: view.section }));
  yield all([call(fetchList, query), call(fetchMenu, view.section)]);
}
