/** GET /web-api/coupon/history with the bet-history plugin's query, through the real server, as the seeded demo player. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildServer } from '../app.ts';

const ROOT = join(import.meta.dirname, '..', '..');

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

let app: FastifyInstance;
let demo: Record<string, string>;
beforeEach(async () => {
  app = await buildServer({ rootDir: ROOT, siteConfigId: 'default', auth: { logLine: () => undefined } });
  const res = await app.inject({ method: 'POST', url: '/web-api/user/login', payload: { login: b64('demo'), password: b64('demo1234'), save: false } });
  demo = { authorization: `Bearer ${res.json().data.token as string}` };
}, 60_000);
afterEach(async () => {
  await app.close();
});

async function place(marketId: string, coef: number) {
  const res = await app.inject({ method: 'POST', url: '/web-api/coupon/place', headers: demo, payload: { bets: [{ marketId, coef }], typeId: 0, amount: 5, changeCoefAction: 2 } });
  expect(res.json()).toMatchObject({ success: true });
}

async function history(query = '') {
  const res = await app.inject({ url: `/web-api/coupon/history${query}`, headers: demo });
  expect(res.statusCode).toBe(200);
  return res.json() as { coupons: { couponId: string; statusId: number }[]; total: number; page: number; pageSize: number; pages: number };
}

describe('GET /web-api/coupon/history?state&status&period&page&pageSize', () => {
  it('lists opened bets, pages them, and answers an empty history of settled ones', async () => {
    await place('demo-1-1', 1.85);
    await place('demo-3-1', 1.5);
    await place('demo-2-1', 2.1);

    const all = await history();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 3, pages: 1 });
    const opened = await history('?state=opened&pageSize=2');
    expect(opened).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2 });
    expect(opened.coupons.map((c) => c.couponId)).toEqual(all.coupons.slice(0, 2).map((c) => c.couponId));
    expect((await history('?state=opened&pageSize=2&page=2')).coupons.map((c) => c.couponId)).toEqual([all.coupons[2]!.couponId]);
    expect(await history('?state=settled&period=7')).toMatchObject({ coupons: [], total: 0, pages: 1 });
  });

  it('a query it does not understand answers everything rather than an error', async () => {
    await place('demo-1-1', 1.85);
    expect(await history('?state=<script>&status=abc&period=-1&page=x&pageSize=0')).toMatchObject({ total: 1, page: 1, pages: 1 });
  });
});
