/**
 * How money moves on a player's accounts: which account pays, and which amounts a method takes in
 * that account's currency. Each check throws the refusal the player is shown.
 */
import { minorUnits } from '../../src/domain/money.ts';
import type { PaymentKind } from '../../schemas/payments-api.schema.ts';
import type { Account, Player } from '../auth/players.ts';
import { methodsFor, type AmountRange } from './catalog.ts';
import { badInput, quoted } from './refusals.ts';

/** The account money moves on: the active one, unless that is a bonus account. */
export function payingAccount(player: Player): Account {
  const active = player.accounts.find((a) => a.id === player.activeAccountId);
  if (active && active.type !== 4) return active;
  return player.accounts.find((a) => a.type === 0) ?? player.accounts[0]!;
}

/** The amount a player typed, checked against the currency's minor units and the method's range. */
export function checkedAmount(value: unknown, currency: string, range: AmountRange): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw badInput('amount', { en: 'Enter an amount greater than zero', ru: 'Введите сумму больше нуля' });
  }
  const digits = minorUnits(currency);
  const scaled = value * 10 ** digits;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    throw badInput('amount', {
      en: `${currency} amounts have at most ${digits} digits after the point`,
      ru: `Сумма в ${currency} может иметь не больше ${digits} знаков после запятой`,
    });
  }
  if (value < range.min || value > range.max) {
    const min = quoted(range.min, currency);
    const max = quoted(range.max, currency);
    throw badInput('amount', { en: `This method takes from ${min} to ${max}`, ru: `Этим способом можно от ${min} до ${max}` });
  }
  return value;
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

/** Money rounded to the currency's minor units, once, after the arithmetic. */
export function roundTo(value: number, currency: string): number {
  const factor = 10 ** minorUnits(currency);
  return Math.round(value * factor) / factor;
}
