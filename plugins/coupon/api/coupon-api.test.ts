/**
 * The coupon API through the real server (the test kit's, over the repository; default site config:
 * USD; min 0.5 single/express, 1 per system line; max 5000 single, 2000 express/system; bonus bet
 * on, VIP bet off), placing as the seeded `demo` player (USD 1000 on the main account, active) on
 * the seeded demo markets (server/bet-book/markets.ts), so prices never move under the test unless
 * the test hook moves them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { b64, startTestServer } from '../../../server/test-kit/index.ts';

/** The demo player's main account (the active one) in USD. */
const DEMO_MONEY = 1000;

let app: FastifyInstance;
/** The demo player's Authorization header on `app`. */
let demo: Record<string, string>;

async function signIn(login: string, password: string): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/web-api/user/login', payload: { login: b64(login), password: b64(password), save: false } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().data.token as string}` };
}

async function start(siteConfigId: string): Promise<void> {
  ({ app } = await startTestServer({ siteConfigId }));
  demo = await signIn('demo', 'demo1234');
}

beforeEach(async () => {
  await start('default');
}, 60_000);
afterEach(async () => {
  await app.close();
});

const express = { bets: [{ marketId: 'demo-1-1', coef: 1.85 }, { marketId: 'demo-2-1', coef: 2.1 }], typeId: 1, amount: 10, changeCoefAction: 2 };

function place(body: unknown, key?: string) {
  return app.inject({ method: 'POST', url: '/web-api/coupon/place', payload: body as object, headers: { ...demo, ...(key ? { 'idempotency-key': key } : {}) } });
}

async function history() {
  const res = await app.inject({ url: '/web-api/coupon/history', headers: demo });
  expect(res.statusCode).toBe(200);
  return res.json() as { balance: number; currencyIso: string; coupons: { couponId: string; typeId: number; amount: number; coef: number; possibleWin: number; statusId: number }[] };
}

describe('POST /web-api/coupon/place', () => {
  it('places an express for the signed-in player, charges the stake and lists it in their history', async () => {
    const res = await place(express, 'key-1');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({ success: true, couponId: expect.any(String), balance: DEMO_MONEY - 10 });
    const { balance, currencyIso, coupons } = await history();
    expect(balance).toBe(DEMO_MONEY - 10);
    expect(currencyIso).toBe('USD');
    expect(coupons).toEqual([expect.objectContaining({ couponId: answer.couponId, typeId: 1, amount: 10, coef: 3.885, possibleWin: 38.85, statusId: -2 })]);
  });

  it('answers amount_out_of_bounds with the site config bounds for the coupon type', async () => {
    expect((await place({ ...express, amount: 0.4 })).json()).toEqual({ success: false, reason: 'amount_out_of_bounds', min: 0.5, max: 2000 });
    expect((await place({ ...express, amount: 2000.01 })).json()).toEqual({ success: false, reason: 'amount_out_of_bounds', min: 0.5, max: 2000 });
    // A single's maximum is 5000: the same stake is fine there.
    const single = { bets: [{ marketId: 'demo-1-1', coef: 1.85 }], typeId: 0, amount: 2500, changeCoefAction: 2 };
    expect((await place(single)).json()).toEqual({ success: false, reason: 'insufficient_funds', balance: DEMO_MONEY });
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
    expect(answer).toEqual({ success: true, couponId: expect.any(String), couponIds: [answer.couponId, expect.any(String)], balance: DEMO_MONEY - 10 });
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
    expect(balance).toBe(DEMO_MONEY - 10);
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
      { ...express, typeId: 8 },
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

  it('tells a feed market’s game now: its score, status, clock and start', async () => {
    const live = (await app.inject({ url: '/web-api/sports/games?section=live' })).json().games[0] as { id: number; startAt: number; score: unknown; statusId: number; markets: { id: number }[] };
    const res = await app.inject({ url: `/web-api/coupon/markets?ids=${live.markets[0]!.id}` });
    expect(res.json().markets[0]).toMatchObject({ game: { score: live.score, statusId: live.statusId, startAt: live.startAt, timeSec: expect.any(Number) } });
  });
});

const leg = (marketId: string, coef: number, blockId?: number) => ({ marketId, coef, ...(blockId === undefined ? {} : { blockId }) });
const W1 = leg('demo-1-1', 1.85);
const E1 = leg('demo-2-1', 2.1);
const L1 = leg('demo-3-1', 1.5);
const S1 = leg('demo-6-1', 2.4);

describe('every coupon type (ids 3-8)', () => {
  it('places chain, multi-bet, conditional, anti-express, lucky and patent with the engine’s possible win', async () => {
    const cases = [
      // Chain: 10 on 1.85 returns 18.5; 10 of it goes on 1.5: 8.5 + 15.
      [{ bets: [W1, L1], typeId: 3, amount: 10 }, 23.5],
      // Multi-bet: lobby 1.85 × system 2 of the blocks 2.1, 1.5, 2.4 (3 lines of 4).
      [{ bets: [W1, leg('demo-2-1', 2.1, 1), leg('demo-3-1', 1.5, 2), leg('demo-6-1', 2.4, 3)], typeId: 4, systemValue: 2, bankers: ['demo-1-1'], amount: 12 }, 87.25],
      // Conditional: block 1 (1.85 × 2.1) returns 38.85, 10 of it goes on block 2 (1.5).
      [{ bets: [leg('demo-1-1', 1.85, 1), leg('demo-2-1', 2.1, 1), leg('demo-3-1', 1.5, 2)], typeId: 5, amount: 10 }, 43.85],
      // Anti-express at the book's 1.26.
      [{ bets: [W1, E1], typeId: 6, antiExpressCoef: 1.26, amount: 10 }, 12.6],
      // Lucky 15: 1 per line, (2.85 × 3.1 × 2.5 × 3.4) − 1.
      [{ bets: [W1, E1, L1, S1], typeId: 7, amount: 15 }, 74.1],
      // Patent: 1 per line, (2.85 × 3.1 × 2.5) − 1.
      [{ bets: [W1, E1, L1], typeId: 8, amount: 7 }, 21.09],
    ] as const;
    for (const [body] of cases) {
      const answer = (await place({ ...body, changeCoefAction: 2 })).json();
      expect(answer, JSON.stringify(body)).toMatchObject({ success: true });
    }
    const { coupons, balance } = await history();
    expect(coupons.map((c) => [c.typeId, c.amount, c.possibleWin]).reverse()).toEqual(cases.map(([body, win]) => [body.typeId, body.amount, win]));
    expect(balance).toBe(DEMO_MONEY - (10 + 12 + 10 + 10 + 15 + 7));
  });

  it('answers 400 for what the engine refuses for the type', async () => {
    for (const body of [
      { bets: [W1, E1, L1, S1], typeId: 8, amount: 7 },
      { bets: [W1, E1], typeId: 7, amount: 7 },
      { bets: [leg('demo-1-1', 1.85, 1), leg('demo-2-1', 2.1, 1), leg('demo-3-1', 1.5, 2)], typeId: 4, systemValue: 2, amount: 5 },
      { bets: [leg('demo-1-1', 1.85, 1), leg('demo-2-1', 2.1, 1)], typeId: 5, amount: 5 },
      { bets: [W1, E1], typeId: 6, amount: 5 },
      { bets: [W1, E1], typeId: 1, bankers: ['demo-1-1'], amount: 5 },
      { bets: [W1, E1], typeId: 9, promoCode: 'BETHUB', amount: 5 },
      { bets: [W1, E1], typeId: 1, systemValue: 2, amount: 5 },
    ]) {
      const res = await place({ ...body, changeCoefAction: 2 });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(/expected|promo/);
    }
    expect((await history()).coupons).toHaveLength(0);
  });

  it('quotes the anti-express from the current prices and applies the acceptance rule to the quote', async () => {
    const quote = await app.inject({ url: '/web-api/coupon/anti-express?ids=demo-1-1,demo-2-1' });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({ coef: 1.26 });
    expect((await app.inject({ url: '/web-api/coupon/anti-express?ids=demo-1-1,demo-4-1' })).json()).toEqual({ coef: null });
    expect((await app.inject({ url: '/web-api/coupon/anti-express?ids=demo-1-1' })).statusCode).toBe(400);

    const anti = { bets: [W1, E1], typeId: 6, amount: 10 };
    // The player agreed to 1.3; the book now says 1.26: lower, so only "accept any" takes it.
    expect((await place({ ...anti, antiExpressCoef: 1.3, changeCoefAction: 0 })).json()).toMatchObject({ success: false, reason: 'odds_changed', antiExpressCoef: 1.26 });
    expect((await place({ ...anti, antiExpressCoef: 1.3, changeCoefAction: 2 })).json()).toMatchObject({ success: false, reason: 'odds_changed', antiExpressCoef: 1.26 });
    expect((await place({ ...anti, antiExpressCoef: 1.2, changeCoefAction: 2 })).json()).toMatchObject({ success: true });
    expect((await history()).coupons[0]).toMatchObject({ typeId: 6, coef: 1.26, antiExpressCoef: 1.26, possibleWin: 12.6 });
  });
});

describe('bonus bet, VIP bet, promo code', () => {
  it('pays the bonus coefficient on an express of 3+ bets at 1.1 or more, and refuses it otherwise', async () => {
    const three = { bets: [W1, E1, L1], typeId: 1, amount: 10, bonusBet: true, changeCoefAction: 2 };
    expect((await place(three)).json()).toMatchObject({ success: true });
    // 10 × 1.85 × 2.1 × 1.5 × 1.03, rounded once.
    expect((await history()).coupons[0]).toMatchObject({ coef: 5.828, bonusCoefficient: 1.03, possibleWin: 60.02 });
    expect((await place({ ...three, bets: [W1, E1] })).json()).toEqual({ success: false, reason: 'bonus_unavailable' });
    expect((await place({ ...three, bets: [W1, E1, leg('demo-6-7', 1.9)] })).json()).toEqual({ success: false, reason: 'bonus_unavailable' });
    expect((await place({ ...three, bets: [W1, E1, leg('demo-7-1', 1.3)], typeId: 2, systemValue: 2 })).json()).toEqual({ success: false, reason: 'bonus_unavailable' });
  });

  it('refuses a VIP bet where the site has none; where it has, VIP lifts the maximum on line bets only', async () => {
    expect((await place({ ...express, vipBet: true })).json()).toEqual({ success: false, reason: 'vip_unavailable' });
    await app.close();
    // The Russian operator allows VIP bets (express maximum 200 000; the demo player has USD 1000).
    await start('ru-operator');
    const line = { bets: [W1, L1], typeId: 1, amount: 250_000, changeCoefAction: 2 };
    expect((await place(line)).json()).toMatchObject({ success: false, reason: 'amount_out_of_bounds', max: 200_000 });
    expect((await place({ ...line, vipBet: true })).json()).toMatchObject({ success: false, reason: 'insufficient_funds' });
    expect((await place({ ...line, bets: [W1, E1], vipBet: true })).json()).toEqual({ success: false, reason: 'vip_unavailable' });
    expect((await place({ ...line, amount: 500, vipBet: true })).json()).toMatchObject({ success: true });
    expect((await history()).coupons[0]).toMatchObject({ vipBet: true, amount: 500 });
  });

  it('a promo code pays the stake up to its worth, once per player; unknown codes are refused', async () => {
    // BETHUB is worth 2 initial stakes (USD 10).
    expect((await place({ ...express, amount: 12, promoCode: 'BETHUB' })).json()).toMatchObject({ success: true, balance: DEMO_MONEY - 2 });
    expect((await history()).coupons[0]).toMatchObject({ promoCode: 'BETHUB', promoAmount: 10 });
    expect((await place({ ...express, promoCode: 'BETHUB' })).json()).toEqual({ success: false, reason: 'promo_code_used' });
    expect((await place({ ...express, promoCode: 'NOSUCH' })).json()).toEqual({ success: false, reason: 'promo_code_invalid' });
    expect((await place({ ...express, promoCode: 'no' })).statusCode).toBe(400);
  });
});

describe('saving, loading and e-mailing a coupon', () => {
  const described = (marketId: string, coef: number, gameId: number, opponent1: string) => ({
    marketId,
    coef,
    sportId: 1,
    typeId: 1,
    kind: 1,
    isLive: false,
    gameId,
    champId: 1,
    opponent1,
    opponent2: 'Rivals',
    marketName: 'W1',
    sportName: 'Football',
    champName: 'Demo league',
  });
  const saved = {
    typeId: 2,
    amount: 6,
    currencyIso: 'USD',
    systemValue: 2,
    bankers: ['demo-1-1'],
    bets: [described('demo-1-1', 1.8, 9000001, 'Lions'), described('demo-5-1', 1.6, 9000005, 'Finished'), described('gone-1', 3, 1, 'Vanished'), described('demo-4-1', 1.95, 9000004, 'Paused')],
  };

  it('saves under a six-character code and loads what still exists at today’s price, saying what was dropped', async () => {
    const res = await app.inject({ method: 'POST', url: '/web-api/coupon/save', payload: saved });
    expect(res.statusCode).toBe(200);
    const { code } = res.json() as { code: string };
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    const load = await app.inject({ url: `/web-api/coupon/load?code=${code.toLowerCase()}` });
    expect(load.statusCode).toBe(200);
    expect(load.headers['cache-control']).toBe('no-store');
    const answer = load.json();
    expect(answer).toMatchObject({ code, typeId: 2, amount: 6, currencyIso: 'USD', systemValue: 2, bankers: ['demo-1-1'] });
    expect(answer.bets.map((b: { marketId: string; coef: number; blocked: boolean }) => [b.marketId, b.coef, b.blocked])).toEqual([
      ['demo-1-1', 1.85, false],
      ['demo-4-1', 1.95, true],
    ]);
    expect(answer.dropped).toEqual([
      { marketId: 'demo-5-1', opponent1: 'Finished', opponent2: 'Rivals', marketName: 'W1' },
      { marketId: 'gone-1', opponent1: 'Vanished', opponent2: 'Rivals', marketName: 'W1' },
    ]);
  });

  it('answers 404 for an unknown code and 400 for a malformed one or a malformed coupon', async () => {
    const unknown = await app.inject({ url: '/web-api/coupon/load?code=ZZZZZ9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/ZZZZZ9/);
    expect((await app.inject({ url: '/web-api/coupon/load?code=AB-12' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/web-api/coupon/load' })).statusCode).toBe(400);
    for (const body of [{ ...saved, bets: [] }, { ...saved, typeId: 12 }, { ...saved, bankers: ['nope'] }, { ...saved, bets: [saved.bets[0], saved.bets[0]] }]) {
      expect((await app.inject({ method: 'POST', url: '/web-api/coupon/save', payload: body })).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('e-mails a saved coupon (to the server log); refuses an unknown code and a malformed address', async () => {
    const { code } = (await app.inject({ method: 'POST', url: '/web-api/coupon/save', payload: saved })).json() as { code: string };
    const sent = await app.inject({ method: 'POST', url: '/web-api/coupon/export-email', payload: { email: 'player@example.com', code } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    expect((await app.inject({ method: 'POST', url: '/web-api/coupon/export-email', payload: { email: 'player@example.com', code: 'ZZZZZ9' } })).statusCode).toBe(404);
    for (const email of ['player', 'a b@example.com', '@example.com', 'x@y']) {
      expect((await app.inject({ method: 'POST', url: '/web-api/coupon/export-email', payload: { email, code } })).statusCode, email).toBe(400);
    }
  });
});

describe('the odds test hook (test routes only)', () => {
  it('moves and suspends a market for the coupon API, and puts every market back', async () => {
    const moved = await app.inject({ method: 'POST', url: '/web-api/__test/odds', payload: { marketId: 'demo-1-1', coef: 2.05 } });
    expect(moved.json()).toEqual({ marketId: 'demo-1-1', coef: 2.05, blocked: false });
    expect((await app.inject({ url: '/web-api/coupon/markets?ids=demo-1-1' })).json().markets[0]).toMatchObject({ coef: 2.05 });
    expect((await place(express)).json()).toMatchObject({ success: true });
    expect((await history()).coupons[0]).toMatchObject({ coef: roundTo(2.05 * 2.1, 3) });
    await app.inject({ method: 'POST', url: '/web-api/__test/odds', payload: { marketId: 'demo-2-1', blocked: true } });
    expect((await place(express)).json()).toMatchObject({ reason: 'market_blocked' });
    expect((await app.inject({ method: 'POST', url: '/web-api/__test/odds', payload: { marketId: 'nope', coef: 2 } })).statusCode).toBe(404);

    expect((await app.inject({ method: 'DELETE', url: '/web-api/__test/odds' })).statusCode).toBe(204);
    expect((await app.inject({ url: '/web-api/coupon/markets?ids=demo-1-1,demo-2-1' })).json().markets).toMatchObject([{ coef: 1.85, blocked: false }, { coef: 2.1, blocked: false }]);
  });

  it('is refused (404) by a production server', async () => {
    const { app: production } = await startTestServer({ siteConfigId: 'default', production: true });
    try {
      const res = await production.inject({ method: 'POST', url: '/web-api/__test/odds', payload: { marketId: 'demo-1-1', coef: 3 } });
      expect(res.statusCode).toBe(404);
      expect((await production.inject({ url: '/web-api/coupon/markets?ids=demo-1-1' })).json().markets[0]).toMatchObject({ coef: 1.85 });
    } finally {
      await production.close();
    }
  });
});

function roundTo(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

describe('placing as a signed-in player', () => {
  async function activeMoney(headers: Record<string, string>): Promise<number> {
    const res = await app.inject({ url: '/web-api/user/accounts', headers });
    const accounts = res.json().accounts as { money: number; isActive: boolean }[];
    return accounts.find((a) => a.isActive)!.money;
  }

  it('a guest may neither bet nor read a bet history: 401, nothing placed', async () => {
    const res = await app.inject({ method: 'POST', url: '/web-api/coupon/place', payload: express });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/sign in/i) });
    expect((await app.inject({ url: '/web-api/coupon/history' })).statusCode).toBe(401);
    expect((await history()).coupons).toHaveLength(0);
  });

  it('bets from the account the player made active (its money and currency)', async () => {
    const accounts = (await app.inject({ url: '/web-api/user/accounts', headers: demo })).json().accounts as { id: number; type: number; money: number }[];
    const bonus = accounts.find((a) => a.type === 4)!;
    await app.inject({ method: 'POST', url: '/web-api/user/accounts/active', payload: { id: bonus.id }, headers: demo });
    const res = await app.inject({ method: 'POST', url: '/web-api/coupon/place', payload: { ...express, amount: 5 }, headers: demo });
    expect(res.json()).toMatchObject({ success: true, balance: bonus.money - 5 });
    expect(await activeMoney(demo)).toBe(bonus.money - 5);
  });
  it('refuses a timed-out player with 403 and the limit service reason, taking no money', async () => {
    await app.close();
    // A region that offers time-outs (the default config does not).
    await start('uk-regulated');
    const before = await activeMoney(demo);
    const timeOut = await app.inject({ method: 'POST', url: '/limit-service-api/api/external/web/v3/limits', payload: { limits: [{ limitType: 33, limitValue: 1 }] }, headers: demo });
    expect(timeOut.statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/web-api/coupon/place', payload: express, headers: demo });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Your time-out from play lasts until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/) });
    expect(await activeMoney(demo)).toBe(before);
  });
});

describe('POST /web-api/coupon/place: SPEC 3.1’s coupon fields are checked, not trusted', () => {
  async function me(headers: Record<string, string>) {
    const config = (await app.inject({ url: '/web-api/user/config', headers })).json() as { user_id: number };
    const { accounts } = (await app.inject({ url: '/web-api/user/accounts', headers })).json() as { accounts: { id: number; type: number }[] };
    return { userId: config.user_id, main: accounts.find((a) => a.type === 0)!.id, bonus: accounts.find((a) => a.type === 4)?.id };
  }
  const stated = { ...express, coef: 3.885, coefByView: '3.89', coefViewId: 0, prepaidAmount: 0 };

  it('places a coupon whose stated figures are its own', async () => {
    const { userId, main } = await me(demo);
    const res = await place({ ...stated, userId, accountId: main });
    expect(res.json()).toMatchObject({ success: true });
  });

  it('refuses a userId that is not the session’s player (403, nothing charged)', async () => {
    const { userId, main } = await me(demo);
    const res = await place({ ...stated, userId: userId + 1, accountId: main });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`The coupon names player ${userId + 1}, but you are signed in as player ${userId}`);
    expect((await history()).balance).toBe(DEMO_MONEY);
  });

  it('refuses another player’s account (403) and an own account that is not the active one (409)', async () => {
    const { userId, bonus } = await me(demo);
    const other = await me(await signIn('unverified', 'unverified1234'));
    const forged = await place({ ...stated, userId, accountId: other.main });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(`Account ${other.main} is not one of your accounts`);
    const inactive = await place({ ...stated, userId, accountId: bonus });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toMatch(/is not your active account/);
    expect((await history()).coupons).toHaveLength(0);
  });

  it('refuses a coef that is not the total of the odds sent, and a coefByView that is not that coef', async () => {
    const inflated = await place({ ...stated, coef: 5 });
    expect(inflated.statusCode).toBe(400);
    expect(inflated.json().message).toMatch(/coef 5 is not the coupon's total coefficient at the odds it sends \(3\.885\)/);
    const misprinted = await place({ ...stated, coefByView: '9.99' });
    expect(misprinted.statusCode).toBe(400);
    // Fractional (1): the same coef reads as a fraction.
    const fractional = await place({ ...stated, coefViewId: 1, coefByView: '3.89' });
    expect(fractional.statusCode).toBe(400);
    expect((await place({ ...stated, coefViewId: 99 })).statusCode).toBe(400);
  });

  it('answers odds_changed for a coef at odds the book no longer gives, under the rule', async () => {
    // Stated at 1.9 × 2.1 while the book has 1.85: "accept when higher" (2) refuses, "accept any" (1) places at the book's.
    const stale = { ...stated, bets: [{ marketId: 'demo-1-1', coef: 1.9 }, express.bets[1]], coef: 3.99, coefByView: '3.99' };
    expect((await place(stale)).json()).toMatchObject({ success: false, reason: 'odds_changed' });
    expect((await place({ ...stale, changeCoefAction: 1 })).json()).toMatchObject({ success: true });
  });

  it('refuses a refId that is not the site’s the coupon is placed on', async () => {
    const other = await place({ ...stated, refId: 2 });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe("refId 2 is not this site's (1)");
    expect((await place({ ...stated, refId: 1 })).json()).toMatchObject({ success: true });
  });

  it('refuses a prepaid amount and stakes by block, which the reference book does not offer', async () => {
    const prepaid = await place({ ...stated, prepaidAmount: 5 });
    expect(prepaid.statusCode).toBe(400);
    expect(prepaid.json().message).toMatch(/prepaidAmount must be 0/);
    const byBlock = await place({ ...stated, amountByBlockId: { 1: 5 } });
    expect(byBlock.statusCode).toBe(400);
    expect(byBlock.json().message).toMatch(/amountByBlockId/);
  });

  it('refuses a bonus percentage that is not the book’s', async () => {
    const bets = [{ marketId: 'demo-1-1', coef: 1.85 }, { marketId: 'demo-2-1', coef: 2.1 }, { marketId: 'demo-3-1', coef: 1.5 }];
    const bonusExpress = { bets, typeId: 1, amount: 10, changeCoefAction: 2, bonusBet: true };
    expect((await place({ ...bonusExpress, hyperBonusPercent: 50 })).json()).toEqual({ success: false, reason: 'bonus_unavailable' });
    expect((await place({ ...express, hyperBonusPercent: 3 })).statusCode).toBe(400);
  });
});
