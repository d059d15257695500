/**
 * Loads the site config: 3 attempts 1 s apart, each bounded, then logged and marked not installed,
 * and the shell says so with a refresh button. Nothing can show without the config, so the budget
 * is short: a player looking at a blank screen would rather be told and given the refresh.
 */
import { all, call, getContext, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { AppServices } from '../composer/services.ts';
import { configInstalled, configLoadFailed, configLoadStarted } from '../state/site-config.slice.ts';
import { withRetries } from './retry.ts';
import { withinTime } from './time-bound.ts';

export const CONFIG_RETRY = { attempts: 3, delayMs: 1000 } as const;
/** One attempt may take this long (the config is about 1 KB): a server that never answers fails like one that refuses. */
export const CONFIG_TIMEOUT_MS = 4000;

/** null for a valid config, else what is wrong with it, one line per problem. */
type SiteConfigCheck = (answer: unknown) => string[] | null;

async function loadSiteConfigCheck(): Promise<SiteConfigCheck> {
  return (await import('./site-config-check.ts')).siteConfigProblems;
}

export function* loadSiteConfig(lang: string | null): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  yield put(configLoadStarted());
  let answer: unknown;
  let problemsOf: SiteConfigCheck;
  try {
    // The check is its own chunk, fetched while the config is: it costs no extra round trip
    // and keeps 4 KB gzip out of the initial JS.
    [answer, problemsOf] = yield all([
      call(withRetries, () => withinTime(CONFIG_TIMEOUT_MS, (signal) => services.api.siteConfig(lang, { signal })), CONFIG_RETRY),
      call(withRetries, loadSiteConfigCheck, CONFIG_RETRY),
    ]);
  } catch (error) {
    services.log.error('site config failed to load', error);
    yield put(configLoadFailed(error instanceof Error ? error.message : String(error)));
    return;
  }
  const reasons = problemsOf(answer);
  if (reasons !== null) {
    services.log.error('site config is invalid', reasons);
    yield put(configLoadFailed(reasons.join('\n')));
    return;
  }
  yield put(configInstalled(answer as SiteConfig));
}

/**
 * After login the install config is loaded: the config is fetched again with the
 * user's auth and installed in place, without the loading state (the page stays as it is). A
 * failure or an invalid answer keeps the config already installed; both are logged.
 */
export function* refreshSiteConfig(lang: string | null): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  try {
    const [answer, problemsOf]: [unknown, SiteConfigCheck] = yield all([
      call([services.api, services.api.siteConfig], lang),
      call(loadSiteConfigCheck),
    ]);
    const reasons = problemsOf(answer);
    if (reasons !== null) {
      services.log.error('site config refresh is invalid; keeping the installed one', reasons);
      return;
    }
    yield put(configInstalled(answer as SiteConfig));
  } catch (error) {
    services.log.warn('site config refresh failed; keeping the installed one', error);
  }
}
