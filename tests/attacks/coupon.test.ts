/**
 * Attacks on the coupon (sports bets) of the reference back end. Each test is an attack that
 * worked when a guest or a bad token bet from a shared "demo" purse, banned players placed bets,
 * the limits counted the amount typed rather than the stake taken, a stake could round to nothing,
 * and settlement paid whichever account was active at the time. Every refusal is checked to take
 * nothing the player had.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { signToken } from '../../server/auth/tokens.ts';
import { currentMarket, gameFinishesAt, listGames, setFeedClock } from '../../server/sports/feed.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const LIMITS = '/limit-service-api/api/external/web/v3';
/** Limit type 1: the wagering limit over 24 h (offered by the UK config). */
const WAGERING_24H = 1;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

async function start(siteConfigId = 'default'): Promise<void> {
  app = await buildServer({ rootDir: ROOT, siteConfigId, auth: { logLine: () => undefined } });
}

type Headers = Record<string, string>;

async function signIn(login: string, password: string): Promise<Headers> {
  const res = await app.inject({ method: 'POST', url: '/web-api/user/login', payload: { login: b64(login), password: b64(password), save: false } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.token as string}` };
}

/** A new one-click player: a USD main account with nothing on it. */
async function newPlayer(): Promise<Headers> {
  const res = await app.inject({ method: 'POST', url: '/web-api/user/registration', payload: { type: 'one_click', currency: 'USD', country_id: 1 } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.token as string}` };
}

function place(body: object, headers: Headers = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/web-api/coupon/place', payload: body, headers });
}

async function accounts(headers: Headers): Promise<{ id: number; type: number; money: number; isActive: boolean }[]> {
  const res = await app.inject({ url: '/web-api/user/accounts', headers });
  expect(res.statusCode).toBe(200);
  return res.json().accounts;
}

const activeMoney = async (headers: Headers) => (await accounts(headers)).find((a) => a.isActive)!.money;

async function history(headers: Headers): Promise<{ couponId: string; statusId: number; payout: number | null; accountId: number }[]> {
  const res = await app.inject({ url: '/web-api/coupon/history', headers });
  expect(res.statusCode).toBe(200);
  return res.json().coupons;
}

const express = { bets: [{ marketId: 'demo-1-1', coef: 1.85 }, { marketId: 'demo-2-1', coef: 2.1 }], typeId: 1, amount: 10, changeCoefAction: 2 };

describe('who may bet', () => {
  it('a guest (no token) is refused with 401: there is no shared guest purse any more', async () => {
    await start();
    const res = await place(express);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Sign in first: only a signed-in player can stake money' });
    expect((await app.inject({ url: '/web-api/coupon/history' })).statusCode).toBe(401);
  });

  it('a forged token (signed with another secret) is refused with 401 and charges nobody', async () => {
    await start();
    const demo = await signIn('demo', 'demo1234');
    const before = await activeMoney(demo);
    const [, payload] = demo.authorization!.slice('Bearer '.length).split('.');
    const forged = signToken(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')), randomBytes(32));
    const res = await place(express, { authorization: `Bearer ${forged}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'The access token is not signed by this server' });
    expect(await activeMoney(demo)).toBe(before);
    expect(await history(demo)).toEqual([]);
  });

  it('the banned player (ban level 45) is refused with 403 and keeps their balance', async () => {
    await start();
    const banned = await signIn('banned', 'banned1234');
    const before = await activeMoney(banned);
    const res = await place(express, banned);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your account is restricted: you cannot place bets or play for money' });
    expect(await activeMoney(banned)).toBe(before);
    expect(await history(banned)).toEqual([]);
  });
});

describe('what a stake counts', () => {
  const sevenSingles = (amount: number) => ({
    bets: ['demo-1-1', 'demo-1-2', 'demo-1-3', 'demo-2-1', 'demo-3-1', 'demo-6-1', 'demo-7-1'].map((marketId) => ({ marketId, coef: currentCoef(marketId) })),
    typeId: 9,
    amount,
    changeCoefAction: 1,
  });

  it('singles of 7 legs × 10 take 70 and the wagering limit counts 70; a stake past what is left is refused', async () => {
    // The UK config offers wagering limits.
    await start('uk-regulated');
    const demo = await signIn('demo', 'demo1234');
    const set = await app.inject({ method: 'POST', url: `${LIMITS}/limits`, headers: demo, payload: { limits: [{ limitType: WAGERING_24H, limitValue: 100 }] } });
    expect(set.statusCode, set.body).toBe(200);
    const before = await activeMoney(demo);

    expect((await place(sevenSingles(10), demo)).json()).toMatchObject({ success: true, balance: before - 70 });
    expect(await activeMoney(demo)).toBe(before - 70);
    const limits = (await app.inject({ url: `${LIMITS}/limits`, headers: demo })).json() as { limitType: number; limitBalance: number | null }[];
    expect(limits.find((l) => l.limitType === WAGERING_24H)?.limitBalance).toBe(30);

    // 7 × 5 = 35 is more than the 30 left (5 alone would have passed).
    const refused = await place(sevenSingles(5), demo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This stake would pass your wagering limit: 30 USD left in this period' });
    // On the Russian site the same refusal reads in Russian.
    expect((await place(sevenSingles(5), { ...demo, 'x-language': 'ru' })).json()).toEqual({ message: 'Ставка превысит ваш лимит ставок: в этом периоде осталось 30 USD' });
    expect(await activeMoney(demo)).toBe(before - 70);
    expect(await history(demo)).toHaveLength(7);
  });

  it('a chain or anti-express of 0.004 on an empty account is refused: no stake rounds to nothing', async () => {
    await start();
    const player = await newPlayer();
    const legs = [
      { marketId: 'demo-1-1', coef: 1.85 },
      { marketId: 'demo-2-1', coef: 2.1 },
    ];
    for (const body of [
      { bets: legs, typeId: 3, amount: 0.004, changeCoefAction: 2 },
      { bets: legs, typeId: 6, antiExpressCoef: 1.26, amount: 0.004, changeCoefAction: 2 },
    ]) {
      const res = await place(body, player);
      expect(res.statusCode).toBe(200);
      expect(res.json(), JSON.stringify(body)).toEqual({ success: false, reason: 'amount_out_of_bounds', min: 0.01, max: null });
      // The least stake that is money is still more than an empty account holds.
      expect((await place({ ...body, amount: 0.01 }, player)).json()).toEqual({ success: false, reason: 'insufficient_funds', balance: 0 });
    }
    expect(await activeMoney(player)).toBe(0);
    expect(await history(player)).toEqual([]);
  });

  it('an amount finer than a cent is refused with 400: it was charged rounded down and settled unrounded', async () => {
    await start();
    const demo = await signIn('demo', 'demo1234');
    const before = await activeMoney(demo);
    const single = (amount: number) => ({ bets: [{ marketId: 'demo-1-3', coef: 4.2 }], typeId: 0, amount, changeCoefAction: 2 });
    const singles = (amount: number) => ({ bets: [{ marketId: 'demo-1-1', coef: 1.85 }, { marketId: 'demo-2-1', coef: 2.1 }], typeId: 9, amount, changeCoefAction: 2 });
    for (const body of [single(1.104999), single(10.005), singles(1.104999)]) {
      const res = await place(body, demo);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: `The amount must be a whole number of USD minor units: at most 2 digits after the point, got ${body.amount}` });
    }
    expect(await activeMoney(demo)).toBe(before);
    expect(await history(demo)).toEqual([]);
    // Whole cents are placed, and the coupon keeps the amount charged.
    expect((await place(single(1.1), demo)).json()).toMatchObject({ success: true, balance: Math.round((before - 1.1) * 100) / 100 });
    expect(await history(demo)).toEqual([expect.objectContaining({ amount: 1.1, possibleWin: 4.62 })]);
  });
});

describe('where the money goes', () => {
  it('settlement pays the account the stake came from, not the account active when the game ends', async () => {
    const placedAt = Date.now();
    const restoreFeed = setFeedClock(() => placedAt);
    try {
      await start();
      const demo = await signIn('demo', 'demo1234');
      const bet = winningFeedMarket(placedAt);
      const [main, bonus] = await accounts(demo);
      expect(main).toMatchObject({ type: 0, isActive: true });
      expect(bonus).toMatchObject({ type: 4, isActive: false });

      expect((await place({ bets: [{ marketId: String(bet.marketId), coef: bet.coef }], typeId: 0, amount: 10, changeCoefAction: 1 }, demo)).json()).toMatchObject({ success: true });
      const switched = await app.inject({ method: 'POST', url: '/web-api/user/accounts/active', headers: demo, payload: { id: bonus!.id } });
      expect(switched.statusCode).toBe(200);

      // The game ends; the bet won at its price.
      setFeedClock(() => bet.finishesAt + 1);
      const [coupon] = await history(demo);
      expect(coupon).toMatchObject({ statusId: 1, payout: bet.payout, accountId: main!.id });
      const after = await accounts(demo);
      expect(after.find((a) => a.id === main!.id)!.money).toBe(main!.money - 10 + bet.payout);
      expect(after.find((a) => a.id === bonus!.id)!.money).toBe(bonus!.money);
    } finally {
      restoreFeed();
    }
  });

  it("one player's Idempotency-Key is not another's: the same key places the other player's own bet", async () => {
    await start();
    const demo = await signIn('demo', 'demo1234');
    const other = await signIn('unverified', 'unverified1234');
    const headers = (who: Headers) => ({ ...who, 'idempotency-key': 'shared-key' });

    const mine = await place(express, headers(demo));
    expect(mine.json()).toMatchObject({ success: true });
    const before = await activeMoney(other);
    const theirs = await place(express, headers(other));
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json()).toMatchObject({ success: true, balance: before - 10 });
    expect(theirs.json().couponId).not.toBe(mine.json().couponId);
    expect((await history(other)).map((c) => c.couponId)).toEqual([theirs.json().couponId]);
    expect((await history(demo)).map((c) => c.couponId)).toEqual([mine.json().couponId]);
    // A guest presenting the key gets no one's answer.
    expect((await place(express, { 'idempotency-key': 'shared-key' })).statusCode).toBe(401);
  });
});

/** The seeded demo markets' prices (server/bet-book/markets.ts). */
function currentCoef(marketId: string): number {
  const coefs: Record<string, number> = { 'demo-1-1': 1.85, 'demo-1-2': 3.4, 'demo-1-3': 4.2, 'demo-2-1': 2.1, 'demo-3-1': 1.5, 'demo-6-1': 2.4, 'demo-7-1': 1.3 };
  return coefs[marketId]!;
}

/** A market of the simulated feed open at `now` that will win (the feed is deterministic), with its game's end and a 10 stake's payout. */
function winningFeedMarket(now: number): { marketId: number; coef: number; finishesAt: number; payout: number } {
  for (const game of listGames('line', {}, now).games) {
    const finishesAt = gameFinishesAt(game.id)!;
    for (const market of game.markets) {
      if (market.blocked || currentMarket(market.id, finishesAt + 1)?.result !== 'win') continue;
      return { marketId: market.id, coef: market.coef, finishesAt, payout: Math.round(10 * market.coef * 100) / 100 };
    }
  }
  throw new Error('no open feed market that wins');
}
