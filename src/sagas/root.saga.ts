/**
 * The root saga spawns each concern, so that one failing concern does not kill the others
 * (redux-saga's root-saga guidance); plugin sagas are started the same way when they load.
 */
import { call, getContext, spawn } from 'redux-saga/effects';
import type { Saga, SagaIterator } from 'redux-saga';
import { watchNavigation } from './navigation.saga.ts';
import { watchNotifications } from './notifications.saga.ts';
import { loadSiteConfig } from './site-config.saga.ts';
import { watchSession } from './session.saga.ts';
import { watchAuthPoll } from './auth-poll.saga.ts';
import { watchTermsCheck } from './terms-check.saga.ts';
import { watchAccountSwitch } from './account-switch.saga.ts';
import { watchAutoLogoff } from './auto-logoff.saga.ts';
import { watchCaptcha } from './captcha.saga.ts';
import { watchRemoteData } from './remote-data.saga.ts';
import { watchCookieConsent } from './consent.saga.ts';
import { watchNotices } from './notices.saga.ts';
import { watchAnalytics } from './analytics/index.ts';
import { watchAppVersion } from './app-version.saga.ts';
import { watchVideoToken } from './video-token.saga.ts';
import { watchPageHead } from './page-head.saga.ts';
import { watchConnectivity } from './connectivity.saga.ts';
import { watchDictionaryRetry } from './dictionary-retry.saga.ts';
import { watchSignedInTexts } from './signed-in-texts.saga.ts';
import { persistPreferences } from '../plugin-api/preferences.ts';
import type { AppServices } from '../composer/services.ts';

export function keepAlive(saga: Saga, name: string, log: (message: string, error: unknown) => void): Saga {
  return function* supervised(): SagaIterator<void> {
    try {
      yield call(saga);
    } catch (error) {
      log(`saga ${name} stopped`, error);
    }
  };
}

export interface RootSagaOptions {
  /** The page came with the site config installed (the server rendered it): no request for it. */
  configInstalled?: boolean;
}

export function* rootSaga(initialLanguage: string | null, options: RootSagaOptions = {}): SagaIterator<void> {
  yield spawn(watchNavigation);
  // Failed texts are asked for again in place: on a tap, and the signed-in widgets' by themselves.
  yield spawn(watchDictionaryRetry);
  yield spawn(watchSignedInTexts);
  yield spawn(watchPageHead);
  // First among the watchers that call the API: a page opened offline is known offline before any poll.
  yield spawn(watchConnectivity);
  yield spawn(watchNotifications);
  yield spawn(watchRemoteData);
  yield spawn(watchCookieConsent);
  yield spawn(watchNotices);
  // Analytics and the version check arrive late (10 s and 60 s): only their timers are in the entry.
  yield spawn(watchAnalytics);
  yield spawn(watchAppVersion);
  // Media (kept selections, the video token) arrives when media first shows: only a starter is here.
  yield spawn(watchVideoToken);
  if (!options.configInstalled) yield spawn(loadSiteConfig, initialLanguage);
  // The player's display preferences are kept and follow other tabs whichever plugins are loaded.
  yield spawn(persistPreferences);
  const services: AppServices = yield getContext('services');
  // Without an identity port (set-ups that never sign in) everyone stays a guest.
  if (services.identity) {
    yield spawn(watchSession);
    yield spawn(watchAuthPoll);
    yield spawn(watchTermsCheck);
    yield spawn(watchAccountSwitch);
    yield spawn(watchAutoLogoff);
    yield spawn(watchCaptcha);
  }
}
