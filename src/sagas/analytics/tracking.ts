/**
 * Registration, recovery and login tracking: each event updates the analytics storage (attempt
 * counters, popup times, done, the social network), which lives 24 h and is forgotten on time even
 * in a tab left open; with marketing consent the storage is kept in localStorage (otherwise only
 * for this page) and the registration and recovery steps go to the counters' event log.
 */
import { call, fork, getContext, race, select, take, delay } from 'redux-saga/effects';
import type { Channel, SagaIterator } from 'redux-saga';
import type { AppServices } from '../../composer/services.ts';
import type { AnalyticsEvent } from '../../../schemas/analytics-api.schema.ts';
import {
  afterAuthStep,
  afterRegistrationStep,
  ANALYTICS_STORAGE_KEY,
  freshOrCurrent,
  readStoredAnalytics,
  serializeAnalytics,
  type RecoveryStep,
  type RegistrationStep,
  type StoredAnalytics,
} from '../../domain/analytics-storage.ts';
import { loginTracked, recoveryTracked, registrationTracked, type TrackedEvent } from '../../plugin-api/analytics.ts';
import { selectConsentAllows } from '../../state/consent.slice.ts';
import { callApi } from '../../plugin-api/sagas.ts';

export const EVENTS_PATH = '/analytics/events';

/** The counters' event ids of each step. */
export const REGISTRATION_EVENT_IDS: Readonly<Record<RegistrationStep, number>> = {
  'popup-shown': 1000,
  leave: 1001,
  'type-picked': 1100,
  call: 1255,
  error: 1256,
  done: 10000,
  'credentials-saved': 10010,
  'bonus-selected': 10020,
  'bonus-rejected': 10021,
};
export const RECOVERY_EVENT_IDS: Readonly<Record<RecoveryStep, number>> = {
  'popup-shown': 2000,
  'code-sent': 2100,
  'code-approved': 2200,
  'code-wrong': 2201,
  'code-expired': 2202,
  'password-saved': 2300,
  error: 2900,
  success: 20000,
};

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TrackingPorts {
  /** localStorage, or null where it is unavailable. */
  storage: Store | null;
  now(): number;
}

export function browserTrackingPorts(): TrackingPorts {
  let storage: Store | null;
  try {
    storage = typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    storage = null; // disabled storage: the counters live for this page only
  }
  return { storage, now: () => Date.now() };
}

function readItem(storage: Store | null): string | null {
  try {
    return storage?.getItem(ANALYTICS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: Store | null, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(ANALYTICS_STORAGE_KEY);
    else storage?.setItem(ANALYTICS_STORAGE_KEY, value);
  } catch {
    // A full or disabled storage loses the counters, which is all it may cost.
  }
}

function applyEvent(stored: StoredAnalytics, event: TrackedEvent, now: number): StoredAnalytics {
  if (registrationTracked.match(event)) return { ...stored, data: afterRegistrationStep(stored.data, event.payload, now) };
  if (recoveryTracked.match(event)) return { ...stored, data: afterAuthStep(stored.data, 'recovery', event.payload.step, now) };
  if (loginTracked.match(event)) return { ...stored, data: afterAuthStep(stored.data, 'login', event.payload.step, now) };
  return stored;
}

/** The counters' record of a registration or recovery step; null for login steps (counted only). */
export function counterEventOf(event: TrackedEvent, stored: StoredAnalytics, routeId: string): AnalyticsEvent | null {
  if (registrationTracked.match(event)) {
    const regType = event.payload.regType;
    return {
      flow: 'registration',
      step: event.payload.step,
      eventId: REGISTRATION_EVENT_IDS[event.payload.step],
      routeId,
      ...(regType && /^[a-z0-9-]{1,30}$/.test(regType) ? { regType } : {}),
      tries: Math.min(stored.data.regTryCounter, 1000),
    };
  }
  if (recoveryTracked.match(event)) {
    return { flow: 'recovery', step: event.payload.step, eventId: RECOVERY_EVENT_IDS[event.payload.step], routeId, tries: Math.min(stored.data.authTryCounter, 1000) };
  }
  return null;
}

function* sendEvent(body: AnalyticsEvent): SagaIterator<void> {
  try {
    yield call(callApi, 'POST', EVENTS_PATH, { body });
  } catch (error) {
    const services: AppServices = yield getContext('services');
    services.log.warn('analytics event was not sent', error);
  }
}

const committedRouteId = (state: { navigation?: { committed: { routeId: string | null } | null } }): string =>
  state.navigation?.committed?.routeId ?? 'not-found';

/** Blocking: takes the events one by one, for as long as the page lives. */
export function* trackEvents(events: Channel<TrackedEvent>, ports: TrackingPorts): SagaIterator<void> {
  let stored = readStoredAnalytics(readItem(ports.storage), ports.now());
  if (!stored) writeItem(ports.storage, null);
  for (;;) {
    const { event, expired } = (
      stored ? yield race({ event: take(events), expired: delay(Math.max(0, stored.expiresAt - ports.now())) }) : { event: yield take(events) }
    ) as { event?: TrackedEvent; expired?: true };
    if (expired) {
      // A day is over: yesterday's attempts must not count today, here or in another tab.
      stored = null;
      writeItem(ports.storage, null);
      continue;
    }
    if (!event) return; // the channel closed
    const now = ports.now();
    stored = applyEvent(freshOrCurrent(stored, now), event, now);
    const marketing: boolean = yield select((state: unknown) => selectConsentAllows(state, 'marketing'));
    if (!marketing) continue;
    writeItem(ports.storage, serializeAnalytics(stored));
    const body = counterEventOf(event, stored, yield select(committedRouteId));
    if (body) yield fork(sendEvent, body);
  }
}

/** The storage as the tab knows it now (for tests and the debugger). */
export function storedAnalyticsIn(ports: TrackingPorts): StoredAnalytics | null {
  return readStoredAnalytics(readItem(ports.storage), ports.now());
}
