import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentAttributes, preferenceCookieValue } from './preference-output.ts';
import {
  NO_PREFERENCES,
  parsePreference,
  parsePreferences,
  PREFERENCE_COOKIES,
  PREFERENCE_NAMES,
  preferencesFromCookieHeader,
  type ChosenPreferences,
} from './preference-cookies.ts';

const cookieHeader = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

describe('preferencesFromCookieHeader', () => {
  it('reads every preference cookie with its own values', () => {
    const header = cookieHeader({
      appTheme: '0',
      appFontSize: '17',
      app_view_type: '1',
      tzo: '5.5',
      is12h: '1',
      markets_name_type: '1',
      isAppCompactView: '1',
      isChampsGroupedByCountry: '0',
      isAccumulatorOfTheDay: '0',
      isLiveAccumulatorOfTheDay: '1',
      isBestMatchesOnTop: '1',
      isShowGameId: '1',
      other: 'x',
    });
    expect(preferencesFromCookieHeader(header)).toEqual({
      theme: 'light',
      fontSize: 17,
      viewType: 1,
      timeZoneOffset: 330,
      is12h: true,
      marketsNameType: 1,
      compactView: true,
      groupByCountry: false,
      accumulatorOfTheDay: false,
      liveAccumulatorOfTheDay: true,
      bestMatchesOnTop: true,
      showGameId: true,
    });
    expect(preferencesFromCookieHeader('appTheme=2; tzo=-3').theme).toBe('system');
    expect(preferencesFromCookieHeader('appTheme=2; tzo=-3').timeZoneOffset).toBe(-180);
  });

  it('gives "not chosen" for a missing header and for values just outside what is known', () => {
    expect(preferencesFromCookieHeader(undefined)).toEqual(NO_PREFERENCES);
    const near = cookieHeader({ appTheme: '3', appFontSize: '16', app_view_type: '2', tzo: '15', is12h: '2', markets_name_type: '-1', isAppCompactView: 'true', isChampsGroupedByCountry: '' });
    expect(preferencesFromCookieHeader(near)).toEqual(NO_PREFERENCES);
    const flagsNear = cookieHeader({ isAccumulatorOfTheDay: 'true', isLiveAccumulatorOfTheDay: '2', isBestMatchesOnTop: '01', isShowGameId: 'yes' });
    expect(preferencesFromCookieHeader(flagsNear)).toEqual(NO_PREFERENCES);
    expect(preferencesFromCookieHeader('tzo=5.1').timeZoneOffset).toBeNull(); // not a quarter hour
    expect(preferencesFromCookieHeader('tzo=-13').timeZoneOffset).toBeNull();
    expect(preferencesFromCookieHeader('appFontSize=%E0%A4%A').fontSize).toBeNull(); // broken escape
  });

  it('never throws on garbage and yields only known values (property)', () => {
    const names = Object.values(PREFERENCE_COOKIES);
    const anyValue = fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String), fc.constantFrom('1', '0', '2', '17', '5.75', '-0', ' 1 ', '%', '%%31'));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names, 'junk'), anyValue), fc.string(), (cookies, noise) => {
        const header = `${noise}; ${cookieHeader(cookies)}; ${noise}`;
        const parsed = preferencesFromCookieHeader(header);
        expect(Object.keys(parsed).sort()).toEqual([...PREFERENCE_NAMES].sort());
        expect([null, 'light', 'dark', 'system']).toContain(parsed.theme);
        expect([null, 13, 15, 17, 19]).toContain(parsed.fontSize);
        expect([null, 0, 1]).toContain(parsed.viewType);
        expect([null, 0, 1]).toContain(parsed.marketsNameType);
        for (const flag of [parsed.is12h, parsed.compactView, parsed.groupByCountry, parsed.accumulatorOfTheDay, parsed.liveAccumulatorOfTheDay, parsed.bestMatchesOnTop, parsed.showGameId]) expect([null, true, false]).toContain(flag);
        if (parsed.timeZoneOffset !== null) {
          expect(Number.isInteger(parsed.timeZoneOffset / 15)).toBe(true);
          expect(parsed.timeZoneOffset).toBeGreaterThanOrEqual(-720);
          expect(parsed.timeZoneOffset).toBeLessThanOrEqual(840);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('cookie values', () => {
  it('write flags as 1/0, the zone in hours, the theme by number, and read back the same', () => {
    const chosen: ChosenPreferences = { theme: 'system', fontSize: 19, viewType: 0, timeZoneOffset: -210, is12h: false, marketsNameType: 1, compactView: true, groupByCountry: false, accumulatorOfTheDay: false, liveAccumulatorOfTheDay: true, bestMatchesOnTop: true, showGameId: false };
    const values = Object.fromEntries(PREFERENCE_NAMES.map((name) => [PREFERENCE_COOKIES[name], preferenceCookieValue(name, chosen[name])!]));
    expect(values).toMatchObject({ appTheme: '2', tzo: '-3.5', is12h: '0', isAppCompactView: '1', isChampsGroupedByCountry: '0', isAccumulatorOfTheDay: '0', isLiveAccumulatorOfTheDay: '1', isBestMatchesOnTop: '1', isShowGameId: '0' });
    expect(preferencesFromCookieHeader(cookieHeader(values))).toEqual(chosen);
    expect(preferenceCookieValue('theme', null)).toBeNull();
  });

  it('round-trip every valid choice (property)', () => {
    const chosenArb = fc.record({
      theme: fc.constantFrom(null, 'light', 'dark', 'system'),
      fontSize: fc.constantFrom(null, 13, 15, 17, 19),
      viewType: fc.constantFrom(null, 0, 1),
      timeZoneOffset: fc.option(fc.integer({ min: -48, max: 56 }).map((q) => q * 15)),
      is12h: fc.option(fc.boolean()),
      marketsNameType: fc.constantFrom(null, 0, 1),
      compactView: fc.option(fc.boolean()),
      groupByCountry: fc.option(fc.boolean()),
      accumulatorOfTheDay: fc.option(fc.boolean()),
      liveAccumulatorOfTheDay: fc.option(fc.boolean()),
      bestMatchesOnTop: fc.option(fc.boolean()),
      showGameId: fc.option(fc.boolean()),
    }) as fc.Arbitrary<ChosenPreferences>;
    fc.assert(
      fc.property(chosenArb, (chosen) => {
        const values: Record<string, string> = {};
        for (const name of PREFERENCE_NAMES) {
          const value = preferenceCookieValue(name, chosen[name]);
          if (value !== null) values[PREFERENCE_COOKIES[name]] = encodeURIComponent(value);
        }
        expect(preferencesFromCookieHeader(cookieHeader(values))).toEqual({ ...chosen, timeZoneOffset: chosen.timeZoneOffset === 0 ? 0 : chosen.timeZoneOffset });
      }),
    );
  });
});

describe('parsePreferences and parsePreference', () => {
  it('keep what is valid and drop the rest, from any input', () => {
    expect(parsePreferences({ theme: 'dark', fontSize: 99, timeZoneOffset: 180, is12h: 'yes', extra: 1 })).toEqual({ ...NO_PREFERENCES, theme: 'dark', timeZoneOffset: 180 });
    for (const bad of [null, undefined, 'x', 5, [], { theme: { toString: () => 'dark' } }]) expect(parsePreferences(bad)).toEqual(NO_PREFERENCES);
    expect(parsePreference('groupByCountry', true)).toBe(true);
    expect(parsePreference('fontSize', '17')).toBe(17);
    expect(parsePreference('accumulatorOfTheDay', 0)).toBe(false);
    expect(parsePreference('showGameId', 'true')).toBeNull();
  });
});

describe('documentAttributes', () => {
  it('names only what was chosen, so the default look needs no attribute', () => {
    expect(documentAttributes(NO_PREFERENCES)).toEqual({});
    expect(documentAttributes({ theme: 'light', fontSize: 15, compactView: false })).toEqual({ 'data-theme': 'light' });
    expect(documentAttributes({ theme: 'system', fontSize: 19, compactView: true })).toEqual({ 'data-theme': 'system', 'data-font-size': '19', 'data-compact': 'true' });
  });
});
