/**
 * The first-deposit bonus and the scale of the reference's bonus amounts: the bonus API grants the
 * offer (plugins/office-bonuses/api) and the notices announce it, so both read it here. Amounts are
 * in "units" that `currencyFactor` scales to the player's currency, so a rouble player is not
 * offered 10 roubles.
 */

/** How many of the player's currency one catalogue unit is (about one US dollar's worth). */
const CURRENCY_FACTORS: Readonly<Record<string, number>> = { RUB: 100, JPY: 100, KZT: 400, UAH: 40, INR: 80 };

export function currencyFactor(iso: string): number {
  return CURRENCY_FACTORS[iso] ?? 1;
}

/** The first-deposit bonus: a share of the first deposit, up to a cap. */
export const FIRST_DEPOSIT_OFFER = { percent: 100, maxAmount: 100, minDeposit: 10, wagerMultiplier: 5, validDays: 7 } as const;
