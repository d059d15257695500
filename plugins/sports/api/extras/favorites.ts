/**
 *   GET /web-api/sports-extras/favorites        the player's favorite games and championships (401 for a guest)
 *   PUT /web-api/sports-extras/favorites        replaces them with {games, champs}; the client merges
 *                                               (a guest's list on sign-in, another tab's change), so the
 *                                               server keeps exactly what it is given, once checked
 *   GET /web-api/sports-extras/favorites/view?games=&champs=
 *                                               what favorite ids stand for now: anyone may ask (a guest's
 *                                               favorites live in the browser)
 * 400 names the first bad value: not a list of whole numbers, too many, an unknown championship or game.
 */
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { CHAMP_BY_ID, describeGame, feedNow, fixtureOf, Refusal, requirePlayer, type Identity } from '../../../../server/kit/index.ts';
import { answerSchemas, FAVORITES_MAX, type SportsFavoritesAnswer, type SportsFavoritesViewAnswer } from '../../schemas.ts';
import { champSummaryOf, RECENT_MS } from './games.ts';
import { noStore, readIdList } from './http.ts';

/** Each player's favorites, for the server's life (like the reference's players). */
export class FavoritesStore {
  private readonly byPlayer = new Map<number, SportsFavoritesAnswer>();

  of(playerId: number): SportsFavoritesAnswer {
    return this.byPlayer.get(playerId) ?? { games: [], champs: [] };
  }

  replace(playerId: number, favorites: SportsFavoritesAnswer): SportsFavoritesAnswer {
    this.byPlayer.set(playerId, favorites);
    return favorites;
  }
}

function idList(value: unknown, what: string, known: (id: number) => boolean): number[] {
  if (!Array.isArray(value) || !value.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) {
    throw new Refusal(400, `"${what}" must be a list of positive whole numbers`);
  }
  const ids = [...new Set(value as number[])];
  if (ids.length > FAVORITES_MAX) throw new Refusal(400, `"${what}" may hold at most ${FAVORITES_MAX} ids, got ${ids.length}`);
  const unknown = ids.find((id) => !known(id));
  if (unknown !== undefined) throw new Refusal(400, `"${what}" names ${unknown}, which is not a known ${what === 'games' ? 'game' : 'championship'}`);
  return ids;
}

/** A PUT body checked whole: both lists are required, so a client cannot wipe one by leaving it out. */
export function readFavorites(body: unknown): SportsFavoritesAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Refusal(400, 'The body must be {"games": [ids], "champs": [ids]}');
  const { games, champs } = body as Record<string, unknown>;
  return {
    games: idList(games, 'games', (id) => fixtureOf(id) !== null),
    champs: idList(champs, 'champs', (id) => CHAMP_BY_ID.has(id)),
  };
}

export function favoritesView(gameIds: readonly number[], champIds: readonly number[], now: number): SportsFavoritesViewAnswer {
  const games: SportsFavoritesViewAnswer['games'] = [];
  const gone: number[] = [];
  for (const id of gameIds) {
    const game = describeGame(id, now, 'main');
    if (game && !(game.isFinished && now - game.startAt > RECENT_MS)) games.push(game);
    else gone.push(id);
  }
  games.sort((a, b) => Number(b.isLive) - Number(a.isLive) || a.startAt - b.startAt);
  const champs = champIds.flatMap((id) => {
    const champ = CHAMP_BY_ID.get(id);
    return champ ? [champSummaryOf(champ, now)] : [];
  });
  return { serverTime: now, games, gone, champs };
}

export function registerFavoriteRoutes(app: FastifyInstance, store: FavoritesStore): void {
  const player = (request: FastifyRequest, reply: FastifyReply) => {
    const identity = (app as { identity?: Identity }).identity;
    if (!identity) throw new Error('expected the identity API to be registered before the sports extras');
    return requirePlayer(identity, request, reply)?.player;
  };

  app.get('/web-api/sports-extras/favorites', { config: { answerSchema: answerSchemas.sportsFavoritesAnswer } }, async (request, reply) => {
    const caller = player(request, reply);
    if (!caller) return reply;
    noStore(reply);
    return store.of(caller.id);
  });

  app.put('/web-api/sports-extras/favorites', { config: { answerSchema: answerSchemas.sportsFavoritesAnswer } }, async (request, reply) => {
    const caller = player(request, reply);
    if (!caller) return reply;
    noStore(reply);
    return store.replace(caller.id, readFavorites(request.body));
  });

  app.get<{ Querystring: { games?: string; champs?: string } }>(
    '/web-api/sports-extras/favorites/view',
    { config: { answerSchema: answerSchemas.sportsFavoritesViewAnswer } },
    async (request, reply) => {
      const games = readIdList(request.query.games, 'Query parameter "games"', FAVORITES_MAX);
      const champs = readIdList(request.query.champs, 'Query parameter "champs"', FAVORITES_MAX);
      noStore(reply);
      return favoritesView(games, champs, feedNow());
    },
  );
}
