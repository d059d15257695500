/**
 * The media web API (server/media): the video token of a signed-in player, what media a live game
 * offers (its video, its zone tracker), and the zone tracker's live events. The video stream itself
 * is a file answer (video/webm), opened with the token.
 */
import type { FromSchema } from 'json-schema-to-ts';

const gameIdSchema = { type: 'integer', minimum: 1 } as const;
const sourceIdSchema = { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } as const;

/** POST /web-api/user/updatetoken: a fresh video token (signed in only). */
export const updateTokenAnswerSchema = {
  $id: 'media-update-token-answer',
  type: 'object',
  additionalProperties: false,
  required: ['token', 'expiresAt'],
  properties: {
    token: { type: 'string', minLength: 16, maxLength: 200 },
    /** Unix ms: the token is refused after this; the client renews well before. */
    expiresAt: { type: 'integer', minimum: 0 },
  },
} as const;
export type UpdateTokenAnswer = FromSchema<typeof updateTokenAnswerSchema>;

/** GET /web-api/media/games/:gameId: the media of a game, offered while it is live. */
export const gameMediaAnswerSchema = {
  $id: 'media-game-answer',
  type: 'object',
  additionalProperties: false,
  required: ['gameId', 'sportId', 'title', 'live', 'video', 'zone'],
  properties: {
    gameId: gameIdSchema,
    sportId: { type: 'integer', minimum: 1 },
    /** Home v away, as the feed names the teams (data, not a UI text). */
    title: { type: 'string', minLength: 1 },
    live: { type: 'boolean' },
    video: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['videoId', 'src', 'poster', 'type'],
          properties: {
            videoId: sourceIdSchema,
            /** Same-origin path of the stream; opened with ?token=<video token>. */
            src: { type: 'string', pattern: '^/web-api/media/' },
            poster: { type: 'string', pattern: '^/web-api/media/' },
            type: { type: 'string', enum: ['video/webm'] },
          },
        },
      ],
    },
    zone: {
      oneOf: [
        { type: 'null' },
        { type: 'object', additionalProperties: false, required: ['zoneId'], properties: { zoneId: sourceIdSchema } },
      ],
    },
  },
} as const;
export type GameMediaAnswer = FromSchema<typeof gameMediaAnswerSchema>;

export const ZONE_EVENT_KINDS = ['safe', 'attack', 'danger', 'shot', 'corner', 'free-kick', 'goal'] as const;
/** Columns of the pitch from the home goal (0) to the away goal (4), rows from the top touchline (0) to the bottom (2). */
export const ZONE_COLUMNS = 5;
export const ZONE_ROWS = 3;

/** GET /web-api/media/zone/:gameId: the latest events of the zone tracker, oldest first. */
export const zoneEventsAnswerSchema = {
  $id: 'media-zone-events-answer',
  type: 'object',
  additionalProperties: false,
  required: ['gameId', 'serverTime', 'clockSec', 'finished', 'home', 'away', 'score', 'events'],
  properties: {
    gameId: gameIdSchema,
    serverTime: { type: 'integer', minimum: 0 },
    /** The game clock, seconds. */
    clockSec: { type: 'integer', minimum: 0 },
    finished: { type: 'boolean' },
    home: { type: 'string', minLength: 1 },
    away: { type: 'string', minLength: 1 },
    score: {
      type: 'object',
      additionalProperties: false,
      required: ['home', 'away'],
      properties: { home: { type: 'integer', minimum: 0 }, away: { type: 'integer', minimum: 0 } },
    },
    events: {
      type: 'array',
      maxItems: 12,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'clockSec', 'kind', 'team', 'column', 'row'],
        properties: {
          id: { type: 'string', pattern: '^[0-9]{1,30}$' },
          clockSec: { type: 'integer', minimum: 0 },
          kind: { type: 'string', enum: ZONE_EVENT_KINDS },
          team: { type: 'string', enum: ['home', 'away'] },
          column: { type: 'integer', minimum: 0, maximum: ZONE_COLUMNS - 1 },
          row: { type: 'integer', minimum: 0, maximum: ZONE_ROWS - 1 },
        },
      },
    },
  },
} as const;
export type ZoneEventsAnswer = FromSchema<typeof zoneEventsAnswerSchema>;
export type ZoneEvent = ZoneEventsAnswer['events'][number];
