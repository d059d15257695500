/**
 * The reference game origin: a second Fastify server on its own port, standing for a game provider.
 *
 *   GET  /play?token=   verifies the launch token (signature, expiry) and serves the demo slot
 *   POST /spin          { seat, stake } plays one round: the reels are drawn here, the money is settled
 *                       with the casino's wallet (real money moves on the player's account there)
 *   GET  /game.js, /game.css
 *
 * Opening a game gives the page a seat (a random key bound to the game session) so the rounds go on
 * after the short-lived launch token has expired. A round sooner than the region's minimum game cycle
 * after the previous one is refused (429): the page cannot speed the game up. The page may be framed
 * only by the site that launched it, and posts its state to that site only.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameSession, GameWallet } from '../casino/game-desk.ts';
import { verifyLaunchToken } from '../casino/launch-token.ts';
import { roundMoney } from '../../src/domain/money.ts';
import { gamePage, refusalPage } from './page.ts';
import { multiplierOf, spinReels, stakesFor, type Draw } from './reels.ts';
import { GAME_TEXTS, type GameLanguage } from './texts.ts';
import { registerTotoStandIn } from './toto.ts';

/** A seat nobody has played on for this long is closed. */
export const SEAT_IDLE_MS = 30 * 60_000;

/** The casino as the game origin sees it: its wallet and the secret it signs launch tokens with. */
export type CasinoSide = GameWallet & { readonly secret: Buffer };

export interface GameOriginOptions {
  /** Asked on each request, so the game origin may start before the casino's server is built. */
  casino: () => CasinoSide;
  now?: () => number;
  /** The reels' random source (tests fix it). */
  draw?: Draw;
  logger?: boolean;
}

interface Seat {
  sessionId: string;
  lastRoundAt: number | null;
  lastSeenAt: number;
}

const ASSETS_DIR = join(import.meta.dirname, 'assets');
const ASSETS = {
  '/game.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(join(ASSETS_DIR, 'game.js'), 'utf8') },
  '/game.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(ASSETS_DIR, 'game.css'), 'utf8') },
} as const;

/** The game's own policy: its files only, no inline code, framed by the launching site only. */
export function gameCsp(frameAncestor: string | null): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestor ?? "'none'"}`,
  ].join('; ');
}

function languageOf(session: GameSession | undefined): GameLanguage {
  return session?.language === 'ru' ? 'ru' : 'en';
}

export function buildGameOrigin(options: GameOriginOptions): FastifyInstance {
  const now = options.now ?? Date.now;
  const seats = new Map<string, Seat>();
  const wallet = (): CasinoSide => options.casino();
  const app = Fastify({ logger: options.logger ?? false });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', gameCsp(null));
    return payload;
  });

  // The page may run in a sandbox without its own origin (an opaque "null" origin), so its rounds are
  // cross-origin requests: allowed from anywhere, since only the secret seat key opens a session.
  const allowAnyOrigin = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*').header('access-control-allow-headers', 'content-type');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });

  const closeIdleSeats = () => {
    for (const [key, seat] of seats) if (now() - seat.lastSeenAt > SEAT_IDLE_MS) seats.delete(key);
  };

  app.get<{ Querystring: { token?: string } }>('/play', async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const check = verifyLaunchToken(request.query.token, wallet().secret, now());
    const session = check.ok ? wallet().session(check.claims.sid) : undefined;
    if (!check.ok || !session) {
      const t = GAME_TEXTS.en;
      const status = !check.ok && check.reason === 'malformed' ? 400 : 403;
      return reply.code(status).send(refusalPage('en', !check.ok && check.reason === 'expired' ? t.expiredLink : t.badLink, t.reopen));
    }
    closeIdleSeats();
    const seat = randomBytes(18).toString('base64url');
    seats.set(seat, { sessionId: session.id, lastRoundAt: null, lastSeenAt: now() });
    const language = languageOf(session);
    reply.header('content-security-policy', gameCsp(session.parentOrigin));
    return reply.send(
      gamePage({
        language,
        gameName: session.gameName,
        mode: session.mode,
        seat,
        parentOrigin: session.parentOrigin,
        currency: session.currency,
        balance: wallet().balanceOf(session),
        net: session.net,
        elapsedSeconds: Math.floor((now() - session.startedAt) / 1000),
        minGameCycleMs: session.minGameCycleMs,
        stakes: stakesFor(session.currency),
        texts: GAME_TEXTS[language],
      }),
    );
  });

  app.options('/spin', async (_request, reply) => allowAnyOrigin(reply).header('access-control-allow-methods', 'POST').code(204).send());

  app.post('/spin', async (request: FastifyRequest, reply) => {
    allowAnyOrigin(reply).header('cache-control', 'no-store');
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as { seat?: unknown; stake?: unknown };
    const seat = typeof body.seat === 'string' ? seats.get(body.seat) : undefined;
    const session = seat ? wallet().session(seat.sessionId) : undefined;
    if (!seat || !session) return reply.code(403).send({ message: `${GAME_TEXTS.en.badLink} ${GAME_TEXTS.en.reopen}` });
    const t = GAME_TEXTS[languageOf(session)];
    const at = now();
    seat.lastSeenAt = at;
    if (seat.lastRoundAt !== null && at - seat.lastRoundAt < session.minGameCycleMs) {
      const wait = Math.ceil((session.minGameCycleMs - (at - seat.lastRoundAt)) / 100) / 10;
      return reply.code(429).send({ message: t.cycle.replace('{seconds}', String(session.minGameCycleMs / 1000)), retryAfterSeconds: wait });
    }
    const stake = typeof body.stake === 'number' ? body.stake : Number.NaN;
    if (!stakesFor(session.currency).includes(stake)) return reply.code(400).send({ message: `${t.stake}: ${stakesFor(session.currency).join(', ')}` });

    const reels = spinReels(options.draw);
    const win = roundMoney(stake * multiplierOf(reels), session.currency);
    const settled = wallet().settle(session.id, stake, win);
    if (!settled.ok) return reply.code(settled.status).send({ message: settled.message[languageOf(session)] });
    seat.lastRoundAt = at;
    return { reels, stake, win, balance: settled.balance, net: settled.net, elapsedSeconds: Math.floor((at - session.startedAt) / 1000) };
  });

  // The toto pools the site frames stand here too (server/lotto names this origin in the configs).
  registerTotoStandIn(app, now);

  for (const [path, asset] of Object.entries(ASSETS)) {
    app.get(path, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').type(asset.type).send(asset.body));
  }

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
  return app;
}
