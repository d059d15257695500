/** Currencies an account may change to: every currency the site knows that the player holds no account in. */
import { currencyByIso as knownCurrency } from '../auth/currencies.ts';
import type { Player } from '../auth/players.ts';

/** The reference's currencies, in the order the client lists them. */
const OFFERED = ['USD', 'EUR', 'RUB', 'GBP', 'KZT', 'UAH', 'BYN', 'UZS', 'AZN', 'KGS', 'TRY', 'INR'] as const;

export function isKnownCurrency(iso: string): boolean {
  return knownCurrency(iso) !== undefined;
}

export function currenciesFor(player: Player): string[] {
  const held = new Set(player.accounts.filter((a) => a.type !== 4).map((a) => a.iso));
  return OFFERED.filter((iso) => knownCurrency(iso) && !held.has(iso));
}
