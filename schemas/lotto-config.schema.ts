/** The site config's `lotto` section: lotto and toto as this operator offers them. */
import type { FromSchema } from 'json-schema-to-ts';
import { frameOriginSchema, popupEscapeEntrySchema } from './common.schema.ts';

/**
 * The toto pools a region may offer (lotto.toto.sections); the first it lists is the default. The
 * core knows them: the game origin stands in for the toto provider and frames each pool.
 */
export const TOTO_SECTIONS = ['fifteen', 'correct-score', 'football', 'hockey', 'cyber'] as const;
export type TotoSection = (typeof TOTO_SECTIONS)[number];

/** The toto provider's origin: plain http only for this machine (the reference game origin); anything public must be https. */
const totoOriginSchema = frameOriginSchema;

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
          ...totoOriginSchema,
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
        popupsEscapeSandbox: {
          type: 'array',
          description:
            "The toto origins whose pages open windows that must leave the toto frame's sandbox (the provider's rules or cashier opened in a new tab): the frame gets allow-popups-to-escape-sandbox only while its origin is listed here. Each names the provider that needs it and why. Default none: the provider's popups stay sandboxed.",
          items: popupEscapeEntrySchema,
        },
      },
    },
  },
} as const;

export type LottoConfig = FromSchema<typeof lottoConfigSchema>;
