// A refusal that names money names it in the coupon's currency: "$500.00", not "500".
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from './texts/en.json';
import ru from './texts/ru.json';
import { formatMoney } from './format.ts';
import { failureText } from './refusal-text.ts';
import { readPlaceAnswer } from './sagas/placement.saga.ts';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', ns: ['coupon'], defaultNS: 'coupon', resources: { en: { coupon: en }, ru: { coupon: ru } }, interpolation: { escapeValue: false }, initAsync: false });

function read(answer: unknown, stake: number, iso: string, lng: 'en' | 'ru'): string {
  const refused = readPlaceAnswer(answer);
  if (!refused || refused.success) throw new Error('expected a refusal');
  const text = failureText(refused.reason, refused.figures, stake, (value) => formatMoney(value, iso, lng));
  return i18n.getFixedT(lng)(text.key, text.values);
}

describe('refusals name money with its currency', () => {
  it('a stake above the maximum, and one below the minimum', () => {
    expect(read({ success: false, reason: 'amount_out_of_bounds', min: 0.5, max: 500 }, 600, 'USD', 'en')).toBe('The stake is above the maximum of $500.00.');
    expect(read({ success: false, reason: 'amount_out_of_bounds', min: 3, max: 2000 }, 2.5, 'USD', 'en')).toBe('The stake is below the minimum of $3.00.');
  });

  it('the balance that does not cover the stake, in the page’s language', () => {
    expect(read({ success: false, reason: 'insufficient_funds', balance: 12.5 }, 20, 'EUR', 'en')).toBe('Not enough money in your account: the balance is €12.50.');
    expect(read({ success: false, reason: 'insufficient_funds', balance: 1500 }, 2000, 'RUB', 'ru')).toMatch(/^Недостаточно денег на счёте: баланс 1\s500,00\s₽\.$/);
  });

  it('a refusal without figures keeps its own text', () => {
    expect(read({ success: false, reason: 'amount_out_of_bounds' }, 10, 'USD', 'en')).toBe(en.coupon_error_amount_out_of_bounds);
    expect(read({ success: false, reason: 'odds_changed', markets: [] }, 10, 'USD', 'en')).toBe(en.coupon_error_odds_changed);
  });
});
