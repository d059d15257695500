/**
 * The home page's data: the answers of its reference API (./api, /web-api/home/...), the top games
 * of the live and the line with their result prices, and the operator's banners. Kept to what the
 * home's blocks show (the whole feed's game shape would cost the first screen a validator four times
 * the size). The server checks its answers against these in development; the blocks check them with
 * the validators generated from `answerSchemas` (generated/validators/) and take their types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** How many games a top block shows: what fits a phone's first screens without scrolling far. */
export const TOP_GAMES_MAX = 5;
/** The pages a banner may lead to: paramless routes the home knows the region may serve. */
export const BANNER_TARGETS = ['live', 'sports', 'express-day', 'bets-on-you', 'casino-lobby', 'registration'] as const;

const idSchema = { type: 'integer', minimum: 1 } as const;
const textSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const homeTopGamesAnswerSchema = {
  $id: 'home-top-games-answer',
  type: 'object',
  required: ['section', 'games'],
  properties: {
    section: { enum: ['live', 'line'] },
    games: {
      type: 'array',
      maxItems: TOP_GAMES_MAX,
      items: {
        type: 'object',
        required: ['id', 'sport', 'sportId', 'champId', 'champName', 'home', 'away', 'startAt', 'isLive', 'score', 'markets'],
        properties: {
          id: idSchema,
          /** The sport's id in paths ('football'): a game opens at line|live/:sport/:champ/:game. */
          sport: { type: 'string', pattern: '^[a-z0-9-]+$' },
          sportId: idSchema,
          champId: idSchema,
          champName: textSchema,
          home: textSchema,
          away: textSchema,
          /** Start time, ms since the Unix epoch. */
          startAt: { type: 'integer' },
          isLive: { type: 'boolean' },
          score: {
            anyOf: [
              { type: 'null' },
              { type: 'object', required: ['home', 'away'], properties: { home: { type: 'integer' }, away: { type: 'integer' } } },
            ],
          },
          /** The result market's outcomes (1, X, 2; no draw where the sport has none). */
          markets: {
            type: 'array',
            maxItems: 3,
            items: {
              type: 'object',
              required: ['id', 'typeId', 'kind', 'outcome', 'coef', 'blocked'],
              properties: {
                id: idSchema,
                typeId: idSchema,
                kind: idSchema,
                outcome: { enum: ['1', 'X', '2'] },
                coef: { type: 'number', exclusiveMinimum: 1 },
                blocked: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
  },
} as const;
export type HomeTopGamesAnswer = FromSchema<typeof homeTopGamesAnswerSchema>;
export type HomeGame = HomeTopGamesAnswer['games'][number];

export const homeBannersAnswerSchema = {
  $id: 'home-banners-answer',
  type: 'object',
  required: ['banners'],
  properties: {
    banners: {
      type: 'array',
      maxItems: 6,
      items: {
        type: 'object',
        required: ['id', 'title', 'text', 'to'],
        properties: {
          id: { type: 'string', pattern: '^[a-z0-9-]+$' },
          /** In the page's language (X-Language), with the operator's figures filled in. */
          title: textSchema,
          text: textSchema,
          to: { enum: BANNER_TARGETS },
        },
      },
    },
  },
} as const;
export type HomeBannersAnswer = FromSchema<typeof homeBannersAnswerSchema>;
export type HomeBanner = HomeBannersAnswer['banners'][number];

/** The home API's answers by validator name. */
export const answerSchemas = {
  homeTopGamesAnswer: homeTopGamesAnswerSchema,
  homeBannersAnswer: homeBannersAnswerSchema,
} as const;
