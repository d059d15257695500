/**
 * The casino feature's data: the answers of its reference API (./api) — lobby, games, favorites,
 * recent and recommended games, the launch of a game, the bonus casino. The server checks its answers
 * against these in development; the pages check them with the validators generated from
 * `answerSchemas` (generated/validators/) and take their types from them. Its refusals are the core's
 * error answer. The site config's `casino` section stays in schemas/ (casino-config.schema.ts): the
 * core reads it (the game origin's address, the partitions the platform API lists).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The filters of the lobby's category chips; "all" filters nothing. */
export const CASINO_CATEGORIES = ['all', 'lotto', 'slots', 'ladder', 'dice', 'cards', 'other'] as const;

/** What a game is; every game has one (the "all" chip shows them all). */
export const CASINO_GAME_CATEGORIES = ['lotto', 'slots', 'ladder', 'dice', 'cards', 'other'] as const;

/** One section per casino route that lists games. */
export const CASINO_SECTIONS = [
  'new',
  'popular',
  'jackpots',
  'live-casino',
  'bingo',
  'virtualsports',
  'fast-bet',
  'scratchcards',
  'tvgames',
  'fishinghunting',
  'crash-games',
  'fast-games',
  'keno',
  'vulkan',
  'asian-games',
  'card-games',
  'skill-games',
  'poker',
  'othergames',
] as const;

/** The bonus games a player may be offered, and no others. */
export const CASINO_BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery'] as const;

export const CASINO_PAGE_SIZE_MAX = 96;
export const CASINO_SEARCH_MIN_LENGTH = 2;

const gameIdSchema = { type: 'integer', minimum: 1 } as const;
const slugSchema = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 } as const;
const nameSchema = { type: 'string', minLength: 1, maxLength: 120 } as const;
const textSchema = { type: 'string', minLength: 1, maxLength: 2000 } as const;
const isoSchema = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
/** An instant as ISO 8601 text (what Date#toISOString writes): a real month, day and time of day, so every page can read it as a date. */
const instantSchema = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d{3})?Z$' } as const;
const countSchema = { type: 'integer', minimum: 0 } as const;

/** An image the server serves, with the size it has (the page reserves that box before it loads). */
const imageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'width', 'height'],
  properties: {
    url: { type: 'string', pattern: '^/web-api/casino/' },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
  },
} as const;

export const casinoGameSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'name', 'provider', 'category', 'sections', 'thumbnail', 'demo', 'jackpot', 'isNew'],
  properties: {
    id: gameIdSchema,
    slug: slugSchema,
    name: nameSchema,
    provider: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: { id: slugSchema, name: nameSchema },
    },
    category: { type: 'string', enum: CASINO_GAME_CATEGORIES },
    sections: { type: 'array', uniqueItems: true, items: { type: 'string', enum: CASINO_SECTIONS } },
    thumbnail: imageSchema,
    /** The game may be played for fun money, signed in or not. */
    demo: { type: 'boolean' },
    /** The jackpot now, in the site's default currency; null for a game without one. */
    jackpot: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'null' }] },
    isNew: { type: 'boolean' },
  },
} as const;

const countedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'gamesCount'],
  properties: { id: slugSchema, gamesCount: countSchema },
} as const;

export const casinoLobbyAnswerSchema = {
  $id: 'casino-lobby-answer',
  type: 'object',
  additionalProperties: false,
  required: ['categories', 'sections', 'providers'],
  properties: {
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'gamesCount'],
        properties: { id: { type: 'string', enum: CASINO_CATEGORIES }, gamesCount: countSchema },
      },
    },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'gamesCount', 'subcategories'],
        properties: {
          id: { type: 'string', enum: CASINO_SECTIONS },
          gamesCount: countSchema,
          /** The values the section's routes accept as :subcategory (themes of its games), with their counts. */
          subcategories: { type: 'array', items: countedSchema },
        },
      },
    },
    providers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'gamesCount', 'logo'],
        properties: { id: slugSchema, name: nameSchema, gamesCount: countSchema, logo: imageSchema },
      },
    },
  },
} as const;

export const casinoGamesPageAnswerSchema = {
  $id: 'casino-games-page-answer',
  type: 'object',
  additionalProperties: false,
  required: ['games', 'total', 'page', 'pageSize'],
  properties: {
    games: { type: 'array', items: casinoGameSchema },
    /** Games matching the filters, on every page. */
    total: countSchema,
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: CASINO_PAGE_SIZE_MAX },
  },
} as const;

export const casinoGameAnswerSchema = { $id: 'casino-game-answer', ...casinoGameSchema } as const;

/** Recommended and recently played games. */
export const casinoGamesAnswerSchema = {
  $id: 'casino-games-answer',
  type: 'object',
  additionalProperties: false,
  required: ['games'],
  properties: { games: { type: 'array', items: casinoGameSchema } },
} as const;

export const casinoFavoritesAnswerSchema = {
  $id: 'casino-favorites-answer',
  type: 'object',
  additionalProperties: false,
  required: ['gameIds'],
  properties: { gameIds: { type: 'array', uniqueItems: true, items: gameIdSchema } },
} as const;

export const casinoLaunchAnswerSchema = {
  $id: 'casino-launch-answer',
  type: 'object',
  additionalProperties: false,
  required: ['url', 'origin', 'mode', 'sessionId'],
  properties: {
    /** On the game origin, with a signed token that opens this session for a short while. */
    url: { type: 'string', pattern: '^https?://' },
    origin: { type: 'string', pattern: '^https?://[^/]+$' },
    mode: { type: 'string', enum: ['real', 'demo'] },
    sessionId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  },
} as const;

const tournamentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'prizePool', 'currency', 'startsAt', 'endsAt', 'state', 'gameIds'],
  properties: {
    id: slugSchema,
    name: nameSchema,
    prizePool: { type: 'number', minimum: 0 },
    currency: isoSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    state: { type: 'string', enum: ['upcoming', 'running', 'finished'] },
    gameIds: { type: 'array', items: gameIdSchema },
  },
} as const;

export const casinoTournamentsAnswerSchema = {
  $id: 'casino-tournaments-answer',
  type: 'object',
  additionalProperties: false,
  required: ['tournaments'],
  properties: { tournaments: { type: 'array', items: tournamentSchema } },
} as const;

export const casinoTournamentAnswerSchema = { $id: 'casino-tournament-answer', ...tournamentSchema } as const;

export const casinoTournamentResultsAnswerSchema = {
  $id: 'casino-tournament-results-answer',
  type: 'object',
  additionalProperties: false,
  required: ['tournamentId', 'state', 'currency', 'leaderboard'],
  properties: {
    tournamentId: slugSchema,
    state: { type: 'string', enum: ['upcoming', 'running', 'finished'] },
    currency: isoSchema,
    /** Best first; empty before the tournament starts. */
    leaderboard: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['place', 'player', 'points', 'prize'],
        properties: {
          place: { type: 'integer', minimum: 1 },
          /** Masked: the first two and the last character of the login. */
          player: { type: 'string', pattern: '^[^*]{1,2}\\*{3}[^*]?$' },
          points: countSchema,
          /** What the place wins (or won), in `currency`; null below the paid places. */
          prize: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'null' }] },
        },
      },
    },
  },
} as const;

export const casinoPromotionsAnswerSchema = {
  $id: 'casino-promotions-answer',
  type: 'object',
  additionalProperties: false,
  required: ['promotions'],
  properties: {
    promotions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title', 'body', 'image', 'endsAt'],
        properties: { id: slugSchema, title: nameSchema, body: textSchema, image: imageSchema, endsAt: instantSchema },
      },
    },
  },
} as const;

export const casinoDailyChallengesAnswerSchema = {
  $id: 'casino-daily-challenges-answer',
  type: 'object',
  additionalProperties: false,
  required: ['challenges'],
  properties: {
    challenges: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title', 'body', 'gameIds', 'target', 'progress', 'reward', 'endsAt'],
        properties: {
          id: slugSchema,
          title: nameSchema,
          body: textSchema,
          gameIds: { type: 'array', items: gameIdSchema },
          /** How many of the listed games to open today. */
          target: { type: 'integer', minimum: 1 },
          /** How many of them the player opened today; null for a guest. */
          progress: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
          reward: {
            type: 'object',
            additionalProperties: false,
            required: ['amount', 'currency'],
            properties: { amount: { type: 'number', exclusiveMinimum: 0 }, currency: isoSchema },
          },
          endsAt: instantSchema,
        },
      },
    },
  },
} as const;

export const casinoBonusGamesAnswerSchema = {
  $id: 'casino-bonus-games-answer',
  type: 'object',
  additionalProperties: false,
  required: ['games'],
  properties: {
    games: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'rules'],
        properties: { id: { type: 'string', enum: CASINO_BONUS_GAMES }, name: nameSchema, rules: textSchema },
      },
    },
  },
} as const;

export const casinoLandingsAnswerSchema = {
  $id: 'casino-landings-answer',
  type: 'object',
  additionalProperties: false,
  required: ['landings'],
  properties: {
    landings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['route', 'title'],
        properties: { route: slugSchema, title: nameSchema },
      },
    },
  },
} as const;

export const casinoLandingAnswerSchema = {
  $id: 'casino-landing-answer',
  type: 'object',
  additionalProperties: false,
  required: ['route', 'title', 'body', 'gameIds'],
  properties: { route: slugSchema, title: nameSchema, body: textSchema, gameIds: { type: 'array', items: gameIdSchema } },
} as const;


export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];
export type CasinoGameCategory = (typeof CASINO_GAME_CATEGORIES)[number];
export type CasinoSection = (typeof CASINO_SECTIONS)[number];
export type CasinoBonusGameId = (typeof CASINO_BONUS_GAMES)[number];
export type CasinoGame = FromSchema<typeof casinoGameSchema>;
export type CasinoLobbyAnswer = FromSchema<typeof casinoLobbyAnswerSchema>;
export type CasinoGamesPageAnswer = FromSchema<typeof casinoGamesPageAnswerSchema>;
export type CasinoGamesAnswer = FromSchema<typeof casinoGamesAnswerSchema>;
export type CasinoFavoritesAnswer = FromSchema<typeof casinoFavoritesAnswerSchema>;
export type CasinoLaunchAnswer = FromSchema<typeof casinoLaunchAnswerSchema>;
export type CasinoTournament = FromSchema<typeof tournamentSchema>;
export type CasinoTournamentsAnswer = FromSchema<typeof casinoTournamentsAnswerSchema>;
export type CasinoTournamentResultsAnswer = FromSchema<typeof casinoTournamentResultsAnswerSchema>;
export type CasinoPromotionsAnswer = FromSchema<typeof casinoPromotionsAnswerSchema>;
export type CasinoDailyChallengesAnswer = FromSchema<typeof casinoDailyChallengesAnswerSchema>;
export type CasinoBonusGamesAnswer = FromSchema<typeof casinoBonusGamesAnswerSchema>;
export type CasinoLandingsAnswer = FromSchema<typeof casinoLandingsAnswerSchema>;
export type CasinoLandingAnswer = FromSchema<typeof casinoLandingAnswerSchema>;

/** The answers of the casino API (./api) by validator name: generated into generated/validators/. */
export const answerSchemas = {
  casinoLobbyAnswer: casinoLobbyAnswerSchema,
  casinoGamesPageAnswer: casinoGamesPageAnswerSchema,
  casinoGameAnswer: casinoGameAnswerSchema,
  casinoGamesAnswer: casinoGamesAnswerSchema,
  casinoFavoritesAnswer: casinoFavoritesAnswerSchema,
  casinoLaunchAnswer: casinoLaunchAnswerSchema,
  casinoTournamentsAnswer: casinoTournamentsAnswerSchema,
  casinoTournamentAnswer: casinoTournamentAnswerSchema,
  casinoTournamentResultsAnswer: casinoTournamentResultsAnswerSchema,
  casinoPromotionsAnswer: casinoPromotionsAnswerSchema,
  casinoDailyChallengesAnswer: casinoDailyChallengesAnswerSchema,
  casinoBonusGamesAnswer: casinoBonusGamesAnswerSchema,
  casinoLandingsAnswer: casinoLandingsAnswerSchema,
  casinoLandingAnswer: casinoLandingAnswerSchema,
} as const;
