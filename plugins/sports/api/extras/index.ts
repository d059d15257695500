/**
 * The reference API of the sports extras, over the shared simulated feed (server/sports, through the kit): teams, bets on
 * you, favorites, event search, the express of the day, champion results and pages,
 * recommendations and results. Refusals answer {message}: 400 for malformed input, 401 for a guest
 * where a player is needed, 404 for what does not exist. Nothing is cached: it all moves with the feed.
 *
 * For the server's first-load status, a page's data exists when: existsTeam(slug),
 * existsChampion(id), existsChampionEvent(id, gameId), existsResultType(type).
 */
import type { FastifyInstance } from 'fastify';
import { registerBetsOnYouRoutes } from './bets-on-you.ts';
import { registerChampionRoutes } from './champions.ts';
import { registerChampsResultsRoutes } from './champs-results.ts';
import { registerExpressDayRoutes } from './express-day.ts';
import { FavoritesStore, registerFavoriteRoutes } from './favorites.ts';
import { registerRecommendationRoutes } from './recommendations.ts';
import { registerResultRoutes } from './results.ts';
import { registerSearchRoutes } from './search.ts';
import { registerTeamRoutes } from './teams.ts';

export { existsTeam } from './teams.ts';
export { existsChampion, existsChampionEvent } from './champions.ts';
export { existsResultType } from './results.ts';

export function registerSportsExtrasRoutes(app: FastifyInstance): void {
  const favorites = new FavoritesStore();
  registerTeamRoutes(app);
  registerBetsOnYouRoutes(app);
  registerFavoriteRoutes(app, favorites);
  registerSearchRoutes(app);
  registerExpressDayRoutes(app);
  registerChampsResultsRoutes(app);
  registerChampionRoutes(app);
  registerRecommendationRoutes(app, favorites);
  registerResultRoutes(app);
}
