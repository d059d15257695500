/**
 * The video token of a signed-in player: the core's media kit (src/sagas/media) renews it and the
 * sports feature's media API (plugins/sports/api/media) issues it and opens match streams with it.
 * What a live game offers and its zone tracker's events are the feature's (plugins/sports/schemas.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';

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
