/**
 * The ledger's promise, checked over random sequences of every money operation for several players:
 * after each step every balance is ≥ 0, every account's balance is its opening plus the sum of its
 * entries (all in one currency), and per currency the money that came in equals the money that went
 * out plus what the accounts hold. Nothing is created, nothing is lost.
 *
 * The long run (10,000 sequences) is at the domain level: the Ledger, the cashier's functions
 * (plugins/payments/api/cashier.ts), account conversion (conversion.ts), bonus credits and lotto tickets
 * (the real TicketBook: bought, then drawn and settled as its clock passes their draw), against a
 * model that keeps every balance in whole minor units. Stakes are coupons of the real coupon book
 * (server/bet-book/book.ts: singles on markets the test opens and settles), which charges the account,
 * opens a claim on it and pays the result back to it; casino rounds are the postings the game desk
 * makes. The short run (50 sequences) goes through the real routes with app.inject
 * and checks the same from the API's answers and app.ledger.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorUnits } from '../../src/domain/money.ts';
import { currenciesFor } from '../auth/currency-options.ts';
import { buildServer } from '../app.ts';
import type { Identity } from '../auth/identity.ts';
import type { Account, AccountType, Player } from '../auth/players.ts';
import { BonusLedger, bonusCurrency } from '../../plugins/office-bonuses/api/ledger.ts';
import { createBook, InvalidCouponError, type Book } from '../bet-book/book.ts';
import type { MarketResult, MarketSnapshot } from '../bet-book/markets.ts';
import { PaymentBook, type Payment } from '../../plugins/payments/api/book.ts';
import { cancelWithdrawal, deposit, withdraw, type Cashier } from '../../plugins/payments/api/cashier.ts';
import { payingAccount } from '../../plugins/payments/api/money.ts';
import { PaymentRefusal } from '../../plugins/payments/api/refusals.ts';
import { drawnNumbers, drawTime, lotteryById, openDrawNumber, prizeFor } from '../../plugins/lotto/api/catalog.ts';
import { TicketBook, ticketClaimRef } from '../../plugins/lotto/api/tickets.ts';
import { convertAccount } from './conversion.ts';
import { isLedgerRefusal, Ledger, type Entry, type Leg } from './ledger.ts';

const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
/** The lottery the tickets are for (Rapid 5 of 36, drawn every 5 minutes), and its draws' secret. */
const RAPID = lotteryById(101)!;
const DRAW_SECRET = Buffer.alloc(32, 9);
/** The currencies the players' operator takes (conversion offers those the player holds no account in). */
const OPERATOR_CURRENCIES = ['USD', 'EUR', 'RUB', 'GBP', 'KZT', 'UAH'];
/** Coefficients of the singles staked, in tenths (the model computes wins in whole minor units). */
const COEF_TENTHS = [15, 18, 35] as const;

// ---------------------------------------------------------------------------------------------------
// Operations, as data fast-check generates: indices pick among what exists when the step runs.

/** A valid amount in whole minor units, the whole balance (what the attacks take), or one no payment may have. */
type Amount = { units: number } | { whole: true } | { raw: number };

type Operation =
  | { op: 'deposit'; player: number; amount: Amount }
  | { op: 'withdraw'; player: number; amount: Amount }
  | { op: 'cancel'; player: number; pick: number }
  | { op: 'convert'; player: number; account: number; currency: number }
  | { op: 'stake'; player: number; account: number; amount: Amount; coefTenths: number }
  | { op: 'settle'; player: number; pick: number; result: MarketResult }
  | { op: 'casino'; player: number; account: number; stake: number; win: number }
  | { op: 'lotto-ticket'; player: number; account: number; amount: Amount; matches: number }
  | { op: 'lotto-draw'; player: number; pick: number }
  | { op: 'bonus'; player: number; units: number };

const PLAYERS = 3;
const who = fc.nat({ max: PLAYERS - 1 });
const pick = fc.nat({ max: 7 });
const units = fc.integer({ min: 1, max: 150_000 });
const amount: fc.Arbitrary<Amount> = fc.oneof(
  { weight: 5, arbitrary: units.map((u) => ({ units: u })) },
  { weight: 2, arbitrary: fc.constant({ whole: true as const }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -5, -0.01, Number.NaN, Number.POSITIVE_INFINITY, 0.001, 0.004, 12.345).map((raw) => ({ raw })) },
);

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), player: who, amount }),
  fc.record({ op: fc.constant('withdraw' as const), player: who, amount }),
  fc.record({ op: fc.constant('cancel' as const), player: who, pick }),
  fc.record({ op: fc.constant('convert' as const), player: who, account: pick, currency: pick }),
  fc.record({ op: fc.constant('stake' as const), player: who, account: pick, amount, coefTenths: fc.constantFrom(...COEF_TENTHS) }),
  fc.record({ op: fc.constant('settle' as const), player: who, pick, result: fc.constantFrom<MarketResult>('win', 'lose', 'lose', 'return') }),
  fc.record({ op: fc.constant('casino' as const), player: who, account: pick, stake: units, win: fc.oneof(fc.constant(0), units) }),
  fc.record({ op: fc.constant('lotto-ticket' as const), player: who, account: pick, amount, matches: fc.nat({ max: RAPID.pick }) }),
  fc.record({ op: fc.constant('lotto-draw' as const), player: who, pick }),
  fc.record({ op: fc.constant('bonus' as const), player: who, units }),
);

// ---------------------------------------------------------------------------------------------------
// The model: what every account should hold, in whole minor units.

interface ModelAccount {
  id: number;
  readonly type: AccountType;
  readonly iso: string;
  units: number;
}

/** Money that left an account and may come back to it: a pending withdrawal, an open coupon or lotto ticket. */
interface ModelClaim {
  readonly ref: string;
  readonly accountId: number;
  readonly iso: string;
  readonly units: number;
}

/** An unsettled coupon: a single on its own market, at this coefficient. */
interface ModelCoupon extends ModelClaim {
  readonly marketId: string;
  readonly coefTenths: number;
}

/** An unsettled lotto ticket: when its draw is held and what it wins then. */
interface ModelTicket extends ModelClaim {
  readonly drawAt: number;
  readonly winUnits: number;
}

interface ModelPlayer {
  accounts: ModelAccount[];
  activeAccountId: number;
  readonly withdrawals: (ModelClaim & { payment: Payment; status: 'pending' | 'cancelled' })[];
  readonly coupons: ModelCoupon[];
  readonly tickets: ModelTicket[];
  /** Every account id this player ever had: a new account must get none of them. */
  readonly idsEverHeld: Set<number>;
}

const scale = (iso: string): number => 10 ** minorUnits(iso);
const toUnits = (money: number, iso: string): number => Math.round(money * scale(iso));

function newPlayer(id: number, accounts: readonly Omit<Account, 'points' | 'label'>[], activeIndex: number): Player {
  return {
    id,
    operatorId: 'default',
    accounts: accounts.map((a) => ({ ...a, points: 0, label: `Account ${a.iso}` })),
    activeAccountId: accounts[activeIndex]!.id,
  } as Player;
}

/** The system under test and its model, side by side. */
class World {
  readonly ledger = new Ledger(() => NOW_MS);
  readonly cashier: Cashier = { ledger: this.ledger, book: new PaymentBook(), now: () => NOW_MS / 1000 };
  readonly bonuses = new BonusLedger(() => NOW_MS, this.ledger);
  /** The coupon book's markets: each stake opens one, its settle step finishes it. */
  private readonly markets = new Map<string, MarketSnapshot>();
  readonly book: Book = createBook({ currentMarket: (id) => this.markets.get(id) ?? null }, { ledger: this.ledger, now: () => NOW_MS });
  /** The lotto's clock: a draw step moves it to a ticket's draw. */
  private lottoNow = NOW_MS;
  readonly tickets = new TicketBook(DRAW_SECRET, () => this.lottoNow, this.ledger);
  readonly players: Player[] = [
    newPlayer(1, [{ id: 101, type: 0, iso: 'USD', money: 1000 }, { id: 102, type: 4, iso: 'USD', money: 50 }], 0),
    newPlayer(2, [{ id: 201, type: 0, iso: 'RUB', money: 0 }], 0),
    newPlayer(3, [{ id: 301, type: 0, iso: 'EUR', money: 20.5 }, { id: 302, type: 9, iso: 'KZT', money: 0 }], 1),
  ];
  readonly model: ModelPlayer[] = this.players.map((p) => ({
    accounts: p.accounts.map((a) => ({ id: a.id, type: a.type, iso: a.iso, units: toUnits(a.money, a.iso) })),
    activeAccountId: p.activeAccountId,
    withdrawals: [],
    coupons: [],
    tickets: [],
    idsEverHeld: new Set(p.accounts.map((a) => a.id)),
  }));
  private refs = 0;

  apply(step: Operation): void {
    const player = this.players[step.player]!;
    const model = this.model[step.player]!;
    switch (step.op) {
      case 'deposit':
      case 'withdraw':
        return this.payment(step.op, player, model, step.amount);
      case 'cancel':
        return this.cancel(player, model, step.pick);
      case 'convert':
        return this.convert(player, model, step.account, step.currency);
      case 'stake':
        return this.placeCoupon(player, model, step.account, step.amount, step.coefTenths);
      case 'lotto-ticket':
        return this.buyTicket(player, model, step.account, step.amount, step.matches);
      case 'settle': {
        const coupon = model.coupons[step.pick % Math.max(1, model.coupons.length)];
        return coupon && this.settleCoupon(player, model, coupon, step.result);
      }
      case 'lotto-draw':
        return this.drawTicket(player, model, step.pick);
      case 'casino':
        return this.casinoRound(player, model, step.account, step.stake, step.win);
      case 'bonus':
        return this.bonus(player, model, step.units);
    }
  }

  private payment(kind: 'deposit' | 'withdraw', player: Player, model: ModelPlayer, amount: Amount): void {
    const account = payingAccount(player);
    const expected = this.accountOf(model, account.id);
    const taken = unitsOf(amount, expected);
    const value = taken === null ? (amount as { raw: number }).raw : taken / scale(account.iso);
    // The whole of an empty account is nothing, which no payment may be.
    const accepted = taken !== null && taken > 0 && (kind === 'deposit' || taken <= expected.units);
    const outcome = attempt(() => (kind === 'deposit' ? deposit : withdraw)(this.cashier, player, account, 'card', value));
    must(outcome.ok === accepted, `${kind} of ${value} ${account.iso} with ${expected.units} units: ${outcome.ok ? 'taken' : 'refused'}`);
    if (!outcome.ok) return expectRefusal(outcome.error, 400);
    if (kind === 'deposit') expected.units += taken!;
    else {
      expected.units -= taken!;
      const payment = outcome.value;
      model.withdrawals.push({ ref: `payment:${payment.id}`, accountId: account.id, iso: account.iso, units: toUnits(payment.amount, account.iso), payment, status: 'pending' });
    }
  }

  private cancel(player: Player, model: ModelPlayer, index: number): void {
    const withdrawal = model.withdrawals[index % Math.max(1, model.withdrawals.length)];
    if (!withdrawal) return;
    const outcome = attempt(() => cancelWithdrawal(this.cashier, player, withdrawal.payment));
    if (withdrawal.status !== 'pending') {
      if (outcome.ok) throw new Error('a second cancel was taken');
      return expectRefusal(outcome.error, 403);
    }
    // The claim keeps the account open and in its currency, so the cancel always finds it.
    must(outcome.ok, 'a cancel of a pending withdrawal was refused');
    const account = this.accountOf(model, withdrawal.accountId);
    must(account.iso === withdrawal.iso, 'the cancel paid another currency');
    account.units += withdrawal.units;
    withdrawal.status = 'cancelled';
  }

  private convert(player: Player, model: ModelPlayer, accountIndex: number, currencyIndex: number): void {
    const expected = model.accounts[accountIndex % model.accounts.length]!;
    const offered = currenciesFor(player, OPERATOR_CURRENCIES);
    const iso = offered[currencyIndex % offered.length]!;
    const claimed = this.openClaimsOf(model).some((claim) => claim.accountId === expected.id);
    const reason = expected.type === 4 ? 'bonus' : expected.units !== 0 ? 'has-money' : claimed ? 'pending-claim' : null;
    const outcome = convertAccount(this.ledger, player, expected.id, iso);
    if (!outcome.ok) {
      must(outcome.reason === reason, `conversion refused for ${outcome.reason}, expected ${reason}`);
      return;
    }
    must(reason === null, `account ${expected.id} was converted despite ${reason}`);
    // A new account with an id this player never had takes the old one's place (see conversion.ts).
    must(!model.idsEverHeld.has(outcome.account.id), `the converted account got the old id ${outcome.account.id}`);
    model.idsEverHeld.add(outcome.account.id);
    const replacement: ModelAccount = { id: outcome.account.id, type: expected.type, iso, units: 0 };
    model.accounts.splice(model.accounts.indexOf(expected), 1, replacement);
    if (model.activeAccountId === expected.id) model.activeAccountId = replacement.id;
  }

  /**
   * A single through the coupon book, on a market of its own. The book refuses what is no amount of
   * money (below one minor unit, or finer than one: the charge and the settlement must be one
   * number) and more than the account holds, and changes nothing then.
   */
  private placeCoupon(player: Player, model: ModelPlayer, accountIndex: number, amount: Amount, coefTenths: number): void {
    const expected = model.accounts[accountIndex % model.accounts.length]!;
    const units = unitsOf(amount, expected);
    const marketId = `m${++this.refs}`;
    this.markets.set(marketId, { coef: coefTenths / 10, blocked: false, gameId: this.refs, isLive: false, finished: false });
    const request = { bets: [{ marketId, coef: coefTenths / 10 }], typeId: 0 as const, amount: units === null ? (amount as { raw: number }).raw : units / scale(expected.iso), changeCoefAction: 0 as const };
    const outcome = attempt(() => this.book.place({ player, accountId: expected.id }, request, { minByType: {}, maxByType: {} }));
    if (!outcome.ok) {
      if (!(outcome.error instanceof InvalidCouponError)) throw outcome.error;
      must(units === null, `a stake of ${units} units was refused: ${outcome.error.message}`);
      return;
    }
    const answer = outcome.value;
    const accepted = units !== null && units > 0 && units <= expected.units;
    must(answer.success === accepted, `a stake of ${String(units ?? request.amount)} from ${expected.units} units: ${JSON.stringify(answer)}`);
    if (!answer.success) return;
    expected.units -= units!;
    model.coupons.push({ ref: `coupon:${answer.couponId}`, accountId: expected.id, iso: expected.iso, units: units!, marketId, coefTenths });
  }

  /** The coupon's game ends: the book pays the win (or the stake back) to the account the stake came from. */
  private settleCoupon(player: Player, model: ModelPlayer, coupon: ModelCoupon, result: MarketResult): void {
    const market = this.markets.get(coupon.marketId)!;
    this.markets.set(coupon.marketId, { ...market, blocked: true, finished: true, result });
    this.book.history(player);
    const account = this.accountOf(model, coupon.accountId);
    must(account.iso === coupon.iso, 'a win paid in another currency');
    // units × coefTenths / 10 is a whole number or a half: rounded half up, as the engine rounds money.
    account.units += result === 'win' ? Math.round((coupon.units * coupon.coefTenths) / 10) : result === 'return' ? coupon.units : 0;
    model.coupons.splice(model.coupons.indexOf(coupon), 1);
  }

  /**
   * A lotto ticket for the draw on sale, paid from the account (the route checks the price is a
   * price; the book takes it through the ledger, which refuses what the account does not hold), with
   * `matches` of the draw's numbers, so the model knows its win.
   */
  private buyTicket(player: Player, model: ModelPlayer, accountIndex: number, amount: Amount, matches: number): void {
    const expected = model.accounts[accountIndex % model.accounts.length]!;
    const units = unitsOf(amount, expected);
    if (units === null || units === 0) return;
    const account = player.accounts.find((a) => a.id === expected.id)!;
    const draw = openDrawNumber(RAPID, this.lottoNow);
    const drawn = drawnNumbers(RAPID, draw, DRAW_SECRET);
    const missed = Array.from({ length: RAPID.of }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
    const numbers = [...drawn.slice(0, matches), ...missed.slice(0, RAPID.pick - matches)];
    const purchase = { lottoId: RAPID.id, drawNumber: draw, numbers, price: units / scale(expected.iso), account, requestId: `ticket-${++this.refs}` };
    const outcome = attempt(() => this.tickets.buy(player, purchase));
    must(outcome.ok === units <= expected.units, `a ticket of ${units} units from ${expected.units}: ${outcome.ok ? 'taken' : 'refused'}`);
    if (!outcome.ok) return expectLedgerRefusal(outcome.error, 'insufficient-funds');
    expected.units -= units;
    const winUnits = toUnits(prizeFor(RAPID, matches, expected.iso), expected.iso);
    model.tickets.push({ ref: ticketClaimRef(outcome.value.id), accountId: expected.id, iso: expected.iso, units, drawAt: drawTime(RAPID, draw), winUnits });
  }

  /**
   * Moves the lotto's clock to the draw of one of the player's tickets (never back) and settles:
   * every ticket of the player drawn by then pays its win to the account it was bought from, in its
   * currency, and its claim is closed.
   */
  private drawTicket(player: Player, model: ModelPlayer, index: number): void {
    const picked = model.tickets[index % Math.max(1, model.tickets.length)];
    if (!picked) return;
    this.lottoNow = Math.max(this.lottoNow, picked.drawAt);
    this.tickets.settle(player);
    for (const ticket of model.tickets.filter((t) => t.drawAt <= this.lottoNow)) {
      const account = this.accountOf(model, ticket.accountId);
      must(account.iso === ticket.iso, 'a win paid in another currency');
      account.units += ticket.winUnits;
      model.tickets.splice(model.tickets.indexOf(ticket), 1);
    }
  }

  /** A real-money round as the casino's game desk posts it: the stake must be there first, then one posting of both legs. */
  private casinoRound(player: Player, model: ModelPlayer, accountIndex: number, stake: number, win: number): void {
    const expected = model.accounts[accountIndex % model.accounts.length]!;
    if (stake > expected.units) return;
    const s = scale(expected.iso);
    const legs: Leg[] = [{ accountId: expected.id, amount: -stake / s, kind: 'casino-stake' }];
    if (win > 0) legs.push({ accountId: expected.id, amount: win / s, kind: 'casino-win' });
    this.ledger.postAll(player, legs, 'casino-stake', `casino:${++this.refs}`);
    expected.units += win - stake;
  }

  private bonus(player: Player, model: ModelPlayer, units: number): void {
    const iso = bonusCurrency(player);
    this.bonuses.credit(player, { kind: 'money', amount: units / scale(iso), iso }, `bonus:${++this.refs}`);
    let account = model.accounts.find((a) => a.type === 4);
    if (!account) {
      // The first credit opens the bonus account, with an id the player never had.
      const opened = player.accounts.find((a) => a.type === 4)!;
      must(!model.idsEverHeld.has(opened.id), `the bonus account got the old id ${opened.id}`);
      model.idsEverHeld.add(opened.id);
      account = { id: opened.id, type: 4, iso, units: 0 };
      model.accounts.push(account);
    }
    must(account.iso === iso, 'a bonus paid in another currency');
    account.units += units;
  }

  private accountOf(model: ModelPlayer, id: number): ModelAccount {
    const account = model.accounts.find((a) => a.id === id);
    if (!account) throw new Error(`the model has no account ${id}`);
    return account;
  }

  private openClaimsOf(model: ModelPlayer): ModelClaim[] {
    return [...model.withdrawals.filter((w) => w.status === 'pending'), ...model.coupons, ...model.tickets];
  }

  /** The invariants, after every step (plain checks: this runs some 200,000 times). */
  check(): void {
    const totals = new Map<string, { in: number; out: number; held: number }>();
    const total = (iso: string) => totals.get(iso) ?? (totals.set(iso, { in: 0, out: 0, held: 0 }), totals.get(iso)!);
    this.players.forEach((player, index) => {
      const model = this.model[index]!;
      this.ledger.meet(player);
      // The accounts are the model's, balance for balance.
      const actual = JSON.stringify(player.accounts.map((a) => ({ id: a.id, type: a.type, iso: a.iso, units: toUnits(a.money, a.iso) })));
      must(actual === JSON.stringify(model.accounts), `player ${player.id}: accounts ${actual}, model ${JSON.stringify(model.accounts)}`);
      must(player.activeAccountId === model.activeAccountId, `player ${player.id}: active account ${player.activeAccountId}, model ${model.activeAccountId}`);
      const entries = this.ledger.entriesOf(player.id);
      const claims = this.openClaimsOf(model);
      for (const account of player.accounts) {
        must(account.money >= 0, `account ${account.id} holds ${account.money}`);
        // An account never changes currency: every entry of it is in its currency.
        must(
          entries.every((e) => e.accountId !== account.id || e.currency === account.iso),
          `account ${account.id} has entries in another currency`,
        );
        const sum = this.ledger.sumOf(player.id, account.id);
        must(sum === account.money, `account ${account.id}: opening + entries = ${sum}, balance ${account.money}`);
        total(account.iso).held += toUnits(account.money, account.iso);
        // The claims the ledger holds are the model's open ones.
        const held = this.ledger.claimsOn(player.id, account.id).sort().join();
        const expected = claims.filter((c) => c.accountId === account.id).map((c) => c.ref).sort().join();
        must(held === expected, `account ${account.id}: claims ${held}, model ${expected}`);
      }
      for (const entry of entries) {
        const units = toUnits(entry.amount, entry.currency);
        if (units > 0) total(entry.currency).in += units;
        else total(entry.currency).out -= units;
      }
    });
    for (const [iso, { in: moneyIn, out, held }] of totals) must(moneyIn === out + held, `${iso}: money in ${moneyIn} ≠ money out ${out} + balances ${held}`);
  }
}

/** The units an amount names on this account; null for one that is no amount of money. */
function unitsOf(amount: Amount, account: ModelAccount): number | null {
  if ('units' in amount) return amount.units;
  return 'whole' in amount ? account.units : null;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function must(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

function expectRefusal(error: unknown, status: number): void {
  if (!(error instanceof PaymentRefusal)) throw error;
  must(error.statusCode === status, `refused with ${error.statusCode}, expected ${status}: ${error.message}`);
}

function expectLedgerRefusal(error: unknown, code: string): void {
  if (!isLedgerRefusal(error)) throw error;
  must(error.code === code, `the ledger refused with ${error.code}, expected ${code}`);
}

describe('the ledger over random operation sequences (domain level)', () => {
  it('keeps every balance ≥ 0, every account = opening + entries, and money in = out + balances per currency', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        const world = new World();
        world.check();
        for (const step of operations) {
          world.apply(step);
          world.check();
        }
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------------
// The same invariants through the real routes.

type ApiOperation =
  | { op: 'deposit'; player: number; amount: number | string | null }
  | { op: 'withdraw'; player: number; amount: number | string | null }
  | { op: 'cancel'; player: number; pick: number }
  | { op: 'convert'; player: number; account: number; currency: number };

/** An amount to send: a valid one, the whole balance ('whole balance'), or one no payment may have. */
const apiAmount = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 100, max: 600_000 }).map((cents) => cents / 100) },
  { weight: 2, arbitrary: fc.constant('whole balance' as const) },
  { weight: 1, arbitrary: fc.constantFrom<number | string | null>(0, -10, 0.001, 0.004, 10.005, '25', null) },
);
const apiOperation: fc.Arbitrary<ApiOperation> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), player: fc.nat({ max: 1 }), amount: apiAmount }),
  fc.record({ op: fc.constant('withdraw' as const), player: fc.nat({ max: 1 }), amount: apiAmount }),
  fc.record({ op: fc.constant('cancel' as const), player: fc.nat({ max: 1 }), pick: fc.nat({ max: 5 }) }),
  fc.record({ op: fc.constant('convert' as const), player: fc.nat({ max: 1 }), account: fc.nat({ max: 3 }), currency: fc.nat({ max: 10 }) }),
);

describe('the ledger through the payment and conversion routes (app.inject)', () => {
  let app: FastifyInstance;
  let registrations = 0;
  beforeAll(async () => {
    app = await buildServer({ rootDir: join(import.meta.dirname, '..', '..'), auth: { logLine: () => undefined } });
  });
  afterAll(async () => {
    await app.close();
  });

  interface ApiPlayer {
    readonly token: string;
    readonly player: Player;
  }

  const call = async (who: ApiPlayer, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${who.token}` }, ...(payload ? { payload } : {}) });
    // Whatever the input, a refusal is an answer with a message, never a server error.
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBeLessThan(500);
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  async function registered(): Promise<ApiPlayer> {
    registrations += 1;
    // Each from its own address: registrations are counted per address.
    const remoteAddress = `10.23.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`;
    const res = await app.inject({ method: 'POST', url: '/web-api/user/registration', remoteAddress, payload: { type: 'one_click', currency: 'USD', country_id: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { data: { token: string; login: string } }).data;
    const player = (app as unknown as { identity: Identity }).identity.players.byUserId(Number(data.login))!;
    return { token: data.token, player };
  }

  /** The invariants, from the API's answers and app.ledger. */
  async function check(players: readonly ApiPlayer[]): Promise<void> {
    const totals = new Map<string, { in: number; out: number; held: number }>();
    const total = (iso: string) => totals.get(iso) ?? (totals.set(iso, { in: 0, out: 0, held: 0 }), totals.get(iso)!);
    for (const who of players) {
      const { body } = await call(who, 'GET', '/web-api/user/accounts');
      const shown = body.accounts as { id: number; currency: { iso: string } | string; money: number }[];
      expect(shown.map((a) => [a.id, a.money])).toEqual(who.player.accounts.map((a) => [a.id, a.money]));
      app.ledger.meet(who.player);
      for (const account of who.player.accounts) {
        expect(account.money).toBeGreaterThanOrEqual(0);
        expect(app.ledger.sumOf(who.player.id, account.id), `account ${account.id}: opening + entries`).toBe(account.money);
        total(account.iso).held += toUnits(account.money, account.iso);
      }
      for (const entry of app.ledger.entriesOf(who.player.id) as Entry[]) {
        const units = toUnits(entry.amount, entry.currency);
        if (units > 0) total(entry.currency).in += units;
        else total(entry.currency).out -= units;
      }
    }
    for (const [iso, { in: moneyIn, out, held }] of totals) expect(moneyIn, `${iso}: money in = money out + balances`).toBe(out + held);
  }

  async function apply(who: ApiPlayer, step: ApiOperation): Promise<void> {
    if (step.op === 'deposit' || step.op === 'withdraw') {
      const before = payingAccount(who.player);
      const balance = before.money;
      const asked = step.amount === 'whole balance' ? balance : step.amount;
      const res = await call(who, 'POST', `/web-api/payments/${step.op === 'deposit' ? 'deposit' : 'withdrawal'}`, { methodId: 'card', amount: asked });
      if (res.status === 200) {
        expect(typeof asked).toBe('number');
        const amount = asked as number;
        expect(res.body.balance).toBe(before.money);
        expect(toUnits(before.money, before.iso)).toBe(toUnits(balance, before.iso) + (step.op === 'deposit' ? 1 : -1) * toUnits(amount, before.iso));
      } else {
        expect(res.body.message).toEqual(expect.any(String));
        expect(before.money).toBe(balance);
      }
      return;
    }
    if (step.op === 'cancel') {
      const history = (await call(who, 'GET', '/web-api/payments/history?kind=withdrawal')).body.items as { id: number; amount: number; status: string }[];
      const payment = history[step.pick % Math.max(1, history.length)];
      if (!payment) return;
      const res = await call(who, 'POST', `/web-api/payments/${payment.id}/cancel`);
      expect(res.status, res.body.message as string).toBe(payment.status === 'pending' ? 200 : 403);
      return;
    }
    const options = (await call(who, 'GET', '/web-api/account/convert')).body as { accounts: { id: number }[]; currencies: string[] };
    const account = options.accounts[step.account % options.accounts.length]!;
    const iso = options.currencies[step.currency % options.currencies.length]!;
    const pending = app.ledger.claimsOn(who.player.id, account.id).length > 0;
    const empty = who.player.accounts.find((a) => a.id === account.id)?.money === 0;
    const res = await call(who, 'POST', '/web-api/account/convert', { account_id: account.id, iso });
    if (pending) expect(res.status, 'converting an account with a pending withdrawal').toBe(empty ? 409 : 403);
    if (res.status !== 200) expect(res.body.message).toEqual(expect.any(String));
  }

  it('keeps the same invariants over 50 random sequences of deposits, withdrawals, cancels and conversions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(apiOperation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const players = [await registered(), await registered()];
        for (const who of players) await call(who, 'POST', '/web-api/payments/deposit', { methodId: 'card', amount: 2500 });
        await check(players);
        for (const step of operations) {
          await apply(players[step.player]!, step);
          await check(players);
        }
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
