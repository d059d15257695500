/**
 *   GET /web-api/sports-extras/recommendations[?sport=][&champ=]   games worth a look now, each with
 *                                                                  why: a favorite championship of the
 *                                                                  player, starting soon, a close match
 *                                                                  (prices near each other) or popular
 * Anyone may ask; a signed-in player's favorite championships come first. 404 for an unknown sport or
 * championship, or a championship of another sport.
 */
import type { FastifyInstance } from 'fastify';
import { currentUserId, feedNow, listGames } from '../../../../server/kit/index.ts';
import type { Game } from '../../../../schemas/sports-api.schema.ts';
import { answerSchemas, type RecommendationReason, type SportsRecommendationsAnswer } from '../../schemas.ts';
import { betsOn } from './bets-on-you.ts';
import type { FavoritesStore } from './favorites.ts';
import { champSummaryOf } from './games.ts';
import { noStore, readChamp, readSport } from './http.ts';

export const RECOMMENDATIONS_SIZE = 12;
const SOON_MS = 10 * 60_000;
const CLOSE_PRICE_GAP = 0.4;
const POPULAR_BETS = 1500;

function isClose(game: Game): boolean {
  const home = game.markets.find((m) => m.outcome === '1' && !m.blocked);
  const away = game.markets.find((m) => m.outcome === '2' && !m.blocked);
  return home !== undefined && away !== undefined && Math.abs(home.coef - away.coef) <= CLOSE_PRICE_GAP;
}

/** The strongest reason a game has, or null when it has none worth showing. */
export function reasonFor(game: Game, now: number, favoriteChamps: ReadonlySet<number>): RecommendationReason | null {
  if (favoriteChamps.has(game.champId)) return 'favorite-champ';
  if (!game.isLive && game.startAt - now <= SOON_MS) return 'starting-soon';
  if (isClose(game)) return 'close-match';
  if (betsOn(game, now) >= POPULAR_BETS) return 'popular';
  return null;
}

export function recommendations(filter: { sport?: string; champ?: number }, now: number, favoriteChamps: ReadonlySet<number>): SportsRecommendationsAnswer['items'] {
  const games = [...listGames('live', filter, now).games, ...listGames('line', filter, now).games];
  const order = (reason: RecommendationReason) => ['favorite-champ', 'starting-soon', 'close-match', 'popular'].indexOf(reason);
  return games
    .map((game) => ({ game, reason: reasonFor(game, now, favoriteChamps) }))
    .filter((item): item is { game: Game; reason: RecommendationReason } => item.reason !== null)
    .sort((a, b) => order(a.reason) - order(b.reason) || betsOn(b.game, now) - betsOn(a.game, now))
    .slice(0, RECOMMENDATIONS_SIZE);
}

export function registerRecommendationRoutes(app: FastifyInstance, favorites: FavoritesStore): void {
  app.get<{ Querystring: { sport?: string; champ?: string } }>(
    '/web-api/sports-extras/recommendations',
    { config: { answerSchema: answerSchemas.sportsRecommendationsAnswer } },
    async (request, reply) => {
      const { query } = request;
      const sport = query.sport === undefined || query.sport === '' ? undefined : readSport(query.sport, 'Query parameter "sport"');
      const champ = query.champ === undefined || query.champ === '' ? undefined : readChamp(query.champ, 'Query parameter "champ"', sport);
      const now = feedNow();
      const playerId = currentUserId(request);
      const favoriteChamps = new Set(playerId === null ? [] : favorites.of(playerId).champs);
      noStore(reply);
      return {
        serverTime: now,
        sport: sport?.id ?? champ?.sport ?? null,
        champ: champ ? champSummaryOf(champ, now) : null,
        items: recommendations({ ...(sport ? { sport: sport.id } : {}), ...(champ ? { champ: champ.id } : {}) }, now, favoriteChamps),
      } satisfies SportsRecommendationsAnswer;
    },
  );
}
