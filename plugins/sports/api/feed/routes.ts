/**
 * The sports reference API over the shared simulated feed (server/sports/feed.ts, through the kit):
 *
 *   GET /web-api/sports/menu?section=live|line                       → MenuAnswer
 *   GET /web-api/sports/games?section=live|line[&sport=][&champ=][&discipline=][&lines=main] → GamesAnswer
 *       (lines=main: each game also has its main handicap and total, for the Asian view's columns)
 *   GET /web-api/sports/games/:gameId                                → GameAnswer
 *   GET /web-api/sports/top-games?section=live|line                  → SportsTopGamesAnswer
 *       (the ids of the section's top games, best first: the home page's pick, for "top games first")
 *
 * Bad input answers 400 {message} (missing or unknown section, a non-numeric id), unknown sports,
 * championships, disciplines and games 404 {message}. Answers are never cached (they move every
 * few seconds). In development every answer is checked against its schema (answerSchemas in
 * ../../schemas.ts), like every answer that names one.
 */
import type { FastifyInstance } from 'fastify';
import { checkFilter, describeGame, draw, feedNow, listGames, menu, sendRefusal, type GamesFilter } from '../../../../server/kit/index.ts';
import { pickTopGames, TOP_GAMES_COUNT } from '../../../../src/domain/top-games.ts';
import type { GameAnswer, GamesAnswer, MenuAnswer, Section } from '../../../../schemas/sports-api.schema.ts';
import { answerSchemas, type SportsTopGamesAnswer } from '../../schemas.ts';

/** The ids of the section's top games at `now`, best first (the same pick as the home page's). */
export function topGameIds(section: Section, now: number): number[] {
  return pickTopGames(listGames(section, {}, now).games, draw, TOP_GAMES_COUNT).map((game) => game.id);
}

const NO_STORE = 'no-store';
const ID_PATTERN = /^[1-9]\d{0,15}$/;
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,40}$/;

function readSection(value: unknown): Section | null {
  return value === 'live' || value === 'line' ? value : null;
}

const SECTION_MESSAGE = 'Query parameter "section" must be "live" or "line"';

export function registerFeedRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { section?: string } }>('/web-api/sports/menu', { config: { answerSchema: answerSchemas.sportsMenuAnswer } }, async (request, reply) => {
    const section = readSection(request.query.section);
    if (!section) return sendRefusal(reply, 400, SECTION_MESSAGE);
    const answer: MenuAnswer = menu(section, feedNow());
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get<{ Querystring: { section?: string; sport?: string; champ?: string; discipline?: string; lines?: string } }>(
    '/web-api/sports/games',
    { config: { answerSchema: answerSchemas.sportsGamesAnswer } },
    async (request, reply) => {
      const { query } = request;
      const section = readSection(query.section);
      if (!section) return sendRefusal(reply, 400, SECTION_MESSAGE);
      const filter: GamesFilter = {};
      for (const key of ['sport', 'discipline'] as const) {
        const value = query[key];
        if (value === undefined || value === '') continue;
        if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) {
          return sendRefusal(reply, 400, `Query parameter "${key}" must be a lower-case id like "football", got "${String(value)}"`);
        }
        filter[key] = value;
      }
      if (query.champ !== undefined && query.champ !== '') {
        if (typeof query.champ !== 'string' || !ID_PATTERN.test(query.champ)) {
          return sendRefusal(reply, 400, `Query parameter "champ" must be a positive whole number, got "${String(query.champ)}"`);
        }
        filter.champ = Number(query.champ);
      }
      if (query.lines !== undefined && query.lines !== 'main') {
        return sendRefusal(reply, 400, `Query parameter "lines" can only be "main", got "${String(query.lines)}"`);
      }
      const unknown = checkFilter(filter);
      if (unknown) return sendRefusal(reply, unknown.status, unknown.message);
      const now = feedNow();
      const answer: GamesAnswer = { section, serverTime: now, ...listGames(section, filter, now, query.lines === 'main' ? 'main-lines' : 'main') };
        return reply.header('cache-control', NO_STORE).send(answer);
    },
  );

  app.get<{ Querystring: { section?: string } }>('/web-api/sports/top-games', { config: { answerSchema: answerSchemas.sportsTopGamesAnswer } }, async (request, reply) => {
    const section = readSection(request.query.section);
    if (!section) return sendRefusal(reply, 400, SECTION_MESSAGE);
    const answer: SportsTopGamesAnswer = { section, gameIds: topGameIds(section, feedNow()) };
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get<{ Params: { gameId: string } }>('/web-api/sports/games/:gameId', { config: { answerSchema: answerSchemas.sportsGameAnswer } }, async (request, reply) => {
    const { gameId } = request.params;
    if (!ID_PATTERN.test(gameId)) return sendRefusal(reply, 400, `Game id must be a positive whole number, got "${gameId}"`);
    const now = feedNow();
    const game = describeGame(Number(gameId), now, 'all');
    if (!game) return sendRefusal(reply, 404, `Unknown game ${gameId}`);
    const answer: GameAnswer = { serverTime: now, game };
    return reply.header('cache-control', NO_STORE).send(answer);
  });
}
