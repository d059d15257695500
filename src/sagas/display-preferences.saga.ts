/**
 * The visitor's display preferences applied and kept: the look goes on <html> at once, the choices
 * go to cookies only while functional cookies are agreed (otherwise they last as long as this page's
 * memory), and every open tab of the site follows a choice made in one of them.
 *
 * Blocking loop over three inputs (a choice here, a consent answer, another tab's choices), so the
 * cookie writes happen in the order the choices were made.
 */
import type { SagaIterator } from 'redux-saga';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import { parsePreferences, PREFERENCE_COOKIES, PREFERENCE_NAMES, type ChosenPreferences } from '../domain/preference-cookies.ts';
import { documentAttributes, PREFERENCE_COOKIE_MAX_AGE_SECONDS, preferenceCookieValue } from '../domain/preference-output.ts';
import { cookieConsentGiven, hasCookieConsent, selectCookieConsent } from '../state/consent.slice.ts';
import { preferenceChosen, preferencesRestored, selectChosenPreferences } from '../state/preferences.slice.ts';

/** The name of the channel the tabs of the site talk on. */
export const PREFERENCES_CHANNEL = 'display-preferences';

/** The cookie jar (document in the browser). */
export interface CookieJar {
  cookie: string;
}

/** The element the look is applied to (<html>). */
export interface DocumentRoot {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** Messages to and from the site's other tabs. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface DisplayPreferencesEnv {
  jar: CookieJar | null;
  root: DocumentRoot | null;
  openChannel: () => TabChannel | null;
  secure: boolean;
}

export function browserEnv(): DisplayPreferencesEnv {
  const inBrowser = typeof document !== 'undefined';
  return {
    jar: inBrowser ? document : null,
    root: inBrowser ? document.documentElement : null,
    openChannel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(PREFERENCES_CHANNEL) : null),
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

const LOOK_ATTRIBUTES = ['data-theme', 'data-font-size', 'data-compact'] as const;

export function applyLook(root: DocumentRoot | null, chosen: ChosenPreferences): void {
  if (!root) return;
  const wanted = documentAttributes(chosen);
  for (const name of LOOK_ATTRIBUTES) {
    const value = wanted[name];
    if (value === undefined) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}

/** Every chosen preference written, every other one's cookie removed (the default needs none). */
export function writePreferenceCookies(jar: CookieJar, chosen: ChosenPreferences, secure: boolean): void {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  for (const name of PREFERENCE_NAMES) {
    const value = preferenceCookieValue(name, chosen[name]);
    jar.cookie =
      value === null
        ? `${PREFERENCE_COOKIES[name]}=; Max-Age=0${attributes}`
        : `${PREFERENCE_COOKIES[name]}=${encodeURIComponent(value)}; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}${attributes}`;
  }
}

/** Removes every preference cookie (functional cookies refused). */
export function clearPreferenceCookies(jar: CookieJar, secure: boolean): void {
  const attributes = `; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  for (const name of PREFERENCE_NAMES) jar.cookie = `${PREFERENCE_COOKIES[name]}=${attributes}`;
}

function otherTabs(channel: TabChannel | null): EventChannel<{ chosen: unknown }> {
  return eventChannel<{ chosen: unknown }>((emit) => {
    if (!channel) return () => {};
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && 'chosen' in data) emit({ chosen: (data as { chosen: unknown }).chosen });
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }, buffers.sliding(1));
}

function post(channel: TabChannel | null, chosen: ChosenPreferences): void {
  try {
    channel?.postMessage({ chosen });
  } catch {
    // A closed channel: this tab's choice still holds here.
  }
}

/** The cookies brought in line with the consent: written with functional consent, removed once it is refused. */
function* persist(env: DisplayPreferencesEnv): SagaIterator<void> {
  if (!env.jar) return;
  const state: unknown = yield select();
  if (hasCookieConsent(state, 'functional')) writePreferenceCookies(env.jar, selectChosenPreferences(state as never), env.secure);
  else if (selectCookieConsent(state).decided) clearPreferenceCookies(env.jar, env.secure);
}

/** What started the saga late (src/plugin-api/preferences.ts fetches it when it first has work). */
export type Woken = { fromOtherTab: unknown } | { fromThisTab: true };

/**
 * `woken`: what made it start late. Another tab's choices are applied first; a choice or consent
 * answer in this tab is in the state already, so the look and the cookies are brought in line at
 * start and the other tabs told.
 */
export function* keepDisplayPreferences(env: DisplayPreferencesEnv = browserEnv(), woken?: Woken): SagaIterator<void> {
  let channel: TabChannel | null;
  try {
    channel = env.openChannel();
  } catch {
    channel = null; // no channel: this tab alone follows its choices
  }
  const messages: EventChannel<{ chosen: unknown }> = yield call(otherTabs, channel);
  try {
    const sent = woken && 'fromOtherTab' in woken ? woken.fromOtherTab : undefined;
    if (typeof sent === 'object' && sent !== null && 'chosen' in sent) yield put(preferencesRestored(parsePreferences((sent as { chosen: unknown }).chosen)));
    const start: unknown = yield select();
    applyLook(env.root, selectChosenPreferences(start as never));
    yield call(persist, env);
    if (woken && 'fromThisTab' in woken) post(channel, selectChosenPreferences(start as never));
    for (;;) {
      const next = (yield race({
        chosen: take(preferenceChosen.type),
        consent: take(cookieConsentGiven.type),
        other: take(messages),
      })) as { chosen?: unknown; consent?: ReturnType<typeof cookieConsentGiven>; other?: { chosen: unknown } };
      if (next.other) {
        // Another tab wrote its cookies already (the jar is shared); here only the state and the look follow.
        yield put(preferencesRestored(parsePreferences(next.other.chosen)));
        const state: unknown = yield select();
        applyLook(env.root, selectChosenPreferences(state as never));
      } else if (next.consent) {
        yield call(persist, env);
      } else {
        const state: unknown = yield select();
        const chosen = selectChosenPreferences(state as never);
        applyLook(env.root, chosen);
        yield call(persist, env);
        post(channel, chosen);
      }
    }
  } finally {
    messages.close();
    channel?.close();
  }
}
