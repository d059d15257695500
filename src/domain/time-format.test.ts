import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DATE_AND_TIME, formatDateTime, parseTimeZoneOffset, TIME_ONLY, warmDateFormats } from './time-format.ts';

const AT = Date.UTC(2026, 10, 25, 15, 5); // 15:05 UTC

describe('parseTimeZoneOffset', () => {
  it('reads the cookie in hours and numbers in minutes', () => {
    expect(['3', '-5', '5.5', '5.75', '+14', '-12', '0', '-0'].map(parseTimeZoneOffset)).toEqual([180, -300, 330, 345, 840, -720, 0, 0]);
    expect([180, -210, 0].map(parseTimeZoneOffset)).toEqual([180, -210, 0]);
  });

  it('refuses garbage (property: whatever it returns is a quarter hour between UTC−12 and UTC+14)', () => {
    for (const bad of ['', 'x', '3h', '15', '-13', '5.1', '1e1', 'NaN', '0x3', 7, 1.5, Number.NaN, Infinity, null, undefined, {}]) {
      expect(parseTimeZoneOffset(bad)).toBeNull();
    }
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (value) => {
        const parsed = parseTimeZoneOffset(value);
        if (parsed !== null) {
          expect(Number.isInteger(parsed / 15)).toBe(true);
          expect(parsed).toBeGreaterThanOrEqual(-720);
          expect(parsed).toBeLessThanOrEqual(840);
        }
      }),
    );
  });
});

describe('formatDateTime', () => {
  it('shows the chosen zone, including half and quarter hours', () => {
    const display = { is12h: false, deviceZoneKnown: true };
    expect(formatDateTime(AT, 'en-GB', TIME_ONLY, { ...display, timeZoneOffset: 180 })).toBe('18:05');
    expect(formatDateTime(AT, 'en-GB', TIME_ONLY, { ...display, timeZoneOffset: 330 })).toBe('20:35');
    expect(formatDateTime(AT, 'en-GB', TIME_ONLY, { ...display, timeZoneOffset: -300 })).toBe('10:05');
    expect(formatDateTime(new Date(AT).toISOString(), 'en-GB', TIME_ONLY, { ...display, timeZoneOffset: 345 })).toBe('20:50');
  });

  it('follows the chosen clock, or the language when none is chosen', () => {
    expect(formatDateTime(AT, 'ru', TIME_ONLY, { timeZoneOffset: 0, is12h: true, deviceZoneKnown: true })).toMatch(/03:05\s?PM/i);
    expect(formatDateTime(AT, 'en-US', TIME_ONLY, { timeZoneOffset: 0, is12h: false, deviceZoneKnown: true })).toBe('15:05');
    expect(formatDateTime(AT, 'en-US', TIME_ONLY, { timeZoneOffset: 0, is12h: null, deviceZoneKnown: true })).toMatch(/03:05\s?PM/);
    expect(formatDateTime(AT, 'ru', TIME_ONLY, { timeZoneOffset: 0, is12h: null, deviceZoneKnown: true })).toBe('15:05');
  });

  it('says UTC where the zone is not known yet (the server), and shifts the date with the zone', () => {
    expect(formatDateTime(AT, 'en-GB', TIME_ONLY, { timeZoneOffset: null, is12h: false, deviceZoneKnown: false })).toBe('15:05 UTC');
    const late = Date.UTC(2026, 10, 25, 22, 30);
    expect(formatDateTime(late, 'en-GB', { day: 'numeric', month: 'short' }, { timeZoneOffset: 180, is12h: null, deviceZoneKnown: true })).toBe('26 Nov');
    expect(formatDateTime(AT, 'en-GB', DATE_AND_TIME, { timeZoneOffset: 60, is12h: false, deviceZoneKnown: true })).toContain('16:05');
  });

  it('gives "" for an invalid instant and falls back to English for an unknown language', () => {
    expect(formatDateTime('not a date', 'en', TIME_ONLY, { timeZoneOffset: 0, is12h: null, deviceZoneKnown: true })).toBe('');
    expect(formatDateTime(Number.NaN, 'en', TIME_ONLY, { timeZoneOffset: 0, is12h: null, deviceZoneKnown: true })).toBe('');
    expect(formatDateTime(AT, 'not a language tag!', TIME_ONLY, { timeZoneOffset: 0, is12h: false, deviceZoneKnown: true })).toBe('15:05');
  });
});

describe('warming the formatters up', () => {
  it('skips a language Intl cannot read and changes no formatted time', () => {
    const display = { timeZoneOffset: null, is12h: null, deviceZoneKnown: false };
    const before = formatDateTime(Date.UTC(2026, 11, 7, 18, 5), 'en', TIME_ONLY, display);
    expect(() => warmDateFormats('not a language!')).not.toThrow();
    warmDateFormats('en');
    expect(formatDateTime(Date.UTC(2026, 11, 7, 18, 5), 'en', TIME_ONLY, display)).toBe(before);
    expect(before).toBe('06:05 PM UTC');
  });
});
