/**
 * Guest one-tap sign-in: the provider's client id (GET
 * /social-api/oauth/{provider}-one-tap/clientId); the component loads the provider's script and
 * hands the credential back; POST it (multipart) to /social-api/oauth/{provider}-one-tap and send the
 * browser to the answer's redirectUrl. A script that fails to load is logged here.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi, logWarning, selectCommittedPage, selectIsAuthenticated, selectSiteConfig, type SiteConfig } from '@plugin-api';
import { readClientId, readRedirectUrl } from '../answers.ts';
import { allowedRedirect, browser } from '../browser.ts';
import { CURRENCY_NUMERIC } from '../model.ts';
import { oneTapClientIdLoaded, oneTapFailed, oneTapSignInFailed } from '../slice.ts';

export const oneTapPath = (provider: string): string => `/social-api/oauth/${encodeURIComponent(provider)}-one-tap`;

export function* loadClientId(action: PayloadAction<{ provider: string }>): SagaIterator<void> {
  // Only for guests.
  if ((yield select(selectIsAuthenticated)) as boolean) return;
  try {
    const clientId = readClientId(yield call(callApi, 'GET', `${oneTapPath(action.payload.provider)}/clientId`));
    if (clientId === null) throw new Error('the one-tap clientId answer has no clientId');
    yield put(oneTapClientIdLoaded({ clientId }));
  } catch (error) {
    yield call(logWarning, `auth: one-tap client id of ${action.payload.provider} failed to load`, error);
    yield put(oneTapFailed());
  }
}

export function* signInWithCredential(action: PayloadAction<{ provider: string; credential: string }>): SagaIterator<void> {
  const config: SiteConfig | null = yield select(selectSiteConfig);
  const page: { lng: string } | null = yield select(selectCommittedPage);
  const form = new FormData();
  form.set('credential', action.payload.credential);
  form.set('language', page?.lng ?? config?.languages.default ?? 'en');
  const currency = config?.currencies.default ?? '';
  form.set('currency', String(CURRENCY_NUMERIC[currency] ?? currency));
  try {
    const url = readRedirectUrl(yield call(callApi, 'POST', oneTapPath(action.payload.provider), { body: form }));
    const target = url === null ? null : allowedRedirect(url, browser.origin(), config?.remoteOrigins ?? []);
    if (target === null) throw new Error(`one-tap sign-in answered no usable redirectUrl (${String(url)})`);
    yield call([browser, browser.assign], target);
  } catch (error) {
    yield call(logWarning, 'auth: one-tap sign-in failed', error);
    yield put(oneTapSignInFailed());
  }
}

export function* logScriptFailure(action: PayloadAction<{ provider: string; scriptUrl: string; reason: string }>): SagaIterator<void> {
  yield call(logWarning, `auth: the ${action.payload.provider} one-tap script (${action.payload.scriptUrl}) failed: ${action.payload.reason}`);
}
