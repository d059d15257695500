/**
 * Building blocks shared by the other schemas. Every schema here is `as const` so that
 * json-schema-to-ts can derive the TypeScript type from the very same object ajv validates with.
 */

/** `plugin-id/name`, the only way manifests and configs refer to code. */
export const extensionIdSchema = {
  type: 'string',
  pattern: '^[a-z][a-z0-9]*(?:-[a-z0-9]+)*/[a-z][a-z0-9]*(?:-[a-z0-9]+)*$',
  description: 'An extension id: plugin-id/name, for example coupon/quick-panel.',
} as const;

export const languageCodeSchema = {
  type: 'string',
  pattern: '^[a-z]{2}$',
  description: 'A two-letter language code (the first URL segment).',
} as const;

export const currencyIsoSchema = {
  type: 'string',
  pattern: '^[A-Z]{3}$',
  description: 'An ISO 4217 currency code.',
} as const;

export const dictionaryIdSchema = {
  type: 'string',
  pattern: '^[a-z0-9][a-z0-9-]*$',
  description: 'A dictionary id; it is also the i18next namespace.',
} as const;

export const routeIdSchema = {
  type: 'string',
  pattern: '^[a-zA-Z][a-zA-Z0-9_.-]*$',
  description: 'A stable route name: links and configs refer to it, so keep it once published.',
} as const;

/** A frame's origin in a site config: https anywhere, http only on this machine, or the reference game origin's placeholder. */
export const frameOriginSchema = {
  type: 'string',
  pattern: '^(https://[a-z0-9.-]+(:\\d{1,5})?|http://(127\\.0\\.0\\.1|localhost)(:\\d{1,5})?|\\{gameOrigin\\})$',
} as const;

/**
 * One provider whose framed pages open windows that must leave the frame's sandbox (a cashier or the
 * rules in a new tab): only its frames get allow-popups-to-escape-sandbox, and the config says why.
 */
export const popupEscapeEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['origin', 'provider', 'reason'],
  properties: {
    origin: { ...frameOriginSchema, description: 'The frame origin this holds for: an entry for an origin the frame no longer loads frees nothing.' },
    provider: { type: 'string', minLength: 1, description: 'The provider whose pages there need it.' },
    reason: { type: 'string', minLength: 1, description: 'What their popup does that a sandboxed window cannot.' },
  },
} as const;

/**
 * The one refusal answer of the reference back end's feature APIs (server/kit/refusal.ts sends it):
 * a message for the player, and the form field it is about when there is one. A feature's error
 * answers are held to this schema; it has no answer schema of its own for them.
 */
export const errorAnswerSchema = {
  $id: 'error-answer',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', minLength: 1 },
    field: { type: 'string', minLength: 1 },
    code: { type: 'string', minLength: 1 },
  },
} as const;
