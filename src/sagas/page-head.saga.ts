/**
 * The page's head follows navigation inside the app. The server wrote it for the first page; for
 * every later page the same SEO page data the server builds its <head> from (GET
 * /web-api/seo/page-data) is asked for and written by the same function (src/domain/page-head.ts):
 * title, description, robots, canonical, hreflang alternates and Open Graph, exactly as when the
 * page is opened directly. The new title is also said in a polite live region, because a screen
 * reader hears nothing when only the document's title changes.
 */
import { all, call, getContext, take, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AppServices } from '../composer/services.ts';
import { navigationCommitted, type CommittedPage } from '../state/navigation.slice.ts';
import type * as PageHeadWriter from './page-head-writer.ts';

export const PAGE_DATA_PATH = '/seo/page-data';

type Writer = typeof PageHeadWriter;
const loadWriter = (): Promise<Writer> => import('./page-head-writer.ts');

/** Blocking: one request per new path; a newer navigation cancels the answer of an older one. */
export function* watchPageHead(doc: Document | null = typeof document === 'undefined' ? null : document): SagaIterator<void> {
  if (!doc) return;
  // The first page is the one the server wrote the head for (its guards' redirects are answered there).
  const first: PayloadAction<CommittedPage> = yield take(navigationCommitted.type);
  let written = first.payload.location.pathname;
  yield takeLatest(navigationCommitted.type, function* follow(action: PayloadAction<CommittedPage>): SagaIterator<void> {
    const path = action.payload.location.pathname;
    if (path === written) return;
    const services: AppServices = yield getContext('services');
    if (typeof services.api.request !== 'function') return;
    try {
      const [writer, head]: [Writer, unknown] = yield all([call(loadWriter), call([services.api, services.api.request], 'GET', PAGE_DATA_PATH, { query: { path } })]);
      if (!writer.isPageHead(head)) throw new Error('the page data is not SEO page data');
      writer.showPageHead(doc, head);
      written = path;
    } catch (error) {
      // The previous title stays: wrong for a moment, and the next navigation asks again.
      services.log.warn('page title not updated', error);
    }
  });
}
