import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  AMOUNT_STEP_BY_CURRENCY,
  CURRENCIES,
  formatMoney,
  INITIAL_AMOUNT_BY_CURRENCY,
  MINOR_UNITS_BY_CURRENCY,
  amountStep,
  initialAmount,
  minorUnits,
  roundHalfAwayFromZero,
  roundMoney,
} from './money.ts';

// The fixed steps and initial amounts, taken as they are rather than derived.
const LISTED_STEPS: Record<string, number> = { RUB: 100, USD: 2.5, EUR: 2.5, GBP: 2.5, KWD: 0.5, JPY: 500 };
const LISTED_INITIAL_AMOUNTS: Record<string, number> = { RUB: 150, USD: 5, EUR: 5, GBP: 5, JPY: 1000 };

// The derivation documented in money.ts, written out independently: about 2.5 USD, snapped in ratio to
// the 1-2.5-5 series, at least one minor unit.
function derivedStep(unitsPerUsd: number, minor: number): number {
  const target = 2.5 * unitsPerUsd;
  const exponent = Math.floor(Math.log10(target));
  const candidates = [exponent - 1, exponent, exponent + 1].flatMap((e) =>
    [1, 2.5, 5].map((m) => Number((m * 10 ** e).toPrecision(3))),
  );
  const nearest = candidates.reduce((best, c) =>
    Math.abs(Math.log(c / target)) < Math.abs(Math.log(best / target)) ? c : best,
  );
  return Math.max(nearest, 10 ** -minor);
}

describe('currency table', () => {
  it('covers about 130 or more ISO 4217 currencies, each with a three-letter code', () => {
    const codes = Object.keys(CURRENCIES);
    expect(codes.length).toBeGreaterThanOrEqual(130);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('has the ISO 4217 minor units of well-known currencies', () => {
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('KRW')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
    expect(minorUnits('BHD')).toBe(3);
    expect(minorUnits('TND')).toBe(3);
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('EUR')).toBe(2);
    expect(minorUnits('RUB')).toBe(2);
    expect(MINOR_UNITS_BY_CURRENCY.ISK).toBe(0);
  });

  it('uses the fixed amount steps and initial amounts exactly', () => {
    for (const [iso, step] of Object.entries(LISTED_STEPS)) expect(amountStep(iso)).toBe(step);
    for (const [iso, amount] of Object.entries(LISTED_INITIAL_AMOUNTS)) expect(initialAmount(iso)).toBe(amount);
    expect(AMOUNT_STEP_BY_CURRENCY.USD).toBe(2.5);
    expect(INITIAL_AMOUNT_BY_CURRENCY.JPY).toBe(1000);
  });

  it('derives every other step from about 2.5 USD on the 1-2.5-5 series, and the initial amount as two steps', () => {
    for (const [iso, facts] of Object.entries(CURRENCIES)) {
      if (iso in LISTED_STEPS) continue;
      expect({ iso, step: facts.amountStep }).toEqual({ iso, step: derivedStep(facts.unitsPerUsd, facts.minorUnits) });
      expect({ iso, initial: facts.initialAmount }).toEqual({ iso, initial: 2 * facts.amountStep });
    }
  });

  it('has steps the currency can pay: whole multiples of its minor unit', () => {
    for (const [iso, facts] of Object.entries(CURRENCIES)) {
      const inMinorUnits = facts.amountStep * 10 ** facts.minorUnits;
      expect({ iso, whole: Math.abs(inMinorUnits - Math.round(inMinorUnits)) < 1e-9 }).toEqual({ iso, whole: true });
      expect(facts.initialAmount).toBeGreaterThanOrEqual(facts.amountStep);
    }
  });

  it('falls back to RUB for the step and initial amount of an unknown code, and to 2 minor units', () => {
    expect(amountStep('XXX')).toBe(100);
    expect(initialAmount('mBTC')).toBe(150);
    expect(minorUnits('USDT')).toBe(2);
  });

  it('reads codes case-insensitively', () => {
    expect(amountStep('usd')).toBe(2.5);
    expect(minorUnits(' jpy ')).toBe(0);
  });
});

describe('roundMoney', () => {
  it('rounds halves up as on paper, despite binary noise', () => {
    // 10 * 1.91 * 2.05 = 39.155 on paper, 39.154999999999994 in binary.
    expect(roundMoney(10 * 1.91 * 2.05, 'USD')).toBe(39.16);
    expect(roundMoney(1.005, 'EUR')).toBe(1.01);
    expect(roundMoney(2.675, 'USD')).toBe(2.68);
  });

  it("rounds to the currency's minor units", () => {
    expect(roundMoney(3915.5, 'JPY')).toBe(3916);
    expect(roundMoney(2.39625, 'KWD')).toBe(2.396);
    expect(roundMoney(2.39625, 'USD')).toBe(2.4);
    expect(roundMoney(0.125)).toBe(0.13);
  });

  it('rounds negative halves away from zero and never returns -0', () => {
    expect(roundHalfAwayFromZero(-109.5, 0)).toBe(-110);
    expect(Object.is(roundHalfAwayFromZero(-0.001, 2), 0)).toBe(true);
  });

  it('rejects what cannot be money', () => {
    expect(() => roundMoney(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => roundMoney(Infinity, 'USD')).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, -1)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, 1.5)).toThrow(RangeError);
  });

  it('never moves a value by more than half a minor unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom('JPY', 'USD', 'KWD'), (value, iso) => {
        const rounded = roundMoney(value, iso);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 * 10 ** -minorUnits(iso) + Math.abs(value) * 1e-12);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('shows the symbol and the minor units of each currency', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('¥1,235');
    expect(formatMoney(1.2345, 'KWD', 'en')).toMatch(/1\.235$/);
    expect(formatMoney(10, 'gbp', 'en')).toBe('£10.00');
  });

  it('formats in the language of the page', () => {
    expect(formatMoney(1234.5, 'EUR', 'ru').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  it('shows an unknown code after the number instead of throwing', () => {
    expect(formatMoney(12.5, 'XYZ1', 'en')).toBe('12.50 XYZ1');
  });
});
