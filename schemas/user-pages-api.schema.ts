/**
 * Answers of the user-pages web API (server/user-pages): the links players follow from e-mails
 * (activation, password reset, newsletter stop, e-mail confirmation), app and QR sign-in. They are
 * the identity service's, so the core keeps them: the reference server checks its answers against
 * these in development; the sign-in pages read them through the plugin API's parsers. (Block
 * appeals, the welcome data and the other pages' reference data are the system pages' own:
 * plugins/system-pages/schemas.ts.)
 */
import type { FromSchema } from 'json-schema-to-ts';

const text = { type: 'string', minLength: 1 } as const;
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
