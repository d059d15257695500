/**
 * Answers of the platform calls (server/platform): the server-driven redirect of an address, the
 * third-party partitions a site offers and the secure-data grant. The reference server checks its
 * answers against these in development; the client derives its types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

/**
 * POST /web-api/redirect-light { url }. A redirect is applied only when code, url, reasons and
 * breadcrumbs are all present; `{ redirect: false }` alone means the address stays.
 */
export const redirectLightAnswerSchema = {
  $id: 'redirect-light-answer',
  type: 'object',
  additionalProperties: false,
  required: ['redirect'],
  properties: {
    redirect: { type: 'boolean' },
    code: { type: 'integer', enum: [301, 302] },
    url: { type: 'string', pattern: '^/(?!/)' },
    reasons: { type: 'array', items: { type: 'string', minLength: 1 } },
    breadcrumbs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'url'],
        properties: { title: { type: 'string', minLength: 1 }, url: { type: 'string', pattern: '^/(?!/)' } },
      },
    },
  },
} as const;

/**
 * POST /web-api/blocks/v2 body: whether the client has a signed-in player and the page it is on
 * (a path of this site). The answer is the blocks answer of schemas/api.schema.ts.
 */
export const blocksV2BodySchema = {
  $id: 'blocks-v2-body',
  type: 'object',
  additionalProperties: false,
  required: ['auth', 'url'],
  properties: {
    auth: { type: 'boolean' },
    url: { type: 'string', minLength: 1, maxLength: 2048, pattern: '^/(?!/)' },
  },
} as const;

/** GET /third-party/api/list-available-partitions: the third-party areas this site offers. */
export const availablePartitionsAnswerSchema = {
  $id: 'available-partitions-answer',
  type: 'object',
  additionalProperties: false,
  required: ['listAvailablePartitions', 'success'],
  properties: {
    listAvailablePartitions: { type: 'array', uniqueItems: true, items: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' } },
    success: { type: 'boolean' },
  },
} as const;

/** POST /web-api/secure-data/grant { password }: the grant cookie is set; it lasts expiresInSeconds. */
export const secureDataGrantAnswerSchema = {
  $id: 'secure-data-grant-answer',
  type: 'object',
  additionalProperties: false,
  required: ['expiresInSeconds'],
  properties: { expiresInSeconds: { type: 'integer', minimum: 1 } },
} as const;

/** GET /web-api/secure-data: the player's private details, only with a valid grant cookie. */
export const secureDataAnswerSchema = {
  $id: 'secure-data-answer',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'phone', 'passport', 'passportDate', 'dateBirthday', 'registrationAddress', 'grantExpiresInSeconds'],
  properties: {
    email: { type: ['string', 'null'] },
    phone: { type: ['string', 'null'] },
    passport: { type: ['string', 'null'] },
    passportDate: { type: ['string', 'null'] },
    dateBirthday: { type: ['string', 'null'] },
    registrationAddress: { type: ['string', 'null'] },
    grantExpiresInSeconds: { type: 'integer', minimum: 1, maximum: 1800, description: 'How long the grant these details were shown with still lasts: the page hides them then.' },
  },
} as const;

/** 400, 403 of the platform calls: what was wrong, in words a player can read. */
export const platformRefusalAnswerSchema = {
  $id: 'platform-refusal-answer',
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: {
    message: { type: 'string', minLength: 1 },
    grantRequired: { type: 'boolean' },
    /** 429: seconds until another password may be tried (too many wrong ones). */
    retry_after: { type: 'integer', minimum: 1 },
  },
} as const;

export type BlocksV2Body = FromSchema<typeof blocksV2BodySchema>;
export type RedirectLightAnswer = FromSchema<typeof redirectLightAnswerSchema>;
export type AvailablePartitionsAnswer = FromSchema<typeof availablePartitionsAnswerSchema>;
export type SecureDataGrantAnswer = FromSchema<typeof secureDataGrantAnswerSchema>;
export type SecureDataAnswer = FromSchema<typeof secureDataAnswerSchema>;
export type PlatformRefusalAnswer = FromSchema<typeof platformRefusalAnswerSchema>;
