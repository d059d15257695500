/**
 * The site config's `casino` section: where games may be framed from, what a regulator asks of a
 * game session, and the casino's regional market. Data only: no region is named in code.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { frameOriginSchema, popupEscapeEntrySchema } from './common.schema.ts';

/**
 * The placeholder a config may list instead of a real origin: the server replaces it at start with the
 * address of the game origin it runs beside itself (its port follows the main server's), so one config
 * serves every port the development and test servers use.
 */
export const GAME_ORIGIN_PLACEHOLDER = '{gameOrigin}';

/** A game origin the config may list: plain http only for this machine (the reference game origin); anything public must be https. */
const gameOriginSchema = frameOriginSchema;

export const casinoConfigSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['gameOrigins', 'sessionStats', 'minGameCycleMs', 'slotFirstDepositRedirect', 'brandsSlider'],
  description: 'The casino as this operator offers it; absent: no game can be framed (the lobby still lists games).',
  properties: {
    gameOrigins: {
      type: 'array',
      uniqueItems: true,
      items: gameOriginSchema,
      description:
        'Origins games may be framed from: the CSP frame-src is exactly this list, and the client refuses a launch URL from any other origin. "{gameOrigin}" stands for the reference game origin the server starts beside itself.',
    },
    popupsEscapeSandbox: {
      type: 'array',
      description:
        "The game origins whose games open windows that must leave the game frame's sandbox (a provider's cashier or rules opened in a new tab): only their frames get allow-popups-to-escape-sandbox. Each names the provider that needs it and why. Default none: any other game's popup stays sandboxed.",
      items: popupEscapeEntrySchema,
    },
    sessionStats: { type: 'boolean', description: 'The game frame shows the elapsed time and the net position of the session.' },
    minGameCycleMs: {
      type: 'integer',
      minimum: 0,
      maximum: 60000,
      description: 'The shortest time one game round may take, in ms (2500 where a regulator asks); above 0 there is no autoplay and no turbo.',
    },
    slotFirstDepositRedirect: {
      type: 'boolean',
      description: 'The bonus page slot_first_deposit redirects (301) to the casino page casino/slot-first-deposit.',
    },
    brandsSlider: { type: 'boolean', description: 'The casino pages show the brands (providers) slider.' },
    market: {
      type: 'string',
      pattern: '^[a-z]{2,12}$',
      description:
        'The licensing market whose game list applies (a game not licensed there is not offered: the API answers 404 for it); default "international", where every game is offered.',
    },
  },
} as const;

export type CasinoConfig = FromSchema<typeof casinoConfigSchema>;
