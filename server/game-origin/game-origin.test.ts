/**
 * The game origin with the casino it settles with: the launch token is checked here (signature,
 * expiry), rounds are drawn here and paid through the casino's wallet, the region's minimum game cycle
 * holds whatever the page does, and the page may be framed by the launching site only.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { casinoCatalog } from '../../plugins/casino/api/catalog.ts';
import { startTestServer, type Browser, type TestServer } from '../test-kit/index.ts';
import { LAUNCH_TOKEN_TTL_MS, signLaunchToken, verifyLaunchToken } from './launch-token.ts';
import { buildGameOrigin } from './server.ts';
import { readGameOriginSettings } from './settings.ts';

const catalog = casinoCatalog();
const demoGame = catalog.games.find((g) => g.game.demo && !g.notIn.has('uk'))!.game;

let h: TestServer;
let game: FastifyInstance;
/** The reels' next draws (0 → "7", 1 → "★", 3 → "♦", 6 → "♣", 10 → "●"); random once empty. */
let draws: number[] = [];

async function start(config: string) {
  h = await startTestServer({ siteConfigId: config, clockStart: Date.UTC(2026, 10, 25, 12, 0, 0), auth: { tokenTtlSeconds: 86_400 } });
  game = buildGameOrigin({ casino: () => h.app.casinoDesk, now: h.now, draw: (n) => draws.shift() ?? Math.floor(Math.random() * n) });
}
afterEach(async () => {
  draws = [];
  await Promise.all([h.app.close(), game.close()]);
});

async function launch(browser: Browser, mode: 'real' | 'demo', gameId = demoGame.id): Promise<{ url: string; sessionId: string }> {
  const res = await browser.post('/web-api/casino/launch', { gameId, mode });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Opens the launch URL on the game origin: the page and the seat it plays on. */
async function open(url: string) {
  const { pathname, search } = new URL(url);
  const res = await game.inject({ url: pathname + search });
  const seat = /data-seat="([^"]+)"/.exec(res.body)?.[1];
  return { res, seat };
}

function spin(seat: string | undefined, stake: number, contentType = 'text/plain') {
  return game.inject({ method: 'POST', url: '/spin', headers: { 'content-type': contentType }, payload: JSON.stringify({ seat, stake }) });
}

const LOSING = [0, 1, 3];
const JACKPOT = [0, 0, 0];

describe('opening a game', () => {
  it('serves the game for a valid token, framed only by the launching site, with no inline script or style', async () => {
    await start('default');
    const { url } = await launch(h.browser(), 'demo');
    const { res, seat } = await open(url);
    expect(res.statusCode).toBe(200);
    expect(seat).toMatch(/^[\w-]{20,}$/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors http://localhost'); // the config's host, not the Host header
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-/);
    expect(res.body).toContain('data-parent="http://localhost"');
    expect(res.body).toContain(`<title>${demoGame.name}</title>`);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(res.body).not.toMatch(/style=/);
    const script = await game.inject({ url: '/game.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("postMessage(message, parentOrigin)");
    expect((await game.inject({ url: '/game.css' })).headers['content-type']).toMatch(/^text\/css/);
    // A sandboxed frame (opaque origin) may still play: the round's preflight is answered.
    const preflight = await game.inject({ method: 'OPTIONS', url: '/spin', headers: { origin: 'null', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses a forged, broken, missing or expired token', async () => {
    await start('default');
    const { url } = await launch(h.browser(), 'demo');
    const token = new URL(url).searchParams.get('token')!;
    const [payload, signature] = token.split('.') as [string, string];
    const other = signLaunchToken(JSON.parse(Buffer.from(payload, 'base64url').toString()), Buffer.alloc(32, 7));
    const longer = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: h.now() + 86_400_000 })).toString('base64url');
    for (const [bad, status] of [
      [other, 403],
      [`${longer}.${signature}`, 403],
      [`${payload}.${signature.slice(0, -2)}AA`, 403],
      ['not-a-token', 400],
      ['', 400],
    ] as const) {
      const res = await game.inject({ url: `/play?token=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(status);
      expect(res.body).not.toContain('data-seat');
    }
    expect((await game.inject({ url: '/play' })).statusCode).toBe(400);
    h.advance(LAUNCH_TOKEN_TTL_MS + 1);
    const expired = await open(url);
    expect(expired.res.statusCode).toBe(403);
    expect(expired.res.body).toContain('expired');
  });

  it('verifies tokens by signature and expiry', () => {
    const secret = Buffer.alloc(32, 1);
    const token = signLaunchToken({ sid: 'abc', exp: 2000 }, secret);
    expect(verifyLaunchToken(token, secret, 1999)).toEqual({ ok: true, claims: { sid: 'abc', exp: 2000 } });
    expect(verifyLaunchToken(token, secret, 2000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyLaunchToken(token, Buffer.alloc(32, 2), 0)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyLaunchToken(42, secret, 0)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('playing', () => {
  it('plays fun money in the session only, paying three alike by the table', async () => {
    await start('default');
    const { url } = await launch(h.browser(), 'demo');
    const { seat } = await open(url);
    draws = [...LOSING];
    const lost = await spin(seat, 2);
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json()).toMatchObject({ reels: ['7', '★', '♦'], win: 0, balance: 998, net: -2 });
    expect(lost.headers['access-control-allow-origin']).toBe('*');
    draws = [...JACKPOT];
    const won = await spin(seat, 1, 'application/json');
    expect(won.json()).toMatchObject({ reels: ['7', '7', '7'], win: 100, balance: 1097, net: 97 });
    expect((await spin(seat, 3)).statusCode).toBe(400);
    expect((await spin('no-such-seat', 1)).statusCode).toBe(403);
  });

  it('keeps playing on the seat after the launch token has expired, and forgets a session left for half a day', async () => {
    await start('default');
    const { url, sessionId } = await launch(h.browser(), 'demo');
    const { seat } = await open(url);
    h.advance(LAUNCH_TOKEN_TTL_MS * 5);
    expect((await spin(seat, 1)).statusCode).toBe(200);
    h.advance(12 * 3_600_000 + 1);
    await launch(h.browser(), 'demo');
    expect(h.app.casinoDesk.session(sessionId)).toBeUndefined();
    expect((await spin(seat, 1)).statusCode).toBe(403);
  });

  it('moves real money on the player’s account, and stops at once when the player excludes themselves', async () => {
    await start('uk-regulated');
    const player = await h.signIn('demo', 'demo1234');
    const { url, sessionId } = await launch(player, 'real');
    const { res, seat } = await open(url);
    expect(res.body).toContain('Real money');
    const session = h.app.casinoDesk.session(sessionId)!;
    const before = h.app.casinoDesk.balanceOf(session);
    expect(before).toBeGreaterThan(0);
    draws = [...LOSING];
    const lost = await spin(seat, 1);
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json().balance).toBeCloseTo(before - 1, 2);
    const account = h.app.identity.players.byUserId(session.playerId!)!.accounts.find((a) => a.id === h.app.identity.players.byUserId(session.playerId!)!.activeAccountId)!;
    expect(account.money).toBeCloseTo(before - 1, 2);

    expect((await player.post('/limit-service-api/api/external/web/v3/BlockUser', { days: 180, reasonId: 1 })).statusCode).toBe(200);
    h.advance(3000);
    const refused = await spin(seat, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/exclu/i);
    expect(account.money).toBeCloseTo(before - 1, 2);
  });

  it('holds the region’s minimum game cycle on the server, and offers no autoplay or turbo there', async () => {
    await start('uk-regulated');
    const { url } = await launch(h.browser(), 'demo');
    const { res, seat } = await open(url);
    expect(res.body).toContain('data-cycle="2500"');
    expect(res.body).not.toContain('id="autoplay"');
    expect(res.body).not.toContain('id="turbo"');
    expect((await spin(seat, 1)).statusCode).toBe(200);
    h.advance(2000);
    const tooSoon = await spin(seat, 1);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toContain('2.5');
    h.advance(500);
    expect((await spin(seat, 1)).statusCode).toBe(200);
  });

  it('offers autoplay and turbo where the region sets no minimum cycle', async () => {
    await start('default');
    const { res, seat } = await open((await launch(h.browser(), 'demo')).url);
    expect(res.body).toContain('id="autoplay"');
    expect(res.body).toContain('id="turbo"');
    expect((await spin(seat, 1)).statusCode).toBe(200);
    expect((await spin(seat, 1)).statusCode).toBe(200);
  });
});

describe('where the game origin listens', () => {
  it('is the main port plus 100, or GAME_PORT, on 127.0.0.1', () => {
    expect(readGameOriginSettings({}, 4310)).toEqual({ settings: { host: '127.0.0.1', port: 4410 }, problems: [] });
    expect(readGameOriginSettings({ GAME_PORT: '5000' }, 4310).settings.port).toBe(5000);
    expect(readGameOriginSettings({}, 0).settings.port).toBe(0);
    expect(readGameOriginSettings({ GAME_PORT: '4310' }, 4310).problems[0]!.pointer).toBe('/GAME_PORT');
    expect(readGameOriginSettings({ GAME_PORT: 'x' }, 4310).problems).toHaveLength(1);
    expect(readGameOriginSettings({}, 65500).problems[0]!.pointer).toBe('/PORT');
  });
});

describe('the reels', () => {
  it('pay three alike by the table, the first two alike twice, anything else nothing; stakes in the currency’s units', async () => {
    const { multiplierOf, stakesFor } = await import('./reels.ts');
    expect(multiplierOf(['7', '7', '7'])).toBe(100);
    expect(multiplierOf(['●', '●', '●'])).toBe(4);
    expect(multiplierOf(['♣', '♣', '7'])).toBe(2);
    expect(multiplierOf(['♣', '7', '♣'])).toBe(0);
    expect(stakesFor('USD')).toEqual([1, 2, 5, 10]);
    expect(stakesFor('RUB')).toEqual([30, 60, 150, 300]);
  });

  it('return about 88 % of the stakes over every equally likely draw (the house keeps an edge)', async () => {
    const { multiplierOf, spinReels } = await import('./reels.ts');
    let paid = 0;
    for (let a = 0; a < 15; a++) for (let b = 0; b < 15; b++) for (let c = 0; c < 15; c++) {
      const queue = [a, b, c];
      paid += multiplierOf(spinReels(() => queue.shift()!));
    }
    const rtp = paid / 15 ** 3;
    expect(rtp).toBeGreaterThan(0.85);
    expect(rtp).toBeLessThan(0.9);
  });
});
