import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ODDS_FORMAT, ODDS_FORMAT_IDS, formatOdds, parseOdds } from './odds.ts';

const { decimal: DECIMAL, fractional: FRACTIONAL, american: AMERICAN, hongKong: HONG_KONG, malay: MALAY, indonesian: INDONESIAN } =
  ODDS_FORMAT;

// Prices as a sportsbook sends them: two decimals, 1.01 to 1000.
const bookPrice = fc.integer({ min: 101, max: 100_000 }).map((hundredths) => hundredths / 100);
// Any price, including ones no book would quote.
const anyPrice = fc.double({ min: 1.000001, max: 1e6, noNaN: true, noDefaultInfinity: true });

describe('formatOdds', () => {
  it('lists the display format ids', () => {
    expect([...ODDS_FORMAT_IDS].sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
  });

  it.each([
    // decimal, fractional, American, Hong Kong, Malay, Indonesian
    [1.91, '1.91', '10/11', '-110', '0.91', '0.91', '-1.10'],
    [2.0, '2.00', '1/1', '+100', '1.00', '1.00', '1.00'],
    [2.5, '2.50', '6/4', '+150', '1.50', '-0.67', '1.50'],
    [1.5, '1.50', '1/2', '-200', '0.50', '0.50', '-2.00'],
    [3.0, '3.00', '2/1', '+200', '2.00', '-0.50', '2.00'],
    [11.0, '11.00', '10/1', '+1000', '10.00', '-0.10', '10.00'],
    [1.25, '1.25', '1/4', '-400', '0.25', '0.25', '-4.00'],
  ])('shows %s as %s, %s, %s, %s, %s, %s', (decimal, ...shown) => {
    expect([DECIMAL, FRACTIONAL, AMERICAN, HONG_KONG, MALAY, INDONESIAN].map((id) => formatOdds(decimal, id))).toEqual(shown);
  });

  it('formats the second ids of Hong Kong, Malay and Indonesian like the first', () => {
    expect(formatOdds(2.5, 14)).toBe(formatOdds(2.5, 4));
    expect(formatOdds(2.5, 15)).toBe(formatOdds(2.5, 5));
    expect(formatOdds(2.5, 16)).toBe(formatOdds(2.5, 6));
  });

  it.each([
    [1.62, '8/13'], // 8/13 = 1.6154, within 0.005
    [1.67, '4/6'], // shown 4/6, not 2/3
    [1.73, '8/11'],
    [3.13, '85/40'],
    [1.57, '4/7'],
    [1.15, '2/13'],
    [101, '100/1'],
  ])('shows %s as the ladder fraction %s', (decimal, fraction) => {
    expect(formatOdds(decimal, FRACTIONAL)).toBe(fraction);
  });

  it.each([
    [1.37, '37/100'],
    [1.35, '7/20'], // 35/100 reduced
    [1.61, '61/100'], // 0.0054 from 8/13: outside the tolerance
    [300, '299/1'],
  ])('falls back to a reduced fraction in hundredths off the ladder: %s is %s', (decimal, fraction) => {
    expect(formatOdds(decimal, FRACTIONAL)).toBe(fraction);
  });

  it('signs American odds always and rounds them to whole numbers', () => {
    expect(formatOdds(1.909, AMERICAN)).toBe('-110');
    expect(formatOdds(2.005, AMERICAN)).toBe('+101');
    expect(formatOdds(1.01, AMERICAN)).toBe('-10000');
  });

  it('adds decimals only where two would show an impossible price', () => {
    expect(formatOdds(1.001, DECIMAL)).toBe('1.001'); // not "1.00"
    expect(formatOdds(1.001, HONG_KONG)).toBe('0.001'); // not "0.00"
    expect(formatOdds(2.004, MALAY)).toBe('-0.996'); // not "-1.00", outside Malay's range
    expect(formatOdds(300, MALAY)).toBe('-0.003'); // not "-0.00"
  });

  it('shows what it shows the same way again, even next to a half', () => {
    // 1.0049 needs 3 decimals ("1.005"), but 1.005 itself rounds to a valid "1.01": show "1.01" at once.
    expect(formatOdds(1.0049, DECIMAL)).toBe('1.01');
    // -1/20000 = -0.00005 needs 5 decimals, but -0.00005 rounds to a valid "-0.0001" at 4.
    expect(formatOdds(20001, MALAY)).toBe('-0.0001');
  });

  it('shows a favourite that rounds to evens as evens', () => {
    expect(formatOdds(1.9951, AMERICAN)).toBe('+100'); // -100.49 rounds to -100, i.e. evens
    expect(formatOdds(1.996, INDONESIAN)).toBe('1.00'); // -1.004 rounds to -1.00, i.e. evens
  });

  it.each([1, 0.5, 0, -2, Number.NaN, Infinity, -Infinity, 1e13])('refuses the price %s', (decimal) => {
    for (const id of ODDS_FORMAT_IDS) expect(() => formatOdds(decimal, id)).toThrow(RangeError);
  });

  it.each([3, 7, 13, -1, 1.5, Number.NaN])('refuses the unknown format id %s', (id) => {
    expect(() => formatOdds(2, id)).toThrow(RangeError);
    expect(() => parseOdds('2', id)).toThrow(RangeError);
  });
});

describe('parseOdds', () => {
  it.each([
    ['1.91', DECIMAL, 1.91],
    [' 2.50 ', DECIMAL, 2.5],
    ['10/11', FRACTIONAL, 1 + 10 / 11],
    ['6/4', FRACTIONAL, 2.5],
    ['EVS', FRACTIONAL, 2],
    ['+150', AMERICAN, 2.5],
    ['150', AMERICAN, 2.5],
    ['-110', AMERICAN, 1 + 100 / 110],
    ['\u2212200', AMERICAN, 1.5], // typographic minus
    ['-100', AMERICAN, 2],
    ['+100', AMERICAN, 2],
    ['0.91', HONG_KONG, 1.91],
    ['0.5', MALAY, 1.5],
    ['1', MALAY, 2],
    ['-0.5', MALAY, 3],
    ['1.5', INDONESIAN, 2.5],
    ['-1', INDONESIAN, 2],
    ['-2.00', INDONESIAN, 1.5],
  ])('reads %j in format %s as %s', (text, id, decimal) => {
    expect(parseOdds(text, id)).toBeCloseTo(decimal, 12);
  });

  it.each([
    ['1', DECIMAL],
    ['1.00', DECIMAL],
    ['0.5', DECIMAL],
    ['-1.5', DECIMAL],
    ['abc', DECIMAL],
    ['', DECIMAL],
    ['1e5', DECIMAL],
    ['NaN', DECIMAL],
    ['Infinity', DECIMAL],
    ['1,91', DECIMAL],
    ['0/5', FRACTIONAL],
    ['5/0', FRACTIONAL],
    ['1.5/2', FRACTIONAL],
    ['5', FRACTIONAL],
    ['-1/2', FRACTIONAL],
    ['99', AMERICAN],
    ['-99', AMERICAN],
    ['0', AMERICAN],
    ['+50.5', AMERICAN],
    ['0', HONG_KONG],
    ['-0.5', HONG_KONG],
    ['0', MALAY],
    ['-1', MALAY],
    ['1.01', MALAY],
    ['-1.2', MALAY],
    ['0.5', INDONESIAN],
    ['-0.5', INDONESIAN],
    ['0', INDONESIAN],
  ])('refuses %j in format %s', (text, id) => {
    expect(() => parseOdds(text, id)).toThrow(RangeError);
  });
});

describe('odds properties', () => {
  it('round-trips book prices within display precision (0.005) in decimal, fractional, American and Hong Kong', () => {
    fc.assert(
      fc.property(anyPrice.filter((d) => d >= 1.01), fc.constantFrom(DECIMAL, FRACTIONAL, AMERICAN, HONG_KONG, 14), (decimal, id) => {
        const back = parseOdds(formatOdds(decimal, id), id);
        expect(Math.abs(back - decimal)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('shows the same text again after a round trip, in every format but fractional, for any price', () => {
    fc.assert(
      fc.property(anyPrice, fc.constantFrom(DECIMAL, AMERICAN, HONG_KONG, MALAY, INDONESIAN, 14, 15, 16), (decimal, id) => {
        const shown = formatOdds(decimal, id);
        expect(formatOdds(parseOdds(shown, id), id)).toBe(shown);
      }),
    );
  });

  it('shows the same fraction again after a round trip of any book price', () => {
    // Off the grid a price 0.0052 from a ladder fraction shows in hundredths, and those hundredths may
    // then fall within 0.005 of the ladder; book prices are on the grid, where this cannot happen.
    fc.assert(
      fc.property(bookPrice, (decimal) => {
        const shown = formatOdds(decimal, FRACTIONAL);
        expect(formatOdds(parseOdds(shown, FRACTIONAL), FRACTIONAL)).toBe(shown);
      }),
    );
  });

  it('never lets NaN out: every format of every price parses back to a finite price above 1', () => {
    fc.assert(
      fc.property(anyPrice, fc.constantFrom(...ODDS_FORMAT_IDS), (decimal, id) => {
        const back = parseOdds(formatOdds(decimal, id), id);
        expect(Number.isFinite(back) && back > 1).toBe(true);
      }),
    );
  });

  it('throws RangeError for impossible prices of each format', () => {
    const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((n) => (n / 100).toFixed(2));
    const impossible = fc.oneof(
      fc.tuple(fc.constant(DECIMAL), hundredths(-100_000, 100)),
      fc.tuple(fc.constant(HONG_KONG), hundredths(-100_000, 0)),
      fc.tuple(fc.constant(MALAY), fc.oneof(hundredths(101, 100_000), hundredths(-100_000, -100), fc.constant('0'))),
      fc.tuple(fc.constant(INDONESIAN), hundredths(-99, 99)),
      fc.tuple(fc.constant(AMERICAN), fc.integer({ min: -99, max: 99 }).map(String)),
      fc.tuple(fc.constant(FRACTIONAL), fc.nat(1000).map((n) => `0/${n}`)),
      fc.tuple(fc.constant(FRACTIONAL), fc.nat(1000).map((n) => `${n}/0`)),
    );
    fc.assert(
      fc.property(impossible, ([id, text]) => {
        expect(() => parseOdds(text, id)).toThrow(RangeError);
      }),
    );
  });

  it('throws RangeError, never returns NaN, for text that is not a number', () => {
    const looksLikeOdds = [/^\s*[+\-\u2212]?(\d+(\.\d*)?|\.\d+)\s*$/, /\d\s*\/\s*\d/, /^\s*ev(en)?s\s*$/i];
    const notANumber = fc.string().filter((text) => !looksLikeOdds.some((pattern) => pattern.test(text)));
    fc.assert(
      fc.property(notANumber, fc.constantFrom(...ODDS_FORMAT_IDS), (text, id) => {
        expect(() => parseOdds(text, id)).toThrow(RangeError);
      }),
    );
  });

  it('throws RangeError for prices at or below 1 in every format', () => {
    fc.assert(
      fc.property(fc.double({ max: 1, noNaN: true }), fc.constantFrom(...ODDS_FORMAT_IDS), (decimal, id) => {
        expect(() => formatOdds(decimal, id)).toThrow(RangeError);
      }),
    );
  });
});
