// Odds display formats (ids: 0 decimal, 1 fractional, 2 American, 4/14 Hong Kong, 5/15 Malay,
// 6/16 Indonesian). The server always sends decimal odds; everything else is a view of that number,
// so formatOdds and parseOdds are inverses up to what the display can show.

import { roundHalfAwayFromZero } from './money.ts';

export type OddsFormatKind = 'decimal' | 'fractional' | 'american' | 'hongKong' | 'malay' | 'indonesian';

// The "1x" ids are a second id for the same format; they format identically.
const KIND_BY_FORMAT_ID: Readonly<Record<number, OddsFormatKind>> = Object.freeze({
  0: 'decimal',
  1: 'fractional',
  2: 'american',
  4: 'hongKong',
  5: 'malay',
  6: 'indonesian',
  14: 'hongKong',
  15: 'malay',
  16: 'indonesian',
});

/** Every format id formatOdds and parseOdds accept. */
export const ODDS_FORMAT_IDS: readonly number[] = Object.freeze([0, 1, 2, 4, 5, 6, 14, 15, 16]);

/** Named ids, for code that should not spell magic numbers. */
export const ODDS_FORMAT = Object.freeze({
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  malay: 5,
  indonesian: 6,
} as const);

/**
 * Far above any price a book offers (outrights stop around 10001); the bound keeps every format
 * printable without exponent notation, so what formatOdds prints, parseOdds reads.
 */
export const MAX_DECIMAL_ODDS = 1e12;

/** How far (in decimal odds) a price may be from a ladder fraction and still be shown as it. */
export const FRACTIONAL_LADDER_TOLERANCE = 0.005;

// The traditional UK bookmakers' price ladder (the prices used for starting prices and on course):
// bookmakers show 4/6 rather than 2/3, 6/4 rather than 3/2 and 85/40 between 2/1 and 9/4, so the
// fractions are kept as written, not reduced.
const FRACTIONAL_LADDER: ReadonlyArray<readonly [numerator: number, denominator: number]> = [
  [1, 1000], [1, 500], [1, 250], [1, 200], [1, 150], [1, 100], [1, 80], [1, 66], [1, 50], [1, 40],
  [1, 33], [1, 25], [1, 20], [1, 18], [1, 16], [1, 14], [1, 12], [1, 11], [1, 10], [1, 9], [1, 8],
  [2, 15], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11],
  [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1],
  [21, 20], [11, 10], [6, 5], [5, 4], [11, 8], [6, 4], [13, 8], [7, 4], [15, 8], [2, 1], [85, 40],
  [9, 4], [5, 2], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2],
  [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1],
  [20, 1], [22, 1], [25, 1], [28, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1], [125, 1],
  [150, 1], [200, 1], [250, 1], [300, 1], [400, 1], [500, 1], [750, 1], [1000, 1],
];

// Decimal value of each ladder entry, ascending, for a binary search.
const LADDER_DECIMALS: readonly number[] = FRACTIONAL_LADDER.map(([n, d]) => 1 + n / d);

/** Fractions outside the ladder are shown in hundredths, reduced: 1.37 -> 37/100, 1.35 -> 7/20. */
const FALLBACK_DENOMINATOR = 100;

// Displays use 2 decimals; more only when 2 would show an impossible price (see toDisplay).
const DISPLAY_DECIMALS = 2;
const MAX_DISPLAY_DECIMALS = 12;

export function oddsFormatKind(formatId: number): OddsFormatKind {
  const kind = KIND_BY_FORMAT_ID[formatId];
  if (kind === undefined) {
    throw new RangeError(`expected an odds format id among ${ODDS_FORMAT_IDS.join(', ')}, got ${formatId}`);
  }
  return kind;
}

function assertDecimalOdds(decimal: number, source: string | number = decimal): void {
  if (!Number.isFinite(decimal) || decimal <= 1) {
    throw new RangeError(`expected decimal odds above 1, got ${source}`);
  }
  if (decimal > MAX_DECIMAL_ODDS) {
    throw new RangeError(`expected decimal odds at most ${MAX_DECIMAL_ODDS}, got ${source}`);
  }
}

/**
 * `value` with the fewest decimals (at least 2) whose printed value is still a valid price of the
 * format: 1.001 in Hong Kong is 0.001, which 2 decimals would print as the impossible "0.00"; 2.004 in
 * Malay is -0.996, which 2 decimals would print as the excluded "-1.00". Without this, such prices
 * would display as something parseOdds must reject.
 */
function toDisplay(value: number, isValid: (shown: number) => boolean, source: number): string {
  let shown = withFewestDecimals(value, isValid, source);
  // Showing must be stable: what parseOdds reads back must show the same. A value just under a half
  // is not: 0.0049 needs 3 decimals ("0.005"), but 0.005 rounds (half up) to a valid "0.01". So show
  // the shown value again until nothing changes; each pass uses fewer decimals, so this ends quickly.
  for (;;) {
    const again = withFewestDecimals(Number(shown), isValid, source);
    if (again === shown) return shown;
    shown = again;
  }
}

function withFewestDecimals(value: number, isValid: (shown: number) => boolean, source: number): string {
  for (let decimals = DISPLAY_DECIMALS; decimals <= MAX_DISPLAY_DECIMALS; decimals += 1) {
    const shown = roundHalfAwayFromZero(value, decimals);
    if (isValid(shown)) return shown.toFixed(decimals);
  }
  throw new RangeError(`expected decimal odds far enough from 1 to display, got ${source}`);
}

const isDecimalValue = (shown: number): boolean => shown > 1;
const isHongKongValue = (shown: number): boolean => shown > 0;
const isMalayValue = (shown: number): boolean => shown > -1 && shown <= 1 && shown !== 0;
const isIndonesianValue = (shown: number): boolean => shown <= -1 || shown >= 1;

function greatestCommonDivisor(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function nearestLadderIndex(decimal: number): number {
  let low = 0;
  let high = LADDER_DECIMALS.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((LADDER_DECIMALS[middle] ?? Infinity) < decimal) low = middle + 1;
    else high = middle;
  }
  // `low` is the first entry >= decimal (or the last one); its lower neighbour may be nearer.
  const above = LADDER_DECIMALS[low] ?? Infinity;
  const below = LADDER_DECIMALS[low - 1] ?? -Infinity;
  return decimal - below <= above - decimal ? low - 1 : low;
}

function formatFractional(decimal: number): string {
  const index = nearestLadderIndex(decimal);
  const entry = FRACTIONAL_LADDER[index];
  const entryDecimal = LADDER_DECIMALS[index];
  // The 1e-9 absorbs binary noise: 1.62 is 0.0046 from 8/13 and must match whatever its last bit says.
  if (entry && entryDecimal !== undefined && Math.abs(entryDecimal - decimal) <= FRACTIONAL_LADDER_TOLERANCE + 1e-9) {
    return `${entry[0]}/${entry[1]}`;
  }
  // Never 0/100: the ladder starts at 1/1000, so prices that near 1 always match it above.
  const hundredths = Math.max(1, roundHalfAwayFromZero((decimal - 1) * FALLBACK_DENOMINATOR, 0));
  const divisor = greatestCommonDivisor(hundredths, FALLBACK_DENOMINATOR);
  return `${hundredths / divisor}/${FALLBACK_DENOMINATOR / divisor}`;
}

function formatAmerican(decimal: number): string {
  // Favourites (below evens) show the stake needed to win 100; underdogs the win on a 100 stake.
  const line =
    decimal >= 2
      ? roundHalfAwayFromZero((decimal - 1) * 100, 0)
      : -roundHalfAwayFromZero(100 / (decimal - 1), 0);
  // -100 and +100 are both evens; evens is shown as +100, so a favourite that rounds to evens does too.
  return line > 0 || line === -100 ? `+${Math.abs(line)}` : String(line);
}

/**
 * Decimal odds shown in the format `formatId`: 1.91 is "1.91", "10/11", "-110", "0.91", "0.91",
 * "-1.10" in decimal, fractional, American, Hong Kong, Malay and Indonesian. Throws RangeError for an
 * unknown format id or a price that is not finite, not above 1 or above MAX_DECIMAL_ODDS.
 */
export function formatOdds(decimal: number, formatId: number): string {
  const kind = oddsFormatKind(formatId);
  assertDecimalOdds(decimal);
  switch (kind) {
    case 'decimal':
      return toDisplay(decimal, isDecimalValue, decimal);
    case 'fractional':
      return formatFractional(decimal);
    case 'american':
      return formatAmerican(decimal);
    case 'hongKong':
      return toDisplay(decimal - 1, isHongKongValue, decimal);
    case 'malay':
      // Up to evens the Malay price is the net win; above it, minus the stake risked to win 1.
      return toDisplay(decimal <= 2 ? decimal - 1 : -1 / (decimal - 1), isMalayValue, decimal);
    case 'indonesian': {
      // From evens up the Indonesian price is the net win; below it, minus the stake risked to win 1.
      const shown = toDisplay(decimal >= 2 ? decimal - 1 : -1 / (decimal - 1), isIndonesianValue, decimal);
      // -1.00 and 1.00 are both evens; evens is shown as 1.00, so a favourite that rounds to evens does too.
      return shown === '-1.00' ? '1.00' : shown;
    }
  }
}

// A plain decimal number: optional sign, digits, optional fraction. No exponents, no thousands
// separators: what formatOdds prints, and what a person types.
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const FRACTION_PATTERN = /^(\d+)\s*\/\s*(\d+)$/;
// Bookmakers print 1/1 as "evens" or "EVS"; accepting them costs nothing.
const EVENS_PATTERN = /^(?:evs|evens)$/i;

function readNumber(text: string, formatName: string): number {
  if (!NUMBER_PATTERN.test(text)) {
    throw new RangeError(`expected ${formatName} odds as a number like "1.91", got "${text}"`);
  }
  return Number(text);
}

function parseFractional(text: string): number {
  if (EVENS_PATTERN.test(text)) return 2;
  const match = FRACTION_PATTERN.exec(text);
  if (!match) throw new RangeError(`expected fractional odds like "10/11", got "${text}"`);
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  if (numerator === 0 || denominator === 0) {
    throw new RangeError(`expected a fraction with a non-zero numerator and denominator, got "${text}"`);
  }
  return 1 + numerator / denominator;
}

function parseAmerican(text: string): number {
  const line = readNumber(text, 'American');
  if (line > -100 && line < 100) {
    throw new RangeError(`expected American odds of +100 or more or -100 or less, got "${text}"`);
  }
  return line > 0 ? 1 + line / 100 : 1 + 100 / -line;
}

function parseHongKong(text: string): number {
  const value = readNumber(text, 'Hong Kong');
  if (!(value > 0)) throw new RangeError(`expected Hong Kong odds above 0, got "${text}"`);
  return 1 + value;
}

function parseMalay(text: string): number {
  const value = readNumber(text, 'Malay');
  if (!isMalayValue(value)) {
    throw new RangeError(`expected Malay odds above -1 and at most 1, and not 0, got "${text}"`);
  }
  return value > 0 ? 1 + value : 1 - 1 / value;
}

function parseIndonesian(text: string): number {
  const value = readNumber(text, 'Indonesian');
  if (!isIndonesianValue(value)) {
    throw new RangeError(`expected Indonesian odds of 1 or more or -1 or less, got "${text}"`);
  }
  return value > 0 ? 1 + value : 1 - 1 / value;
}

function parseInKind(text: string, kind: OddsFormatKind): number {
  switch (kind) {
    case 'decimal':
      return readNumber(text, 'decimal');
    case 'fractional':
      return parseFractional(text);
    case 'american':
      return parseAmerican(text);
    case 'hongKong':
      return parseHongKong(text);
    case 'malay':
      return parseMalay(text);
    case 'indonesian':
      return parseIndonesian(text);
  }
}

/**
 * Decimal odds from text in the format `formatId` (the inverse of formatOdds, up to what the display
 * shows). Surrounding blanks and a typographic minus (U+2212) are accepted. Throws RangeError for an
 * unknown format id, text that is not a price in that format, or a price outside (1, MAX_DECIMAL_ODDS].
 */
export function parseOdds(text: string, formatId: number): number {
  const kind = oddsFormatKind(formatId);
  if (typeof text !== 'string') throw new RangeError(`expected odds as text, got ${typeof text}`);
  const cleaned = text.trim().replace(/\u2212/g, '-');
  const decimal = parseInKind(cleaned, kind);
  assertDecimalOdds(decimal, `"${text}"`);
  return decimal;
}
