/**
 * The page's title and meta description follow navigation inside the app. The server wrote them
 * for the first page; for every later page the same SEO page data the server builds its <head>
 * from (GET /web-api/seo/page-data) is asked for, so a page reached by a link is titled exactly as
 * it is when opened directly. The new title is also said in a polite live region, because a screen
 * reader hears nothing when only the document's title changes.
 */
import { call, getContext, take, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AppServices } from '../composer/services.ts';
import { navigationCommitted, type CommittedPage } from '../state/navigation.slice.ts';

export const PAGE_DATA_PATH = '/seo/page-data';
export const ANNOUNCER_ID = 'route-announcer';

export interface PageHead {
  title: string;
  description: string;
}

function isPageHead(value: unknown): value is PageHead {
  const head = value as Partial<PageHead> | null;
  return typeof head === 'object' && head !== null && typeof head.title === 'string' && head.title !== '' && typeof head.description === 'string';
}

/** Writes the title and description into `doc`'s head and says the title in the announcer. */
export function showPageHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = head.description;
  let announcer = doc.getElementById(ANNOUNCER_ID);
  if (!announcer) {
    // Outside the app's root, so rendering never replaces it; created on the first move only.
    announcer = doc.createElement('p');
    announcer.id = ANNOUNCER_ID;
    announcer.className = 'route-announcer';
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('aria-atomic', 'true');
    doc.body.append(announcer);
  }
  announcer.textContent = head.title;
}

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
      const head: unknown = yield call([services.api, services.api.request], 'GET', PAGE_DATA_PATH, { query: { path } });
      if (!isPageHead(head)) throw new Error('page data without a title');
      showPageHead(doc, head);
      written = path;
    } catch (error) {
      // The previous title stays: wrong for a moment, and the next navigation asks again.
      services.log.warn('page title not updated', error);
    }
  });
}
