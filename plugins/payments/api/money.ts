/**
 * How money moves on a player's accounts: which account pays, and which amounts a method takes in
 * that account's currency. Each check throws the refusal the player is shown.
 */
import { inWholeMinorUnits, minorUnits } from '../../../src/domain/money.ts';
import type { PaymentKind } from '../schemas.ts';
import { type Account, activeAccountOf, type Player } from '../../../server/kit/index.ts';
import { methodsFor, type AmountRange } from './catalog.ts';
import { badInput, quoted } from './refusals.ts';

/** The account money moves on: the active one, unless that is a bonus account. */
export function payingAccount(player: Player): Account {
  const active = activeAccountOf(player);
  if (active && active.type !== 4) return active;
  return player.accounts.find((a) => a.type === 0) ?? player.accounts[0]!;
}

/**
 * An amount greater than zero in whole minor units of the currency: what every payment moves, so
 * nothing rounds to zero or to another amount on the ledger.
 */
export function checkedMoney(value: unknown, currency: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw badInput('amount', { en: 'Enter an amount greater than zero', ru: 'Введите сумму больше нуля' });
  }
  const digits = minorUnits(currency);
  if (!inWholeMinorUnits(value, currency)) {
    throw badInput('amount', {
      en: `${currency} amounts have at most ${digits} digits after the point`,
      ru: `Сумма в ${currency} может иметь не больше ${digits} знаков после запятой`,
    });
  }
  const minor = Math.round(value * 10 ** digits);
  // 1e-9 passes the digits check (it is within the tolerance of 0) but is no money at all.
  if (minor < 1) {
    const least = quoted(1 / 10 ** digits, currency);
    throw badInput('amount', { en: `Enter an amount of at least ${least}`, ru: `Введите сумму не меньше ${least}` });
  }
  return minor / 10 ** digits;
}

/** The amount a player typed, checked against the currency's minor units and the method's range. */
export function checkedAmount(value: unknown, currency: string, range: AmountRange): number {
  const amount = checkedMoney(value, currency);
  if (amount < range.min || amount > range.max) {
    const min = quoted(range.min, currency);
    const max = quoted(range.max, currency);
    throw badInput('amount', { en: `This method takes from ${min} to ${max}`, ru: `Этим способом можно от ${min} до ${max}` });
  }
  return amount;
}

export function methodRange(kind: PaymentKind, methodId: unknown, currency: string) {
  const found = methodsFor(kind, currency).find(({ method }) => method.id === methodId);
  if (!found) {
    throw badInput('methodId', {
      en: `Choose one of the ${kind} methods offered for ${currency}`,
      ru: `Выберите один из способов, доступных для ${currency}`,
    });
  }
  return found;
}
