/**
 * Changing the currency of a player's account (POST /web-api/account/convert).
 *
 * Only an empty account changes currency: the reference holds no exchange rates (the units per USD
 * in src/domain/money.ts only size bet steps and are never used to convert money), so no money
 * crosses currencies and the conversion posts no entries. It is refused while money that left the
 * account may come back to it (an open claim: a pending withdrawal, an unsettled coupon or lottery
 * ticket), since that money would otherwise come back in the new currency, the same number in
 * another unit, or be lost.
 *
 * An account never changes currency in the ledger: the empty account is closed and a new one, with
 * an id no account of the player ever had, takes its place (its type, label, place in the list,
 * points and being the active one). Whatever still names the old id (a late posting, a cancel) is
 * refused rather than paid in the wrong currency.
 */
import { mainAccountLabel, type Account, type Player } from '../auth/players.ts';
import type { Ledger } from './ledger.ts';

/** Why an account of the player cannot change its currency now. */
export type AccountConversionRefusal = 'bonus' | 'has-money' | 'pending-claim';
export type ConversionRefusalReason = 'no-such-account' | AccountConversionRefusal;

export type Conversion = { ok: true; account: Account } | { ok: false; reason: ConversionRefusalReason; message: string };

/**
 * What the player is told about an open claim, by its ref's prefix: the modules that open claims
 * name them so (plugins/payments/api/cashier.ts paymentRef, server/bet-book/book.ts, plugins/lotto/api/tickets.ts).
 */
const PENDING_CLAIM_MESSAGES: readonly (readonly [prefix: string, message: string])[] = [
  ['payment:', 'A withdrawal from this account is still pending: wait until it is paid out or cancel it, then change the currency'],
  ['coupon:', 'A bet paid from this account is not settled yet: change the currency once it is'],
  ['lotto:', 'A lottery ticket paid from this account is not settled yet: change the currency once its draw is held and settled'],
];

function pendingClaimMessage(refs: readonly string[]): string {
  for (const [prefix, message] of PENDING_CLAIM_MESSAGES) if (refs.some((ref) => ref.startsWith(prefix))) return message;
  return 'Money paid from this account may still come back to it: change the currency once it is settled';
}

/** Why this account cannot change its currency now, or null when it can. */
export function conversionRefusal(ledger: Ledger, player: Player, account: Account): { reason: AccountConversionRefusal; message: string } | null {
  if (account.type === 4) return { reason: 'bonus', message: 'A bonus account keeps its currency' };
  // Asked first: settling what is due may pay money back into the account before its balance is read.
  const claims = ledger.openClaimsOn(player, account.id);
  if (account.money !== 0) return { reason: 'has-money', message: 'Only an empty account can change its currency: withdraw or spend its balance first' };
  if (claims.length > 0) return { reason: 'pending-claim', message: pendingClaimMessage(claims) };
  return null;
}

/** Replaces an empty account with a new one in `iso` (a currency the caller has checked the player may have). */
export function convertAccount(ledger: Ledger, player: Player, accountId: number, iso: string): Conversion {
  const index = player.accounts.findIndex((a) => a.id === accountId);
  const account = player.accounts[index];
  if (!account) return { ok: false, reason: 'no-such-account', message: 'This account is not yours' };
  const refusal = conversionRefusal(ledger, player, account);
  if (refusal) return { ok: false, ...refusal };
  // The old account's entries (its opening included) are on the ledger before it is closed.
  ledger.meet(player);
  const label = account.label === mainAccountLabel(account.iso) ? mainAccountLabel(iso) : account.label;
  const converted: Account = { id: ledger.newAccountId(player), type: account.type, iso, money: 0, points: account.points, label };
  player.accounts.splice(index, 1, converted);
  if (player.activeAccountId === account.id) player.activeAccountId = converted.id;
  ledger.open(player, converted);
  return { ok: true, account: converted };
}
