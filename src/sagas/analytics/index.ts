/**
 * Analytics start late on purpose: this watcher is all of it that is in the entry. It keeps the
 * tracking events the sign-in plugin dispatches from the first moment, and fetches the analytics
 * module (counters, the performance report, the storage) only when the site config has an
 * analytics section, 10 s after the page started, or at once on the registration page, where the
 * counters matter most.
 */
import { actionChannel, call, delay, getContext, race, select, take } from 'redux-saga/effects';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { configInstalled } from '../../state/site-config.slice.ts';
import { navigationCommitted, type CommittedPage } from '../../state/navigation.slice.ts';
import { TRACKED_EVENT_TYPES, type TrackedEvent } from '../../plugin-api/analytics.ts';
import type { AnalyticsConfig } from '../../../schemas/analytics-config.schema.ts';
import type { Logger } from '../../composer/services.ts';
import { CORE_ROUTES } from '../../composer/core-routes.ts';
import { untilOnline } from '../connectivity.saga.ts';

export const ANALYTICS_INSTALL_DELAY_MS = 10_000;
export const REGISTRATION_ROUTE_ID = CORE_ROUTES.registration;

export interface AnalyticsModule {
  runAnalytics(config: AnalyticsConfig, events: Channel<TrackedEvent>): SagaIterator<void>;
}

export type AnalyticsModuleLoader = () => Promise<AnalyticsModule>;

const loadAnalyticsModule: AnalyticsModuleLoader = () => import('../../app/deferred-modules.ts').then((m) => m.analytics);

const isRegistration = (page: CommittedPage | null | undefined): boolean => page?.routeId === REGISTRATION_ROUTE_ID;

function* installedConfig(): SagaIterator<SiteConfig> {
  const config = (yield select((s: { siteConfig?: { config: SiteConfig | null } }) => s.siteConfig?.config ?? null)) as SiteConfig | null;
  if (config) return config;
  const { payload }: PayloadAction<SiteConfig> = yield take(configInstalled.type);
  return payload;
}

/** Blocking: runs once per page load; the loaded module's own sagas run inside it. */
export function* watchAnalytics(load: AnalyticsModuleLoader = loadAnalyticsModule): SagaIterator<void> {
  // Events before the module arrives wait here (a player may open registration in the first seconds).
  const events: Channel<TrackedEvent> = yield actionChannel(TRACKED_EVENT_TYPES as string[], buffers.expanding<TrackedEvent>(20));
  const config: SiteConfig = yield call(installedConfig);
  if (!config.analytics) {
    events.close();
    return;
  }
  const page = (yield select((s: { navigation?: { committed: CommittedPage | null } }) => s.navigation?.committed ?? null)) as CommittedPage | null;
  if (!isRegistration(page)) {
    yield race({
      waited: delay(ANALYTICS_INSTALL_DELAY_MS),
      registration: take((action: { type: string; payload?: CommittedPage }) => action.type === navigationCommitted.type && isRegistration(action.payload)),
    });
  }
  // Offline the module (and the calls it makes at once) would fail: it starts when the network is back.
  yield call(untilOnline);
  let module: AnalyticsModule;
  try {
    module = yield call(load);
  } catch (error) {
    // A chunk that does not arrive costs this page its analytics, never the player anything.
    const services: { log?: Logger } | undefined = yield getContext('services');
    services?.log?.warn('analytics module did not load', error);
    events.close();
    return;
  }
  yield call(module.runAnalytics, config.analytics, events);
}

