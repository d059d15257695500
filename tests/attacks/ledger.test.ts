/**
 * Attacks on the money of the reference back end: payments, account conversion and the one ledger.
 * Each test is an attack that worked (or a rule nothing enforced) before every money change went
 * through server/ledger: a withdrawal cancelled after its account changed currency paid the same
 * number back in the new currency (100,000 RUB became 100,000 USD); an account a lotto ticket had
 * emptied changed currency while the ticket waited for its draw, whose win was then dropped or paid
 * to another account. Every refusal is a JSON
 * `{ message }` and is checked to take nothing the player had; after each attack the ledger still
 * reconciles (every account = its opening + its entries).
 */
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import type { Identity } from '../../server/auth/identity.ts';
import type { Player } from '../../server/auth/players.ts';
import { drawnNumbers, drawTime, lotteryById, openDrawNumber } from '../../plugins/lotto/api/catalog.ts';
import { OPEN_DELAY_MS } from '../../plugins/office/api/wallets.ts';
import { PAID_OUT_AFTER_SECONDS } from '../../plugins/payments/api/cashier.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The lotto draws' secret: fixed, so the test knows the winning numbers of a draw before it is held. */
const DRAW_SECRET = Buffer.alloc(32, 23);

let app: FastifyInstance;
let now = Date.UTC(2026, 0, 15, 12, 0, 0);
let registrations = 0;
beforeEach(async () => {
  app = await buildServer({ rootDir: ROOT, auth: { now: () => now, logLine: () => undefined }, features: { lotto: { drawSecret: DRAW_SECRET } } });
});
afterEach(async () => {
  await app.close();
});

interface Attacker {
  readonly headers: Record<string, string>;
  readonly player: Player;
  readonly credentials: { readonly login: string; readonly password: string };
}

/** A new one-click player with a main account in this currency and nothing on it. */
async function newPlayer(currency: 'USD' | 'RUB' = 'USD'): Promise<Attacker> {
  registrations += 1;
  // Each from its own address: registrations are counted per address.
  const remoteAddress = `10.77.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`;
  const res = await app.inject({ method: 'POST', url: '/web-api/user/registration', remoteAddress, payload: { type: 'one_click', currency, country_id: 1 } });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { token: string; login: string; password: string };
  const player = (app as unknown as { identity: Identity }).identity.players.byUserId(Number(data.login))!;
  return { headers: { authorization: `Bearer ${data.token}` }, player, credentials: { login: data.login, password: data.password } };
}

/** The same player with a fresh token (after the clock moved past the old one's life). */
async function signedInAgain(who: Attacker): Promise<Attacker> {
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const payload = { login: b64(who.credentials.login), password: b64(who.credentials.password), save: false };
  const res = await app.inject({ method: 'POST', url: '/web-api/user/login', remoteAddress: '10.78.0.1', payload });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, headers: { authorization: `Bearer ${res.json().data.token as string}` } };
}

function post(who: Attacker, url: string, payload?: object | string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { ...who.headers, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) }, ...(payload !== undefined ? { payload } : {}) });
}

async function get(who: Attacker, url: string): Promise<Record<string, unknown>> {
  const res = await app.inject({ url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const deposit = (who: Attacker, amount: unknown) => post(who, '/web-api/payments/deposit', { methodId: 'card', amount } as object);
const withdraw = (who: Attacker, amount: unknown) => post(who, '/web-api/payments/withdrawal', { methodId: 'card', amount } as object);

async function accounts(who: Attacker): Promise<{ id: number; type: number; money: number; iso: string; isActive: boolean }[]> {
  return (await get(who, '/web-api/user/accounts')).accounts as never;
}

async function paymentTotal(who: Attacker): Promise<number> {
  return (await get(who, '/web-api/payments/history')).total as number;
}

/** Every account of the player holds exactly its opening plus its entries on the ledger, and nothing below zero. */
function expectReconciled(who: Attacker): void {
  app.ledger.meet(who.player);
  for (const account of who.player.accounts) {
    expect(account.money).toBeGreaterThanOrEqual(0);
    expect(app.ledger.sumOf(who.player.id, account.id), `account ${account.id}`).toBe(account.money);
  }
}

function expectRefusal(res: LightMyRequestResponse, status: number, message: RegExp): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.json().message).toMatch(message);
}

describe('convert-and-cancel', () => {
  it('does not turn 100,000 RUB into 100,000 USD: the conversion is refused and the cancel pays back the RUB account', async () => {
    const attacker = await newPlayer('RUB');
    expect((await deposit(attacker, 100_000)).statusCode).toBe(200);
    const withdrawal = (await withdraw(attacker, 100_000)).json().payment as { id: number };
    const [account] = await accounts(attacker);
    expect(account).toMatchObject({ money: 0, iso: 'RUB' });

    const convert = await post(attacker, '/web-api/account/convert', { account_id: account!.id, iso: 'USD' });
    expectRefusal(convert, 409, /withdrawal from this account is still pending/);

    const cancel = await post(attacker, `/web-api/payments/${withdrawal.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().balance).toBe(100_000);
    const after = await accounts(attacker);
    expect(after).toEqual([expect.objectContaining({ id: account!.id, money: 100_000, iso: 'RUB' })]);
    // Nothing in USD to take out.
    expect((await get(attacker, '/web-api/payments/methods?kind=withdrawal')).currency).toBe('RUB');
    expectReconciled(attacker);
    expect(app.ledger.entriesOf(attacker.player.id).every((e) => e.currency === 'RUB')).toBe(true);
  });

  it('refuses to remove a currency account while a withdrawal from it is pending, so the cancel still finds it', async () => {
    const attacker = await newPlayer();
    expect((await post(attacker, '/web-api/office/wallets/add', { iso: 'EUR' })).statusCode).toBe(200);
    now += OPEN_DELAY_MS;
    // The office opens due accounts when it is next asked.
    const wallet = ((await get(attacker, '/web-api/office/wallets')).accounts as { id: number; iso: string }[]).find((a) => a.iso === 'EUR')!;
    expect((await post(attacker, '/web-api/user/accounts/active', { id: wallet.id })).statusCode).toBe(200);
    expect((await deposit(attacker, 300)).statusCode).toBe(200);
    const withdrawal = (await withdraw(attacker, 300)).json().payment as { id: number };
    const main = (await accounts(attacker)).find((a) => a.type === 0)!;
    expect((await post(attacker, '/web-api/user/accounts/active', { id: main.id })).statusCode).toBe(200);

    const remove = await post(attacker, '/web-api/office/wallets/remove', { accountId: wallet.id });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().data.message).toMatch(/may still come back to it \(a pending withdrawal/);

    expect((await post(attacker, `/web-api/payments/${withdrawal.id}/cancel`)).json().balance).toBe(300);
    expect((await accounts(attacker)).find((a) => a.id === wallet.id)).toMatchObject({ money: 300, iso: 'EUR' });
    expectReconciled(attacker);
  });
});

describe('conversion while a withdrawal is pending', () => {
  it('answers 409 with the reason and leaves the account as it was; once the withdrawal is settled the rule is the usual one', async () => {
    const player = await newPlayer();
    expect((await deposit(player, 40)).statusCode).toBe(200);
    const withdrawal = (await withdraw(player, 40)).json().payment as { id: number };
    const before = await get(player, '/web-api/account/convert');
    const account = (before.accounts as { id: number }[])[0]!;

    const refused = await post(player, '/web-api/account/convert', { account_id: account.id, iso: 'EUR' });
    expectRefusal(refused, 409, /pending/);
    expect(refused.json().field).toBe('account_id');
    expect(await get(player, '/web-api/account/convert')).toEqual(before);

    // Cancelled, the money is back and the account is not empty: the has-money rule (403) applies.
    expect((await post(player, `/web-api/payments/${withdrawal.id}/cancel`)).statusCode).toBe(200);
    expectRefusal(await post(player, '/web-api/account/convert', { account_id: account.id, iso: 'EUR' }), 403, /Only an empty account/);
    expectReconciled(player);
  });

  it('pays a withdrawal out after its delay: the account is free to convert then, and not a second before', async () => {
    const registered = await newPlayer();
    expect((await deposit(registered, 40)).statusCode).toBe(200);
    const withdrawal = (await withdraw(registered, 40)).json().payment as { id: number };
    const [account] = await accounts(registered);

    now += PAID_OUT_AFTER_SECONDS * 1000 - 1000;
    const player = await signedInAgain(registered);
    expectRefusal(await post(player, '/web-api/account/convert', { account_id: account!.id, iso: 'EUR' }), 409, /pending/);
    expect((await get(player, `/web-api/payments/${withdrawal.id}`)).status).toBe('pending');

    now += 1000;
    // Asked about the account's claims, the server pays out what is due first.
    const converted = await post(player, '/web-api/account/convert', { account_id: account!.id, iso: 'EUR' });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(await accounts(player)).toEqual([expect.objectContaining({ money: 0, iso: 'EUR' })]);
    expect((await get(player, `/web-api/payments/${withdrawal.id}`)).status).toBe('completed');
    // Paid out, it is no longer the player's to take back.
    expect((await post(player, `/web-api/payments/${withdrawal.id}/cancel`)).statusCode).toBe(403);
    expectReconciled(player);
  });

  it('converts an empty account with nothing pending into a new account: the old id is gone, its entries stay in the old currency', async () => {
    const fresh = await newPlayer();
    const [old] = await accounts(fresh);
    const converted = await post(fresh, '/web-api/account/convert', { account_id: old!.id, iso: 'EUR' });
    expect(converted.statusCode, converted.body).toBe(200);
    const [replacement] = await accounts(fresh);
    expect(replacement).toMatchObject({ money: 0, isActive: true, iso: 'EUR' });
    expect(replacement!.id).not.toBe(old!.id);
    expect((await deposit(fresh, 15)).json().balance).toBe(15);
    expect(app.ledger.entriesOf(fresh.player.id).every((e) => e.accountId === replacement!.id && e.currency === 'EUR')).toBe(true);
    expectReconciled(fresh);
  });
});

describe('conversion while a lotto ticket is open', () => {
  it('answers 409 to converting the account a ticket emptied; the ticket stays and its win lands on that account, in its currency', async () => {
    const player = await newPlayer();
    expect((await deposit(player, 1)).statusCode).toBe(200);
    const rapid = lotteryById(101)!;
    const draw = openDrawNumber(rapid, now);
    const winning = drawnNumbers(rapid, draw, DRAW_SECRET);
    const bought = await post(player, '/web-api/lotto/tickets', { lottoId: rapid.id, drawNumber: draw, numbers: winning, requestId: 'attack-ticket-0001' });
    expect(bought.statusCode, bought.body).toBe(200);
    const ticket = bought.json().ticket as { id: string; price: number };
    expect(ticket.price).toBe(1);
    const [account] = await accounts(player);
    expect(account).toMatchObject({ money: 0, iso: 'USD' });

    // The convert page no longer offers it, and the conversion itself is refused.
    expect((await get(player, '/web-api/account/convert')).accounts).toEqual([expect.objectContaining({ id: account!.id, convertible: false, reason: 'pending_money' })]);
    const convert = await post(player, '/web-api/account/convert', { account_id: account!.id, iso: 'EUR' });
    expectRefusal(convert, 409, /lottery ticket paid from this account is not settled/);
    expect(convert.json().field).toBe('account_id');
    expect(await accounts(player)).toEqual([expect.objectContaining({ id: account!.id, money: 0, iso: 'USD' })]);
    expect((await get(player, '/web-api/lotto/tickets')).tickets).toEqual([expect.objectContaining({ id: ticket.id, status: 'waiting', iso: 'USD' })]);

    now = drawTime(rapid, draw);
    expect((await get(player, '/web-api/lotto/tickets')).tickets).toEqual([expect.objectContaining({ id: ticket.id, status: 'won', win: 1000, iso: 'USD' })]);
    expect(await accounts(player)).toEqual([expect.objectContaining({ id: account!.id, money: 1000, iso: 'USD' })]);
    const wins = app.ledger.entriesOf(player.player.id).filter((e) => e.kind === 'lotto-win');
    expect(wins).toEqual([expect.objectContaining({ accountId: account!.id, currency: 'USD', amount: 1000, ref: ticket.id })]);
    // Settled, the ticket holds nothing: the usual rule applies (the account has money now).
    expect(app.ledger.claimsOn(player.player.id, account!.id)).toEqual([]);
    expectRefusal(await post(player, '/web-api/account/convert', { account_id: account!.id, iso: 'EUR' }), 403, /Only an empty account/);
    expectReconciled(player);
  });

  it('settles a drawn ticket when the convert page asks, without the player opening their tickets first', async () => {
    const player = await newPlayer();
    expect((await deposit(player, 1)).statusCode).toBe(200);
    const rapid = lotteryById(101)!;
    const draw = openDrawNumber(rapid, now);
    const bought = await post(player, '/web-api/lotto/tickets', { lottoId: rapid.id, drawNumber: draw, numbers: drawnNumbers(rapid, draw, DRAW_SECRET), requestId: 'attack-ticket-0002' });
    expect(bought.statusCode, bought.body).toBe(200);
    const [account] = await accounts(player);

    now = drawTime(rapid, draw);
    // The draw is held: the page's question settles the ticket (its win paid back), so the reason is the money, not a pending claim.
    expect((await get(player, '/web-api/account/convert')).accounts).toEqual([expect.objectContaining({ id: account!.id, convertible: false, reason: 'has_money', money: 1000 })]);
    expect(app.ledger.claimsOn(player.player.id, account!.id)).toEqual([]);
    expectReconciled(player);
  });
});

describe('amounts no payment can have', () => {
  it('refuses deposits and withdrawals that round to zero, are negative, not numbers or not finite, and moves nothing', async () => {
    const player = await newPlayer();
    expect((await deposit(player, 100)).statusCode).toBe(200);
    const payments = await paymentTotal(player);
    for (const amount of [0, -0, 0.001, 0.004, 0.005, -5, -0.01, 1e-9, 10.005, '10', 'NaN', null, true, [10], { value: 10 }]) {
      for (const send of [deposit, withdraw]) {
        const res = await send(player, amount);
        expectRefusal(res, 400, /greater than zero|at least 0.01 USD|at most 2 digits/);
        expect(res.json().field, JSON.stringify(amount)).toBe('amount');
      }
    }
    // NaN and Infinity are not JSON: a body that carries them is refused before any handler.
    for (const body of ['{"methodId":"card","amount":NaN}', '{"methodId":"card","amount":Infinity}', '{"methodId":"card","amount":1e999}']) {
      for (const url of ['/web-api/payments/deposit', '/web-api/payments/withdrawal']) {
        const res = await post(player, url, body);
        expect(res.statusCode, `${url} ${body}`).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
    expect((await accounts(player))[0]!.money).toBe(100);
    expect(await paymentTotal(player)).toBe(payments);
    expectReconciled(player);
  });

  it('refuses a withdrawal of more than the balance, saying the balance, and takes nothing', async () => {
    const player = await newPlayer();
    expect((await deposit(player, 250)).statusCode).toBe(200);
    const res = await withdraw(player, 250.01);
    expectRefusal(res, 400, /more than your balance of 250 USD/);
    expect((await accounts(player))[0]!.money).toBe(250);
    expect(await paymentTotal(player)).toBe(1);
    expectReconciled(player);
  });
});

describe('concurrent withdrawals', () => {
  it('never drive a balance below zero: of ten withdrawals of 400 from 2,500 exactly six are taken', async () => {
    const player = await newPlayer();
    expect((await deposit(player, 2500)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(player, 400)));
    const taken = answers.filter((res) => res.statusCode === 200);
    expect(taken).toHaveLength(6);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectRefusal(res, 400, /more than your balance/);
    expect(taken.map((res) => res.json().balance as number).sort((a, b) => b - a)).toEqual([2100, 1700, 1300, 900, 500, 100]);
    expect((await accounts(player))[0]!.money).toBe(100);
    expectReconciled(player);
  });

  it('let a conversion race a withdrawal of everything and its cancel without losing or making money', async () => {
    const player = await newPlayer();
    expect((await deposit(player, 500)).statusCode).toBe(200);
    const [account] = await accounts(player);
    const withdrawal = (await withdraw(player, 500)).json().payment as { id: number };
    const [convert, cancel, again] = await Promise.all([
      post(player, '/web-api/account/convert', { account_id: account!.id, iso: 'EUR' }),
      post(player, `/web-api/payments/${withdrawal.id}/cancel`),
      post(player, `/web-api/payments/${withdrawal.id}/cancel`),
    ]);
    // Before the cancel it finds a pending withdrawal (409), after it a balance (403): never a conversion.
    expect([403, 409]).toContain(convert.statusCode);
    expect([cancel.statusCode, again.statusCode].sort()).toEqual([200, 403]);
    expect(await accounts(player)).toEqual([expect.objectContaining({ id: account!.id, money: 500, iso: 'USD' })]);
    expectReconciled(player);
  });
});
