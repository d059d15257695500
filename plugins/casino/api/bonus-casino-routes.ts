/**
 *   GET /web-api/casino/tournaments               every tournament, with its state now
 *   GET /web-api/casino/tournaments/:id           one (404 unknown)
 *   GET /web-api/casino/tournaments/:id/results   its leaderboard (empty before it starts)
 *   GET /web-api/casino/promotions                casino promotions
 *   GET /web-api/casino/promotions/:id.svg        a promotion's image
 *   GET /web-api/casino/daily-challenges          today's challenges (a player's progress; null for a guest)
 *   GET /web-api/casino/bonus-games               fortuna, chest, memory, safe and lottery, and no others
 *   GET /web-api/casino/landings                  the games landings
 *   GET /web-api/casino/landings/:landingRoute    one games landing (404 unknown)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, refuse, type ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas } from '../schemas.ts';
import {
  bonusGames,
  dailyChallenges,
  landing,
  landings,
  leaderboard,
  PROMOTIONS,
  promotions,
  todayStart,
  tournament,
  tournaments,
  type BonusCasinoContext,
} from './bonus-casino.ts';
import type { Catalog } from './catalog.ts';
import { optionalPlayer, regionOf } from './http.ts';
import { promotionSvg } from './images.ts';
import type { PlayerShelf } from './shelf.ts';

/** Content that follows the clock: a few minutes of caching keeps states and standings honest. */
const CONTENT_CACHE = 'public, max-age=120';

export function registerBonusCasinoRoutes(app: FastifyInstance, ctx: ServerContext, catalog: Catalog, shelf: PlayerShelf, now: () => number): void {
  const scheduleDay = todayStart(now());
  const contextOf = (request: FastifyRequest): BonusCasinoContext => {
    const region = regionOf(ctx, request);
    return { catalog, market: region.market, currency: region.config.currencies.default, language: languageOf(request), now: now(), scheduleDay };
  };
  const tournamentOf = (request: FastifyRequest, id: string) => {
    const found = tournament(contextOf(request), id);
    if (!found) throw refuse(request, 404, { en: 'There is no such tournament', ru: 'Такого турнира нет' });
    return found;
  };

  app.get('/web-api/casino/tournaments', { config: { answerSchema: answerSchemas.casinoTournamentsAnswer } }, async (request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return { tournaments: tournaments(contextOf(request)) };
  });

  app.get<{ Params: { id: string } }>('/web-api/casino/tournaments/:id', { config: { answerSchema: answerSchemas.casinoTournamentAnswer } }, async (request, reply) => {
    const found = tournamentOf(request, request.params.id);
    reply.header('cache-control', CONTENT_CACHE);
    return found;
  });

  app.get<{ Params: { id: string } }>(
    '/web-api/casino/tournaments/:id/results',
    { config: { answerSchema: answerSchemas.casinoTournamentResultsAnswer } },
    async (request, reply) => {
      const found = tournamentOf(request, request.params.id);
      reply.header('cache-control', CONTENT_CACHE);
      return { tournamentId: found.id, state: found.state, currency: found.currency, leaderboard: leaderboard(contextOf(request), found) };
    },
  );

  app.get('/web-api/casino/promotions', { config: { answerSchema: answerSchemas.casinoPromotionsAnswer } }, async (request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return { promotions: promotions(contextOf(request)) };
  });

  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>('/web-api/casino/promotions/:file', async (request, reply) => {
    const match = /^([a-z0-9-]+)\.svg$/.exec(request.params.file);
    const plan = match ? PROMOTIONS.find((p) => p.id === match[1]) : undefined;
    if (!plan) throw refuse(request, 404, { en: 'There is no such promotion image', ru: 'Такой картинки акции нет' });
    // The language is in the URL (not a header), so each language's image caches on its own.
    const language = request.query.lang === 'ru' ? 'ru' : 'en';
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml; charset=utf-8').send(promotionSvg(plan.title[language], plan.hue));
  });

  app.get('/web-api/casino/daily-challenges', { config: { answerSchema: answerSchemas.casinoDailyChallengesAnswer } }, async (request, reply) => {
    const player = optionalPlayer(app, request, reply);
    if (player === undefined) return reply;
    reply.header('cache-control', player ? 'no-store' : CONTENT_CACHE);
    const c = contextOf(request);
    return { challenges: dailyChallenges(c, player ? shelf.launchedSince(player.id, todayStart(c.now)) : null) };
  });

  app.get('/web-api/casino/bonus-games', { config: { answerSchema: answerSchemas.casinoBonusGamesAnswer } }, async (request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return { games: bonusGames(languageOf(request)) };
  });

  app.get('/web-api/casino/landings', { config: { answerSchema: answerSchemas.casinoLandingsAnswer } }, async (request, reply) => {
    reply.header('cache-control', CONTENT_CACHE);
    return { landings: landings(languageOf(request)) };
  });

  app.get<{ Params: { landingRoute: string } }>(
    '/web-api/casino/landings/:landingRoute',
    { config: { answerSchema: answerSchemas.casinoLandingAnswer } },
    async (request, reply) => {
      const found = landing(contextOf(request), request.params.landingRoute);
      if (!found) throw refuse(request, 404, { en: 'There is no such games page', ru: 'Такой страницы игр нет' });
      reply.header('cache-control', CONTENT_CACHE);
      return found;
    },
  );
}
