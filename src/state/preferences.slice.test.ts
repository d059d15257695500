// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rootReducer } from './root-reducer.ts';
import { configInstalled } from './site-config.slice.ts';
import {
  ODDS_FORMAT_STORAGE_KEY,
  oddsFormatChanged,
  oddsFormatOptions,
  parseOddsFormat,
  preferenceChosen,
  preferencesSlice,
  readStoredOddsFormat,
  selectDisplayPreferences,
  selectOddsFormat,
  selectOddsFormatOptions,
} from './preferences.slice.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';

afterEach(() => {
  localStorage.clear();
});

function withConfig(oddsFormats?: SiteConfig['oddsFormats']) {
  const config = { ...(makeSiteConfig() as SiteConfig), ...(oddsFormats ? { oddsFormats } : {}) };
  return rootReducer(undefined, configInstalled(config));
}

describe('parseOddsFormat', () => {
  it('reads the format ids, the second ids 14/15/16 as 4/5/6, from numbers and stored strings', () => {
    expect([0, 1, 2, 4, 5, 6].map(parseOddsFormat)).toEqual([0, 1, 2, 4, 5, 6]);
    expect([14, 15, 16].map(parseOddsFormat)).toEqual([4, 5, 6]);
    expect(['1', ' 2 ', '14'].map(parseOddsFormat)).toEqual([1, 2, 4]);
  });

  it('gives null for anything else', () => {
    for (const bad of [3, 7, -1, 1.5, Number.NaN, '', 'abc', '1.5', '0x1', '{"id":1}', null, undefined, {}, [1]]) {
      expect(parseOddsFormat(bad)).toBeNull();
    }
  });
});

describe('the stored choice', () => {
  it('is read when the store is created; garbage and broken storage mean no choice', async () => {
    localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, '2');
    expect(preferencesSlice.getInitialState().oddsFormat).toBe(2);
    localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, 'american');
    // Read once per task (read-once-per-task.ts): the change shows from the next task on.
    expect(preferencesSlice.getInitialState().oddsFormat).toBe(2);
    await Promise.resolve();
    expect(preferencesSlice.getInitialState().oddsFormat).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredOddsFormat(throwing)).toBeNull();
    expect(readStoredOddsFormat(null)).toBeNull();
  });
});

describe('oddsFormatChanged', () => {
  it('records a known format and ignores an unknown one', () => {
    let state = rootReducer(undefined, oddsFormatChanged(5));
    expect(state.preferences.oddsFormat).toBe(5);
    state = rootReducer(state, oddsFormatChanged(3));
    expect(state.preferences.oddsFormat).toBe(5);
    state = rootReducer(state, oddsFormatChanged(16));
    expect(state.preferences.oddsFormat).toBe(6);
  });
});

describe('selectOddsFormat', () => {
  it('shows decimal before the config and until the player chooses', () => {
    expect(selectOddsFormat(rootReducer(undefined, { type: 'init' }))).toBe(0);
    expect(selectOddsFormat(withConfig())).toBe(0);
  });

  it("shows the site's default until the player chooses, then the choice", () => {
    const state = withConfig({ available: [0, 1, 2], default: 1 });
    expect(selectOddsFormat(state)).toBe(1);
    expect(selectOddsFormat(rootReducer(state, oddsFormatChanged(2)))).toBe(2);
  });

  it('falls back to the default when the site does not offer the choice', () => {
    const state = rootReducer(withConfig({ available: [0, 2], default: 2 }), oddsFormatChanged(1));
    expect(selectOddsFormat(state)).toBe(2);
  });

  it('is memoised: the same answer object for the same config', () => {
    const state = withConfig({ available: [0, 1] });
    expect(selectOddsFormatOptions(state)).toBe(selectOddsFormatOptions(rootReducer(state, { type: 'other' })));
  });
});

describe('oddsFormatOptions', () => {
  it('offers all six formats without a config, decimal first', () => {
    expect(oddsFormatOptions(null)).toEqual({ available: [0, 1, 2, 4, 5, 6], default: 0 });
  });

  it('keeps the id order, reads second ids, and repairs a default that is not offered', () => {
    expect(oddsFormatOptions({ oddsFormats: { available: [16, 2, 14], default: 15 } })).toEqual({ available: [2, 4, 6], default: 2 });
    expect(oddsFormatOptions({ oddsFormats: { available: [1, 0], default: 14 } })).toEqual({ available: [0, 1], default: 0 });
    expect(oddsFormatOptions({ oddsFormats: { default: 14 } })).toEqual({ available: [0, 1, 2, 4, 5, 6], default: 4 });
  });

  it('never offers nothing', () => {
    expect(oddsFormatOptions({ oddsFormats: { available: [3, 7] as never } }).available).toEqual([0, 1, 2, 4, 5, 6]);
  });
});

describe('the SPEC 3.5 list flags', () => {
  it('show the accumulators and hide top-games-first and game ids until the visitor chooses', () => {
    const state = withConfig();
    expect(selectDisplayPreferences(state)).toMatchObject({ accumulatorOfTheDay: true, liveAccumulatorOfTheDay: true, bestMatchesOnTop: false, showGameId: false });
  });

  it('follow a choice and ignore a value that is not a flag', () => {
    let state = withConfig();
    for (const name of ['accumulatorOfTheDay', 'liveAccumulatorOfTheDay', 'bestMatchesOnTop', 'showGameId'] as const) {
      const before = selectDisplayPreferences(state)[name];
      state = rootReducer(state, preferenceChosen({ name, value: 'yes' as never }));
      expect(selectDisplayPreferences(state)[name]).toBe(before);
      state = rootReducer(state, preferenceChosen({ name, value: !before }));
      expect(selectDisplayPreferences(state)[name]).toBe(!before);
    }
  });
});
