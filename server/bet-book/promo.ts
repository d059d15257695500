/**
 * Promo codes of the reference book (never on singles). A code is a voucher worth a number of
 * the currency's initial stakes: it pays the stake up to its
 * worth, the account pays the rest. Each code works once per player. The codes are published here
 * so anyone can try one: BETHUB (2 initial stakes, USD 10) and WELCOME (1 initial stake, USD 5).
 */
import { initialAmount } from '../../src/domain/money.ts';

export const DEMO_PROMO_CODES: Readonly<Record<string, number>> = Object.freeze({ BETHUB: 2, WELCOME: 1 });

/** What a code is worth in `currencyIso`; null for a code the book does not know. */
export function promoCodeValue(code: string, currencyIso: string): number | null {
  const stakes = Object.hasOwn(DEMO_PROMO_CODES, code) ? DEMO_PROMO_CODES[code]! : null;
  return stakes === null ? null : stakes * initialAmount(currencyIso);
}
