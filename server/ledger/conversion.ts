/**
 * Changing the currency of a player's account (POST /web-api/account/convert).
 *
 * Only an empty account changes currency: the reference holds no exchange rates (the units per USD
 * in src/domain/money.ts only size bet steps and are never used to convert money), so no money
 * crosses currencies and the conversion posts no entries. It is refused while money that left the
 * account may come back to it (an open claim: a pending withdrawal), since that money would
 * otherwise come back in the new currency, the same number in another unit.
 *
 * An account never changes currency in the ledger: the empty account is closed and a new one, with
 * an id no account of the player ever had, takes its place (its type, label, place in the list,
 * points and being the active one). Whatever still names the old id (a late posting, a cancel) is
 * refused rather than paid in the wrong currency.
 */
import { mainAccountLabel, type Account, type Player } from '../auth/players.ts';
import type { Ledger } from './ledger.ts';

export type ConversionRefusalReason = 'no-such-account' | 'bonus' | 'has-money' | 'pending-claim';

export type Conversion = { ok: true; account: Account } | { ok: false; reason: ConversionRefusalReason; message: string };

/** Why this account cannot change its currency now, or null when it can. */
export function conversionRefusal(ledger: Ledger, player: Player, account: Account): { reason: ConversionRefusalReason; message: string } | null {
  if (account.type === 4) return { reason: 'bonus', message: 'A bonus account keeps its currency' };
  if (account.money !== 0) return { reason: 'has-money', message: 'Only an empty account can change its currency: withdraw or spend its balance first' };
  if (ledger.claimsOn(player.id, account.id).length > 0) {
    return { reason: 'pending-claim', message: 'A withdrawal from this account is still pending: wait until it is paid out or cancel it, then change the currency' };
  }
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
