/**
 * The performance report: 10 s after the page started, the page's Core Web Vitals, its route and
 * language, the screen width and the connection type go to our server, so operators see how fast
 * the site is for real players. Nothing in it identifies a player. A failure is logged, never shown.
 */
import { call, delay, getContext, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { AppServices } from '../../composer/services.ts';
import type { PerformanceReport } from '../../../schemas/analytics-api.schema.ts';
import type { CommittedPage } from '../../state/navigation.slice.ts';
import { callApi } from '../../plugin-api/sagas.ts';
import { collectVitals, type VitalsCollector } from './web-vitals.ts';

export const PERFORMANCE_REPORT_DELAY_MS = 10_000;
export const PERFORMANCE_PATH = '/analytics/performance';

export interface PerformancePorts {
  collect(): VitalsCollector | null;
  /** ms since the page started loading. */
  sinceStart(): number;
  viewportWidth(): number;
  /** The connection's effective type ('4g' …) where the browser tells it. */
  connection(): string | undefined;
}

export function browserPerformancePorts(): PerformancePorts {
  return {
    collect: collectVitals,
    sinceStart: () => (typeof performance === 'undefined' ? 0 : performance.now()),
    viewportWidth: () => (typeof window === 'undefined' ? 0 : Math.round(window.innerWidth)),
    connection: () => (typeof navigator === 'undefined' ? undefined : (navigator as { connection?: { effectiveType?: unknown } }).connection?.effectiveType as string | undefined),
  };
}

const finiteOrNull = (value: number | null): number | null => (value !== null && Number.isFinite(value) && value >= 0 ? value : null);

export function* reportPerformance(ports: PerformancePorts): SagaIterator<void> {
  const collector = ports.collect();
  if (!collector) return;
  yield delay(Math.max(0, PERFORMANCE_REPORT_DELAY_MS - ports.sinceStart()));
  const page = (yield select((s: { navigation?: { committed: CommittedPage | null } }) => s.navigation?.committed ?? null)) as CommittedPage | null;
  const vitals = collector.read();
  collector.stop();
  const connection = ports.connection();
  const report: PerformanceReport = {
    routeId: page?.routeId ?? 'not-found',
    lng: page?.lng && /^[a-z]{2}$/.test(page.lng) ? page.lng : 'en',
    lcp: finiteOrNull(vitals.lcp),
    inp: finiteOrNull(vitals.inp),
    cls: finiteOrNull(vitals.cls),
    ttfb: finiteOrNull(vitals.ttfb),
    viewportWidth: Math.min(10000, Math.max(0, Math.round(ports.viewportWidth()))),
    ...(typeof connection === 'string' && /^[a-z0-9-]{1,10}$/.test(connection) ? { connection } : {}),
  };
  try {
    yield call(callApi, 'POST', PERFORMANCE_PATH, { body: report });
  } catch (error) {
    const services: AppServices = yield getContext('services');
    services.log.warn('performance report was not sent', error);
  }
}
