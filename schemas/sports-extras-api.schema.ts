/**
 * Answers of the sports extras API (GET/PUT /web-api/sports-extras/...): teams, bets on you,
 * favorites, event search, the express of the day, champion results, champion pages,
 * recommendations and results. The reference server checks its answers against these in
 * development; the sports plugin derives its types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { champSchema, gameSchema, marketSchema, sectionSchema } from './sports-api.schema.ts';

/** The champion pages the site has, by the path segment that names them. */
export const CHAMPION_IDS = ['champ', 'epl', 'laliga', 'europa-league', 'ipl'] as const;
/** The result boards: scores of the games in play, and the results zone of the games just finished. */
export const RESULT_TYPES = ['live', 'zone'] as const;
/** A team page's sections: its games in play and its games in the line. */
export const TEAM_SECTIONS = ['live', 'line'] as const;
/** Why a game is recommended. */
export const RECOMMENDATION_REASONS = ['favorite-champ', 'starting-soon', 'close-match', 'popular'] as const;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 60;
/** How many games and championships one player may keep as favorites. */
export const FAVORITES_MAX = 100;

const slugSchema = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 } as const;
const nameSchema = { type: 'string', minLength: 1, maxLength: 120 } as const;
const idSchema = { type: 'integer', minimum: 1 } as const;
const gamesSchema = { type: 'array', items: gameSchema } as const;
const idListSchema = { type: 'array', items: idSchema, maxItems: FAVORITES_MAX, uniqueItems: true } as const;

const teamSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'sport', 'champs'],
  properties: {
    slug: slugSchema,
    name: nameSchema,
    sport: slugSchema,
    champs: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id: idSchema, name: nameSchema } },
    },
  },
} as const;

const countSchema = { type: 'integer', minimum: 0 } as const;

/** GET /web-api/sports-extras/teams/:team — a team, its games in play, in the line and just played, its form. */
export const sportsTeamAnswerSchema = {
  $id: 'sports-extras-team-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'team', 'live', 'line', 'recent', 'stats'],
  properties: {
    serverTime: { type: 'integer' },
    team: teamSummarySchema,
    live: gamesSchema,
    line: gamesSchema,
    /** Finished games of the last hours, the latest first. */
    recent: gamesSchema,
    stats: {
      type: 'object',
      additionalProperties: false,
      required: ['played', 'won', 'drawn', 'lost', 'scored', 'conceded', 'form'],
      properties: {
        played: countSchema,
        won: countSchema,
        drawn: countSchema,
        lost: countSchema,
        scored: countSchema,
        conceded: countSchema,
        /** The last results, the latest first: w won, d drawn, l lost. */
        form: { type: 'array', items: { enum: ['w', 'd', 'l'] }, maxItems: 5 },
      },
    },
  },
} as const;

/** GET /web-api/sports-extras/bets-on-you?section= — the games players back most, with their share of the bets. */
export const sportsBetsOnYouAnswerSchema = {
  $id: 'sports-extras-bets-on-you-answer',
  type: 'object',
  additionalProperties: false,
  required: ['section', 'serverTime', 'items'],
  properties: {
    section: sectionSchema,
    serverTime: { type: 'integer' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game', 'bets', 'share'],
        properties: {
          game: gameSchema,
          /** Bets placed on the game so far. */
          bets: countSchema,
          /** The part of all bets of the section that went on this game, 0..1. */
          share: { type: 'number', minimum: 0, maximum: 1 },
        },
      },
    },
  },
} as const;

/** GET and PUT /web-api/sports-extras/favorites — the player's favorite games and championships. */
export const sportsFavoritesAnswerSchema = {
  $id: 'sports-extras-favorites-answer',
  type: 'object',
  additionalProperties: false,
  required: ['games', 'champs'],
  properties: { games: idListSchema, champs: idListSchema },
} as const;

/** GET /web-api/sports-extras/favorites/view?games=&champs= — what favorite ids stand for now (anyone may ask). */
export const sportsFavoritesViewAnswerSchema = {
  $id: 'sports-extras-favorites-view-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'games', 'gone', 'champs'],
  properties: {
    serverTime: { type: 'integer' },
    /** The favorite games still published (line, live or finished lately). */
    games: gamesSchema,
    /** Favorite game ids that are no longer shown (long finished). */
    gone: { type: 'array', items: idSchema },
    champs: { type: 'array', items: champSchema },
  },
} as const;

/** GET /web-api/sports-extras/search?q= — games in play and in the line whose teams or championship match, by sport. */
export const sportsSearchAnswerSchema = {
  $id: 'sports-extras-search-answer',
  type: 'object',
  additionalProperties: false,
  required: ['query', 'serverTime', 'groups'],
  properties: {
    query: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
    serverTime: { type: 'integer' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sport', 'name', 'games'],
        properties: { sport: slugSchema, name: nameSchema, games: gamesSchema },
      },
    },
  },
} as const;

/** GET /web-api/sports-extras/express-day — the day's accumulator: one outcome of each of a few line games. */
export const sportsExpressDayAnswerSchema = {
  $id: 'sports-extras-express-day-answer',
  type: 'object',
  additionalProperties: false,
  required: ['day', 'serverTime', 'totalCoef', 'selections'],
  properties: {
    /** The UTC day, YYYY-MM-DD. */
    day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    serverTime: { type: 'integer' },
    /** The product of the selections' prices, rounded to two places; 0 when there is no express now. */
    totalCoef: { type: 'number', minimum: 0 },
    selections: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game', 'market'],
        properties: { game: gameSchema, market: marketSchema },
      },
    },
  },
} as const;

/** GET /web-api/sports-extras/champions-results[?sport=] — winners of finished championship seasons, by sport. */
export const sportsChampsResultsAnswerSchema = {
  $id: 'sports-extras-champs-results-answer',
  type: 'object',
  additionalProperties: false,
  required: ['sport', 'sports'],
  properties: {
    sport: { anyOf: [slugSchema, { type: 'null' }] },
    sports: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'champs'],
        properties: {
          id: slugSchema,
          name: nameSchema,
          champs: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'name', 'seasons'],
              properties: {
                id: idSchema,
                name: nameSchema,
                seasons: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['season', 'winner', 'runnerUp'],
                    properties: { season: { type: 'string', pattern: '^\\d{4}(/\\d{2})?$' }, winner: nameSchema, runnerUp: nameSchema },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

const championSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'champId', 'name', 'sport'],
  properties: { id: { enum: CHAMPION_IDS }, champId: idSchema, name: nameSchema, sport: slugSchema },
} as const;

/** GET /web-api/sports-extras/champions/:champion — the championship's games in play, in the line and just played. */
export const sportsChampionAnswerSchema = {
  $id: 'sports-extras-champion-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champion', 'live', 'line', 'recent'],
  properties: { serverTime: { type: 'integer' }, champion: championSchema, live: gamesSchema, line: gamesSchema, recent: gamesSchema },
} as const;

const fixtureSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'home', 'away', 'startAt'],
  properties: { id: idSchema, home: nameSchema, away: nameSchema, startAt: { type: 'integer' } },
} as const;

/** GET /web-api/sports-extras/champions/:champion/final — the day's final: who plays, when, and once played, who won. */
export const sportsChampionFinalAnswerSchema = {
  $id: 'sports-extras-champion-final-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champion', 'fixture', 'game', 'winner'],
  properties: {
    serverTime: { type: 'integer' },
    champion: championSchema,
    fixture: fixtureSchema,
    /** The game with its prices once it is in the line; null before. */
    game: { anyOf: [gameSchema, { type: 'null' }] },
    /** The winner once the final is over; null before. */
    winner: { anyOf: [nameSchema, { type: 'null' }] },
  },
} as const;

/** GET /web-api/sports-extras/champions/:champion/events/:id — one game of the championship as it went: score by score. */
export const sportsChampionEventAnswerSchema = {
  $id: 'sports-extras-champion-event-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'champion', 'game', 'timeline'],
  properties: {
    serverTime: { type: 'integer' },
    champion: championSchema,
    game: gameSchema,
    timeline: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['clockSec', 'team', 'points', 'home', 'away'],
        properties: { clockSec: countSchema, team: { enum: ['home', 'away'] }, points: { type: 'integer', minimum: 1 }, home: countSchema, away: countSchema },
      },
    },
  },
} as const;

/** GET /web-api/sports-extras/recommendations[?sport=][&champ=] — games worth a look, each with its reason. */
export const sportsRecommendationsAnswerSchema = {
  $id: 'sports-extras-recommendations-answer',
  type: 'object',
  additionalProperties: false,
  required: ['serverTime', 'sport', 'champ', 'items'],
  properties: {
    serverTime: { type: 'integer' },
    sport: { anyOf: [slugSchema, { type: 'null' }] },
    champ: { anyOf: [champSchema, { type: 'null' }] },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['game', 'reason'],
        properties: { game: gameSchema, reason: { enum: RECOMMENDATION_REASONS } },
      },
    },
  },
} as const;

/** GET /web-api/sports-extras/results/:type — live scores, or the results zone of games just finished, by championship. */
export const sportsResultsAnswerSchema = {
  $id: 'sports-extras-results-answer',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'serverTime', 'groups'],
  properties: {
    type: { enum: RESULT_TYPES },
    serverTime: { type: 'integer' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['champ', 'games'],
        properties: { champ: champSchema, games: gamesSchema },
      },
    },
  },
} as const;

export type ChampionId = (typeof CHAMPION_IDS)[number];
export type ResultType = (typeof RESULT_TYPES)[number];
export type TeamSection = (typeof TEAM_SECTIONS)[number];
export type RecommendationReason = (typeof RECOMMENDATION_REASONS)[number];
export type SportsTeamAnswer = FromSchema<typeof sportsTeamAnswerSchema>;
export type SportsBetsOnYouAnswer = FromSchema<typeof sportsBetsOnYouAnswerSchema>;
export type SportsFavoritesAnswer = FromSchema<typeof sportsFavoritesAnswerSchema>;
export type SportsFavoritesViewAnswer = FromSchema<typeof sportsFavoritesViewAnswerSchema>;
export type SportsSearchAnswer = FromSchema<typeof sportsSearchAnswerSchema>;
export type SportsExpressDayAnswer = FromSchema<typeof sportsExpressDayAnswerSchema>;
export type SportsChampsResultsAnswer = FromSchema<typeof sportsChampsResultsAnswerSchema>;
export type SportsChampionAnswer = FromSchema<typeof sportsChampionAnswerSchema>;
export type SportsChampionFinalAnswer = FromSchema<typeof sportsChampionFinalAnswerSchema>;
export type SportsChampionEventAnswer = FromSchema<typeof sportsChampionEventAnswerSchema>;
export type SportsRecommendationsAnswer = FromSchema<typeof sportsRecommendationsAnswerSchema>;
export type SportsResultsAnswer = FromSchema<typeof sportsResultsAnswerSchema>;
