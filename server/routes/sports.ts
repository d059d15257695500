/**
 * The sports reference API over the simulated feed (server/sports/feed.ts):
 *
 *   GET /web-api/sports/menu?section=live|line                       → MenuAnswer
 *   GET /web-api/sports/games?section=live|line[&sport=][&champ=][&discipline=][&lines=main] → GamesAnswer
 *       (lines=main: each game also has its main handicap and total, for the Asian view's columns)
 *   GET /web-api/sports/games/:gameId                                → GameAnswer
 *
 * Bad input answers 400 {message} (missing or unknown section, a non-numeric id), unknown sports,
 * championships, disciplines and games 404 {message}. Answers are never cached (they move every
 * few seconds). In development every answer is checked against its schema (schemas/sports-api.schema.ts),
 * like the core answers are (answer-check.ts).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AnswerSchemaError } from '../answer-check.ts';
import type { ServerContext } from '../context.ts';
import { checkFilter, describeGame, feedNow, listGames, menu, type GamesFilter } from '../sports/feed.ts';
import { SPORTS_SCHEMAS, type GameAnswer, type GamesAnswer, type MenuAnswer, type Section } from '../../schemas/sports-api.schema.ts';

const NO_STORE = 'no-store';
const ID_PATTERN = /^[1-9]\d{0,15}$/;
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,40}$/;

type AnswerName = keyof typeof SPORTS_SCHEMAS;

/** Development only: a validator per answer schema, compiled once per server. */
function answerChecker(production: boolean): (name: AnswerName, where: string, answer: unknown) => void {
  if (production) return () => {};
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  const compiled = new Map<AnswerName, ValidateFunction>();
  return (name, where, answer) => {
    let validate = compiled.get(name);
    if (!validate) {
      validate = ajv.compile(SPORTS_SCHEMAS[name]);
      compiled.set(name, validate);
    }
    if (!validate(answer)) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ');
      throw new AnswerSchemaError(`The server's answer to ${where} does not match schema "${SPORTS_SCHEMAS[name].$id}": ${problems}`);
    }
  };
}

function problem(reply: FastifyReply, status: 400 | 404, message: string) {
  return reply.code(status).header('cache-control', NO_STORE).send({ message });
}

function readSection(value: unknown): Section | null {
  return value === 'live' || value === 'line' ? value : null;
}

const SECTION_MESSAGE = 'Query parameter "section" must be "live" or "line"';

export function registerSportsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const check = answerChecker(ctx.production);

  app.get<{ Querystring: { section?: string } }>('/web-api/sports/menu', async (request, reply) => {
    const section = readSection(request.query.section);
    if (!section) return problem(reply, 400, SECTION_MESSAGE);
    const answer: MenuAnswer = menu(section, feedNow());
    check('menuAnswer', 'GET /web-api/sports/menu', answer);
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get<{ Querystring: { section?: string; sport?: string; champ?: string; discipline?: string; lines?: string } }>(
    '/web-api/sports/games',
    async (request, reply) => {
      const { query } = request;
      const section = readSection(query.section);
      if (!section) return problem(reply, 400, SECTION_MESSAGE);
      const filter: GamesFilter = {};
      for (const key of ['sport', 'discipline'] as const) {
        const value = query[key];
        if (value === undefined || value === '') continue;
        if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) {
          return problem(reply, 400, `Query parameter "${key}" must be a lower-case id like "football", got "${String(value)}"`);
        }
        filter[key] = value;
      }
      if (query.champ !== undefined && query.champ !== '') {
        if (typeof query.champ !== 'string' || !ID_PATTERN.test(query.champ)) {
          return problem(reply, 400, `Query parameter "champ" must be a positive whole number, got "${String(query.champ)}"`);
        }
        filter.champ = Number(query.champ);
      }
      if (query.lines !== undefined && query.lines !== 'main') {
        return problem(reply, 400, `Query parameter "lines" can only be "main", got "${String(query.lines)}"`);
      }
      const unknown = checkFilter(filter);
      if (unknown) return problem(reply, unknown.status, unknown.message);
      const now = feedNow();
      const answer: GamesAnswer = { section, serverTime: now, ...listGames(section, filter, now, query.lines === 'main' ? 'main-lines' : 'main') };
      check('gamesAnswer', 'GET /web-api/sports/games', answer);
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  );

  app.get<{ Params: { gameId: string } }>('/web-api/sports/games/:gameId', async (request, reply) => {
    const { gameId } = request.params;
    if (!ID_PATTERN.test(gameId)) return problem(reply, 400, `Game id must be a positive whole number, got "${gameId}"`);
    const now = feedNow();
    const game = describeGame(Number(gameId), now, 'all');
    if (!game) return problem(reply, 404, `Unknown game ${gameId}`);
    const answer: GameAnswer = { serverTime: now, game };
    check('gameAnswer', 'GET /web-api/sports/games/:gameId', answer);
    return reply.header('cache-control', NO_STORE).send(answer);
  });
}
