/**
 * The site config's `preferences` section: which view types and market-name types this operator
 * offers on the preferences page, and what shows until the visitor chooses. A default that is not
 * in its list is not used (the first offered value is). Absent: both values of each are offered,
 * European view and full market names first.
 */
import type { FromSchema } from 'json-schema-to-ts';

// `type: integer` beside the enum keeps ajv's standalone code free of a require() for deep equality.
const choice = (description: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    description,
    properties: {
      available: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'integer', enum: [0, 1] } },
      default: { type: 'integer', enum: [0, 1] },
    },
  }) as const;

export const preferencesConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Display preferences the visitor may choose (theme, text size, zone and clock are always offered).',
  properties: {
    appViewType: choice('Event views offered (0 European, 1 Asian) and the default.'),
    marketsNameType: choice('Market names offered (0 full, 1 short) and the default.'),
  },
} as const;

export type PreferencesConfig = FromSchema<typeof preferencesConfigSchema>;
