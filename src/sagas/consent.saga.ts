/**
 * The visitor's answer to the cookie notice: written to the consent cookies (so the next page and
 * the server's first render know it), and logged to the player's account when they are signed in
 * (a guest's answer is logged by the session saga right after they sign in).
 */
import { call, getContext, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_TIME_COOKIE,
  CONSENT_TYPE_COOKIE,
  consentTypeCookieValue,
} from '../domain/consent.ts';
import { cookieConsentGiven, type CookieConsentGiven } from '../state/consent.slice.ts';
import { selectIsAuthenticated } from '../state/user.slice.ts';
import type { AppServices } from '../composer/services.ts';

export const COOKIE_AGREEMENT_PATH = '/user/cookie-agreement';

/** Where the consent cookies are written: document in the browser, a fake in tests. */
export interface ConsentCookieJar {
  cookie: string;
}

function browserJar(): ConsentCookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

export function writeConsentCookies(jar: ConsentCookieJar, choice: CookieConsentGiven, secure: boolean): void {
  // Readable by script on purpose: the page decides on it before any request could tell it.
  const attributes = `; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  jar.cookie = `${CONSENT_TYPE_COOKIE}=${consentTypeCookieValue(choice)}${attributes}`;
  jar.cookie = `${CONSENT_TIME_COOKIE}=${choice.agreedAt}${attributes}`;
}

function* rememberConsent(jar: ConsentCookieJar | null, action: PayloadAction<CookieConsentGiven>): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  if (jar) {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:';
    yield call(writeConsentCookies, jar, action.payload, secure);
  }
  const signedIn: boolean = yield select(selectIsAuthenticated);
  if (!signedIn || typeof services.api.request !== 'function') return;
  try {
    yield call([services.api, services.api.request], 'POST', COOKIE_AGREEMENT_PATH, { body: { cookiesAgreeTime: action.payload.agreedAt } });
  } catch (error) {
    // Logging the time is a record for the operator; a failure must not bother the player.
    services.log.warn('cookie agreement time was not logged', error);
  }
}

/** takeLatest: only the last answer matters when the visitor changes their mind quickly. */
export function* watchCookieConsent(jar: ConsentCookieJar | null = browserJar()): SagaIterator<void> {
  yield takeLatest(cookieConsentGiven.type, rememberConsent, jar);
}
