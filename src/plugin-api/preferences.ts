/**
 * The player's display preferences for plugins: the odds format every price is shown in, and the
 * device's display preferences (theme, text size, view type, time zone and clock, market names,
 * compact view, grouping by country).
 *
 *   const text = useFormattedOdds(market.coef);        // "10/11", "-110" ...; null if it cannot show
 *   dispatch(oddsFormatChanged(ODDS_FORMAT.american)); // a switcher
 *   const formatTime = useFormatTime();                // every time a person reads
 *   formatTime(game.startAt)                            // "18:30" in the chosen zone and clock
 *   const { viewType, groupByCountry } = useDisplayPreferences();
 *
 * Prices stay decimal everywhere (state, API, coupon maths); only what a person reads is formatted.
 * The selectors read defensively: a store without the preferences or site-config slices (a plugin's
 * own test store) shows decimal.
 *
 * Cost on live pages: a price component re-renders when its price or the format changes and never
 * otherwise; a list of many prices should read the format once (`useOddsFormat` in the row or list)
 * and hand the id down with `formatOddsOrNull`, rather than subscribe once per price.
 */
import { useCallback, useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { SagaIterator } from 'redux-saga';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, fork, put, race, select, take } from 'redux-saga/effects';
import { useTexts } from '../i18n/use-texts.tsx';
import { formatDateTime, TIME_ONLY, type DateTimeParts } from '../domain/time-format.ts';
import type * as DisplayPreferencesModule from '../sagas/display-preferences.saga.ts';
import { cookieConsentGiven } from '../state/consent.slice.ts';
import { useIsHydrated } from './hydration.ts';
import { formatOdds } from '../domain/odds.ts';
import {
  DEFAULT_ODDS_FORMAT,
  ODDS_FORMAT_STORAGE_KEY,
  OFFERED_ODDS_FORMATS,
  oddsFormatChanged,
  oddsFormatOptions,
  parseOddsFormat,
  displayOptions,
  preferenceChosen,
  selectDisplayOptions as selectDisplayOptionsInCore,
  selectDisplayPreferences as selectDisplayInCore,
  selectChosenPreferences as selectChosenInSlice,
  type DisplayOptions,
  type DisplayPreferences,
  type PreferenceChoice,
  selectChosenOddsFormat as selectChosenInCore,
  selectOddsFormat as selectOddsFormatInCore,
  selectOddsFormatOptions as selectOptionsInCore,
  type OddsFormatOptions,
} from '../state/preferences.slice.ts';

export { ODDS_FORMAT, oddsFormatKind, type OddsFormatKind } from '../domain/odds.ts';
export { oddsFormatChanged, OFFERED_ODDS_FORMATS, DEFAULT_ODDS_FORMAT, type OddsFormatOptions };
export { preferenceChosen, type DisplayOptions, type DisplayPreferences, type PreferenceChoice };
export { formatDateTime, TIME_ONLY, DATE_AND_TIME, type DateTimeParts, type TimeDisplay } from '../domain/time-format.ts';
export type { ChosenPreferences, FontSize, PreferenceName } from '../domain/preference-cookies.ts';
import { NO_PREFERENCES, type ChosenPreferences } from '../domain/preference-cookies.ts';

function hasSlices(state: unknown, ...keys: string[]): boolean {
  return typeof state === 'object' && state !== null && keys.every((key) => key in state);
}

const hasCoreSlices = (state: unknown): boolean => hasSlices(state, 'preferences', 'siteConfig');

const DEFAULT_OPTIONS = oddsFormatOptions(null);

/** The format prices are shown in now (a format id among OFFERED_ODDS_FORMATS). */
export function selectOddsFormat(state: unknown): number {
  return hasCoreSlices(state) ? selectOddsFormatInCore(state as Parameters<typeof selectOddsFormatInCore>[0]) : DEFAULT_ODDS_FORMAT;
}

/** What a switcher offers on this site, and the site's default. */
export function selectOddsFormatOptions(state: unknown): OddsFormatOptions {
  return hasCoreSlices(state) ? selectOptionsInCore(state as Parameters<typeof selectOptionsInCore>[0]) : DEFAULT_OPTIONS;
}

/**
 * Decimal odds in format `formatId`, or null for a price no format can show (at or below 1, not a
 * number): the caller shows its own "unavailable" text. Results are cached per format, so a list
 * that re-renders does not format the same price twice.
 */
export function formatOddsOrNull(decimal: number | null | undefined, formatId: number): string | null {
  if (typeof decimal !== 'number') return null;
  let cache = formatted.get(formatId);
  if (!cache) {
    cache = new Map();
    formatted.set(formatId, cache);
  }
  const hit = cache.get(decimal);
  if (hit !== undefined) return hit;
  let text: string | null;
  try {
    text = formatOdds(decimal, formatId);
  } catch {
    text = null;
  }
  // Live prices keep moving to values never seen before (a page left open meets thousands), so the
  // cache holds about one screen's worth and lets the oldest go: a Map iterates in insertion order.
  if (cache.size >= FORMAT_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(decimal, text);
  return text;
}

const FORMAT_CACHE_LIMIT = 300;
const formatted = new Map<number, Map<number, string | null>>();

/** How many prices are remembered per format (for the test that the cache stays bounded). */
export function oddsFormatCacheSizes(): number[] {
  return [...formatted.values()].map((cache) => cache.size);
}

const DEFAULT_DISPLAY_OPTIONS = displayOptions(null);
const DEFAULT_DISPLAY: DisplayPreferences = Object.freeze({
  theme: null,
  fontSize: 15,
  viewType: DEFAULT_DISPLAY_OPTIONS.viewTypes.default,
  timeZoneOffset: null,
  is12h: null,
  marketsNameType: DEFAULT_DISPLAY_OPTIONS.marketsNameTypes.default,
  compactView: false,
  groupByCountry: true,
  accumulatorOfTheDay: true,
  liveAccumulatorOfTheDay: true,
  bestMatchesOnTop: false,
  showGameId: false,
});

/** What the visitor's pages show (the choice where the site allows it, else the defaults). */
export function selectDisplayPreferences(state: unknown): DisplayPreferences {
  return hasCoreSlices(state) ? selectDisplayInCore(state as Parameters<typeof selectDisplayInCore>[0]) : DEFAULT_DISPLAY;
}

/** The view types and market-name types this site offers, and its defaults. */
export function selectDisplayOptions(state: unknown): DisplayOptions {
  return hasCoreSlices(state) ? selectDisplayOptionsInCore(state as Parameters<typeof selectDisplayOptionsInCore>[0]) : DEFAULT_DISPLAY_OPTIONS;
}

export function useDisplayPreferences(): DisplayPreferences {
  return useSelector(selectDisplayPreferences);
}

export function useDisplayOptions(): DisplayOptions {
  return useSelector(selectDisplayOptions);
}

/** What the visitor chose themselves (null for each preference left to the site or the device). */
export function selectChosenPreferences(state: unknown): ChosenPreferences {
  return hasCoreSlices(state) ? selectChosenInSlice(state as Parameters<typeof selectChosenInSlice>[0]) : NO_PREFERENCES;
}

const selectTimeZoneOffset = (state: unknown): number | null => selectDisplayPreferences(state).timeZoneOffset;
const selectIs12h = (state: unknown): boolean | null => selectDisplayPreferences(state).is12h;

/**
 * A function that formats an instant (ms, Date or ISO string) in the page's language, the chosen
 * zone and clock: `formatTime(at)` gives hours and minutes, `formatTime(at, DATE_AND_TIME)` or any
 * Intl parts give more. Without a chosen zone the server and the hydrating browser show UTC (and
 * say so), and the device's zone right after, so the markup always matches.
 */
export function useFormatTime(): (at: number | Date | string, parts?: DateTimeParts) => string {
  const { i18n } = useTexts();
  const timeZoneOffset = useSelector(selectTimeZoneOffset);
  const is12h = useSelector(selectIs12h);
  const deviceZoneKnown = useIsHydrated();
  const lng = i18n.language;
  return useCallback(
    (at: number | Date | string, parts: DateTimeParts = TIME_ONLY) => formatDateTime(at, lng, parts, { timeZoneOffset, is12h, deviceZoneKnown }),
    [lng, timeZoneOffset, is12h, deviceZoneKnown],
  );
}

/** The format prices are shown in; re-renders the caller only when it changes. */
export function useOddsFormat(): number {
  return useSelector(selectOddsFormat);
}

/** One price in the player's format (null when it cannot be shown, see formatOddsOrNull). */
export function useFormattedOdds(decimal: number | null | undefined): string | null {
  const formatId = useOddsFormat();
  return useMemo(() => formatOddsOrNull(decimal, formatId), [decimal, formatId]);
}

/** A function that formats prices in the player's format (stable while the format is the same), for lists. */
export function useOddsFormatter(): (decimal: number | null | undefined) => string | null {
  const formatId = useOddsFormat();
  return useCallback((decimal: number | null | undefined) => formatOddsOrNull(decimal, formatId), [formatId]);
}

// ---------------------------------------------------------------------------------------------
// Persistence: the saga a plugin that offers a switcher starts (plugin.json "sagas")

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function localStore(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Another tab wrote the key (the storage event fires in every other tab of the origin). */
function storedFormatChanges(): EventChannel<{ value: string | null }> {
  return eventChannel<{ value: string | null }>((emit) => {
    if (typeof window === 'undefined') return () => {};
    const onStorage = (event: StorageEvent) => {
      if (event.key === ODDS_FORMAT_STORAGE_KEY) emit({ value: event.newValue });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, buffers.sliding(1));
}

function write(storage: StorageLike | null, value: string): void {
  try {
    storage?.setItem(ODDS_FORMAT_STORAGE_KEY, value);
  } catch {
    // Full or disabled storage: the choice holds for this page only (a failure to save a preference is swallowed).
  }
}

function read(storage: StorageLike | null): string | null {
  try {
    return storage?.getItem(ODDS_FORMAT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

const TAB_CHANNEL = 'display-preferences';

/**
 * The display preferences' saga (the look on <html>, their cookies with consent, the other tabs)
 * is a module of its own, fetched when it first has work: a choice in this tab, a consent answer,
 * or a choice in another tab. Until then nothing differs from what the server rendered, so the
 * home page does not download it. What woke it is handed over, so nothing is missed.
 */
function* startDisplayPreferences(): SagaIterator<void> {
  let channel: BroadcastChannel | null = null;
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : null;
  } catch {
    channel = null;
  }
  const firstMessage = eventChannel<{ data: unknown }>((emit) => {
    const onMessage = (event: MessageEvent) => emit({ data: event.data });
    channel?.addEventListener('message', onMessage);
    return () => channel?.removeEventListener('message', onMessage);
  }, buffers.sliding(1));
  let woken: { data: unknown } | null = null;
  try {
    const next = (yield race({ here: take([preferenceChosen.type, cookieConsentGiven.type]), other: take(firstMessage) })) as { other?: { data: unknown } };
    woken = next.other ?? null;
  } finally {
    firstMessage.close();
    if (woken === null && (yield cancelled())) channel?.close();
  }
  try {
    const module = (yield call(() => import('../app/deferred-modules.ts').then((m) => m.displayPreferences))) as typeof DisplayPreferencesModule;
    yield call(module.keepDisplayPreferences, { ...module.browserEnv(), openChannel: () => channel }, woken ? { fromOtherTab: woken.data } : { fromThisTab: true });
  } finally {
    // Closed by the saga when it ran; here when the module could not load or the store stopped first.
    channel?.close();
  }
}

/**
 * Keeps the chosen odds format in localStorage and in step across tabs. Blocking loop over two
 * inputs: every oddsFormatChanged writes the choice (unless storage already holds it: what another
 * tab wrote is not written back); another tab's choice is dispatched here. The first value was read
 * when the store was created, or, for a store that started from the server's state, here at start.
 * Starting it twice is harmless (the writes are equal).
 */
export function* persistPreferences(storage: StorageLike | null = localStore()): SagaIterator<void> {
  if (typeof document !== 'undefined') yield fork(startDisplayPreferences);
  const changes: EventChannel<{ value: string | null }> = yield call(storedFormatChanges);
  // A store that started from the server's state (a hydrated page) has not read this browser's
  // storage: apply the stored choice now.
  const stored = parseOddsFormat(read(storage));
  const initial: unknown = yield select();
  if (stored !== null && hasSlices(initial, 'preferences') && selectChosenInCore(initial as Parameters<typeof selectChosenInCore>[0]) !== stored) {
    yield put(oddsFormatChanged(stored));
  }
  try {
    for (;;) {
      const next = (yield race({ chosen: take(oddsFormatChanged.type), stored: take(changes) })) as { stored?: { value: string | null } };
      const state: unknown = yield select();
      const chosen = hasSlices(state, 'preferences') ? selectChosenInCore(state as Parameters<typeof selectChosenInCore>[0]) : null;
      if (next.stored) {
        const id = parseOddsFormat(next.stored.value);
        if (id !== null && id !== chosen) yield put(oddsFormatChanged(id));
      } else if (chosen !== null && read(storage) !== String(chosen)) {
        write(storage, String(chosen));
      }
    }
  } finally {
    changes.close();
  }
}
