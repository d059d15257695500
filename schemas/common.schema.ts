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
