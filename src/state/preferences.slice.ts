/**
 * Global preferences of this device. For now the odds display format (coefViewId, a format id):
 * the player's choice is kept in localStorage, read once when the store is created (the lazy
 * initial state below) and written by `persistPreferences` (src/plugin-api/preferences.ts).
 *
 * The slice holds only what the player chose (null: nothing yet). What is shown is derived with the
 * site config, which arrives later: its `oddsFormats.default` until the player chooses, and a
 * choice the operator does not offer falls back to that default. A stored value that is not a
 * format id is no choice at all; nothing here ever throws on what storage holds.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ODDS_FORMAT_IDS } from '../domain/odds.ts';
import { selectSiteConfig } from './site-config.slice.ts';

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

export const preferencesSlice = createSlice({
  name: 'preferences',
  // Lazy: read when the store is created, not when this module is imported.
  initialState: (): PreferencesState => ({ oddsFormat: readStoredOddsFormat() }),
  reducers: {
    /** The player chose an odds format (a switcher), or another tab did. An unknown id changes nothing. */
    oddsFormatChanged(state, action: PayloadAction<number>) {
      const id = parseOddsFormat(action.payload);
      if (id !== null) state.oddsFormat = id;
    },
  },
  selectors: {
    selectChosenOddsFormat: (state) => state.oddsFormat,
  },
});

export const { oddsFormatChanged } = preferencesSlice.actions;
export const { selectChosenOddsFormat } = preferencesSlice.selectors;

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
