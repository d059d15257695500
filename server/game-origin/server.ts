/**
 * The reference game origin: a second Fastify server on its own port, standing for a game provider.
 *
 *   GET  /play?token=   verifies the launch token (signature, expiry), has the casino open its seat
 *                       (once per token) and serves the demo slot
 *   POST /spin          { seat, stake } plays one round: the reels are drawn here, the money is settled
 *                       with the casino's wallet (real money moves on the player's account there)
 *   GET  /game.js, /game.css
 *
 * Opening a game gives the page a seat (a random key bound to the game session) so the rounds go on
 * after the short-lived launch token has expired; the token opens that one seat and no other. The
 * casino's wallet decides every round: it refuses one sooner than the region's minimum game cycle
 * after the player's previous round in any game (429, so the page cannot speed the game up), and
 * every round once the player has signed out. The page may be framed only by the site that launched
 * it, and posts its state to that site only.
 *
 * Anyone may open a fun-money game, so the seats are kept like the casino's sessions: guests' and
 * players' apart, each store bounded in size and idle time. The server has the main server's
 * timeouts and body limit (server/timeouts.ts): a client that never finishes its request is cut off.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BoundedMap } from '../bounded-store.ts';
import { verifyLaunchToken } from './launch-token.ts';
import { roundMoney } from '../../src/domain/money.ts';
import { fastifyTimeoutOptions, SERVER_TIMEOUTS, type ServerTimeouts } from '../timeouts.ts';
import { gamePage, refusalPage } from './page.ts';
import { multiplierOf, spinReels, stakesFor, type Draw } from './reels.ts';
import { GAME_TEXTS, type GameLanguage } from './texts.ts';
import { registerTotoStandIn } from './toto.ts';
import { GUEST_SESSIONS_KEPT, PLAYER_SESSIONS_KEPT, type CasinoSide, type GameSession } from './wallet.ts';

/** A seat nobody has played on for this long is closed. */
export const SEAT_IDLE_MS = 30 * 60_000;

export interface GameOriginOptions {
  /** Asked on each request, so the game origin may start before the casino's server is built. */
  casino: () => CasinoSide;
  now?: () => number;
  /** The reels' random source (tests fix it). */
  draw?: Draw;
  logger?: boolean;
  /** How long a client may take (server/timeouts.ts); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
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
  // Seat key -> game session id. A seat opens only with its session's token, so there are no more of
  // each kind than the casino keeps sessions.
  const guestSeats = new BoundedMap<string, string>({ maxEntries: GUEST_SESSIONS_KEPT.maxEntries, maxAgeMs: SEAT_IDLE_MS }, now);
  const playerSeats = new BoundedMap<string, string>({ maxEntries: PLAYER_SESSIONS_KEPT.maxEntries, maxAgeMs: SEAT_IDLE_MS }, now);
  const seatsOf = (session: GameSession) => (session.playerId === null ? guestSeats : playerSeats);
  const wallet = (): CasinoSide => options.casino();
  const app = Fastify({ logger: options.logger ?? false, ...fastifyTimeoutOptions({ ...SERVER_TIMEOUTS, ...options.timeouts }) });

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

  /** A link that opens no seat: a page in the frame, JSON `{ message }` for any other caller. */
  const refuseLink = (request: FastifyRequest, reply: FastifyReply, status: 400 | 403, language: GameLanguage, text: string) => {
    const t = GAME_TEXTS[language];
    reply.code(status);
    if (String(request.headers.accept ?? '').includes('text/html')) return reply.type('text/html; charset=utf-8').send(refusalPage(language, text, t.reopen));
    return reply.send({ message: `${text} ${t.reopen}` });
  };

  app.get<{ Querystring: { token?: string } }>('/play', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const check = verifyLaunchToken(request.query.token, wallet().secret, now());
    if (!check.ok) return refuseLink(request, reply, check.reason === 'malformed' ? 400 : 403, 'en', check.reason === 'expired' ? GAME_TEXTS.en.expiredLink : GAME_TEXTS.en.badLink);
    const claim = wallet().claim(check.claims.sid);
    if (!claim.ok) {
      const language = languageOf(wallet().session(check.claims.sid));
      return refuseLink(request, reply, 403, language, claim.reason === 'used' ? GAME_TEXTS[language].usedLink : GAME_TEXTS[language].badLink);
    }
    const session = claim.session;
    const seat = randomBytes(18).toString('base64url');
    seatsOf(session).set(seat, session.id);
    const language = languageOf(session);
    reply.header('content-security-policy', gameCsp(session.parentOrigin)).type('text/html; charset=utf-8');
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
    const seat = typeof body.seat === 'string' ? body.seat : undefined;
    const sessionId = seat === undefined ? undefined : (guestSeats.get(seat) ?? playerSeats.get(seat));
    const session = sessionId === undefined ? undefined : wallet().session(sessionId);
    if (seat === undefined || !session) return reply.code(403).send({ message: `${GAME_TEXTS.en.badLink} ${GAME_TEXTS.en.reopen}` });
    const t = GAME_TEXTS[languageOf(session)];
    const at = now();
    // Set again: a seat closes SEAT_IDLE_MS after its last round.
    seatsOf(session).set(seat, session.id);
    const stake = typeof body.stake === 'number' ? body.stake : Number.NaN;
    if (!stakesFor(session.currency).includes(stake)) return reply.code(400).send({ message: `${t.stake}: ${stakesFor(session.currency).join(', ')}` });

    const reels = spinReels(options.draw);
    const win = roundMoney(stake * multiplierOf(reels), session.currency);
    const settled = wallet().settle(session.id, stake, win);
    if (!settled.ok) {
      const message = settled.message[languageOf(session)];
      return reply.code(settled.status).send(settled.status === 429 ? { message, retryAfterSeconds: settled.retryAfterSeconds } : { message });
    }
    return { reels, stake, win, balance: settled.balance, net: settled.net, elapsedSeconds: Math.floor((at - session.startedAt) / 1000) };
  });

  // The toto pools the site frames stand here too (plugins/lotto/api names this origin in the configs).
  registerTotoStandIn(app, now);

  for (const [path, asset] of Object.entries(ASSETS)) {
    app.get(path, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').type(asset.type).send(asset.body));
  }

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
  return app;
}
