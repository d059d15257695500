/**
 * The system pages' data: the answers of their reference API (./api, /web-api/user-pages/...): block
 * appeals, the welcome data after registration, and the reference data of the other pages
 * (supported browsers, external apps, statistics, the internal VPN check). The server checks its
 * answers against these in development; the pages check them with the validators generated from
 * `answerSchemas` (generated/validators/) and take their types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

const text = { type: 'string', minLength: 1 } as const;
const nullableText = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;
const epochMs = { type: 'integer', minimum: 0 } as const;

export const APPEAL_STATUSES = ['pending', 'answered', 'rejected'] as const;

/** GET and POST /user-pages/block-appeals. */
export const blockAppealsAnswerSchema = {
  $id: 'block-appeals-answer',
  type: 'object',
  additionalProperties: false,
  required: ['banned', 'can_appeal', 'appeals'],
  properties: {
    banned: { type: 'boolean' },
    /** False while an appeal waits for its answer: one at a time. */
    can_appeal: { type: 'boolean' },
    appeals: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'created_at', 'text', 'status', 'answer', 'answered_at'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          created_at: epochMs,
          text,
          status: { enum: APPEAL_STATUSES },
          answer: nullableText,
          answered_at: { type: ['integer', 'null'], minimum: 0 },
        },
      },
    },
  },
} as const;

/** GET /user-pages/welcome: how the new player signs in next time. */
export const welcomeDataAnswerSchema = {
  $id: 'welcome-data-answer',
  type: 'object',
  additionalProperties: false,
  required: ['user_id', 'login', 'email', 'phone', 'currency', 'password'],
  properties: {
    user_id: { type: 'integer', minimum: 1 },
    login: nullableText,
    email: nullableText,
    phone: nullableText,
    currency: text,
    /** The generated password of a one-click registration, until the player changes it; otherwise null. */
    password: nullableText,
  },
} as const;

/** GET /user-pages/supported-browsers */
export const supportedBrowsersAnswerSchema = {
  $id: 'supported-browsers-answer',
  type: 'object',
  additionalProperties: false,
  required: ['browsers'],
  properties: {
    browsers: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'min_version', 'url'],
        properties: { id: text, name: text, min_version: { type: 'integer', minimum: 1 }, url: { type: 'string', pattern: '^https://' } },
      },
    },
  },
} as const;

export const APP_PLATFORMS = ['android', 'ios', 'windows', 'macos'] as const;

/** GET /user-pages/external-apps?kind=mobile|desktop */
export const externalAppsAnswerSchema = {
  $id: 'external-apps-answer',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'apps'],
  properties: {
    kind: { enum: ['mobile', 'desktop'] },
    apps: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['platform', 'name', 'version', 'size_mb', 'min_os', 'url', 'released_at'],
        properties: {
          platform: { enum: APP_PLATFORMS },
          name: text,
          version: text,
          size_mb: { type: 'number', exclusiveMinimum: 0 },
          min_os: text,
          url: { type: 'string', pattern: '^https://' },
          released_at: epochMs,
        },
      },
    },
  },
} as const;

const gameResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'home', 'away', 'home_score', 'away_score', 'start_at'],
  properties: { id: { type: 'integer', minimum: 1 }, home: text, away: text, home_score: count, away_score: count, start_at: epochMs },
} as const;

/** GET /user-pages/statistics/game/:gameId: a game and the two teams' latest results in its championship. */
export const gameStatisticsAnswerSchema = {
  $id: 'game-statistics-answer',
  type: 'object',
  additionalProperties: false,
  required: ['game', 'meetings', 'home_form', 'away_form'],
  properties: {
    game: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'sport', 'champ', 'home', 'away', 'start_at', 'status', 'score'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        sport: text,
        champ: text,
        home: text,
        away: text,
        start_at: epochMs,
        status: { enum: ['line', 'live', 'finished'] },
        score: { type: ['string', 'null'] },
      },
    },
    meetings: { type: 'array', items: gameResultSchema },
    home_form: { type: 'array', items: gameResultSchema },
    away_form: { type: 'array', items: gameResultSchema },
  },
} as const;

/** GET /user-pages/internal-vpn: how this server sees the caller's connection (for staff). */
export const internalVpnAnswerSchema = {
  $id: 'internal-vpn-answer',
  type: 'object',
  additionalProperties: false,
  required: ['address', 'network', 'internal', 'site_config', 'server_time'],
  properties: {
    address: text,
    network: { enum: ['loopback', 'private', 'public'] },
    internal: { type: 'boolean' },
    site_config: text,
    server_time: epochMs,
  },
} as const;

export type BlockAppealsAnswer = FromSchema<typeof blockAppealsAnswerSchema>;
export type BlockAppeal = BlockAppealsAnswer['appeals'][number];
export type WelcomeDataAnswer = FromSchema<typeof welcomeDataAnswerSchema>;
export type SupportedBrowsersAnswer = FromSchema<typeof supportedBrowsersAnswerSchema>;
export type ExternalAppsAnswer = FromSchema<typeof externalAppsAnswerSchema>;
export type ExternalApp = ExternalAppsAnswer['apps'][number];
export type AppPlatform = (typeof APP_PLATFORMS)[number];
export type GameStatisticsAnswer = FromSchema<typeof gameStatisticsAnswerSchema>;
export type GameResult = GameStatisticsAnswer['meetings'][number];
export type InternalVpnAnswer = FromSchema<typeof internalVpnAnswerSchema>;

/** The system pages' API answers by validator name. */
export const answerSchemas = {
  blockAppealsAnswer: blockAppealsAnswerSchema,
  welcomeDataAnswer: welcomeDataAnswerSchema,
  supportedBrowsersAnswer: supportedBrowsersAnswerSchema,
  externalAppsAnswer: externalAppsAnswerSchema,
  gameStatisticsAnswer: gameStatisticsAnswerSchema,
  internalVpnAnswer: internalVpnAnswerSchema,
} as const;
