/**
 * Answers of the user-pages web API (server/user-pages): the links players follow from e-mails
 * (activation, password reset, newsletter stop, e-mail confirmation), app and QR sign-in, block
 * appeals, the welcome data after registration, and the reference data of the other pages
 * (supported browsers, external apps, statistics, the internal VPN check). The reference server
 * checks its answers against these in development; the pages derive their types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

const text = { type: 'string', minLength: 1 } as const;
const nullableText = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;
const epochMs = { type: 'integer', minimum: 0 } as const;

/** What a link's token turned out to be when it cannot be used: why, in one word, and what to say. */
export const LINK_REFUSALS = ['invalid', 'expired', 'used'] as const;

/** 400/410 of a link call: `code` says which next step the page offers. */
export const linkRefusalAnswerSchema = {
  $id: 'link-refusal-answer',
  type: 'object',
  additionalProperties: false,
  required: ['message', 'code'],
  properties: { message: text, code: { enum: LINK_REFUSALS } },
} as const;

/** GET /user-pages/links/check: a link that can still be used, before the player does anything. */
export const linkCheckAnswerSchema = {
  $id: 'link-check-answer',
  type: 'object',
  additionalProperties: false,
  required: ['purpose', 'expires_at', 'email'],
  properties: {
    purpose: { enum: ['activate', 'password-reset', 'newsletter', 'account-verify'] },
    expires_at: epochMs,
    /** Where the link was sent, masked (j***@example.com). */
    email: text,
  },
} as const;

/** POST /user-pages/links/send: a link is on its way. */
export const linkSentAnswerSchema = {
  $id: 'link-sent-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'email', 'expires_in'],
  properties: { success: { const: true }, email: text, expires_in: { type: 'integer', minimum: 1 } },
} as const;

/**
 * POST /user-pages/password-reset/send: the same answer whether or not an account has the login
 * (a link goes only to a real account's e-mail), so it names no address and tells nothing.
 */
export const passwordResetSentAnswerSchema = {
  $id: 'password-reset-sent-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'expires_in'],
  properties: { success: { const: true }, expires_in: { type: 'integer', minimum: 1 } },
} as const;

/** POST /user-pages/activate, /account-verify, /stop-newsletter: what the link changed. */
export const linkDoneAnswerSchema = {
  $id: 'link-done-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'email'],
  properties: {
    success: { const: true },
    email: text,
    /** Newsletter: whether the player still gets it (false after the stop). */
    subscribed: { type: 'boolean' },
    /** The activation type after the change: 0 none, 1 e-mail only, 2 both, 3 phone only. */
    activation_type: { enum: [0, 1, 2, 3] },
    /** Activate and sign in: the sign-in that came with the activation. */
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' },
    user_id: { type: 'integer', minimum: 1 },
  },
} as const;

/** POST /user-pages/app-token: what an app puts in the authApp link. */
export const appTokenAnswerSchema = {
  $id: 'app-token-answer',
  type: 'object',
  additionalProperties: false,
  required: ['method_id', 'token', 'sign', 'expires_in'],
  properties: { method_id: { type: 'integer', minimum: 1 }, token: text, sign: text, expires_in: { type: 'integer', minimum: 1 } },
} as const;

export const QR_STATUSES = ['waiting', 'approved', 'declined', 'expired', 'used'] as const;

/** POST /user-pages/qr (a new QR sign-in) and GET /user-pages/qr/:id (its state). */
export const qrSessionAnswerSchema = {
  $id: 'qr-session-answer',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'status', 'expires_at'],
  properties: {
    id: text,
    /** What the signed-in device scans or types: eight letters and digits. */
    code: { type: 'string', pattern: '^[A-Z0-9]{8}$' },
    status: { enum: QR_STATUSES },
    expires_at: epochMs,
  },
} as const;

/** GET /user-pages/qr/code/:code and POST /user-pages/qr/approve: the request a signed-in player answers. */
export const qrRequestAnswerSchema = {
  $id: 'qr-request-answer',
  type: 'object',
  additionalProperties: false,
  required: ['code', 'status', 'device', 'created_at', 'expires_at'],
  properties: {
    code: { type: 'string', pattern: '^[A-Z0-9]{8}$' },
    status: { enum: QR_STATUSES },
    /** The browser that asked, as it named itself (shortened). */
    device: text,
    created_at: epochMs,
    expires_at: epochMs,
  },
} as const;

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

export type LinkRefusalAnswer = FromSchema<typeof linkRefusalAnswerSchema>;
export type LinkRefusal = LinkRefusalAnswer['code'];
export type LinkCheckAnswer = FromSchema<typeof linkCheckAnswerSchema>;
export type LinkPurpose = LinkCheckAnswer['purpose'];
export type LinkSentAnswer = FromSchema<typeof linkSentAnswerSchema>;
export type PasswordResetSentAnswer = FromSchema<typeof passwordResetSentAnswerSchema>;
export type LinkDoneAnswer = FromSchema<typeof linkDoneAnswerSchema>;
export type AppTokenAnswer = FromSchema<typeof appTokenAnswerSchema>;
export type QrStatus = (typeof QR_STATUSES)[number];
export type QrSessionAnswer = FromSchema<typeof qrSessionAnswerSchema>;
export type QrRequestAnswer = FromSchema<typeof qrRequestAnswerSchema>;
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
