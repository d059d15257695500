/**
 * The cricket and cyber reference API (reads; anyone may call them):
 *
 *   GET /web-api/cricket/home                          → cricketHomeAnswer
 *   GET /web-api/cricket/champs                        → cricketChampsAnswer
 *   GET /web-api/cricket/champs/:champ                 → cricketChampAnswer (404 unknown)
 *   GET /web-api/cricket/events?section=live|line|all  → cricketEventsAnswer
 *   GET /web-api/cricket/search?q=                     → cricketEventsAnswer (q: 2 to 50 characters)
 *   GET /web-api/cricket/favorite-events?champs=&games= → cricketEventsAnswer (ids the caller follows)
 *   GET /web-api/cricket/games/:game                   → sports game answer (404 unless a cricket game)
 *   GET /web-api/cricket/players/:id                   → cricketPlayerAnswer (404 unknown)
 *   GET /web-api/cricket/broadcasts                    → cricketBroadcastsAnswer
 *   GET /web-api/cyber/:type                           → cyberTypeAnswer (type real | virtual)
 *   GET /web-api/cyber/:type/games?discipline=&champ=&section= → cyberGamesAnswer
 *   GET /web-api/cyber/:type/champs?discipline=        → cyberChampsAnswer
 *
 * Bad input answers 400 {message}; unknown championships, players, games, types and disciplines 404
 * {message}. Everything moves with the feed's clock, so nothing is cached.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { feedNow, sendRefusal } from '../../../../server/kit/index.ts';
import type { Game, Section } from '../../../../schemas/sports-api.schema.ts';
import {
  answerSchemas,
  type CricketBroadcastsAnswer,
  type CricketChampAnswer,
  type CricketEventsAnswer,
  type CricketHomeAnswer,
  type CyberChampsAnswer,
  type CyberGamesAnswer,
  type CyberType,
  type CyberTypeAnswer,
} from '../../schemas.ts';
import {
  broadcastOf,
  champSummaries,
  champSummary,
  cricketChampOf,
  cricketEvents,
  cricketGame,
  cricketPlayer,
  playersToWatch,
  searchCricket,
} from './cricket-data.ts';
import { cyberChamps, cyberChampOf, cyberGames, cyberTypeOf, disciplineOf, disciplineSummaries, EVERY_DISCIPLINE } from './cyber-data.ts';

const NO_STORE = 'no-store';
const ID_PATTERN = /^[1-9]\d{0,15}$/;
const ID_LIST_PATTERN = /^(?:[1-9]\d{0,15})(?:,[1-9]\d{0,15}){0,99}$/;
/** Games on the cricket home page: what is live, and the next few. */
export const HOME_UPCOMING = 6;
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 50;

function idsOf(value: unknown, name: string): number[] | string {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string' || !ID_LIST_PATTERN.test(value)) {
    return `Query parameter "${name}" must be up to 100 positive whole numbers separated by commas, got "${String(value)}"`;
  }
  return [...new Set(value.split(',').map(Number))];
}

function liveFirst(games: Game[]): Game[] {
  return games.sort((a, b) => Number(b.isLive) - Number(a.isLive) || a.startAt - b.startAt);
}

export function registerCricketReadRoutes(app: FastifyInstance): void {
  app.get('/web-api/cricket/home', { config: { answerSchema: answerSchemas.cricketHomeAnswer } }, async (_request, reply) => {
    const now = feedNow();
    const live = cricketEvents('live', undefined, now).games;
    const upcoming = liveFirst(cricketEvents('line', undefined, now).games).slice(0, HOME_UPCOMING);
    const answer: CricketHomeAnswer = { serverTime: now, champs: champSummaries(now), live, upcoming };
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get('/web-api/cricket/champs', { config: { answerSchema: answerSchemas.cricketChampsAnswer } }, async (_request, reply) => {
    return reply.header('cache-control', NO_STORE).send({ champs: champSummaries(feedNow()) });
  });

  app.get<{ Params: { champ: string } }>('/web-api/cricket/champs/:champ', { config: { answerSchema: answerSchemas.cricketChampAnswer } }, async (request, reply) => {
    const { champ: raw } = request.params;
    if (!ID_PATTERN.test(raw)) return sendRefusal(reply, 400, `Championship id must be a positive whole number, got "${raw}"`);
    const champ = cricketChampOf(Number(raw));
    if (!champ) return sendRefusal(reply, 404, `No cricket championship ${raw}`);
    const now = feedNow();
    const answer: CricketChampAnswer = {
      serverTime: now,
      champ: champSummary(champ, now),
      games: cricketEvents('all', champ.id, now).games,
      players: playersToWatch(champ),
    };
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get<{ Querystring: { section?: string } }>('/web-api/cricket/events', { config: { answerSchema: answerSchemas.cricketEventsAnswer } }, async (request, reply) => {
    const section = request.query.section ?? 'all';
    if (section !== 'live' && section !== 'line' && section !== 'all') {
      return sendRefusal(reply, 400, `Query parameter "section" must be "live", "line" or "all", got "${String(section)}"`);
    }
    const now = feedNow();
    const answer: CricketEventsAnswer = { serverTime: now, ...cricketEvents(section, undefined, now) };
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get<{ Querystring: { q?: string } }>('/web-api/cricket/search', { config: { answerSchema: answerSchemas.cricketEventsAnswer } }, async (request, reply) => {
    const text = typeof request.query.q === 'string' ? request.query.q.trim() : '';
    if (text.length < SEARCH_MIN || text.length > SEARCH_MAX) {
      return sendRefusal(reply, 400, `Search text must be ${SEARCH_MIN} to ${SEARCH_MAX} characters long`);
    }
    const now = feedNow();
    const answer: CricketEventsAnswer = { serverTime: now, ...searchCricket(text, now) };
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get<{ Querystring: { champs?: string; games?: string } }>(
    '/web-api/cricket/favorite-events',
    { config: { answerSchema: answerSchemas.cricketEventsAnswer } },
    async (request, reply) => {
      const champIds = idsOf(request.query.champs, 'champs');
      if (typeof champIds === 'string') return sendRefusal(reply, 400, champIds);
      const gameIds = idsOf(request.query.games, 'games');
      if (typeof gameIds === 'string') return sendRefusal(reply, 400, gameIds);
      const now = feedNow();
      // Ids that no longer name anything (an old favorite kept in a browser) are left out, not refused.
      const all = cricketEvents('all', undefined, now);
      const chosen = new Set(champIds.filter((id) => cricketChampOf(id)));
      const games = all.games.filter((g) => chosen.has(g.champId));
      for (const id of gameIds) {
        if (games.some((g) => g.id === id)) continue;
        const game = cricketGame(id, now);
        if (game) games.push({ ...game, markets: game.markets.filter((m) => m.group === '1x2') });
      }
      const champs = [...new Set(games.map((g) => g.champId))].map((id) => {
        const known = all.champs.find((c) => c.id === id);
        const name = known?.name ?? cricketChampOf(id)!.name;
        return { id, sport: 'cricket', discipline: null, name, count: games.filter((g) => g.champId === id).length };
      });
      const answer: CricketEventsAnswer = { serverTime: now, champs, games: liveFirst(games) };
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  );

  app.get<{ Params: { game: string } }>('/web-api/cricket/games/:game', { config: { answerSchema: answerSchemas.sportsGameAnswer } }, async (request, reply) => {
    const { game: raw } = request.params;
    if (!ID_PATTERN.test(raw)) return sendRefusal(reply, 400, `Game id must be a positive whole number, got "${raw}"`);
    const now = feedNow();
    const game = cricketGame(Number(raw), now);
    if (!game) return sendRefusal(reply, 404, `No cricket game ${raw}`);
    return reply.header('cache-control', NO_STORE).send({ serverTime: now, game });
  });

  app.get<{ Params: { id: string } }>('/web-api/cricket/players/:id', { config: { answerSchema: answerSchemas.cricketPlayerAnswer } }, async (request, reply) => {
    const { id } = request.params;
    if (!ID_PATTERN.test(id)) return sendRefusal(reply, 400, `Player id must be a positive whole number, got "${id}"`);
    const player = cricketPlayer(Number(id));
    if (!player) return sendRefusal(reply, 404, `No cricket player ${id}`);
    return reply.header('cache-control', NO_STORE).send(player);
  });

  app.get('/web-api/cricket/broadcasts', { config: { answerSchema: answerSchemas.cricketBroadcastsAnswer } }, async (_request, reply) => {
    const now = feedNow();
    const broadcasts: CricketBroadcastsAnswer['broadcasts'] = [];
    for (const game of liveFirst(cricketEvents('all', undefined, now).games)) {
      const stream = broadcastOf(game);
      if (stream) broadcasts.push({ game, ...stream });
    }
    return reply.header('cache-control', NO_STORE).send({ serverTime: now, broadcasts });
  });
}

function readType(reply: FastifyReply, raw: string): CyberType | null {
  const type = cyberTypeOf(raw);
  if (!type) void sendRefusal(reply, 404, `Cyber type must be "real" or "virtual", got "${raw}"`);
  return type;
}

/** The discipline filter: undefined for every discipline, or a message when it is not one of the type's. */
function readDiscipline(type: CyberType, value: unknown): { discipline?: string } | string {
  if (value === undefined || value === '' || value === EVERY_DISCIPLINE) return {};
  if (typeof value !== 'string' || !disciplineOf(type, value)) return `No ${type} cyber discipline "${String(value)}"`;
  return { discipline: value };
}

export function registerCyberRoutes(app: FastifyInstance): void {
  app.get<{ Params: { type: string } }>('/web-api/cyber/:type', { config: { answerSchema: answerSchemas.cyberTypeAnswer } }, async (request, reply) => {
    const type = readType(reply, request.params.type);
    if (!type) return reply;
    const now = feedNow();
    const answer: CyberTypeAnswer = { type, serverTime: now, disciplines: disciplineSummaries(type, now), live: cyberGames(type, { section: 'live' }, now).games };
    return reply.header('cache-control', NO_STORE).send(answer);
  });

  app.get<{ Params: { type: string }; Querystring: { discipline?: string; champ?: string; section?: string } }>(
    '/web-api/cyber/:type/games',
    { config: { answerSchema: answerSchemas.cyberGamesAnswer } },
    async (request, reply) => {
      const type = readType(reply, request.params.type);
      if (!type) return reply;
      const { query } = request;
      const discipline = readDiscipline(type, query.discipline);
      if (typeof discipline === 'string') return sendRefusal(reply, 404, discipline);
      let section: Section | undefined;
      if (query.section !== undefined && query.section !== '') {
        if (query.section !== 'live' && query.section !== 'line') return sendRefusal(reply, 400, `Query parameter "section" must be "live" or "line", got "${query.section}"`);
        section = query.section;
      }
      let champ: number | undefined;
      if (query.champ !== undefined && query.champ !== '') {
        if (!ID_PATTERN.test(query.champ)) return sendRefusal(reply, 400, `Query parameter "champ" must be a positive whole number, got "${query.champ}"`);
        champ = Number(query.champ);
        if (!discipline.discipline || !cyberChampOf(type, discipline.discipline, champ)) {
          return sendRefusal(reply, 404, `No championship ${query.champ} in ${type} cyber discipline "${discipline.discipline ?? EVERY_DISCIPLINE}"`);
        }
      }
      const now = feedNow();
      const answer: CyberGamesAnswer = { type, serverTime: now, ...cyberGames(type, { ...discipline, ...(champ === undefined ? {} : { champ }), ...(section ? { section } : {}) }, now) };
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  );

  app.get<{ Params: { type: string }; Querystring: { discipline?: string } }>(
    '/web-api/cyber/:type/champs',
    { config: { answerSchema: answerSchemas.cyberChampsAnswer } },
    async (request, reply) => {
      const type = readType(reply, request.params.type);
      if (!type) return reply;
      const discipline = readDiscipline(type, request.query.discipline);
      if (typeof discipline === 'string') return sendRefusal(reply, 404, discipline);
      const answer: CyberChampsAnswer = { type, champs: cyberChamps(type, discipline.discipline, feedNow()) };
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  );
}
