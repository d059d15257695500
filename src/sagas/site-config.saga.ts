/**
 * Loads the site config: 3 attempts 1 s apart, each bounded, then logged and marked not installed,
 * and the shell says so with a refresh button. Nothing can show without the config, so the budget
 * is short: a player looking at a blank screen would rather be told and given the refresh.
 */
import { all, call, getContext, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { StandaloneValidator } from '../composer/validation-types.ts';
import { problemsFromAjv, formatProblem } from '../composer/problems.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { AppServices } from '../composer/services.ts';
import { configInstalled, configLoadFailed, configLoadStarted } from '../state/site-config.slice.ts';
import { withRetries } from './retry.ts';
import { withinTime } from './time-bound.ts';

export const CONFIG_RETRY = { attempts: 3, delayMs: 1000 } as const;
/** One attempt may take this long (the config is about 1 KB): a server that never answers fails like one that refuses. */
export const CONFIG_TIMEOUT_MS = 4000;

async function loadSiteConfigValidator(): Promise<StandaloneValidator> {
  return (await import('../generated/validators/siteConfig.js')).validate;
}

export function* loadSiteConfig(lang: string | null): SagaIterator<void> {
  const services: AppServices = yield getContext('services');
  yield put(configLoadStarted());
  let answer: unknown;
  let validateSiteConfig: StandaloneValidator;
  try {
    // The validator is its own chunk, fetched while the config is: it costs no extra round trip
    // and keeps 4 KB gzip out of the initial JS.
    [answer, validateSiteConfig] = yield all([
      call(withRetries, () => withinTime(CONFIG_TIMEOUT_MS, (signal) => services.api.siteConfig(lang, { signal })), CONFIG_RETRY),
      call(withRetries, loadSiteConfigValidator, CONFIG_RETRY),
    ]);
  } catch (error) {
    services.log.error('site config failed to load', error);
    yield put(configLoadFailed(error instanceof Error ? error.message : String(error)));
    return;
  }
  if (!validateSiteConfig(answer)) {
    const reasons = problemsFromAjv('all.json', validateSiteConfig.errors).map(formatProblem);
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
    const [answer, validateSiteConfig]: [unknown, StandaloneValidator] = yield all([
      call([services.api, services.api.siteConfig], lang),
      call(loadSiteConfigValidator),
    ]);
    if (!validateSiteConfig(answer)) {
      services.log.error('site config refresh is invalid; keeping the installed one', problemsFromAjv('all.json', validateSiteConfig.errors).map(formatProblem));
      return;
    }
    yield put(configInstalled(answer as SiteConfig));
  } catch (error) {
    services.log.warn('site config refresh failed; keeping the installed one', error);
  }
}
