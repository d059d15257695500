/**
 * The shapes of the __TITLE__ feature's data. Its reference API (./api) answers are checked against
 * `answerSchemas` in development, and the page checks them with the validators the build generates
 * from them (generated/validators/<name>.js), typed by these schemas.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const __CAMEL__EntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'text'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]+$' },
    title: { type: 'string', minLength: 1, maxLength: 120 },
    text: { type: 'string', minLength: 1, maxLength: 2000 },
  },
} as const;

export const __CAMEL__EntriesAnswerSchema = {
  $id: '__ID__-entries-answer',
  type: 'object',
  additionalProperties: false,
  required: ['entries'],
  properties: { entries: { type: 'array', items: __CAMEL__EntrySchema, maxItems: 100 } },
} as const;

export type __NAME__Entry = FromSchema<typeof __CAMEL__EntrySchema>;
export type __NAME__EntriesAnswer = FromSchema<typeof __CAMEL__EntriesAnswerSchema>;

/** The API's answers by validator name: schemas/generate.ts makes generated/validators/<name>.js of each. */
export const answerSchemas = {
  __CAMEL__EntriesAnswer: __CAMEL__EntriesAnswerSchema,
} as const;
