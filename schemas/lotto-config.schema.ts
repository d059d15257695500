/** The site config's `lotto` section: lotto and toto as this operator offers them. */
import type { FromSchema } from 'json-schema-to-ts';
import { TOTO_SECTIONS } from './lotto-api.schema.ts';

export const lottoConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'lotto and toto as this operator offers them. Absent: lotto with the defaults and no toto.',
  properties: {
    maxTicketsPerDraw: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      description: 'How many tickets one player may buy for one draw of one lottery (default 10); the server refuses more.',
    },
    toto: {
      type: 'object',
      additionalProperties: false,
      required: ['origin', 'sections'],
      description: 'The toto pools, shown in a frame from their provider. Absent: this operator offers no toto (its pages are not found).',
      properties: {
        origin: {
          type: 'string',
          // Plain http only for this machine (the reference game origin); anything public must be https.
          pattern: '^(https://[a-z0-9.-]+(:\\d{1,5})?|http://(127\\.0\\.0\\.1|localhost)(:\\d{1,5})?|\\{gameOrigin\\})$',
          description:
            'The toto provider\'s origin: added to the CSP frame-src, and the client frames nothing from anywhere else. "{gameOrigin}" stands for the reference game origin the server starts beside itself.',
        },
        sections: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: { type: 'string', enum: TOTO_SECTIONS },
          description: 'The toto pools offered, in menu order; the first is what toto without a section shows.',
        },
      },
    },
  },
} as const;

export type LottoConfig = FromSchema<typeof lottoConfigSchema>;
