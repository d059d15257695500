/**
 * The site config's `responsibleGaming` section: how this region's regulator wants limits to behave
 * (cooling-off of increases, time-out and self-exclusion choices, prompts, the panic button). Data
 * only: no region is named in code. The rules are applied by src/domain/limits, on the reference
 * server (the authority) and in the plugin (which only shows them).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { currencyIsoSchema } from './common.schema.ts';

const daysList = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'integer', minimum: 1, maximum: 3650 },
} as const;

export const responsibleGamingConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: "The region's responsible-gaming rules; absent: the defaults of an unregulated operator.",
  properties: {
    increaseCoolingOffHours: {
      type: 'integer',
      minimum: 0,
      maximum: 8760,
      description: 'Hours a raised (or removed) limit waits as PENDING before it can apply; a decrease applies at once. Default 24.',
    },
    increaseNeedsApproval: {
      type: 'boolean',
      description: 'After the cooling-off the player must confirm the raised limit again (a popup that cannot be closed); otherwise it applies by itself. Default true.',
    },
    increaseWaitsForPeriodEnd: {
      type: 'boolean',
      description: "A raised limit never applies before the current limit's period (24 h, 7 d, 30 d from its start) ends. Default false.",
    },
    timeOutDays: { ...daysList, description: 'Deposit time-out lengths (limit 33) the player may choose, in days. Default 1, 7, 30.' },
    selfExclusionDays: {
      ...daysList,
      description: 'Self-exclusion lengths (limit 30) the player may choose, in days. Default 1, 7, 30, 90, 180, 365, 730, 1095, 1825.',
    },
    promptDepositLimit: {
      type: 'boolean',
      description: 'Ask the player to set a deposit limit after registration and before the first deposit. Default false.',
    },
    monthlyDepositCap: {
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'currency'],
      description: "A cap on one player's deposits per calendar month (UTC) across the site, whatever their own limits say.",
      properties: {
        amount: { type: 'number', exclusiveMinimum: 0 },
        currency: currencyIsoSchema,
      },
    },
    panicBlockHours: {
      type: 'integer',
      minimum: 1,
      maximum: 720,
      description: 'When set, signed-in players get a panic button that blocks deposits and bets for this many hours at once, without a confirmation step.',
    },
    raiseQuestionnaire: {
      type: 'boolean',
      description: 'A raise of a limit is taken only after the player answers a few questions about their play (testanswers); a worrying answer refuses it. Default false.',
    },
    limitActionMethod: {
      type: 'string',
      enum: ['limitaction', 'delete'],
      description: 'How a pending limit is rejected or cancelled: POST limitaction {action} or DELETE limit?limitType=. Approving is always POST limitaction. Default limitaction.',
    },
  },
} as const;

export type ResponsibleGamingConfig = FromSchema<typeof responsibleGamingConfigSchema>;
