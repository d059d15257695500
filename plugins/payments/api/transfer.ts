/**
 * A transfer between two players of one operator, as plain functions over the ledger and the payment
 * book: who may receive, the amounts a transfer takes, and the move itself. Each check throws the
 * refusal the sender is shown. The route (transfer-routes.ts) adds who may send.
 *
 * The move is one synchronous step: the sender's account is debited through the ledger (which
 * refuses a balance below zero) and the recipient's credited, with no await in between, so two
 * transfers sent at once run one after the other and the second sees the first one's balance.
 */
import { type Account, type Player } from '../../../server/kit/index.ts';
import type { Payment } from './book.ts';
import { type Cashier, paymentRef, post } from './cashier.ts';
import type { AmountRange, LocalText } from './catalog.ts';
import { checkedMoney } from './money.ts';
import { badInput, conflict, notFound, quoted } from './refusals.ts';
import { positiveInteger } from './scope.ts';

/** The method id a transfer's payments carry in the history. */
export const TRANSFER_METHOD_ID = 'player-transfer';

/** The smallest and largest transfer per currency; a currency not listed has no transfers. */
export const TRANSFER_LIMITS: Readonly<Record<string, AmountRange>> = {
  USD: { min: 1, max: 1000 },
  EUR: { min: 1, max: 1000 },
  GBP: { min: 1, max: 1000 },
  SEK: { min: 10, max: 10_000 },
  RUB: { min: 100, max: 100_000 },
  KZT: { min: 500, max: 500_000 },
};

/** Where transfers come from and go to: the main account (a bonus account's money is never sent). */
export function mainAccountOf(player: Player): Account | undefined {
  return player.accounts.find((a) => a.type === 0);
}

export function transferRangeOf(currency: string): AmountRange {
  const range = TRANSFER_LIMITS[currency];
  if (!range) throw conflict({ en: `Transfers in ${currency} are not offered`, ru: `Переводы в ${currency} недоступны` });
  return range;
}

export function checkedTransferAmount(value: unknown, currency: string): number {
  const amount = checkedMoney(value, currency);
  const range = transferRangeOf(currency);
  if (amount < range.min || amount > range.max) {
    const min = quoted(range.min, currency);
    const max = quoted(range.max, currency);
    throw badInput('amount', { en: `A transfer is from ${min} to ${max}`, ru: `Перевод возможен от ${min} до ${max}` });
  }
  return amount;
}

const NO_SUCH_PLAYER: LocalText = { en: 'There is no player with this account number or login', ru: 'Игрока с таким номером счёта или логином нет' };

/** The players a transfer may reach: those of the sender's operator, by account number or login. */
export interface RecipientDirectory {
  byId(id: number): Player | undefined;
  findBySignInName(text: string): Player | undefined;
}

/**
 * The recipient named by `value`: an account number (a number, or digits) or a login. A player of
 * another operator is as unknown as a missing one; an e-mail address finds nobody (it is not what
 * a player gives others to be paid).
 */
export function recipientOf(players: RecipientDirectory, value: unknown): Player {
  const text = typeof value === 'string' ? value.trim().replace(/^#/, '') : value;
  if (typeof text === 'number' || (typeof text === 'string' && /^\d+$/.test(text))) {
    const id = positiveInteger(text);
    const player = id === null ? undefined : players.byId(id);
    if (!player) throw notFound('recipient', NO_SUCH_PLAYER);
    return player;
  }
  if (typeof text !== 'string' || text === '' || text.length > 64) {
    throw badInput('recipient', { en: "Enter the player's account number or login", ru: 'Введите номер счёта или логин игрока' });
  }
  const player = players.findBySignInName(text);
  if (!player || player.login?.toLowerCase() !== text.toLowerCase()) throw notFound('recipient', NO_SUCH_PLAYER);
  return player;
}

/** The recipient's account the money goes to; refused unless it takes the sender's currency. */
export function receivingAccountOf(recipient: Player, currency: string): Account {
  const account = mainAccountOf(recipient);
  if (!account || account.iso !== currency) {
    throw conflict(
      { en: `This player's account is not in ${currency}: transfers go only between accounts of one currency`, ru: `Счёт этого игрока не в ${currency}: переводы возможны только между счетами в одной валюте` },
      'recipient',
    );
  }
  return account;
}

export interface Transfer {
  readonly sent: Payment;
  readonly received: Payment;
}

/** Moves `amount` from the sender's account to the recipient's, with a payment in each one's history. */
export function transfer(cashier: Cashier, from: { player: Player; account: Account }, to: { player: Player; account: Account }, amount: number): Transfer {
  const createdAt = cashier.now();
  const common = { methodId: TRANSFER_METHOD_ID, amount, currency: from.account.iso, status: 'completed', createdAt } as const;
  const sent = cashier.book.addPayment({ ...common, playerId: from.player.id, kind: 'transfer-out', counterpartId: to.player.id, accountId: from.account.id }, (id) =>
    post(cashier.ledger, from.player, from.account, -amount, 'withdrawal', id),
  );
  try {
    const received = cashier.book.addPayment({ ...common, playerId: to.player.id, kind: 'transfer-in', counterpartId: from.player.id, accountId: to.account.id }, (id) =>
      cashier.ledger.post(to.player, to.account.id, amount, 'deposit', paymentRef(id)),
    );
    return { sent, received };
  } catch (error) {
    // The credit could not be made: the sender gets the money back, so none is lost.
    post(cashier.ledger, from.player, from.account, amount, 'withdrawal-cancel', sent.id);
    sent.status = 'failed';
    throw error;
  }
}
