/**
 * Counter scripts: installed only with marketing consent (waiting for it if the visitor has not
 * agreed yet), each by its type's script from the site config, and only from our own origin or an
 * origin the config allows. A counter that breaks a rule is left out and logged, never shown.
 */
import { call, getContext, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { AnalyticsConfig } from '../../../schemas/analytics-config.schema.ts';
import type { CountersAnswer } from '../../../schemas/analytics-api.schema.ts';
import type { AppServices } from '../../composer/services.ts';
import { cookieConsentGiven, selectConsentAllows } from '../../state/consent.slice.ts';
import { callApi } from '../../plugin-api/sagas.ts';
import { isOwnOrListedOrigin, scriptUrlPolicy } from '../../composer/trusted-types.ts';

export type Counter = CountersAnswer['counters'][number];

export const COUNTERS_PATH = '/analytics/counters';

/** What installing a counter needs from the page. */
export interface CounterPage {
  /** The page's origin, e.g. https://bethub.example. */
  origin: string;
  /** The page's host name, which the counters service knows the counters by. */
  hostname: string;
  loadScript(url: string): void;
}

// Under the page's Trusted Types a script's src must come from a policy: this one takes only the
// addresses counterScriptUrl approves (our origin or one the analytics config allows).
const counterScriptPolicy = scriptUrlPolicy('analytics-counter', (url, allowedOrigins: readonly string[]) => isOwnOrListedOrigin(url, allowedOrigins));

export function browserCounterPage(allowedOrigins: readonly string[] = []): CounterPage | null {
  if (typeof document === 'undefined' || typeof location === 'undefined') return null;
  return {
    origin: location.origin,
    hostname: location.hostname,
    loadScript(url) {
      const script = document.createElement('script');
      script.async = true;
      script.src = counterScriptPolicy(url, allowedOrigins);
      document.head.appendChild(script);
    },
  };
}

/** The counters in an answer, or null when it is not a counters answer. */
export function countersIn(answer: unknown): Counter[] | null {
  const counters = (answer as { counters?: unknown } | null)?.counters;
  if (!Array.isArray(counters)) return null;
  const valid = counters.every(
    (c: unknown) =>
      typeof c === 'object' && c !== null && Number.isInteger((c as Counter).type) && typeof (c as Counter).code === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test((c as Counter).code),
  );
  return valid ? (counters as Counter[]) : null;
}

/**
 * The script address of a counter, or a reason it may not load: no script for its type, or an
 * origin that is neither ours nor allowed.
 */
export function counterScriptUrl(config: AnalyticsConfig, counter: Counter, pageOrigin: string): { url: string } | { refused: string } {
  const template = config.counterScripts?.[String(counter.type)];
  if (!template) return { refused: `no script for counter type ${counter.type}` };
  let url: URL;
  try {
    url = new URL(template.replaceAll('{code}', encodeURIComponent(counter.code)), pageOrigin);
  } catch {
    return { refused: `counter type ${counter.type} has no valid script address` };
  }
  const allowed = url.origin === pageOrigin || (config.allowedOrigins ?? []).includes(url.origin);
  return allowed ? { url: url.href } : { refused: `counter type ${counter.type} would load from ${url.origin}, which is not allowed` };
}

/** Returns once counters may run: at once on a site that asks no consent, else with marketing consent. */
function* marketingConsent(): SagaIterator<void> {
  while (!((yield select((state: unknown) => selectConsentAllows(state, 'marketing'))) as boolean)) yield take(cookieConsentGiven.type);
}

export function* installCounters(config: AnalyticsConfig, page: CounterPage | null): SagaIterator<void> {
  if (!page || !config.counterScripts) return;
  yield call(marketingConsent);
  const services: AppServices = yield getContext('services');
  let counters: Counter[] | null;
  try {
    counters = countersIn(yield call(callApi, 'GET', COUNTERS_PATH, { query: { domain: page.hostname, projectId: config.projectId } }));
  } catch (error) {
    services.log.warn('analytics counters could not be fetched', error);
    return;
  }
  if (!counters) {
    services.log.warn('analytics counters answer is not a list of counters');
    return;
  }
  for (const counter of counters) {
    const script = counterScriptUrl(config, counter, page.origin);
    if ('url' in script) page.loadScript(script.url);
    else services.log.warn(`analytics counter left out: ${script.refused}`);
  }
}
