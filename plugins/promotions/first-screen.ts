/**
 * The promotion pages' first screens on the server: each page's data fetched in-process before it
 * renders (the HTML then holds the page itself), and an id the API does not know reported as not
 * found, so the first load answers 404. The same keys as the pages' reads: the browser starts from
 * these answers.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { callApi, loadRemoteData, pageNotFound, type PageProps } from '@plugin-api';
import { isBonusSection } from './guards.ts';
import { bonusesRead, bonusRead, gameGroupsRead, landingRead, offerRead, offersRead, partnerRead, promotionRead, promotionsRead, type Read } from './keys.ts';

const load = (read: Read) => call(loadRemoteData, read.key, read.path, read.query);

const pageOf = (props: Readonly<Record<string, unknown>>): PageProps => props as unknown as PageProps;

export function* promotionsFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params, lng } = pageOf(props);
  const id = params.promotionId;
  // Rendered for a guest: the signed-in answer is the browser's to ask for.
  yield id === undefined || id === '' ? load(promotionsRead(lng)) : load(promotionRead(String(id), lng, false));
}

export function* bonusFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params, lng } = pageOf(props);
  if (routeId === 'bonus-rules') yield load(bonusRead(String(params.id), lng));
  else if (isBonusSection(params.section)) yield load(params.section === 'rules' ? bonusesRead(lng) : gameGroupsRead(lng));
}

export function* offersFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { pageType, params, lng } = pageOf(props);
  if (pageType === 'partner-page') {
    yield load(partnerRead(Number(params.id), lng));
  } else if (pageType === 'offer' || pageType === 'partner-offer') {
    const read = offerRead(String(params.offerId), lng);
    const status: number = yield load(read);
    // The partner offer page shows partners' offers only: the operator's own is not found there.
    if (status === 200 && pageType === 'partner-offer') {
      const offer: { partner?: unknown } = yield call(callApi, 'GET', read.path);
      if (!offer.partner) yield put(pageNotFound());
    }
  } else {
    yield load(offersRead(pageType === 'games' || pageType === 'partner' ? pageType : null, lng));
  }
}

export function* landingFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params, lng } = pageOf(props);
  yield load(landingRead(String(params.landingId), lng));
}
