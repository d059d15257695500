/**
 * The money side of the cashier: deposits, withdrawals and taking one back, as plain functions over
 * the server's one ledger and the payment book. The routes (cashier-routes.ts) add who may call and
 * each method's rules; the ledger's property test (server/ledger/ledger.property.test.ts) runs these
 * functions directly.
 *
 * A withdrawal leaves its account at once and stays pending; until it is done or cancelled the
 * ledger holds a claim on that account (Ledger.openClaim), so the account can neither change its
 * currency nor close, and a cancel pays back exactly that account in exactly that currency. It is
 * done (paid out) PAID_OUT_AFTER_SECONDS after it was asked for, on the server's clock; with no
 * scheduler here, that happens when the player's payments or claims are next read
 * (completeDueWithdrawals).
 */
import { type Account, type EntryKind, isLedgerRefusal, type Ledger, notifyIfAsked, type Player } from '../../../server/kit/index.ts';
import type { Payment, PaymentBook } from './book.ts';
import { checkedMoney } from './money.ts';
import { badInput, conflict, forbidden, quoted } from './refusals.ts';

export interface Cashier {
  readonly ledger: Ledger;
  readonly book: PaymentBook;
  /** Unix seconds. */
  now(): number;
}

/** How long a withdrawal stays pending (and may be cancelled) before it is paid out. */
export const PAID_OUT_AFTER_SECONDS = 24 * 3600;

/** The ledger reference of a payment's entries and claim. */
export function paymentRef(paymentId: number): string {
  return `payment:${paymentId}`;
}

export function deposit(cashier: Cashier, player: Player, account: Account, methodId: string, amount: number): Payment {
  checkedMoney(amount, account.iso);
  const payment = cashier.book.addPayment(
    { playerId: player.id, kind: 'deposit', methodId, amount, accountId: account.id, currency: account.iso, status: 'completed', createdAt: cashier.now() },
    (id) => post(cashier.ledger, player, account, amount, 'deposit', id),
  );
  // The office's "When a deposit arrives" switch: a message in the player's mailbox.
  notifyIfAsked(player, 'notify_deposit', {
    title: { en: 'Your deposit has arrived', ru: 'Депозит зачислен' },
    text: { en: `${amount} ${account.iso} is on your account (payment ${payment.id}).`, ru: `${amount} ${account.iso} зачислены на ваш счёт (платёж ${payment.id}).` },
  });
  return payment;
}

/** Debits the account now; the payment stays pending until it is paid out or cancelled. */
export function withdraw(cashier: Cashier, player: Player, account: Account, methodId: string, amount: number): Payment {
  checkedMoney(amount, account.iso);
  const payment = cashier.book.addPayment(
    { playerId: player.id, kind: 'withdrawal', methodId, amount, accountId: account.id, currency: account.iso, status: 'pending', createdAt: cashier.now() },
    (id) => post(cashier.ledger, player, account, -amount, 'withdrawal', id),
  );
  cashier.ledger.openClaim(player, account.id, paymentRef(payment.id));
  return payment;
}

/**
 * Takes back a pending withdrawal: the money returns to the account it left, in the currency it
 * left in. If that account is gone or holds another currency (which the claim prevents), the cancel
 * is refused and the withdrawal goes ahead as asked: paying it into another account would turn one
 * currency's money into another's.
 */
export function cancelWithdrawal(cashier: Cashier, player: Player, payment: Payment): Account {
  if (payment.kind !== 'withdrawal' || payment.status !== 'pending') {
    throw forbidden({ en: 'Only a withdrawal that is still being checked can be cancelled', ru: 'Отменить можно только вывод, который ещё проверяется' }, 'paymentId');
  }
  const account = player.accounts.find((a) => a.id === payment.accountId);
  if (!account || account.iso !== payment.currency) {
    throw conflict(
      {
        en: `The ${payment.currency} account this withdrawal came from is closed or holds another currency now, so it cannot be cancelled: it goes ahead as asked`,
        ru: `Счёт в ${payment.currency}, с которого шёл этот вывод, закрыт или сменил валюту, поэтому отменить вывод нельзя: он будет выполнен`,
      },
      'paymentId',
    );
  }
  post(cashier.ledger, player, account, payment.amount, 'withdrawal-cancel', payment.id);
  cashier.ledger.closeClaim(player, paymentRef(payment.id));
  payment.status = 'cancelled';
  return account;
}

/**
 * Pays out the player's withdrawals pending for PAID_OUT_AFTER_SECONDS: their money has left for
 * good, so the claim on the account closes (it may change currency or close again).
 */
export function completeDueWithdrawals(cashier: Cashier, player: Player): void {
  const dueBy = cashier.now() - PAID_OUT_AFTER_SECONDS;
  for (const payment of cashier.book.historyOf(player.id, { kind: 'withdrawal', status: 'pending' })) {
    if (payment.createdAt > dueBy) continue;
    payment.status = 'completed';
    cashier.ledger.closeClaim(player, paymentRef(payment.id));
  }
}

/**
 * One entry on the ledger. Amounts are checked (checkedMoney) and accounts found before, so the one
 * refusal left to say is a withdrawal of more than the balance.
 */
export function post(ledger: Ledger, player: Player, account: Account, amount: number, kind: EntryKind, paymentId: number): void {
  try {
    ledger.post(player, account.id, amount, kind, paymentRef(paymentId));
  } catch (error) {
    if (!isLedgerRefusal(error) || error.code !== 'insufficient-funds') throw error;
    const balance = quoted(account.money, account.iso);
    throw badInput('amount', { en: `The amount is more than your balance of ${balance}`, ru: `Сумма больше вашего баланса: ${balance}` });
  }
}
