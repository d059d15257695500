// @vitest-environment jsdom
/** The pure parts of the payments plugin: the amount check, the consultant guard and its invitation, the result pages' outcome. */
import { afterEach, describe, expect, it } from 'vitest';
import type { NavigationContext } from '@plugin-api';
import { checkAmount } from './amount.ts';
import { consultantAvailableGuard } from './guards.ts';
import { CONSULTANT_STORAGE_KEY, rememberInvitation, wasInvited } from './consultant-invite.ts';
import { outcomeOf } from './components/OnpayPage.tsx';
import { filtersOf } from './components/HistoryPage.tsx';

describe('checkAmount', () => {
  const usd = { currency: 'USD', min: 1, max: 5000 };

  it('takes a point or a comma and the currency minor units, inside the range', () => {
    expect(checkAmount('25', usd)).toEqual({ ok: true, amount: 25 });
    expect(checkAmount(' 25,5 ', usd)).toEqual({ ok: true, amount: 25.5 });
    expect(checkAmount('1 000.01', usd)).toEqual({ ok: true, amount: 1000.01 });
    expect(checkAmount('1.001', usd)).toEqual({ ok: false, problem: { key: 'payments_amount_decimals', digits: 2 } });
    expect(checkAmount('500.5', { currency: 'JPY', min: 100, max: 100000 })).toEqual({ ok: false, problem: { key: 'payments_amount_decimals', digits: 0 } });
    expect(checkAmount('1.234', { currency: 'KWD', min: 1, max: 100 })).toEqual({ ok: true, amount: 1.234 });
  });

  it('names what is wrong: nothing, not a number, out of range, over the balance', () => {
    expect(checkAmount('', usd)).toEqual({ ok: false, problem: { key: 'payments_amount_required' } });
    for (const text of ['abc', '-5', '1e3', '2.5.1', '.5']) expect(checkAmount(text, usd), text).toEqual({ ok: false, problem: { key: 'payments_amount_not_number' } });
    expect(checkAmount('0.5', usd)).toEqual({ ok: false, problem: { key: 'payments_amount_below_min', min: 1 } });
    expect(checkAmount('5000.01', usd)).toEqual({ ok: false, problem: { key: 'payments_amount_above_max', max: 5000 } });
    expect(checkAmount('80', { ...usd, balance: 79.99 })).toEqual({ ok: false, problem: { key: 'payments_amount_above_balance', balance: 79.99 } });
  });
});

describe('consultant-available guard', () => {
  const ctx = (consultant: boolean | undefined, withErrorPage = true) =>
    ({
      config: consultant === undefined ? {} : { payments: { consultant } },
      lng: 'ru',
      table: { routes: new Map(withErrorPage ? [['error-500', {}]] : []), href: (id: string, lng: string) => `/${lng}/${id === 'error-500' ? '500' : id}` },
    }) as unknown as NavigationContext;

  it('lets the player in where the site config offers the consultant', () => {
    expect(consultantAvailableGuard.decide(ctx(true))).toEqual({ kind: 'allow' });
  });

  it('sends the player to the 500 page elsewhere, or ends on a 500 without one', () => {
    expect(consultantAvailableGuard.decide(ctx(false))).toEqual({ kind: 'redirect', to: '/ru/500', replace: true });
    expect(consultantAvailableGuard.decide(ctx(undefined))).toEqual({ kind: 'redirect', to: '/ru/500', replace: true });
    expect(consultantAvailableGuard.decide(ctx(false, false))).toMatchObject({ kind: 'error', status: 500 });
  });
});

describe('consultant invitation', () => {
  afterEach(() => window.localStorage.clear());

  it('is kept in localStorage from a payment_consultant=1 link on', () => {
    expect(wasInvited()).toBe(false);
    expect(rememberInvitation('?payment_consultant=0')).toBe(false);
    expect(rememberInvitation('?from=mail&payment_consultant=1')).toBe(true);
    expect(window.localStorage.getItem(CONSULTANT_STORAGE_KEY)).toBe('1');
    expect(wasInvited()).toBe(true);
  });
});

describe('result page outcome and history filters', () => {
  it('reads the outcome from the route page type, the least promising one when unknown', () => {
    expect(outcomeOf('withdrawal-cancel')).toEqual({ kind: 'withdrawal', outcome: 'cancel' });
    expect(outcomeOf('deposit-success')).toEqual({ kind: 'deposit', outcome: 'success' });
    expect(outcomeOf('deposit-maybe')).toEqual({ kind: 'deposit', outcome: 'pending' });
    expect(outcomeOf(undefined)).toEqual({ kind: 'deposit', outcome: 'pending' });
  });

  it('reads history filters from the address, falling back to all and page 1', () => {
    expect(filtersOf('?kind=withdrawal&status=pending&page=3')).toEqual({ kind: 'withdrawal', status: 'pending', page: 3 });
    expect(filtersOf('?kind=bonus&status=lost&page=-1')).toEqual({ kind: 'all', status: 'all', page: 1 });
  });
});

describe('dictionaries', () => {
  it('has every English text in Russian too, none left empty', async () => {
    const en = (await import('./texts/en.json')).default as Record<string, string>;
    const ru = (await import('./texts/ru.json')).default as Record<string, string>;
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    // A Russian text has Cyrillic words, or no words at all besides its placeholders ("№ {{id}}").
    const untranslated = Object.entries(ru).filter(([, text]) => {
      const words = text.replace(/\{\{\w+\}\}/g, '');
      return text.trim() === '' || (/[a-z]/i.test(words) && !/[а-яё]/i.test(words));
    });
    expect(untranslated).toEqual([]);
  });
});
