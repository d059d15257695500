/**
 * What the cricket API keeps per signed-in player (in memory, for the server's life):
 *
 *   GET  /web-api/cricket/favorites      → cricketFavoritesAnswer (401 for guests)
 *   PUT  /web-api/cricket/favorites      { champIds, gameIds } → the stored favorites
 *        (400 unless every id is a cricket championship or a published cricket game; 50 of each at most)
 *   POST /web-api/cricket/app/links      → cricketAppLinkAnswer: a one-time link that signs the
 *        cricket app (or another browser) in as this player, for APP_LINK_TTL_MS
 *   POST /web-api/cricket/app/redeem     { token } → signInAnswer: a new session for the link's
 *        player; 404 when the link is unknown, used or expired, was made on another operator's site
 *        or its session has ended (a password change, "sign out everywhere"), 400 when it is not a
 *        token at all. A link opened on the wrong operator's site stays usable on the right one.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requirePlayer, sendRefusal, signIn, type Identity } from '../../../../server/kit/index.ts';
import { answerSchemas, type CricketAppLinkAnswer, type CricketFavoritesAnswer } from '../../schemas.ts';
import { cricketChampOf, cricketGame } from './cricket-data.ts';

export const MAX_FAVORITES = 50;
export const APP_LINK_TTL_MS = 10 * 60_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function identityOf(app: FastifyInstance): Identity | undefined {
  return (app as { identity?: Identity }).identity;
}

/** The ids if they are a list of at most MAX_FAVORITES distinct numbers that `known` accepts; else a message. */
function favoriteIds(value: unknown, name: string, known: (id: number) => boolean): number[] | string {
  if (!Array.isArray(value)) return `"${name}" must be a list of ids`;
  if (value.length > MAX_FAVORITES) return `"${name}" may hold ${MAX_FAVORITES} ids at most, got ${value.length}`;
  const ids: number[] = [];
  for (const id of value) {
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return `"${name}" must hold positive whole numbers, got ${JSON.stringify(id)}`;
    if (!known(id)) return `"${name}": ${id} is not a cricket ${name === 'champIds' ? 'championship' : 'game'}`;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

interface AppLink {
  userId: number;
  /** The session that made the link: the link dies with it. */
  sessionId: string;
  expiresAt: number;
}

export function registerCricketPlayerRoutes(app: FastifyInstance): void {
  const favorites = new Map<number, CricketFavoritesAnswer>();
  const links = new Map<string, AppLink>();
  const empty = (): CricketFavoritesAnswer => ({ champIds: [], gameIds: [] });

  app.get('/web-api/cricket/favorites', { config: { answerSchema: answerSchemas.cricketFavoritesAnswer } }, async (request, reply) => {
    const identity = identityOf(app);
    if (!identity) return sendRefusal(reply, 401, 'Sign in first: favorites are kept for signed-in players');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    return reply.header('cache-control', 'no-store').send(favorites.get(caller.player.id) ?? empty());
  });

  app.put('/web-api/cricket/favorites', { config: { answerSchema: answerSchemas.cricketFavoritesAnswer } }, async (request, reply) => {
    const identity = identityOf(app);
    if (!identity) return sendRefusal(reply, 401, 'Sign in first: favorites are kept for signed-in players');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const body = (request.body ?? {}) as { champIds?: unknown; gameIds?: unknown };
    const champIds = favoriteIds(body.champIds, 'champIds', (id) => cricketChampOf(id) !== null);
    if (typeof champIds === 'string') return sendRefusal(reply, 400, champIds);
    const gameIds = favoriteIds(body.gameIds, 'gameIds', (id) => cricketGame(id) !== null);
    if (typeof gameIds === 'string') return sendRefusal(reply, 400, gameIds);
    const stored = { champIds, gameIds };
    favorites.set(caller.player.id, stored);
    return reply.header('cache-control', 'no-store').send(stored);
  });

  app.post('/web-api/cricket/app/links', { config: { answerSchema: answerSchemas.cricketAppLinkAnswer } }, async (request, reply) => {
    const identity = identityOf(app);
    if (!identity) return sendRefusal(reply, 401, 'Sign in first: an app link signs the app in as you');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const now = identity.options.now();
    // Forget expired links as new ones are made, so the map stays small.
    for (const [token, link] of links) if (link.expiresAt <= now) links.delete(token);
    const token = randomBytes(24).toString('base64url');
    const answer: CricketAppLinkAnswer = { token, expiresAt: now + APP_LINK_TTL_MS };
    links.set(token, { userId: caller.player.id, sessionId: caller.session.id, expiresAt: answer.expiresAt });
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.post('/web-api/cricket/app/redeem', { config: { answerSchema: 'signInAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const identity = identityOf(app);
    const token = (request.body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return sendRefusal(reply, 400, 'This is not a sign-in link of the cricket app');
    const link = links.get(token);
    const unknown = 'This sign-in link is unknown, used already or expired: make a new one in the app';
    if (!identity || !link) return sendRefusal(reply, 404, unknown);
    if (link.expiresAt <= identity.options.now()) {
      links.delete(token);
      return sendRefusal(reply, 404, unknown);
    }
    // The player is looked up on this site's operator before the link is used: opened on another
    // operator's site it is nobody's there, and stays good for the site it was made on.
    const player = identity.playersOf(request).byId(link.userId);
    if (!player) return sendRefusal(reply, 404, unknown);
    // A link works once: from here it is gone whatever happens next.
    links.delete(token);
    // A password change or "sign out everywhere" ends the session that made the link, and the link with it.
    if (!identity.sessions.byPublicId(link.sessionId)) return sendRefusal(reply, 404, 'This sign-in link ended with the session that made it (a password change or a sign-out everywhere): sign in and make a new one');
    return reply.send(signIn(identity, request, reply, player, false));
  });
}
