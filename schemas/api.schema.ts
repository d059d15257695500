import type { FromSchema } from 'json-schema-to-ts';
import { dictionaryIdSchema, languageCodeSchema } from './common.schema.ts';

/** GET /web-api/dictionaries/:id?lang= — one namespace of texts. */
export const dictionaryAnswerSchema = {
  $id: 'dictionary-answer',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'lang', 'entries'],
  properties: {
    id: dictionaryIdSchema,
    lang: languageCodeSchema,
    entries: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** GET /web-api/blocks/light/v1 — displayTypeId is the block reason (src/guards/blocked.guard.ts), 0 when none. */
export const blocksAnswerSchema = {
  $id: 'blocks-answer',
  type: 'object',
  additionalProperties: false,
  required: ['displayTypeId', 'templateTypeId'],
  properties: {
    displayTypeId: { type: 'integer', minimum: 0 },
    templateTypeId: { type: 'integer', minimum: 0 },
  },
} as const;

/** GET /web-api/config-groups?groups=a,b&lang= — named groups of settings, cached 600-900 s. */
export const configGroupsAnswerSchema = {
  $id: 'config-groups-answer',
  type: 'object',
  additionalProperties: false,
  required: ['groups'],
  properties: {
    groups: { type: 'object', additionalProperties: { type: 'object' } },
  },
} as const;

/** Session check: user_id, null for a guest. */
export const sessionCheckAnswerSchema = {
  $id: 'session-check-answer',
  type: 'object',
  additionalProperties: false,
  required: ['user_id'],
  properties: {
    user_id: { type: ['integer', 'null'] },
  },
} as const;

export type DictionaryAnswer = FromSchema<typeof dictionaryAnswerSchema>;
export type BlocksAnswer = FromSchema<typeof blocksAnswerSchema>;
export type ConfigGroupsAnswer = FromSchema<typeof configGroupsAnswerSchema>;
export type SessionCheckAnswer = FromSchema<typeof sessionCheckAnswerSchema>;
