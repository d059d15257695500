/**
 * The one ledger of the reference back end. Every change of a player's money (deposit, withdrawal
 * and its cancel, stake, settlement, casino round, lotto ticket, bonus) is an entry here,
 * on the account it belongs to and in that account's currency; nothing else writes `account.money`.
 *
 * Invariants, checked by ledger.property.test.ts over random operation sequences:
 * - an account's balance never goes below zero (no rule of this back end grants credit);
 * - for every account, its opening balance plus the sum of its entries equals its balance, so money
 *   in (deposits, wins, cancels) equals money out (withdrawals, stakes) plus what the accounts
 *   hold: nothing is created, nothing is lost. (A conversion moves no money: only an empty account
 *   changes currency, server/ledger/conversion.ts.)
 *
 * Amounts are rounded to the currency's minor units before they are applied, and a posting that
 * rounds to zero is refused: a stake of 0.004 USD must not be a free bet.
 *
 * The ledger opens a player's accounts (an 'opening' entry of what each holds) the first time it
 * meets the player, so seeded money reconciles without the seeds knowing the ledger. An account
 * never changes currency and its id is never given to another account (newAccountId); money that
 * may still come back to an account is a claim on it, which keeps it open and in its currency.
 */
import { minorUnits, roundMoney } from '../../src/domain/money.ts';
import type { Account, Player } from '../auth/players.ts';

export type EntryKind =
  | 'opening'
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal-cancel'
  | 'stake'
  | 'settlement'
  | 'stake-refund'
  | 'casino-stake'
  | 'casino-win'
  | 'lotto-ticket'
  | 'lotto-win'
  | 'bonus';

export interface Entry {
  readonly id: number;
  readonly playerId: number;
  readonly accountId: number;
  /** The account's currency at the time of the entry (an account never changes currency afterwards). */
  readonly currency: string;
  /** Signed, in the account's currency: + credits the account, − debits it. */
  readonly amount: number;
  readonly balanceAfter: number;
  readonly kind: EntryKind;
  /** What the entry belongs to (a payment id, a coupon id, a game round), for reconciliation. */
  readonly ref: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

export type LedgerRefusalCode = 'insufficient-funds' | 'no-such-account' | 'invalid-amount';

export class LedgerRefusal extends Error {
  override readonly name = 'LedgerRefusal';
  constructor(
    readonly code: LedgerRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export function isLedgerRefusal(error: unknown): error is LedgerRefusal {
  return error instanceof LedgerRefusal;
}

/** One leg of a posting: an amount on one of the player's accounts. */
export interface Leg {
  readonly accountId: number;
  /** Signed, in that account's currency. */
  readonly amount: number;
  /** This leg's own kind, when one posting holds two (a casino round's stake and its win); else the posting's. */
  readonly kind?: EntryKind;
}

/** Money that left an account and may still come back to it (see Ledger.openClaim). */
interface Claim {
  readonly accountId: number;
  readonly ref: string;
}

export class Ledger {
  private readonly entries: Entry[] = [];
  private readonly byPlayer = new Map<number, Entry[]>();
  private nextId = 1;
  /** By player: the ids of every account whose opening balance is recorded (every account the ledger ever met). */
  private readonly opened = new Map<number, Set<number>>();
  /** Open claims by player: money that left an account and may still come back to it. */
  private readonly claims = new Map<number, Claim[]>();
  /** How each book that settles on a read (coupons, lottery tickets) settles what is due for a player. */
  private readonly settlers: ((player: Player) => void)[] = [];

  constructor(private readonly now: () => number) {}

  /** One entry on one account; throws LedgerRefusal (and changes nothing) when it cannot be applied. */
  post(player: Player, accountId: number, amount: number, kind: EntryKind, ref = ''): Entry {
    return this.postAll(player, [{ accountId, amount }], kind, ref)[0]!;
  }

  /**
   * Several legs as one: all are applied or none is (a casino round's stake and its win). Each leg
   * is checked before any balance changes.
   */
  postAll(player: Player, legs: readonly Leg[], kind: EntryKind, ref = ''): Entry[] {
    this.meet(player);
    const planned = legs.map((leg) => {
      const account = player.accounts.find((a) => a.id === leg.accountId);
      if (!account) throw new LedgerRefusal('no-such-account', `Account ${leg.accountId} is not one of this player's`);
      const amount = Number.isFinite(leg.amount) ? roundMoney(leg.amount, account.iso) : Number.NaN;
      if (!Number.isFinite(amount) || amount === 0) {
        throw new LedgerRefusal('invalid-amount', `The amount must be at least one minor unit of ${account.iso} (1/${10 ** minorUnits(account.iso)})`);
      }
      return { account, amount, kind: leg.kind ?? kind };
    });
    // Two legs on one account are summed before the balance check.
    const after = new Map<Account, number>();
    for (const { account, amount } of planned) after.set(account, roundMoney((after.get(account) ?? account.money) + amount, account.iso));
    for (const [account, balance] of after) {
      if (balance < 0) throw new LedgerRefusal('insufficient-funds', `Not enough money on the ${account.iso} account for this`);
    }
    const at = this.now();
    return planned.map(({ account, amount, kind: legKind }) => {
      account.money = roundMoney(account.money + amount, account.iso);
      return this.record({ playerId: player.id, accountId: account.id, currency: account.iso, amount, balanceAfter: account.money, kind: legKind, ref, at });
    });
  }

  /**
   * Records what an account starts with (seeds, and accounts created with money) so the sums
   * reconcile. Once per account: a second call changes nothing.
   */
  open(player: Player, account: Account): void {
    let ids = this.opened.get(player.id);
    if (!ids) this.opened.set(player.id, (ids = new Set()));
    if (ids.has(account.id)) return;
    ids.add(account.id);
    if (account.money !== 0) {
      this.record({ playerId: player.id, accountId: account.id, currency: account.iso, amount: account.money, balanceAfter: account.money, kind: 'opening', ref: '', at: this.now() });
    }
  }

  /**
   * Opens every account of the player the ledger has not met yet. Every posting does this first, so
   * the seeds' money (and anything a test gave a player before its first posting) is an opening
   * entry and the player's sums reconcile from their first move on.
   */
  meet(player: Player): void {
    for (const account of player.accounts) this.open(player, account);
  }

  /**
   * An id for a new account of this player that no account of theirs ever had: entries and claims
   * name accounts by id, so a closed or converted account's id must never come back in another
   * currency.
   */
  newAccountId(player: Player): number {
    this.meet(player);
    return Math.max(player.id * 100, ...(this.opened.get(player.id) ?? [])) + 1;
  }

  /**
   * Notes that money which left an account may still come back to it (a pending withdrawal, an
   * unsettled coupon): while a claim is open the account keeps its currency and stays open
   * (server/ledger/conversion.ts, plugins/office/api/wallets.ts), so the money returns to the account
   * and currency it left.
   */
  openClaim(player: Player, accountId: number, ref: string): void {
    let list = this.claims.get(player.id);
    if (!list) this.claims.set(player.id, (list = []));
    list.push({ accountId, ref });
  }

  /** The claim is settled (the money came back, or left for good). */
  closeClaim(player: Player, ref: string): void {
    const list = this.claims.get(player.id) ?? [];
    const index = list.findIndex((claim) => claim.ref === ref);
    if (index >= 0) list.splice(index, 1);
  }

  /**
   * A book whose settlement waits for a read (the coupon book, the lottery tickets: this server has
   * no scheduler) says how to settle what is due, so a question about a player's claims is answered
   * after the draws and games that have ended are settled, not before.
   */
  onSettleDue(settle: (player: Player) => void): void {
    this.settlers.push(settle);
  }

  /** The refs of the claims still open on an account once what is due is settled (conversion, removal). */
  openClaimsOn(player: Player, accountId: number): string[] {
    for (const settle of this.settlers) settle(player);
    return this.claimsOn(player.id, accountId);
  }

  /** The refs of the open claims on an account, as they stand. */
  claimsOn(playerId: number, accountId: number): string[] {
    return (this.claims.get(playerId) ?? []).filter((claim) => claim.accountId === accountId).map((claim) => claim.ref);
  }

  /** A player's entries, oldest first. */
  entriesOf(playerId: number): readonly Entry[] {
    return this.byPlayer.get(playerId) ?? [];
  }

  /** The sum of an account's entries (its opening included): equals its balance while the invariant holds. */
  sumOf(playerId: number, accountId: number): number {
    let sum = 0;
    let iso = '';
    for (const entry of this.entriesOf(playerId)) {
      if (entry.accountId !== accountId) continue;
      sum += entry.amount;
      iso = entry.currency;
    }
    return iso === '' ? 0 : roundMoney(sum, iso);
  }

  private record(fields: Omit<Entry, 'id'>): Entry {
    const entry: Entry = { ...fields, id: this.nextId++ };
    this.entries.push(entry);
    let list = this.byPlayer.get(entry.playerId);
    if (!list) this.byPlayer.set(entry.playerId, (list = []));
    list.push(entry);
    return entry;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one ledger; decorated by buildServer before any route that moves money. */
    ledger: Ledger;
  }
}
