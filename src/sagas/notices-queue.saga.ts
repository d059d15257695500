/**
 * Which notices are due, and what the visitor's answers are remembered as. Loaded only on sites
 * that configure notices (src/sagas/notices.saga.ts imports it), so other sites never download it.
 *
 * The decision is in the core, so that a notice's code is fetched only when it is due: the host
 * renders the current notice's extension, and nothing else of the notices loads before. Re-decided on every page, sign-in or out, consent answer and closed notice, and when the
 * maintenance notice window opens or closes.
 *
 * Memories: the age answer is kept 3 days (or for the browser session, as configured), a dismissed
 * download banner 3 days, the maintenance notice for the session (per announced window), the
 * first-deposit offer once per browser, and the welcome and convert-account notices once per player.
 */
import { call, delay, getContext, put, race, select, spawn, take } from 'redux-saga/effects';
import type { Channel, SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import type { AppServices } from '../composer/services.ts';
import { CORE_ROUTES } from '../composer/core-routes.ts';
import { selectSiteConfig } from '../state/site-config.slice.ts';
import { selectHasDeposit, selectIsAuthenticated, selectUserId, selectUserProfile } from '../state/user.slice.ts';
import { signedIn, type SignedInPayload } from '../state/identity.events.ts';
import { selectCookieConsent } from '../state/consent.slice.ts';
import { NOTICE, noticeClosed, noticesDue, WELCOMED_SIGN_IN, type NoticeKind } from '../state/notices.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import { loadDictionary } from '../guards/dictionary-loader.guard.ts';

export const NOTICE_MEMORY_MS = 3 * 24 * 60 * 60 * 1000;
/** Long waits are cut in pieces: timers cannot wait weeks, and a day is a fine re-check. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;
const FOREVER = Number.MAX_SAFE_INTEGER;
const KEY_PREFIX = 'notices.';
export const WELCOME_PENDING_KEY = `${KEY_PREFIX}welcome-pending`;
export const CONVERT_OPTIONS_PATH = '/account/convert';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Where notice memories live: localStorage (timed) and sessionStorage (this browser session). */
export interface NoticeStorage {
  local: Store | null;
  session: Store | null;
}

function safeStorage(get: () => Storage): Store | null {
  try {
    return typeof window === 'undefined' ? null : get();
  } catch {
    return null; // storage disabled: notices then show again next time, which is the safe side
  }
}

export function browserNoticeStorage(): NoticeStorage {
  return { local: safeStorage(() => window.localStorage), session: safeStorage(() => window.sessionStorage) };
}

function read(store: Store | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: Store | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Full or disabled storage: the notice may show again; never an error for the visitor.
  }
}

type Memory = { kind: 'until'; ms: number } | { kind: 'session' };

interface MemoryRule {
  memory: Memory;
  /** Remembered per player, not per browser. */
  perUser?: boolean;
  /** A part of the key that makes a new occasion ask again (the maintenance window). */
  occasion?: (config: SiteConfig) => string;
}

function memoryRule(kind: NoticeKind, config: SiteConfig): MemoryRule | null {
  switch (kind) {
    case NOTICE.age:
      return { memory: config.notices?.ageRestriction?.remember === 'session' ? { kind: 'session' } : { kind: 'until', ms: NOTICE_MEMORY_MS } };
    case NOTICE.downloadApp:
      return { memory: { kind: 'until', ms: NOTICE_MEMORY_MS } };
    case NOTICE.maintenance:
      return { memory: { kind: 'session' }, occasion: (c) => c.maintenance?.notify_started_at ?? '' };
    case NOTICE.firstDeposit:
      return { memory: { kind: 'until', ms: FOREVER } };
    case NOTICE.welcome:
    case NOTICE.convertAccount:
      return { memory: { kind: 'until', ms: FOREVER }, perUser: true };
    case NOTICE.cookies:
      return null; // the consent itself is the memory
  }
}

function memoryKey(kind: NoticeKind, rule: MemoryRule, config: SiteConfig, userId: number | null): string {
  return [KEY_PREFIX + kind, rule.perUser ? String(userId) : '', rule.occasion?.(config) ?? ''].filter(Boolean).join('.');
}

export function isRemembered(storage: NoticeStorage, kind: NoticeKind, config: SiteConfig, userId: number | null, now: number): boolean {
  const rule = memoryRule(kind, config);
  if (!rule) return false;
  const key = memoryKey(kind, rule, config, userId);
  if (rule.memory.kind === 'session') return read(storage.session, key) !== null;
  const until = Number(read(storage.local, key));
  return Number.isFinite(until) && until > now;
}

export function remember(storage: NoticeStorage, kind: NoticeKind, config: SiteConfig, userId: number | null, now: number): void {
  const rule = memoryRule(kind, config);
  if (!rule) return;
  const key = memoryKey(kind, rule, config, userId);
  if (rule.memory.kind === 'session') write(storage.session, key, '1');
  else write(storage.local, key, String(rule.memory.ms === FOREVER ? FOREVER : now + rule.memory.ms));
}

export interface NoticeFacts {
  config: SiteConfig;
  now: number;
  routeId: string | null;
  /** The page explains a block or maintenance: nothing may cover it. */
  blockPage: boolean;
  isAuthenticated: boolean;
  userId: number | null;
  /** null while the profile is not known. */
  hasDeposit: boolean | null;
  consentDecided: boolean;
  /** The player registered in this browser session and has not been welcomed. */
  justRegistered: boolean;
  /** Whether one of the player's accounts may still change currency; null: not known. */
  convertible: boolean | null;
  remembered: (kind: NoticeKind) => boolean;
}

const timeOf = (iso: string | undefined): number | null => {
  const ms = iso === undefined ? NaN : Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

/** Whether the maintenance notice window is open at `now`. */
export function inMaintenanceNoticeWindow(config: SiteConfig, now: number): boolean {
  const from = timeOf(config.maintenance?.notify_started_at);
  const until = timeOf(config.maintenance?.notify_ended_at);
  return from !== null && until !== null && from <= now && now < until;
}

/** The notices due, given what is known now (in any order: the queue sorts them). */
export function dueNotices(f: NoticeFacts): NoticeKind[] {
  const notices = f.config.notices;
  if (!notices || f.blockPage) return [];
  const due: NoticeKind[] = [];
  const add = (kind: NoticeKind, when: boolean): void => {
    if (when && !f.remembered(kind)) due.push(kind);
  };
  add(NOTICE.age, notices.ageRestriction !== undefined);
  add(NOTICE.cookies, notices.cookies !== undefined && !f.consentDecided);
  add(NOTICE.maintenance, notices.maintenance === true && inMaintenanceNoticeWindow(f.config, f.now));
  add(NOTICE.welcome, notices.welcome === true && f.isAuthenticated && f.justRegistered);
  add(NOTICE.firstDeposit, notices.firstDepositBonus !== undefined && f.routeId === CORE_ROUTES.home && (!f.isAuthenticated || f.hasDeposit === false));
  add(NOTICE.convertAccount, notices.convertAccount === true && f.isAuthenticated && f.convertible === true);
  const audience = notices.downloadApp?.audience;
  add(NOTICE.downloadApp, audience === 'all' || (audience === 'signedIn' && f.isAuthenticated) || (audience === 'guests' && !f.isAuthenticated));
  return due;
}

/** Milliseconds until the maintenance notice window opens or closes, or null when neither is ahead. */
export function msUntilNextBoundary(config: SiteConfig, now: number): number | null {
  if (config.notices?.maintenance !== true) return null;
  const ahead = [timeOf(config.maintenance?.notify_started_at), timeOf(config.maintenance?.notify_ended_at)].filter((t): t is number => t !== null && t > now);
  return ahead.length === 0 ? null : Math.min(LONGEST_WAIT_MS, Math.min(...ahead) - now);
}

function anyConvertible(answer: unknown): boolean {
  const accounts = typeof answer === 'object' && answer !== null ? (answer as { accounts?: unknown }).accounts : undefined;
  return Array.isArray(accounts) && accounts.some((a) => typeof a === 'object' && a !== null && (a as { convertible?: unknown }).convertible === true);
}


interface Session {
  /** Per player id: whether an account may still change currency (asked once per page life). */
  convertible: Map<number, boolean>;
}

function* convertibleFor(services: AppServices, session: Session, userId: number): SagaIterator<boolean | null> {
  const known = session.convertible.get(userId);
  if (known !== undefined) return known;
  if (typeof services.api.request !== 'function') return null;
  try {
    const answer: unknown = yield call([services.api, services.api.request], 'GET', CONVERT_OPTIONS_PATH);
    const convertible = anyConvertible(answer);
    session.convertible.set(userId, convertible);
    return convertible;
  } catch (error) {
    services.log.warn('account convert options not read; no reminder this time', error);
    session.convertible.set(userId, false);
    return false;
  }
}

function* decide(storage: NoticeStorage, session: Session, now: () => number): SagaIterator<SiteConfig | null> {
  const state: RootState = yield select();
  const config = selectSiteConfig(state) as SiteConfig | null;
  const page = state.navigation.committed;
  if (!config?.notices || !page) {
    yield put(noticesDue([]));
    return config;
  }
  const services: AppServices = yield getContext('services');
  const isAuthenticated = selectIsAuthenticated(state);
  const userId = selectUserId(state);
  const route = page.routeId ? services.table.routes.get(page.routeId) : undefined;
  const convertible: boolean | null =
    config.notices.convertAccount === true && isAuthenticated && userId !== null && !isRemembered(storage, NOTICE.convertAccount, config, userId, now())
      ? yield call(convertibleFor, services, session, userId)
      : null;
  const facts: NoticeFacts = {
    config,
    now: now(),
    routeId: page.routeId,
    blockPage: route?.record.flags?.blockPage === true,
    isAuthenticated,
    userId,
    hasDeposit: selectUserProfile(state) ? selectHasDeposit(state) : null,
    consentDecided: selectCookieConsent(state).decided,
    justRegistered: userId !== null && read(storage.session, WELCOME_PENDING_KEY) === String(userId),
    convertible,
    remembered: (kind) => isRemembered(storage, kind, config, userId, now()),
  };
  const due = dueNotices(facts);
  if (due.length > 0) yield call(fetchNoticeTexts, services, config.notices.plugin, page.lng, state);
  yield put(noticesDue(due));
  return config;
}

/** The notices plugin's texts, fetched once a notice is due (the host waits for them: no raw key shows). */
function* fetchNoticeTexts(services: AppServices, plugin: string, lng: string, state: RootState): SagaIterator<void> {
  for (const id of services.plugins.manifests.get(plugin)?.dictionaries ?? []) {
    const status = state.dictionaries.byKey[`${lng}:${id}`];
    if (status === undefined || status === 'failed') yield spawn(loadDictionary, lng, id);
  }
}

function* rememberClosed(storage: NoticeStorage, kind: NoticeKind, now: () => number): SagaIterator<void> {
  const state: RootState = yield select();
  const config = selectSiteConfig(state) as SiteConfig | null;
  if (config) remember(storage, kind, config, selectUserId(state), now());
}

/**
 * One loop over the buffered channel of events that may change what is due (blocking, one event at
 * a time): every event is seen, and the queue is decided again after each, so two decisions never race.
 */
export function* runNoticeQueue(channel: Channel<PayloadAction<unknown>>, storage: NoticeStorage = browserNoticeStorage(), now: () => number = Date.now): SagaIterator<void> {
  const session: Session = { convertible: new Map() };
  let config: SiteConfig | null = yield call(decide, storage, session, now);
  for (;;) {
    const wait = config ? msUntilNextBoundary(config, now()) : null;
    const { event }: { event?: PayloadAction<unknown> } = yield race({ event: take(channel), ...(wait !== null ? { timer: delay(wait) } : {}) });
    if (event?.type === noticeClosed.type) yield call(rememberClosed, storage, (event.payload as { kind: NoticeKind }).kind, now);
    if (event?.type === signedIn.type && (event.payload as SignedInPayload).via === WELCOMED_SIGN_IN) {
      write(storage.session, WELCOME_PENDING_KEY, String((event.payload as SignedInPayload).userId));
    }
    config = yield call(decide, storage, session, now);
  }
}
