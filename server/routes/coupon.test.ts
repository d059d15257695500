/**
 * The coupon API through the real server (buildServer over the repository, default site config:
 * USD; min 0.5 single/express, 1 per system line; max 5000 single, 2000 express/system), placing on
 * the seeded demo markets (server/coupon/markets.ts) so prices never move under the test.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildServer } from '../app.ts';
import { DEMO_BALANCE } from '../coupon/book.ts';

const ROOT = join(import.meta.dirname, '..', '..');

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ rootDir: ROOT, siteConfigId: 'default' });
});
afterEach(async () => {
  await app.close();
});

const express = { bets: [{ marketId: 'demo-1-1', coef: 1.85 }, { marketId: 'demo-2-1', coef: 2.1 }], typeId: 1, amount: 10, changeCoefAction: 2 };

function place(body: unknown, key?: string) {
  return app.inject({ method: 'POST', url: '/web-api/coupon/place', payload: body as object, headers: key ? { 'idempotency-key': key } : {} });
}

async function history() {
  const res = await app.inject({ url: '/web-api/coupon/history' });
  expect(res.statusCode).toBe(200);
  return res.json() as { balance: number; currencyIso: string; coupons: { couponId: string; typeId: number; amount: number; coef: number; possibleWin: number; statusId: number }[] };
}

describe('POST /web-api/coupon/place', () => {
  it('places an express for the demo guest, charges the stake and lists it in the history', async () => {
    const res = await place(express, 'key-1');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({ success: true, couponId: expect.any(String), balance: DEMO_BALANCE - 10 });
    const { balance, currencyIso, coupons } = await history();
    expect(balance).toBe(DEMO_BALANCE - 10);
    expect(currencyIso).toBe('USD');
    expect(coupons).toEqual([expect.objectContaining({ couponId: answer.couponId, typeId: 1, amount: 10, coef: 3.885, possibleWin: 38.85, statusId: -2 })]);
  });

  it('answers amount_out_of_bounds with the site config bounds for the coupon type', async () => {
    expect((await place({ ...express, amount: 0.4 })).json()).toEqual({ success: false, reason: 'amount_out_of_bounds', min: 0.5, max: 2000 });
    expect((await place({ ...express, amount: 2000.01 })).json()).toEqual({ success: false, reason: 'amount_out_of_bounds', min: 0.5, max: 2000 });
    // A single's maximum is 5000: the same stake is fine there.
    const single = { bets: [{ marketId: 'demo-1-1', coef: 1.85 }], typeId: 0, amount: 2500, changeCoefAction: 2 };
    expect((await place(single)).json()).toEqual({ success: false, reason: 'insufficient_funds', balance: DEMO_BALANCE });
    // A system's minimum is per line: 2/3 has 3 lines, so 3 × 1.
    const system = { bets: [...express.bets, { marketId: 'demo-3-1', coef: 1.5 }], typeId: 2, systemValue: 2, amount: 2.5, changeCoefAction: 2 };
    expect((await place(system)).json()).toEqual({ success: false, reason: 'amount_out_of_bounds', min: 3, max: 2000 });
    expect((await place({ ...system, amount: 3 })).json()).toMatchObject({ success: true });
    expect((await history()).coupons).toHaveLength(1);
  });

  it('answers odds_changed with the current prices unless the acceptance rule takes them', async () => {
    const lower = { ...express, bets: [{ marketId: 'demo-1-1', coef: 1.9 }, express.bets[1]] };
    // The price fell from 1.9 to 1.85: "confirm" (0) and "accept when higher" (2) refuse it.
    for (const changeCoefAction of [0, 2]) {
      expect((await place({ ...lower, changeCoefAction })).json()).toEqual({
        success: false,
        reason: 'odds_changed',
        markets: [
          { marketId: 'demo-1-1', coef: 1.85, blocked: false },
          { marketId: 'demo-2-1', coef: 2.1, blocked: false },
        ],
      });
    }
    // The price rose from 1.8: "accept when higher" takes it, "confirm" does not.
    const higher = { ...express, bets: [{ marketId: 'demo-1-1', coef: 1.8 }, express.bets[1]] };
    expect((await place({ ...higher, changeCoefAction: 0 })).json()).toMatchObject({ success: false, reason: 'odds_changed' });
    expect((await place({ ...higher, changeCoefAction: 2 })).json()).toMatchObject({ success: true });
    // "Accept any" (1) takes the lower price too; the coupon is placed at the current prices.
    expect((await place({ ...lower, changeCoefAction: 1 })).json()).toMatchObject({ success: true });
    expect((await history()).coupons.map((c) => c.coef)).toEqual([3.885, 3.885]);
  });

  it('answers market_blocked for a suspended, finished or unknown market', async () => {
    for (const marketId of ['demo-4-1', 'demo-5-1', 'no-such-market']) {
      const answer = (await place({ bets: [{ marketId, coef: 1.95 }], typeId: 0, amount: 5, changeCoefAction: 1 })).json();
      expect(answer, marketId).toMatchObject({ success: false, reason: 'market_blocked', markets: [{ marketId, blocked: true }] });
    }
  });

  it('places singles (9) as one coupon per bet, each within the single bounds', async () => {
    const answer = (await place({ ...express, typeId: 9, amount: 5 })).json();
    expect(answer).toEqual({ success: true, couponId: expect.any(String), couponIds: [answer.couponId, expect.any(String)], balance: DEMO_BALANCE - 10 });
    expect((await history()).coupons.map((c) => [c.typeId, c.amount, c.coef])).toEqual([
      [0, 5, 2.1],
      [0, 5, 1.85],
    ]);
  });

  it('the same Idempotency-Key twice is one bet: the second call answers the first answer', async () => {
    const first = await place(express, 'retry-me');
    const second = await place(express, 'retry-me');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const { balance, coupons } = await history();
    expect(coupons).toHaveLength(1);
    expect(balance).toBe(DEMO_BALANCE - 10);
    // A new key is a new bet.
    expect((await place(express, 'another')).json()).toMatchObject({ success: true });
    expect((await history()).coupons).toHaveLength(2);
  });

  it('a refusal is remembered under its key too, and a key reused for another coupon is refused', async () => {
    const refused = await place({ ...express, amount: 0.1 }, 'k');
    expect(refused.json()).toMatchObject({ reason: 'amount_out_of_bounds' });
    expect((await place({ ...express, amount: 0.1 }, 'k')).json()).toEqual(refused.json());
    const reused = await place(express, 'k');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toMatch(/different coupon/);
    expect((await history()).coupons).toHaveLength(0);
  });

  it('answers 400 for a request no coupon can be, and for a malformed key', async () => {
    for (const body of [
      { ...express, typeId: 0 },
      { ...express, bets: [express.bets[0]] },
      { ...express, bets: [express.bets[0], express.bets[0]] },
      { ...express, bets: [express.bets[0], { marketId: 'demo-1-2', coef: 3.4 }] },
      { ...express, typeId: 2, systemValue: 2 },
      { ...express, typeId: 5 },
      { ...express, amount: -1 },
      { bets: [], typeId: 1, amount: 1, changeCoefAction: 2 },
    ]) {
      const res = await place(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await place(express, 'has space')).statusCode).toBe(400);
    expect((await history()).coupons).toHaveLength(0);
  });
});

describe('GET /web-api/coupon/markets', () => {
  it('answers the current state of the coupon’s markets; unknown ones as blocked and finished', async () => {
    const res = await app.inject({ url: '/web-api/coupon/markets?ids=demo-1-1,demo-4-1,nope' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      markets: [
        { marketId: 'demo-1-1', coef: 1.85, blocked: false, finished: false },
        { marketId: 'demo-4-1', coef: 1.95, blocked: true, finished: false },
        { marketId: 'nope', blocked: true, finished: true },
      ],
    });
    expect((await app.inject({ url: '/web-api/coupon/markets' })).statusCode).toBe(400);
    expect((await app.inject({ url: `/web-api/coupon/markets?ids=${Array.from({ length: 31 }, (_, i) => `m${i}`).join(',')}` })).statusCode).toBe(400);
  });
});
