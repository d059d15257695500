/**
 * An information page's first screen on the server: its content fetched in-process before the page
 * renders, so the HTML holds the text (what a phone paints first and a search engine reads) and a
 * page that does not exist answers 404.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { loadRemoteData, type PageProps } from '@plugin-api';
import { contentApiPath, contentKey, contentPath, routeContent } from './model.ts';

export function* contentFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params, lng } = props as unknown as PageProps;
  const content = routeContent(routeId);
  const path = contentPath(content, params ?? {});
  // The server renders for a guest: the key is the guest's.
  yield call(loadRemoteData, contentKey(lng, content.page, path, false), contentApiPath(content.page, path));
}
