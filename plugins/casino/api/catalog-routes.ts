/**
 *   GET /web-api/casino/lobby                     categories, sections (with subcategories) and providers of the region
 *   GET /web-api/casino/games?section=&subcategory=&category=&provider=&search=&ids=&page=&pageSize=
 *       (ids: comma-separated game ids, e.g. the favorites or a tournament's games, in that order)
 *   GET /web-api/casino/games/:id                 one game; 404 when it does not exist or is not offered here
 *   GET /web-api/casino/recommended               by the player's recent providers; popular for a guest
 *   GET /web-api/casino/thumbnails/:gameId.svg    a game's thumbnail
 *   GET /web-api/casino/providers/:id.svg         a provider's logo
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuse, type ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas } from '../schemas.ts';
import type { Catalog, CatalogGame } from './catalog.ts';
import { optionalPlayer, positiveInteger, regionOf } from './http.ts';
import { providerLogoSvg, thumbnailSvg } from './images.ts';
import { isRefused, listGames, lobbyOf, type GamesQuery } from './listing.ts';
import type { PlayerShelf } from './shelf.ts';

export const RECOMMENDED_COUNT = 24;
/** The catalog never changes while the server runs; a minute keeps a lobby fresh after a deploy. */
const CATALOG_CACHE = 'public, max-age=60';
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** A game offered in the caller's region, or a 404 refusal that does not tell "unknown" from "not here". */
export function offeredGame(catalog: Catalog, ctx: ServerContext, request: FastifyRequest, id: unknown): CatalogGame {
  const gameId = positiveInteger(id);
  const entry = gameId === undefined ? undefined : catalog.byId(gameId);
  if (!entry || entry.notIn.has(regionOf(ctx, request).market)) {
    throw refuse(request, 404, { en: 'This game is not offered here', ru: 'Эта игра здесь недоступна' });
  }
  return entry;
}

/** Games from the providers the player played lately (not the ones just played), then the most played. */
export function recommendedGames(catalog: Catalog, market: string, recentIds: readonly number[]): CatalogGame[] {
  const offered = catalog.offeredIn(market);
  const recent = new Set(recentIds);
  const providers = new Set(recentIds.map((id) => catalog.byId(id)?.game.provider.id).filter(Boolean));
  const picked: CatalogGame[] = [];
  for (const entry of offered) {
    if (picked.length >= RECOMMENDED_COUNT) break;
    if (providers.has(entry.game.provider.id) && !recent.has(entry.game.id)) picked.push(entry);
  }
  for (const entry of offered) {
    if (picked.length >= RECOMMENDED_COUNT) break;
    if (!recent.has(entry.game.id) && !picked.includes(entry)) picked.push(entry);
  }
  return picked;
}

function sendSvg(reply: FastifyReply, body: string) {
  return reply.header('cache-control', IMAGE_CACHE).type('image/svg+xml; charset=utf-8').send(body);
}

export function registerCatalogRoutes(app: FastifyInstance, ctx: ServerContext, catalog: Catalog, shelf: PlayerShelf): void {
  // The catalog never changes while the server runs: each market's counts are made once.
  const lobbies = new Map<string, ReturnType<typeof lobbyOf>>();
  app.get('/web-api/casino/lobby', { config: { answerSchema: answerSchemas.casinoLobbyAnswer } }, async (request, reply) => {
    reply.header('cache-control', CATALOG_CACHE);
    const market = regionOf(ctx, request).market;
    let lobby = lobbies.get(market);
    if (!lobby) lobbies.set(market, (lobby = lobbyOf(catalog, market)));
    return lobby;
  });

  app.get('/web-api/casino/games', { config: { answerSchema: answerSchemas.casinoGamesPageAnswer } }, async (request, reply) => {
    const answer = listGames(catalog, regionOf(ctx, request).market, request.query as GamesQuery);
    if (isRefused(answer)) throw refuse(request, answer.refused, answer.message);
    reply.header('cache-control', CATALOG_CACHE);
    return answer;
  });

  app.get<{ Params: { id: string } }>('/web-api/casino/games/:id', { config: { answerSchema: answerSchemas.casinoGameAnswer } }, async (request, reply) => {
    const entry = offeredGame(catalog, ctx, request, request.params.id);
    reply.header('cache-control', CATALOG_CACHE);
    return entry.game;
  });

  app.get('/web-api/casino/recommended', { config: { answerSchema: answerSchemas.casinoGamesAnswer } }, async (request, reply) => {
    const player = optionalPlayer(app, request, reply);
    if (player === undefined) return reply;
    reply.header('cache-control', player ? 'no-store' : CATALOG_CACHE);
    const recent = player ? shelf.recentOf(player.id) : [];
    return { games: recommendedGames(catalog, regionOf(ctx, request).market, recent).map((g) => g.game) };
  });

  app.get<{ Params: { file: string } }>('/web-api/casino/thumbnails/:file', async (request, reply) => {
    const match = /^(\d+)\.svg$/.exec(request.params.file);
    const entry = match ? catalog.byId(Number(match[1])) : undefined;
    if (!entry) throw refuse(request, 404, { en: 'There is no such thumbnail', ru: 'Такой картинки нет' });
    return sendSvg(reply, thumbnailSvg(entry, catalog.providers[entry.providerIndex]!));
  });

  app.get<{ Params: { file: string } }>('/web-api/casino/providers/:file', async (request, reply) => {
    const match = /^([a-z0-9-]+)\.svg$/.exec(request.params.file);
    const provider = match ? catalog.providers.find((p) => p.id === match[1]) : undefined;
    if (!provider) throw refuse(request, 404, { en: 'There is no such provider logo', ru: 'Такого логотипа нет' });
    return sendSvg(reply, providerLogoSvg(provider));
  });
}
