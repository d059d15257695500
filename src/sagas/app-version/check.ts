/**
 * The version check, fetched a minute after start: asks the server which version it serves now
 * (again every 10 minutes while the page is visible) and, once that differs from the version this
 * code was built as, offers the player a reload. It never reloads by itself: a reload in the middle
 * of placing a bet would leave the player unsure whether it went through, so only the player decides
 * when.
 */
import { call, getContext, put, select, take } from 'redux-saga/effects';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import type { AppServices } from '../../composer/services.ts';
import { callApi, pollWhileVisible } from '../../plugin-api/sagas.ts';
import { loadDictionary } from '../../guards/dictionary-loader.guard.ts';
import { selectDictionaryStatus } from '../../state/dictionaries.slice.ts';
import { appUpdateFound, type UpdateOfferAnswer, type UpdateOfferPort, type UpdateOfferTexts } from './offer.ts';
import type { RootFactory } from './update-offer.tsx';

export const VERSION_RECHECK_MS = 10 * 60_000;
export const APP_VERSION_PATH = '/app-version';
export const APP_VERSION_DICTIONARY = 'app-version';
const VERSION = /^[A-Za-z0-9._+-]{1,64}$/;

/** The version in the server's answer, or null (no build, or not an answer). */
export function latestVersionIn(answer: unknown): string | null {
  const version = (answer as { version?: unknown } | null)?.version;
  return typeof version === 'string' && VERSION.test(version) ? version : null;
}

/** Whether the code on screen is older than what the server serves: both known and different. */
export function isUpdateNeeded(current: string | null, latest: string | null): boolean {
  return current !== null && latest !== null && current !== latest;
}

function answers(port: UpdateOfferPort, texts: UpdateOfferTexts): EventChannel<UpdateOfferAnswer> {
  return eventChannel<UpdateOfferAnswer>((emit) => port.show(texts, emit));
}

function* offerTexts(lng: string): SagaIterator<UpdateOfferTexts> {
  const services: AppServices = yield getContext('services');
  const status: string | undefined = yield select((state) => selectDictionaryStatus(state as never, lng, APP_VERSION_DICTIONARY));
  if (status !== 'ready') yield call(loadDictionary, lng, APP_VERSION_DICTIONARY);
  const t = services.i18n.getFixedT(lng, APP_VERSION_DICTIONARY);
  return { title: t('app_version_title'), text: t('app_version_text'), reload: t('app_version_reload'), later: t('app_version_later') };
}

/** Blocking: returns when the player has answered the offer (or there is never one). */
export function* checkAppVersion(current: string, render: RootFactory, port?: UpdateOfferPort): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  let latest: string | null = null;
  yield call(
    pollWhileVisible,
    function* fetchLatest(): SagaIterator<'stop' | undefined> {
      latest = latestVersionIn(yield call(callApi, 'GET', APP_VERSION_PATH));
      return isUpdateNeeded(current, latest) ? 'stop' : undefined;
    },
    { intervalMs: VERSION_RECHECK_MS, onError: (error: unknown) => services.log.warn('latest app version could not be fetched', error) },
  );
  yield put(appUpdateFound({ current, latest: latest! }));
  const lng: string = yield select((s: { navigation?: { committed: { lng: string } | null } }) => s.navigation?.committed?.lng ?? 'en');
  const texts: UpdateOfferTexts = yield call(offerTexts, lng);
  // The offer's React code arrives only now: most pages never see one.
  const offer: UpdateOfferPort = port ?? (yield call(() => import('./update-offer.tsx').then((m) => m.updateOfferPort(render))));
  const channel = answers(offer, texts);
  try {
    const answer: UpdateOfferAnswer = yield take(channel);
    if (answer === 'reload') yield call(offer.reload);
  } finally {
    channel.close();
  }
}
