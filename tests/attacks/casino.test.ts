/**
 * Attacks on the casino, lotto and game origin of the reference back end. Each test is an attack that
 * worked when a launch link was a bearer ticket (one token opened many seats, and a seat outlived the
 * sign-in it came from), the banned player played for money, the regional minimum round time held per
 * seat only, session-limit time counted only what the client's pings reported, and a round paid
 * whichever account was active at the time. Every refusal is checked to take nothing the player had.
 */
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { casinoCatalog } from '../../plugins/casino/api/catalog.ts';
import type { GameDesk } from '../../plugins/casino/api/game-desk.ts';
import { GUEST_SESSIONS_KEPT } from '../../server/game-origin/wallet.ts';
import { buildGameOrigin } from '../../server/game-origin/server.ts';
import { BANNED_MESSAGE } from '../../server/limits/stake-rule.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const GAME_ORIGIN = 'http://127.0.0.1:4999';
const LIMITS = '/limit-service-api/api/external/web/v3';
/** Limit type 31: the daily session limit, in hours. */
const SESSION_LIMIT = 31;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const realGame = casinoCatalog().games.find((g) => g.game.demo && !g.notIn.has('de'))!.game;
/** Reels the tests draw: "7", "★", "♦" again and again, a round that pays nothing. */
const LOSING = [0, 1, 3];

let app: FastifyInstance;
let game: FastifyInstance;
let now = Date.UTC(2026, 10, 25, 12, 0, 0);
let draws = 0;

async function start(): Promise<void> {
  now = Date.UTC(2026, 10, 25, 12, 0, 0);
  app = await buildServer({ rootDir: ROOT, gameOrigin: GAME_ORIGIN, auth: { now: () => now, logLine: () => undefined, tokenTtlSeconds: 86_400 } });
  game = buildGameOrigin({ casino: () => app.casinoDesk, now: () => now, draw: () => LOSING[draws++ % LOSING.length]! });
}
afterEach(async () => {
  await Promise.all([app.close(), game.close()]);
});

interface Device {
  readonly host: string;
  readonly headers: Record<string, string>;
}

async function signIn(login: string, password: string, host = 'localhost'): Promise<Device> {
  const res = await app.inject({ method: 'POST', url: '/web-api/user/login', headers: { host }, payload: { login: b64(login), password: b64(password), save: false } });
  expect(res.statusCode, res.body).toBe(200);
  return { host, headers: { host, authorization: `Bearer ${res.json().data.token as string}` } };
}

const guest = (host = 'localhost'): Device => ({ host, headers: { host } });

function post(device: Device, url: string, payload: object = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: device.headers, payload });
}

async function accounts(device: Device): Promise<{ id: number; type: number; money: number; isActive: boolean }[]> {
  const res = await app.inject({ url: '/web-api/user/accounts', headers: device.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accounts;
}

const moneyOf = async (device: Device, accountId: number) => (await accounts(device)).find((a) => a.id === accountId)!.money;
const mainAccount = async (device: Device) => (await accounts(device)).find((a) => a.type === 0)!;

function launch(device: Device, mode: 'real' | 'demo' = 'real'): Promise<LightMyRequestResponse> {
  return post(device, '/web-api/casino/launch', { gameId: realGame.id, mode });
}

async function launchUrl(device: Device): Promise<string> {
  const res = await launch(device);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

/** Opens a launch URL on the game origin as the game frame does: the answer, and the seat it gave (if any). */
async function open(url: string): Promise<{ res: LightMyRequestResponse; seat: string | undefined }> {
  const { pathname, search } = new URL(url);
  const res = await game.inject({ url: pathname + search });
  return { res, seat: /data-seat="([^"]+)"/.exec(res.body)?.[1] };
}

async function seatOf(device: Device): Promise<string> {
  const { res, seat } = await open(await launchUrl(device));
  expect(res.statusCode, res.body).toBe(200);
  return seat!;
}

function spin(seat: string, stake = 1): Promise<LightMyRequestResponse> {
  return game.inject({ method: 'POST', url: '/spin', headers: { 'content-type': 'application/json' }, payload: { seat, stake } });
}

async function buyTicket(device: Device): Promise<LightMyRequestResponse> {
  const lottery = await app.inject({ url: '/web-api/lotto/lotteries/101', headers: { host: device.host } });
  expect(lottery.statusCode, lottery.body).toBe(200);
  const drawNumber = lottery.json().openDraw.number as number;
  return post(device, '/web-api/lotto/tickets', { lottoId: 101, drawNumber, numbers: [1, 2, 3, 4, 5], requestId: 'attack-ticket-1' });
}

describe('who may play for money', () => {
  it('the banned player (ban level 45) is refused a real-money launch and a lotto ticket with 403, and keeps their money', async () => {
    await start();
    const banned = await signIn('banned', 'banned1234');
    const before = await mainAccount(banned);
    const launched = await launch(banned);
    expect(launched.statusCode).toBe(403);
    expect(launched.json()).toEqual({ message: BANNED_MESSAGE });
    const ticket = await buyTicket(banned);
    expect(ticket.statusCode).toBe(403);
    expect(ticket.json()).toEqual({ message: BANNED_MESSAGE });
    expect(await moneyOf(banned, before.id)).toBe(before.money);
  });

  it('a player banned while a game is open is refused the next round with 403, and the round takes nothing', async () => {
    await start();
    const demo = await signIn('demo', 'demo1234');
    const seat = await seatOf(demo);
    expect((await spin(seat)).statusCode).toBe(200);
    const main = await mainAccount(demo);
    const player = app.identity.players.byUserId((await app.inject({ url: '/web-api/session/check', headers: demo.headers })).json().user_id as number)!;
    player.banLevel = 45; // the operator's office bans the player
    const refused = await spin(seat);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: BANNED_MESSAGE });
    expect(await moneyOf(demo, main.id)).toBe(main.money);
  });

  it('a guest, or a forged token, is refused a real-money launch and a lotto ticket with 401', async () => {
    await start();
    for (const device of [guest(), { host: 'localhost', headers: { host: 'localhost', authorization: 'Bearer forged.token.here' } }]) {
      const launched = await launch(device);
      expect(launched.statusCode).toBe(401);
      expect(launched.json().message).toMatch(/sign in|token/i);
      expect((await buyTicket(device)).statusCode).toBe(401);
    }
  });
});

describe('a launch link is not a bearer ticket', () => {
  it('opens one seat: the same link used again is refused with a JSON 403 and opens no seat', async () => {
    await start();
    const demo = await signIn('demo', 'demo1234');
    const url = await launchUrl(demo);
    const first = await open(url);
    expect(first.res.statusCode).toBe(200);
    expect(first.seat).toBeDefined();
    // Whoever holds the link afterwards (a shared screen, a log, the history) gets nothing from it.
    const second = await open(url);
    expect(second.res.statusCode).toBe(403);
    expect(second.res.headers['content-type']).toMatch(/^application\/json/);
    expect(second.res.json().message).toMatch(/already been used/);
    expect(second.seat).toBeUndefined();
    // A browser navigating to it is shown the refusal as a page.
    const page = await game.inject({ url: new URL(url).pathname + new URL(url).search, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('already been used');
    expect(page.body).not.toContain('data-seat');
  });

  it('ends with the sign-in: after "sign out everywhere" the open seat and an unopened link are refused, and take nothing', async () => {
    await start();
    const phone = await signIn('demo', 'demo1234');
    const laptop = await signIn('demo', 'demo1234');
    const seat = await seatOf(phone);
    const unopened = await launchUrl(phone);
    expect((await spin(seat)).statusCode).toBe(200);
    const main = await mainAccount(laptop);

    expect((await post(laptop, '/web-api/user/logout', { all_devices: true })).statusCode).toBe(200);
    const refused = await spin(seat);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/ended/);
    const late = await open(unopened);
    expect(late.res.statusCode).toBe(403);
    expect(late.seat).toBeUndefined();
    const again = await signIn('demo', 'demo1234');
    expect(await moneyOf(again, main.id)).toBe(main.money);
  });
});

describe('regional rules hold per player', () => {
  it('the German 5 s minimum round time holds across two seats of one player (de.localhost)', async () => {
    await start();
    const demo = await signIn('demo', 'demo1234', 'de.localhost');
    const [first, second] = [await seatOf(demo), await seatOf(demo)];
    const main = await mainAccount(demo);
    expect((await spin(first)).statusCode).toBe(200);
    now += 1000;
    const tooSoon = await spin(second);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/at least 5 s/);
    expect(tooSoon.json().retryAfterSeconds).toBe(4);
    expect(await moneyOf(demo, main.id)).toBe(main.money - 1);
    now += 4000;
    expect((await spin(second)).statusCode).toBe(200);
  });

  it('session-limit time is counted from play: a client that never pings is stopped by its one-hour limit', async () => {
    await start();
    const demo = await signIn('demo', 'demo1234');
    const limit = await post(demo, `${LIMITS}/limits`, { limits: [{ limitType: SESSION_LIMIT, limitValue: 1 }] });
    expect(limit.statusCode, limit.body).toBe(200);
    const seat = await seatOf(demo);
    // A round a minute for an hour, and not one ping.
    for (let round = 0; round <= 60; round += 1) {
      expect((await spin(seat)).statusCode, `round ${round}`).toBe(200);
      now += 60_000;
    }
    const main = await mainAccount(demo);
    const stopped = await spin(seat);
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json().message).toMatch(/session limit/);
    expect(await moneyOf(demo, main.id)).toBe(main.money);
    expect((await launch(demo)).statusCode).toBe(403);
    // The ping still answers what is left: nothing.
    expect((await post(demo, `${LIMITS}/ping`)).json()).toEqual({ sessionHoursLeft: 0 });
  });
});

describe('a seat pays the account it was opened on', () => {
  it('after the player switches the active account, rounds still move money on the launch account only, through the ledger', async () => {
    await start();
    const demo = await signIn('demo', 'demo1234');
    const seat = await seatOf(demo);
    const [main, bonus] = [(await accounts(demo)).find((a) => a.type === 0)!, (await accounts(demo)).find((a) => a.type === 4)!];
    expect((await post(demo, '/web-api/user/accounts/active', { id: bonus.id })).statusCode).toBe(200);
    const played = await spin(seat, 2);
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().balance).toBe(main.money - 2);
    expect(await moneyOf(demo, main.id)).toBe(main.money - 2);
    expect(await moneyOf(demo, bonus.id)).toBe(bonus.money);
    const playerId = (await app.inject({ url: '/web-api/session/check', headers: demo.headers })).json().user_id as number;
    const rounds = app.ledger.entriesOf(playerId).filter((e) => e.kind === 'casino-stake' || e.kind === 'casino-win');
    expect(rounds.map((e) => [e.kind, e.accountId, e.amount])).toEqual([['casino-stake', main.id, -2]]);
    expect(app.ledger.sumOf(playerId, main.id)).toBe(main.money - 2);
  });
});

describe("guests cannot fill the casino's memory", () => {
  it('fun-money launches from one address: 60 a minute, then a JSON 429 with Retry-After; real-money launches are not counted', async () => {
    await start();
    const demo = await signIn('demo', 'demo1234');
    const launched = await Promise.all(Array.from({ length: 61 }, () => launch(guest(), 'demo')));
    expect(launched.filter((res) => res.statusCode === 200)).toHaveLength(60);
    const refused = launched.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests from your address: try again in \d+ s$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await launch(demo, 'demo')).statusCode).toBe(429);
    // The player's money game from the same address opens and plays.
    const main = await mainAccount(demo);
    expect((await spin(await seatOf(demo))).statusCode).toBe(200);
    expect(await moneyOf(demo, main.id)).toBe(main.money - 1);
  });

  it("from thousands of addresses: the guests' sessions and seats stay within their bound, and a player's open seat still plays", async () => {
    await start();
    const demo = await signIn('demo', 'demo1234');
    const seat = await seatOf(demo);
    const main = await mainAccount(demo);
    const launches = GUEST_SESSIONS_KEPT.maxEntries + 500;
    for (let batch = 0; batch * 250 < launches; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 250 }, (_, i) => {
          const n = batch * 250 + i;
          return app.inject({ method: 'POST', url: '/web-api/casino/launch', payload: { gameId: realGame.id, mode: 'demo' }, remoteAddress: `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` });
        }),
      );
      expect(answers.every((res) => res.statusCode === 200)).toBe(true);
      // Each opened in its frame too: a seat on the game origin for every one of them.
      const frames = await Promise.all(answers.map((res) => open(res.json().url as string)));
      expect(frames.every((frame) => frame.seat !== undefined)).toBe(true);
    }
    expect((app.casinoDesk as GameDesk).heldSessions()).toEqual({ guests: GUEST_SESSIONS_KEPT.maxEntries, players: 1 });
    expect((await spin(seat)).statusCode).toBe(200);
    expect(await moneyOf(demo, main.id)).toBe(main.money - 1);
    // A guest's newest fun-money game still opens and plays.
    const fresh = await open((await launch(guest(), 'demo')).json().url as string);
    expect((await spin(fresh.seat!)).statusCode).toBe(200);
  }, 180_000);
});
