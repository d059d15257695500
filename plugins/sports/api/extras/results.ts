/**
 *   GET /web-api/sports-extras/results/live   the scores of every game in play, by championship
 *   GET /web-api/sports-extras/results/zone   the results zone: each championship's latest results
 *                                             (finished in the last hours), the latest first
 * 404 for another type.
 */
import type { FastifyInstance } from 'fastify';
import { CHAMPS, feedNow, Refusal } from '../../../../server/kit/index.ts';
import { answerSchemas, RESULT_TYPES, type ResultType, type SportsResultsAnswer } from '../../schemas.ts';
import { champGamesByState, champSummaryOf } from './games.ts';
import { noStore } from './http.ts';

/** The results zone shows each championship's latest few results: a phone screen, not hours of games. */
export const ZONE_PER_CHAMP = 5;

export function isResultType(value: string): value is ResultType {
  return (RESULT_TYPES as readonly string[]).includes(value);
}

/** Whether a results page exists (for the server's first-load status). */
export function existsResultType(value: string): boolean {
  return isResultType(value);
}

export function results(type: ResultType, now: number): SportsResultsAnswer {
  const groups = CHAMPS.map((champ) => {
    const games = champGamesByState(champ, now);
    return { champ: champSummaryOf(champ, now), games: type === 'live' ? games.live : games.recent.slice(0, ZONE_PER_CHAMP) };
  }).filter((group) => group.games.length > 0);
  return { type, serverTime: now, groups };
}

export function registerResultRoutes(app: FastifyInstance): void {
  app.get<{ Params: { type: string } }>('/web-api/sports-extras/results/:type', { config: { answerSchema: answerSchemas.sportsResultsAnswer } }, async (request, reply) => {
    const { type } = request.params;
    if (!isResultType(type)) throw new Refusal(404, `Unknown results "${type}"; there are ${RESULT_TYPES.join(' and ')}`);
    noStore(reply);
    return results(type, feedNow());
  });
}
