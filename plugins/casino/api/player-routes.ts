/**
 *   GET    /web-api/casino/favorites       the player's favorite game ids (offered here), in the order added
 *   PUT    /web-api/casino/favorites/:id   adds one (a repeat changes nothing); 404 for a game not offered here
 *   DELETE /web-api/casino/favorites/:id   removes one
 *   GET    /web-api/casino/recent          the games the player launched lately, the most recent first
 * All four answer 401 to a guest.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas } from '../schemas.ts';
import type { Catalog } from './catalog.ts';
import { offeredGame } from './catalog-routes.ts';
import { callingPlayer, regionOf } from './http.ts';
import type { PlayerShelf } from './shelf.ts';

export function registerPlayerRoutes(app: FastifyInstance, ctx: ServerContext, catalog: Catalog, shelf: PlayerShelf): void {
  // A favorite that this region does not offer stays remembered, but is not shown here.
  const offeredIds = (request: FastifyRequest, ids: readonly number[]) => {
    const market = regionOf(ctx, request).market;
    return ids.filter((id) => {
      const entry = catalog.byId(id);
      return entry !== undefined && !entry.notIn.has(market);
    });
  };

  app.get('/web-api/casino/favorites', { config: { answerSchema: answerSchemas.casinoFavoritesAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    return { gameIds: offeredIds(request, shelf.favoritesOf(player.id)) };
  });

  app.put<{ Params: { id: string } }>('/web-api/casino/favorites/:id', { config: { answerSchema: answerSchemas.casinoFavoritesAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    const entry = offeredGame(catalog, ctx, request, request.params.id);
    return { gameIds: offeredIds(request, shelf.addFavorite(player.id, entry.game.id)) };
  });

  app.delete<{ Params: { id: string } }>('/web-api/casino/favorites/:id', { config: { answerSchema: answerSchemas.casinoFavoritesAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    const entry = offeredGame(catalog, ctx, request, request.params.id);
    return { gameIds: offeredIds(request, shelf.removeFavorite(player.id, entry.game.id)) };
  });

  app.get('/web-api/casino/recent', { config: { answerSchema: answerSchemas.casinoGamesAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    return { games: offeredIds(request, shelf.recentOf(player.id)).map((id) => catalog.byId(id)!.game) };
  });
}
