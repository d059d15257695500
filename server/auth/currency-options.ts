/**
 * Currencies an account may change to: those the player's operator takes (its site config's
 * `currencies.available`) that the player holds no account in. Only the operator's currencies: a
 * German player (EUR only) who could move to GBP would step around the monthly deposit cap, which
 * is counted in EUR.
 */
import { currencyByIso as knownCurrency } from './currencies.ts';
import type { Player } from './players.ts';
import type { SiteConfigStore } from '../site-configs.ts';

/** The reference's currencies, in the order the client lists them. */
const OFFERED = ['USD', 'EUR', 'RUB', 'GBP', 'KZT', 'UAH', 'BYN', 'UZS', 'AZN', 'KGS', 'TRY', 'INR'] as const;

export function isKnownCurrency(iso: string): boolean {
  return knownCurrency(iso) !== undefined;
}

/**
 * The currencies the player's operator takes, from its own config whatever host the call came to
 * (none for an operator without a config: nothing is offered rather than everything).
 */
export function operatorCurrencies(siteConfigs: SiteConfigStore, player: Player): readonly string[] {
  return siteConfigs.configs.get(player.operatorId)?.currencies.available ?? [];
}

/** Of the reference's currencies, those the operator takes (`operatorCurrencies`) and the player holds no account in. */
export function currenciesFor(player: Player, operatorTakes: readonly string[]): string[] {
  const held = new Set(player.accounts.filter((a) => a.type !== 4).map((a) => a.iso));
  return OFFERED.filter((iso) => knownCurrency(iso) && operatorTakes.includes(iso) && !held.has(iso));
}
