/**
 * The analytics module, fetched by the analytics watcher when its delay is over: the counters (with
 * marketing consent), the performance report (where the site config asks for it) and the tracking
 * of registration, recovery and login. Each runs on its own, so one failing leaves the others.
 */
import { call, spawn } from 'redux-saga/effects';
import type { Channel, SagaIterator } from 'redux-saga';
import type { AnalyticsConfig } from '../../../schemas/analytics-config.schema.ts';
import type { TrackedEvent } from '../../plugin-api/analytics.ts';
import { browserCounterPage, installCounters, type CounterPage } from './counters.ts';
import { browserPerformancePorts, reportPerformance, type PerformancePorts } from './performance.ts';
import { browserTrackingPorts, trackEvents, type TrackingPorts } from './tracking.ts';

export interface AnalyticsPorts {
  page: CounterPage | null;
  performance: PerformancePorts;
  tracking: TrackingPorts;
}

export function* runAnalytics(config: AnalyticsConfig, events: Channel<TrackedEvent>, ports?: AnalyticsPorts): SagaIterator<void> {
  const used = ports ?? { page: browserCounterPage(config.allowedOrigins), performance: browserPerformancePorts(), tracking: browserTrackingPorts() };
  yield spawn(installCounters, config, used.page);
  if (config.performanceReport) yield spawn(reportPerformance, used.performance);
  yield call(trackEvents, events, used.tracking);
}
