/**
 * The simulated sports feed's shapes and its answers (GET /web-api/sports/...), as `as const` JSON
 * Schemas with their types derived by json-schema-to-ts. The feed (server/sports, a shared service:
 * the coupon settles on it, bet history and statistics read it) builds these types, so they are the
 * core's; the sports feature serves the answers (plugins/sports/api/feed), names them in its
 * answerSchemas (plugins/sports/schemas.ts) and checks them with the validators generated from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const sectionSchema = { enum: ['live', 'line'] } as const;

const slugSchema = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const idSchema = { type: 'integer', minimum: 1 } as const;

/** One outcome you can bet on; `coef` is decimal odds (the client formats them). */
export const marketSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'typeId', 'kind', 'group', 'outcome', 'line', 'coef', 'blocked'],
  properties: {
    id: idSchema,
    /** Market type id: 1 W1, 2 X, 3 W2, 7 H1, 8 H2, 9 over, 10 under. */
    typeId: { type: 'integer', minimum: 1 },
    /** Market kind: 1 result, 2 handicap, 3 total (7 would exclude it from bonus bets). */
    kind: { type: 'integer', minimum: 1 },
    group: { enum: ['1x2', 'total', 'handicap'] },
    outcome: { enum: ['1', 'X', '2', 'over', 'under', 'home', 'away'] },
    /** The total or handicap line (2.5, -1.5 ...); null for the result market. */
    line: { type: ['number', 'null'] },
    coef: { type: 'number', exclusiveMinimum: 1 },
    blocked: { type: 'boolean' },
  },
} as const;

export const scoreSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['home', 'away'],
  properties: {
    home: { type: 'integer', minimum: 0 },
    away: { type: 'integer', minimum: 0 },
  },
} as const;

export const gameSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'sport',
    'sportId',
    'champId',
    'champName',
    'discipline',
    'home',
    'away',
    'startAt',
    'statusId',
    'isLive',
    'isFinished',
    'score',
    'period',
    'gameTimeSec',
    'markets',
  ],
  properties: {
    id: idSchema,
    sport: slugSchema,
    sportId: idSchema,
    champId: idSchema,
    champName: { type: 'string', minLength: 1 },
    /** E-sports discipline (cs2, dota2), null for other sports. */
    discipline: { anyOf: [slugSchema, { type: 'null' }] },
    /** Opponent names, in English. */
    home: { type: 'string', minLength: 1 },
    away: { type: 'string', minLength: 1 },
    /** Start time, ms since the Unix epoch. */
    startAt: { type: 'integer' },
    /** Game status: 1 not started, 2 in play, 4 finished. */
    statusId: { enum: [1, 2, 3, 4] },
    isLive: { type: 'boolean' },
    isFinished: { type: 'boolean' },
    /** null before the start. Sets and maps for tennis and e-sports. */
    score: { anyOf: [scoreSchema, { type: 'null' }] },
    /** Half, period, quarter, set or map being played; null before the start. */
    period: { type: ['integer', 'null'], minimum: 1 },
    /** The game clock in seconds; null before the start. */
    gameTimeSec: { type: ['integer', 'null'], minimum: 0 },
    /** In lists the main (result) markets only; the game answer has all of them. */
    markets: { type: 'array', items: marketSchema },
  },
} as const;

export const champSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'sport', 'discipline', 'name', 'count'],
  properties: {
    id: idSchema,
    sport: slugSchema,
    discipline: { anyOf: [slugSchema, { type: 'null' }] },
    name: { type: 'string', minLength: 1 },
    /**
     * Where it is played ('england', 'usa'; 'world' for international tournaments), for lists that
     * group championships by country. Answers that never group may leave it out.
     */
    country: slugSchema,
    /** Games of this championship in the section asked for. */
    count: { type: 'integer', minimum: 0 },
  },
} as const;

/** GET /web-api/sports/menu?section=live|line — sports with their counts, championships and disciplines. */
export const menuAnswerSchema = {
  $id: 'sports-menu-answer',
  type: 'object',
  additionalProperties: false,
  required: ['section', 'sports'],
  properties: {
    section: sectionSchema,
    sports: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'sportId', 'name', 'count', 'disciplines', 'champs'],
        properties: {
          id: slugSchema,
          sportId: idSchema,
          /** English name, a fallback for clients whose dictionary lacks the sport. */
          name: { type: 'string', minLength: 1 },
          count: { type: 'integer', minimum: 0 },
          disciplines: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'name', 'count'],
              properties: { id: slugSchema, name: { type: 'string', minLength: 1 }, count: { type: 'integer', minimum: 0 } },
            },
          },
          champs: { type: 'array', items: champSchema },
        },
      },
    },
  },
} as const;

/**
 * GET /web-api/sports/games?section=&sport=&champ=&discipline=[&lines=main] — games with their main
 * (result) markets, in display order; `lines=main` adds each game's main handicap and total.
 */
export const gamesAnswerSchema = {
  $id: 'sports-games-answer',
  type: 'object',
  additionalProperties: false,
  required: ['section', 'serverTime', 'champs', 'games'],
  properties: {
    section: sectionSchema,
    /** The feed's clock when it answered, ms since the Unix epoch. */
    serverTime: { type: 'integer' },
    /** The championships of the games, in display order. */
    champs: { type: 'array', items: champSchema },
    games: { type: 'array', items: gameSchema },
  },
} as const;

/** GET /web-api/sports/games/:gameId — one game with all its markets. */
export const gameAnswerSchema = {
  $id: 'sports-game-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'game'],
  properties: {
    serverTime: { type: 'integer' },
    game: gameSchema,
  },
} as const;

export const SPORTS_SCHEMAS = {
  menuAnswer: menuAnswerSchema,
  gamesAnswer: gamesAnswerSchema,
  gameAnswer: gameAnswerSchema,
} as const;

export type Section = FromSchema<typeof sectionSchema>;
export type Market = FromSchema<typeof marketSchema>;
export type Score = FromSchema<typeof scoreSchema>;
export type Game = FromSchema<typeof gameSchema>;
export type Champ = FromSchema<typeof champSchema>;
export type MenuAnswer = FromSchema<typeof menuAnswerSchema>;
export type MenuSport = MenuAnswer['sports'][number];
export type GamesAnswer = FromSchema<typeof gamesAnswerSchema>;
export type GameAnswer = FromSchema<typeof gameAnswerSchema>;
