/**
 *   GET /web-api/sports-extras/search?q=   games in play and in the line whose team or championship
 *                                          name contains the words asked, grouped by sport
 * 400 for a query shorter than SEARCH_MIN_LENGTH or longer than SEARCH_MAX_LENGTH characters.
 */
import type { FastifyInstance } from 'fastify';
import { feedNow, listGames, Refusal, SPORTS } from '../../../../server/kit/index.ts';
import type { Game } from '../../../../schemas/sports-api.schema.ts';
import { answerSchemas, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SportsSearchAnswer } from '../../schemas.ts';
import { noStore } from './http.ts';

export const SEARCH_LIMIT = 60;

/** Lower case, letters and digits only, so "st. petersburg" finds "St. Petersburg" and "st petersburg". */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function searchEvents(query: string, now: number): SportsSearchAnswer {
  const words = normalise(query).split(' ').filter(Boolean);
  const matches = (game: Game) => {
    const text = normalise(`${game.home} ${game.away} ${game.champName}`);
    return words.length > 0 && words.every((word) => text.includes(word));
  };
  const found = [...listGames('live', {}, now).games, ...listGames('line', {}, now).games].filter(matches).slice(0, SEARCH_LIMIT);
  const groups = SPORTS.map((sport) => ({ sport: sport.id, name: sport.name, games: found.filter((game) => game.sport === sport.id) })).filter((group) => group.games.length > 0);
  return { query, serverTime: now, groups };
}

export function registerSearchRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { q?: string } }>('/web-api/sports-extras/search', { config: { answerSchema: answerSchemas.sportsSearchAnswer } }, async (request, reply) => {
    const query = typeof request.query.q === 'string' ? request.query.q.trim() : '';
    if (query.length < SEARCH_MIN_LENGTH) throw new Refusal(400, `Type at least ${SEARCH_MIN_LENGTH} characters to search`);
    if (query.length > SEARCH_MAX_LENGTH) throw new Refusal(400, `A search may be at most ${SEARCH_MAX_LENGTH} characters long`);
    noStore(reply);
    return searchEvents(query, feedNow());
  });
}
