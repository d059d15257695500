// Money for the coupon: ISO 4217 minor units, rounding, and the default bet amount step and initial
// amount per currency. Pure data and arithmetic; no I/O.
//
// Rounding happens once, at the end of a calculation (see roundMoney): rounding every intermediate line
// of a 30-leg system would drift by up to half a minor unit per line.

/** What the coupon needs to know about one currency. */
export interface CurrencyFacts {
  /** ISO 4217 minor units: digits after the decimal point (JPY 0, USD 2, KWD 3). */
  readonly minorUnits: number;
  /** Rough units per US dollar (late-2024 snapshot). Only used to derive the steps below, never to convert money. */
  readonly unitsPerUsd: number;
  /** Default step of the +/- buttons of the bet amount. */
  readonly amountStep: number;
  /** Default bet amount shown in an empty coupon. */
  readonly initialAmount: number;
}

type CurrencyRow = readonly [minorUnits: number, unitsPerUsd: number, amountStep: number, initialAmount: number];

// Columns: [minor units, units per USD, amount step, initial amount].
//
// Minor units are ISO 4217's (list one, "E" column): 0 for BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX
// VND VUV XAF XOF XPF, 3 for BHD IQD JOD KWD LYD OMR TND, 2 for everything else (MGA and MRU included,
// which ISO lists as 2 although their subunit is a fifth).
//
// Amount steps and initial amounts: six fixed values are taken as they are (RUB 100/150, USD, EUR and
// GBP 2.5/5, KWD 0.5, JPY 500/1000). Every other currency is derived so that a step costs about what
// 2.5 USD does: step = 2.5 * unitsPerUsd, snapped to the nearest (in ratio, i.e. on a log scale) value
// of the 1-2.5-5 series (..., 1, 2.5, 5, 10, 25, 50, ...) and never smaller than one minor unit;
// initial amount = 2 steps, as for USD, EUR, GBP and JPY. Worked example, AED at 3.67 per USD:
// 2.5 * 3.67 = 9.18, nearest in ratio of {5, 10, 25} is 10, so step 10 and initial 20. The fixed values
// are themselves on the series, so a player switching currency sees the same kind of numbers.
// money.test.ts re-derives every other row, so a hand edit must be deliberate.
const CURRENCY_ROWS = {
  AED: [2, 3.67, 10, 20],
  AFN: [2, 70, 250, 500],
  ALL: [2, 92, 250, 500],
  AMD: [2, 390, 1000, 2000],
  ANG: [2, 1.79, 5, 10],
  AOA: [2, 910, 2500, 5000],
  ARS: [2, 1000, 2500, 5000],
  AUD: [2, 1.55, 5, 10],
  AWG: [2, 1.79, 5, 10],
  AZN: [2, 1.7, 5, 10],
  BAM: [2, 1.8, 5, 10],
  BBD: [2, 2, 5, 10],
  BDT: [2, 120, 250, 500],
  BGN: [2, 1.8, 5, 10],
  BHD: [3, 0.376, 1, 2],
  BIF: [0, 2900, 10000, 20000],
  BMD: [2, 1, 2.5, 5],
  BND: [2, 1.35, 2.5, 5],
  BOB: [2, 6.9, 25, 50],
  BRL: [2, 5.6, 10, 20],
  BSD: [2, 1, 2.5, 5],
  BTN: [2, 84, 250, 500],
  BWP: [2, 13.6, 25, 50],
  BYN: [2, 3.3, 10, 20],
  BZD: [2, 2, 5, 10],
  CAD: [2, 1.39, 2.5, 5],
  CDF: [2, 2850, 10000, 20000],
  CHF: [2, 0.88, 2.5, 5],
  CLP: [0, 950, 2500, 5000],
  CNY: [2, 7.2, 25, 50],
  COP: [2, 4300, 10000, 20000],
  CRC: [2, 510, 1000, 2000],
  CUP: [2, 24, 50, 100],
  CVE: [2, 104, 250, 500],
  CZK: [2, 23.8, 50, 100],
  DJF: [0, 178, 500, 1000],
  DKK: [2, 7, 25, 50],
  DOP: [2, 60, 100, 200],
  DZD: [2, 134, 250, 500],
  EGP: [2, 49, 100, 200],
  ERN: [2, 15, 50, 100],
  ETB: [2, 120, 250, 500],
  EUR: [2, 0.94, 2.5, 5],
  FJD: [2, 2.25, 5, 10],
  FKP: [2, 0.79, 2.5, 5],
  GBP: [2, 0.79, 2.5, 5],
  GEL: [2, 2.75, 5, 10],
  GHS: [2, 15.5, 50, 100],
  GIP: [2, 0.79, 2.5, 5],
  GMD: [2, 70, 250, 500],
  GNF: [0, 8600, 25000, 50000],
  GTQ: [2, 7.7, 25, 50],
  GYD: [2, 209, 500, 1000],
  HKD: [2, 7.8, 25, 50],
  HNL: [2, 25.3, 50, 100],
  HTG: [2, 131, 250, 500],
  HUF: [2, 380, 1000, 2000],
  IDR: [2, 15800, 50000, 100000],
  ILS: [2, 3.7, 10, 20],
  INR: [2, 84, 250, 500],
  IQD: [3, 1310, 2500, 5000],
  IRR: [2, 42000, 100000, 200000],
  ISK: [0, 138, 250, 500],
  JMD: [2, 157, 500, 1000],
  JOD: [3, 0.709, 2.5, 5],
  JPY: [0, 150, 500, 1000],
  KES: [2, 129, 250, 500],
  KGS: [2, 86, 250, 500],
  KHR: [2, 4050, 10000, 20000],
  KMF: [0, 460, 1000, 2000],
  KPW: [2, 900, 2500, 5000],
  KRW: [0, 1390, 2500, 5000],
  KWD: [3, 0.307, 0.5, 1],
  KYD: [2, 0.83, 2.5, 5],
  KZT: [2, 495, 1000, 2000],
  LAK: [2, 21900, 50000, 100000],
  LBP: [2, 89500, 250000, 500000],
  LKR: [2, 292, 1000, 2000],
  LRD: [2, 180, 500, 1000],
  LSL: [2, 18, 50, 100],
  LYD: [3, 4.9, 10, 20],
  MAD: [2, 10, 25, 50],
  MDL: [2, 18, 50, 100],
  MGA: [2, 4650, 10000, 20000],
  MKD: [2, 58, 100, 200],
  MMK: [2, 2100, 5000, 10000],
  MNT: [2, 3400, 10000, 20000],
  MOP: [2, 8, 25, 50],
  MRU: [2, 40, 100, 200],
  MUR: [2, 46.5, 100, 200],
  MVR: [2, 15.4, 50, 100],
  MWK: [2, 1735, 5000, 10000],
  MXN: [2, 20.3, 50, 100],
  MYR: [2, 4.45, 10, 20],
  MZN: [2, 64, 250, 500],
  NAD: [2, 18, 50, 100],
  NGN: [2, 1650, 5000, 10000],
  NIO: [2, 36.8, 100, 200],
  NOK: [2, 11, 25, 50],
  NPR: [2, 135, 250, 500],
  NZD: [2, 1.7, 5, 10],
  OMR: [3, 0.385, 1, 2],
  PAB: [2, 1, 2.5, 5],
  PEN: [2, 3.75, 10, 20],
  PGK: [2, 4, 10, 20],
  PHP: [2, 58.5, 100, 200],
  PKR: [2, 278, 500, 1000],
  PLN: [2, 4.05, 10, 20],
  PYG: [0, 7800, 25000, 50000],
  QAR: [2, 3.64, 10, 20],
  RON: [2, 4.7, 10, 20],
  RSD: [2, 110, 250, 500],
  RUB: [2, 100, 100, 150],
  RWF: [0, 1380, 2500, 5000],
  SAR: [2, 3.75, 10, 20],
  SBD: [2, 8.4, 25, 50],
  SCR: [2, 13.7, 25, 50],
  SDG: [2, 600, 1000, 2000],
  SEK: [2, 10.9, 25, 50],
  SGD: [2, 1.34, 2.5, 5],
  SHP: [2, 0.79, 2.5, 5],
  SLE: [2, 22.7, 50, 100],
  SOS: [2, 571, 1000, 2000],
  SRD: [2, 35, 100, 200],
  STN: [2, 23, 50, 100],
  SVC: [2, 8.75, 25, 50],
  SYP: [2, 13000, 25000, 50000],
  SZL: [2, 18, 50, 100],
  THB: [2, 34.5, 100, 200],
  TJS: [2, 10.7, 25, 50],
  TMT: [2, 3.5, 10, 20],
  TND: [3, 3.15, 10, 20],
  TOP: [2, 2.37, 5, 10],
  TRY: [2, 34.5, 100, 200],
  TTD: [2, 6.8, 25, 50],
  TWD: [2, 32.5, 100, 200],
  TZS: [2, 2650, 5000, 10000],
  UAH: [2, 41.5, 100, 200],
  UGX: [0, 3680, 10000, 20000],
  USD: [2, 1, 2.5, 5],
  UYU: [2, 43, 100, 200],
  UZS: [2, 12850, 25000, 50000],
  VES: [2, 47, 100, 200],
  VND: [0, 25300, 50000, 100000],
  VUV: [0, 119, 250, 500],
  WST: [2, 2.75, 5, 10],
  XAF: [0, 615, 1000, 2000],
  XCD: [2, 2.7, 5, 10],
  XOF: [0, 615, 1000, 2000],
  XPF: [0, 112, 250, 500],
  YER: [2, 250, 500, 1000],
  ZAR: [2, 18, 50, 100],
  ZMW: [2, 27, 50, 100],
} as const satisfies Record<string, CurrencyRow>;

/** The currency whose amounts apply when a currency has no entry of its own. */
export const FALLBACK_CURRENCY_ISO = 'RUB';
/** Minor units of a currency code we do not know (crypto tickers, test codes): two, as most currencies. */
export const DEFAULT_MINOR_UNITS = 2;

export const CURRENCIES: Readonly<Record<string, CurrencyFacts>> = Object.freeze(
  Object.fromEntries(
    Object.entries(CURRENCY_ROWS).map(([iso, [minorUnits, unitsPerUsd, amountStep, initialAmount]]) => [
      iso,
      Object.freeze({ minorUnits, unitsPerUsd, amountStep, initialAmount }),
    ]),
  ),
);

function column<K extends keyof CurrencyFacts>(key: K): Readonly<Record<string, number>> {
  return Object.freeze(Object.fromEntries(Object.entries(CURRENCIES).map(([iso, facts]) => [iso, facts[key]])));
}

export const MINOR_UNITS_BY_CURRENCY = column('minorUnits');
export const AMOUNT_STEP_BY_CURRENCY = column('amountStep');
export const INITIAL_AMOUNT_BY_CURRENCY = column('initialAmount');

function factsOf(iso: string): CurrencyFacts | undefined {
  return CURRENCIES[iso.trim().toUpperCase()];
}

function fallbackFacts(): CurrencyFacts {
  const facts = CURRENCIES[FALLBACK_CURRENCY_ISO];
  if (!facts) throw new RangeError(`expected the fallback currency ${FALLBACK_CURRENCY_ISO} in the currency table`);
  return facts;
}

/** ISO 4217 minor units of `iso` (case-insensitive); DEFAULT_MINOR_UNITS for an unknown code. */
export function minorUnits(iso: string): number {
  return factsOf(iso)?.minorUnits ?? DEFAULT_MINOR_UNITS;
}

/** Default bet amount step for `iso`; the RUB step for an unknown code. */
export function amountStep(iso: string): number {
  return (factsOf(iso) ?? fallbackFacts()).amountStep;
}

/** Default initial bet amount for `iso`; the RUB amount for an unknown code. */
export function initialAmount(iso: string): number {
  return (factsOf(iso) ?? fallbackFacts()).initialAmount;
}

// Long products of odds carry binary noise in the last bits: 10 * 1.91 * 2.05 is 39.154999999999994,
// which would round down although the paper result is 39.155. Cutting to 13 significant digits removes
// that noise and still keeps every digit money needs (10^10 with 3 decimals is 13 digits).
const SIGNIFICANT_DIGITS = 13;

/** x * 10^places computed in decimal notation, so 1.005 shifted by 2 is exactly 100.5. */
function shiftDecimalPoint(x: number, places: number): number {
  const [mantissa, exponent = '0'] = String(x).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * `value` rounded to `decimals` places, halves away from zero (2.675 -> 2.68, -109.5 -> -110), as a
 * person rounds on paper rather than as the binary value happens to fall.
 */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`expected a finite number to round, got ${value}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`expected a whole number of decimals from 0 to 20, got ${decimals}`);
  }
  const magnitude = Number(Math.abs(value).toPrecision(SIGNIFICANT_DIGITS));
  const rounded = shiftDecimalPoint(Math.round(shiftDecimalPoint(magnitude, decimals)), -decimals);
  // `rounded || 0` turns -0 into 0 so that a tiny negative never shows as "-0.00".
  return value < 0 ? -rounded || 0 : rounded;
}

/** `value` rounded to the minor units of `iso` (2 decimals for an unknown code). */
export function roundMoney(value: number, iso?: string): number {
  return roundHalfAwayFromZero(value, iso === undefined ? DEFAULT_MINOR_UNITS : minorUnits(iso));
}

/**
 * Whether `value` is a whole number of the minor units of `iso` (0.1 USD is; 0.104999 USD and 0.5
 * JPY are not). Binary noise is not a fraction: 0.1 + 0.2 is 30 cents.
 */
export function inWholeMinorUnits(value: number, iso: string): boolean {
  const scaled = value * 10 ** minorUnits(iso);
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) <= 1e-6;
}

/**
 * `value` as money a player reads: the currency's symbol and exactly its minor units (JPY 0, KWD 3),
 * in the language's number format. A code Intl does not know (a crypto ticker, a test code) is shown
 * as "12.50 XYZ" rather than throwing.
 */
export function formatMoney(value: number, iso: string, lng: string): string {
  const decimals = minorUnits(iso);
  const code = iso.trim().toUpperCase();
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency: code, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  } catch {
    const number = new Intl.NumberFormat('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
    return `${number} ${code}`;
  }
}
