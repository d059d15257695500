/**
 * The cricket and cyber-sports web API answers (GET /web-api/cricket/..., /web-api/cyber/...), as
 * `as const` JSON Schemas with their types derived in the same file. Games and markets are the sports
 * feed's own (schemas/sports-api.schema.ts), so a cricket or cyber price goes into the coupon like any
 * other.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { champSchema, gameSchema } from './sports-api.schema.ts';

const idSchema = { type: 'integer', minimum: 1 } as const;
const slugSchema = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const countSchema = { type: 'integer', minimum: 0 } as const;
const gamesSchema = { type: 'array', items: gameSchema } as const;
const nameSchema = { type: 'string', minLength: 1 } as const;

/** A cricket championship with how many of its games are live now and how many are in the line. */
export const cricketChampSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'live', 'line'],
  properties: { id: idSchema, name: nameSchema, live: countSchema, line: countSchema },
} as const;

/** GET /web-api/cricket/home — the championships, the games live now and the next ones. */
export const cricketHomeAnswerSchema = {
  $id: 'cricket-home-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champs', 'live', 'upcoming'],
  properties: {
    serverTime: { type: 'integer' },
    champs: { type: 'array', items: cricketChampSchema },
    live: gamesSchema,
    upcoming: gamesSchema,
  },
} as const;

/** GET /web-api/cricket/champs — every cricket championship with its counts. */
export const cricketChampsAnswerSchema = {
  $id: 'cricket-champs-answer',
  type: 'object',
  additionalProperties: false,
  required: ['champs'],
  properties: { champs: { type: 'array', items: cricketChampSchema } },
} as const;

/**
 * GET /web-api/cricket/events?section=live|line|all — GET /web-api/cricket/favorite-events?champs=&games=
 * — GET /web-api/cricket/search?q=: games with their championships, live first, then by start.
 */
export const cricketEventsAnswerSchema = {
  $id: 'cricket-events-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champs', 'games'],
  properties: {
    serverTime: { type: 'integer' },
    champs: { type: 'array', items: champSchema },
    games: gamesSchema,
  },
} as const;

/** One player of a championship's squad, as lists show them. */
export const cricketPlayerSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'team', 'role'],
  properties: {
    id: idSchema,
    name: nameSchema,
    team: nameSchema,
    role: { enum: ['batter', 'bowler', 'all-rounder', 'wicket-keeper'] },
  },
} as const;

/** GET /web-api/cricket/champs/:champ — a championship, its games (live, then the line) and players to watch. */
export const cricketChampAnswerSchema = {
  $id: 'cricket-champ-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champ', 'games', 'players'],
  properties: {
    serverTime: { type: 'integer' },
    champ: cricketChampSchema,
    games: gamesSchema,
    players: { type: 'array', items: cricketPlayerSummarySchema },
  },
} as const;

/** GET /web-api/cricket/players/:id — one player's card and career figures. */
export const cricketPlayerAnswerSchema = {
  $id: 'cricket-player-answer',
  type: 'object',
  additionalProperties: false,
  required: ['player', 'teammates'],
  properties: {
    player: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'team', 'role', 'champId', 'champName', 'country', 'born', 'battingHand', 'bowling', 'stats'],
      properties: {
        id: idSchema,
        name: nameSchema,
        team: nameSchema,
        role: cricketPlayerSummarySchema.properties.role,
        champId: idSchema,
        champName: nameSchema,
        /** ISO 3166 alpha-2 code of the country the player plays for. */
        country: { type: 'string', pattern: '^[A-Z]{2}$' },
        /** Date of birth, YYYY-MM-DD. */
        born: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        battingHand: { enum: ['right', 'left'] },
        /** null: does not bowl. */
        bowling: { enum: ['pace', 'spin', null] },
        stats: {
          type: 'object',
          additionalProperties: false,
          required: ['matches', 'runs', 'battingAverage', 'strikeRate', 'highestScore', 'wickets', 'economy'],
          properties: {
            matches: countSchema,
            runs: countSchema,
            battingAverage: { type: 'number', minimum: 0 },
            strikeRate: { type: 'number', minimum: 0 },
            highestScore: countSchema,
            wickets: countSchema,
            /** Runs conceded per over; null for a player who does not bowl. */
            economy: { type: ['number', 'null'], minimum: 0 },
          },
        },
      },
    },
    teammates: { type: 'array', items: cricketPlayerSummarySchema },
  },
} as const;

/** GET /web-api/cricket/broadcasts — cricket games with a stream, live ones first. */
export const cricketBroadcastsAnswerSchema = {
  $id: 'cricket-broadcasts-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'broadcasts'],
  properties: {
    serverTime: { type: 'integer' },
    broadcasts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game', 'channel', 'commentary'],
        properties: {
          game: gameSchema,
          /** The stream's channel name (a proper name, not translated). */
          channel: nameSchema,
          /** Languages of the commentary, ISO 639-1. */
          commentary: { type: 'array', items: { type: 'string', pattern: '^[a-z]{2}$' }, minItems: 1 },
        },
      },
    },
  },
} as const;

/** GET and PUT /web-api/cricket/favorites (signed-in players): the championships and games a player follows. */
export const cricketFavoritesAnswerSchema = {
  $id: 'cricket-favorites-answer',
  type: 'object',
  additionalProperties: false,
  required: ['champIds', 'gameIds'],
  properties: {
    champIds: { type: 'array', items: idSchema, uniqueItems: true },
    gameIds: { type: 'array', items: idSchema, uniqueItems: true },
  },
} as const;

/** POST /web-api/cricket/app/links (signed-in players): a one-time link that signs the app (another device) in. */
export const cricketAppLinkAnswerSchema = {
  $id: 'cricket-app-link-answer',
  type: 'object',
  additionalProperties: false,
  required: ['token', 'expiresAt'],
  properties: {
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
    /** ms since the Unix epoch; the link works once, until then. */
    expiresAt: { type: 'integer' },
  },
} as const;

/** A cyber discipline of one type with its live and line game counts. */
export const cyberDisciplineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'live', 'line'],
  properties: { id: slugSchema, name: nameSchema, live: countSchema, line: countSchema },
} as const;

export const cyberTypeSchema = { enum: ['real', 'virtual'] } as const;

/** GET /web-api/cyber/:type — the type's disciplines and the games live now. */
export const cyberTypeAnswerSchema = {
  $id: 'cyber-type-answer',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'serverTime', 'disciplines', 'live'],
  properties: {
    type: cyberTypeSchema,
    serverTime: { type: 'integer' },
    disciplines: { type: 'array', items: cyberDisciplineSchema },
    live: gamesSchema,
  },
} as const;

/** GET /web-api/cyber/:type/games?discipline=&champ=&section= — games, live first, with their championships. */
export const cyberGamesAnswerSchema = {
  $id: 'cyber-games-answer',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'serverTime', 'champs', 'games'],
  properties: {
    type: cyberTypeSchema,
    serverTime: { type: 'integer' },
    champs: { type: 'array', items: champSchema },
    games: gamesSchema,
  },
} as const;

/** GET /web-api/cyber/:type/champs?discipline= — championships of a discipline (or of every one) with their counts. */
export const cyberChampsAnswerSchema = {
  $id: 'cyber-champs-answer',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'champs'],
  properties: {
    type: cyberTypeSchema,
    champs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'discipline', 'live', 'line'],
        properties: { id: idSchema, name: nameSchema, discipline: slugSchema, live: countSchema, line: countSchema },
      },
    },
  },
} as const;

export type CricketChamp = FromSchema<typeof cricketChampSchema>;
export type CricketHomeAnswer = FromSchema<typeof cricketHomeAnswerSchema>;
export type CricketChampsAnswer = FromSchema<typeof cricketChampsAnswerSchema>;
export type CricketEventsAnswer = FromSchema<typeof cricketEventsAnswerSchema>;
export type CricketPlayerSummary = FromSchema<typeof cricketPlayerSummarySchema>;
export type CricketChampAnswer = FromSchema<typeof cricketChampAnswerSchema>;
export type CricketPlayerAnswer = FromSchema<typeof cricketPlayerAnswerSchema>;
export type CricketBroadcastsAnswer = FromSchema<typeof cricketBroadcastsAnswerSchema>;
export type CricketFavoritesAnswer = FromSchema<typeof cricketFavoritesAnswerSchema>;
export type CricketAppLinkAnswer = FromSchema<typeof cricketAppLinkAnswerSchema>;
export type CyberType = FromSchema<typeof cyberTypeSchema>;
export type CyberDiscipline = FromSchema<typeof cyberDisciplineSchema>;
export type CyberTypeAnswer = FromSchema<typeof cyberTypeAnswerSchema>;
export type CyberGamesAnswer = FromSchema<typeof cyberGamesAnswerSchema>;
export type CyberChampsAnswer = FromSchema<typeof cyberChampsAnswerSchema>;
