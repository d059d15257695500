/**
 * Global preferences of this device. The odds display format (coefViewId, a format id) is kept in
 * localStorage, read once when the store is created (the lazy initial state below) and written by
 * `persistPreferences` (src/plugin-api/preferences.ts). The display preferences (theme, text size,
 * view type, time zone and clock, market names, compact view, grouping by country, the accumulator
 * blocks, top games first, game ids) live in cookies
 * so the server's first render follows them; they are read from document.cookie here, from the
 * request on the server (`preferencesRestored`), and written only with functional consent.
 *
 * The slice holds only what the player chose (null: nothing yet). What is shown is derived with the
 * site config, which arrives later: its `oddsFormats.default` until the player chooses, and a
 * choice the operator does not offer falls back to that default. A stored value that is not a
 * format id is no choice at all; nothing here ever throws on what storage holds.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ODDS_FORMAT_IDS } from '../domain/odds.ts';
import {
  DEFAULT_FONT_SIZE,
  MARKETS_NAME_TYPES,
  NO_PREFERENCES,
  parsePreference,
  parsePreferences,
  preferencesFromCookieHeader,
  VIEW_TYPES,
  type ChosenPreferences,
  type FontSize,
  type MarketsNameType,
  type PreferenceName,
  type Theme,
  type ViewType,
} from '../domain/preference-cookies.ts';
import { selectSiteConfig } from './site-config.slice.ts';
import { readOncePerTask } from './read-once-per-task.ts';

/** Where the chosen format id lives in localStorage. */
export const ODDS_FORMAT_STORAGE_KEY = 'preferences.coefViewId';

/** Decimal, unless the site config says otherwise. */
export const DEFAULT_ODDS_FORMAT = 0;

/** The six formats, one id each, in the order a switcher offers them. */
export const OFFERED_ODDS_FORMATS: readonly number[] = Object.freeze([0, 1, 2, 4, 5, 6]);

// 14, 15 and 16 are second ids of Hong Kong, Malay and Indonesian, equal to 4, 5 and 6.
const CANONICAL: Readonly<Record<number, number>> = Object.freeze({ 14: 4, 15: 5, 16: 6 });

export interface PreferencesState {
  /** The format the player chose (one of OFFERED_ODDS_FORMATS), or null until they choose. */
  oddsFormat: number | null;
  /** The display preferences the visitor chose (null: not chosen). */
  chosen: ChosenPreferences;
}

const readCookiePreferences = readOncePerTask((): ChosenPreferences => {
  try {
    return typeof document === 'undefined' ? { ...NO_PREFERENCES } : preferencesFromCookieHeader(document.cookie);
  } catch {
    return { ...NO_PREFERENCES }; // cookies disabled: the defaults
  }
});

/** A copy: the state must not share its object with the next store's. */
const browserCookiePreferences = (): ChosenPreferences => ({ ...readCookiePreferences() });

/** One preference the visitor set; `value` null goes back to the default (the system's theme, the device's zone). */
export interface PreferenceChoice<K extends PreferenceName = PreferenceName> {
  name: K;
  value: ChosenPreferences[K];
}

/**
 * A format id from anything (a stored string, an action payload): one of OFFERED_ODDS_FORMATS, with
 * 14/15/16 read as 4/5/6; null for anything else ("", "1.5", "abc", 3, null).
 */
export function parseOddsFormat(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || !ODDS_FORMAT_IDS.includes(id)) return null;
  return CANONICAL[id] ?? id;
}

type ReadableStorage = Pick<Storage, 'getItem'>;

function browserStorage(): ReadableStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (some private modes throw on access).
    return null;
  }
}

/** The stored choice, or null when there is none, storage is unavailable or holds something else. */
export function readStoredOddsFormat(storage: ReadableStorage | null = browserStorage()): number | null {
  try {
    return parseOddsFormat(storage?.getItem(ODDS_FORMAT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

const readBrowserOddsFormat = readOncePerTask(() => readStoredOddsFormat());

export const preferencesSlice = createSlice({
  name: 'preferences',
  // Lazy: read when the store is created, not when this module is imported.
  initialState: (): PreferencesState => ({ oddsFormat: readBrowserOddsFormat(), chosen: browserCookiePreferences() }),
  reducers: {
    /** The player chose an odds format (a switcher), or another tab did. An unknown id changes nothing. */
    oddsFormatChanged(state, action: PayloadAction<number>) {
      const id = parseOddsFormat(action.payload);
      if (id !== null) state.oddsFormat = id;
    },
    /** The visitor set a display preference (the preferences page). A value that is not valid changes nothing. */
    preferenceChosen(state, action: PayloadAction<PreferenceChoice>) {
      const { name, value } = action.payload ?? {};
      if (!state.chosen) state.chosen = { ...NO_PREFERENCES };
      if (typeof name !== 'string' || !(name in NO_PREFERENCES)) return;
      const parsed = parsePreference(name, value);
      if (parsed === null && value !== null) return;
      (state.chosen as Record<PreferenceName, unknown>)[name] = parsed;
    },
    /** What the request's cookies said (the server's first render), or another tab's choices: taken whole. */
    preferencesRestored(state, action: PayloadAction<ChosenPreferences>) {
      state.chosen = parsePreferences(action.payload);
    },
  },
  selectors: {
    selectChosenOddsFormat: (state) => state.oddsFormat,
    selectChosenPreferences: (state) => state.chosen ?? NO_PREFERENCES,
  },
});

export const { oddsFormatChanged, preferenceChosen, preferencesRestored } = preferencesSlice.actions;
export const { selectChosenOddsFormat, selectChosenPreferences } = preferencesSlice.selectors;

export interface OddsFormatOptions {
  /** What a switcher offers, in OFFERED_ODDS_FORMATS order (never empty). */
  readonly available: readonly number[];
  /** What shows until the player chooses (always among `available`). */
  readonly default: number;
}

/** The site config's `oddsFormats`, made safe: unknown ids dropped, an unusable default replaced. */
export function oddsFormatOptions(config: { oddsFormats?: { available?: readonly number[]; default?: number } } | null | undefined): OddsFormatOptions {
  const listed = new Set((config?.oddsFormats?.available ?? OFFERED_ODDS_FORMATS).map(parseOddsFormat));
  const available = OFFERED_ODDS_FORMATS.filter((id) => listed.has(id));
  const offered = available.length > 0 ? available : OFFERED_ODDS_FORMATS;
  const wanted = parseOddsFormat(config?.oddsFormats?.default);
  const fallback = offered.includes(DEFAULT_ODDS_FORMAT) ? DEFAULT_ODDS_FORMAT : offered[0]!;
  return { available: offered, default: wanted !== null && offered.includes(wanted) ? wanted : fallback };
}

/** Options of the installed site config (memoised: the same object while the config is the same). */
export const selectOddsFormatOptions = createSelector([selectSiteConfig], oddsFormatOptions);

/** The odds format to show: the player's choice when the site offers it, else the site's default. */
export const selectOddsFormat = createSelector([selectChosenOddsFormat, selectOddsFormatOptions], (chosen, options): number =>
  chosen !== null && options.available.includes(chosen) ? chosen : options.default,
);

// ---------------------------------------------------------------------------------------------
// Display preferences: what shows, from the visitor's choice and what the site config offers

export interface ChoiceOptions<T extends number> {
  /** What the page offers (never empty), in id order. */
  readonly available: readonly T[];
  /** What shows until the visitor chooses (always among `available`). */
  readonly default: T;
}

function choiceOptions<T extends number>(all: readonly T[], config: { available?: readonly number[]; default?: number } | undefined): ChoiceOptions<T> {
  const listed = all.filter((id) => (config?.available ?? all).includes(id));
  const available = listed.length > 0 ? listed : all;
  const wanted = config?.default;
  return { available, default: available.find((id) => id === wanted) ?? available[0]! };
}

export interface DisplayOptions {
  readonly viewTypes: ChoiceOptions<ViewType>;
  readonly marketsNameTypes: ChoiceOptions<MarketsNameType>;
}

/** The site config's `preferences`, made safe: values it does not know dropped, a default not offered replaced. */
export function displayOptions(config: { preferences?: { appViewType?: { available?: readonly number[]; default?: number }; marketsNameType?: { available?: readonly number[]; default?: number } } } | null | undefined): DisplayOptions {
  return {
    viewTypes: choiceOptions(VIEW_TYPES, config?.preferences?.appViewType),
    marketsNameTypes: choiceOptions(MARKETS_NAME_TYPES, config?.preferences?.marketsNameType),
  };
}

export const selectDisplayOptions = createSelector([selectSiteConfig], displayOptions);

/** What every page shows: the choice where the site allows it, else the site's or the device's default. */
export interface DisplayPreferences {
  /** null: the site's own look; 'system' follows the device's light or dark. */
  theme: Theme | null;
  fontSize: FontSize;
  viewType: ViewType;
  /** null: the device's zone. */
  timeZoneOffset: number | null;
  /** null: the language's clock. */
  is12h: boolean | null;
  marketsNameType: MarketsNameType;
  compactView: boolean;
  groupByCountry: boolean;
  accumulatorOfTheDay: boolean;
  liveAccumulatorOfTheDay: boolean;
  bestMatchesOnTop: boolean;
  showGameId: boolean;
}

export const selectDisplayPreferences = createSelector([selectChosenPreferences, selectDisplayOptions], (chosen, options): DisplayPreferences => ({
  theme: chosen.theme,
  fontSize: chosen.fontSize ?? DEFAULT_FONT_SIZE,
  viewType: chosen.viewType !== null && options.viewTypes.available.includes(chosen.viewType) ? chosen.viewType : options.viewTypes.default,
  timeZoneOffset: chosen.timeZoneOffset,
  is12h: chosen.is12h,
  marketsNameType:
    chosen.marketsNameType !== null && options.marketsNameTypes.available.includes(chosen.marketsNameType) ? chosen.marketsNameType : options.marketsNameTypes.default,
  compactView: chosen.compactView ?? false,
  groupByCountry: chosen.groupByCountry ?? true,
  accumulatorOfTheDay: chosen.accumulatorOfTheDay ?? true,
  liveAccumulatorOfTheDay: chosen.liveAccumulatorOfTheDay ?? true,
  bestMatchesOnTop: chosen.bestMatchesOnTop ?? false,
  showGameId: chosen.showGameId ?? false,
}));
