/**
 * The device's display preferences as cookies, so the server can render the first screen the way
 * the visitor set it (theme and text size on <html>, times in their zone) and the page never
 * flashes from one look to another.
 *
 * Every value is parsed strictly: anything that is not exactly a known value is "not chosen", and
 * the site's default applies. Flags are written as 1/0. Nothing here throws on what a cookie holds.
 */
import { cookieFromHeader } from './consent.ts';
import { parseTimeZoneOffset } from './time-format.ts';

/** 'system' follows the device's light or dark setting, as the page does until a theme is chosen. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Text sizes in CSS pixels, the shell's 15 px being the normal one. */
export const FONT_SIZES = [13, 15, 17, 19] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = 15;

/** 0 European (one line per market), 1 Asian (handicap and total side by side). */
export const VIEW_TYPES = [0, 1] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** 0 full market names, 1 short ones. */
export const MARKETS_NAME_TYPES = [0, 1] as const;
export type MarketsNameType = (typeof MARKETS_NAME_TYPES)[number];

/** What the visitor chose; null everywhere they have not (the site or the device decides). */
export interface ChosenPreferences {
  theme: Theme | null;
  fontSize: FontSize | null;
  viewType: ViewType | null;
  /** Offset from UTC in minutes; null follows the device's zone. */
  timeZoneOffset: number | null;
  /** null follows the language's habit. */
  is12h: boolean | null;
  marketsNameType: MarketsNameType | null;
  compactView: boolean | null;
  groupByCountry: boolean | null;
  /** The day's accumulator as a block on the line page (SPEC 3.5 isAccumulatorOfTheDay, on by default). */
  accumulatorOfTheDay: boolean | null;
  /** Its live counterpart on the live page (isLiveAccumulatorOfTheDay, on by default). */
  liveAccumulatorOfTheDay: boolean | null;
  /** The top games first in the line and live lists (isBestMatchesOnTop, off by default). */
  bestMatchesOnTop: boolean | null;
  /** The game's id on its row and its page, for a player to quote to support (isShowGameId, off by default). */
  showGameId: boolean | null;
}

export type PreferenceName = keyof ChosenPreferences;

export const NO_PREFERENCES: ChosenPreferences = Object.freeze({
  theme: null,
  fontSize: null,
  viewType: null,
  timeZoneOffset: null,
  is12h: null,
  marketsNameType: null,
  compactView: null,
  groupByCountry: null,
  accumulatorOfTheDay: null,
  liveAccumulatorOfTheDay: null,
  bestMatchesOnTop: null,
  showGameId: null,
});

/** The cookie of each preference. */
export const PREFERENCE_COOKIES: Readonly<Record<PreferenceName, string>> = Object.freeze({
  theme: 'appTheme',
  fontSize: 'appFontSize',
  viewType: 'app_view_type',
  timeZoneOffset: 'tzo',
  is12h: 'is12h',
  marketsNameType: 'markets_name_type',
  compactView: 'isAppCompactView',
  groupByCountry: 'isChampsGroupedByCountry',
  accumulatorOfTheDay: 'isAccumulatorOfTheDay',
  liveAccumulatorOfTheDay: 'isLiveAccumulatorOfTheDay',
  bestMatchesOnTop: 'isBestMatchesOnTop',
  showGameId: 'isShowGameId',
});

function smallInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d{1,3}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function oneOf<T extends number>(allowed: readonly T[], value: unknown): T | null {
  const n = smallInteger(value);
  return n !== null && (allowed as readonly number[]).includes(n) ? (n as T) : null;
}

/** "1"/"0" (or true/false from an action). */
export function parseFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1') return true;
  if (value === 0 || value === '0') return false;
  return null;
}

/** 0 light, 1 dark, 2 the device's (or the names). */
export function parseTheme(value: unknown): Theme | null {
  if (typeof value === 'string' && (THEMES as readonly string[]).includes(value)) return value as Theme;
  const n = oneOf([0, 1, 2], value);
  return n === null ? null : THEMES[n]!;
}

export const parseFontSize = (value: unknown): FontSize | null => oneOf(FONT_SIZES, value);
export const parseViewType = (value: unknown): ViewType | null => oneOf(VIEW_TYPES, value);
export const parseMarketsNameType = (value: unknown): MarketsNameType | null => oneOf(MARKETS_NAME_TYPES, value);

const PARSERS: { readonly [K in PreferenceName]: (value: unknown) => ChosenPreferences[K] } = {
  theme: parseTheme,
  fontSize: parseFontSize,
  viewType: parseViewType,
  timeZoneOffset: parseTimeZoneOffset,
  is12h: parseFlag,
  marketsNameType: parseMarketsNameType,
  compactView: parseFlag,
  groupByCountry: parseFlag,
  accumulatorOfTheDay: parseFlag,
  liveAccumulatorOfTheDay: parseFlag,
  bestMatchesOnTop: parseFlag,
  showGameId: parseFlag,
};

/** One preference's value from anything (a cookie, an action, a message from another tab). */
export function parsePreference<K extends PreferenceName>(name: K, value: unknown): ChosenPreferences[K] {
  try {
    return PARSERS[name](value);
  } catch {
    return null as ChosenPreferences[K];
  }
}

export const PREFERENCE_NAMES = Object.keys(PARSERS) as PreferenceName[];

/** Only the known preferences with valid values: the rest is not chosen. */
export function parsePreferences(input: unknown): ChosenPreferences {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const name of PREFERENCE_NAMES) out[name] = parsePreference(name, record[name]);
  return out as unknown as ChosenPreferences;
}

/** What a Cookie header (the server's request, or document.cookie) says the visitor chose. */
export function preferencesFromCookieHeader(header: string | null | undefined): ChosenPreferences {
  const out: Record<string, unknown> = {};
  for (const name of PREFERENCE_NAMES) out[name] = parsePreference(name, cookieFromHeader(header, PREFERENCE_COOKIES[name]));
  return out as unknown as ChosenPreferences;
}
