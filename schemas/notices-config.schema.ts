/**
 * The site config's `notices` section: which notices this operator shows and how. Absent: none
 * (no notice code is ever downloaded). Notices show one at a time, legal ones first: the age
 * restriction, then cookies, then maintenance, then the rest.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The optional cookie types a notice may offer (necessary cookies are always on). */
export const NOTICE_CONSENT_TYPES = ['functional', 'marketing'] as const;

export const noticesConfigSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['plugin'],
  description: 'Notices shown over the page, one at a time. Absent: none.',
  properties: {
    plugin: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description: 'The plugin whose extensions show the notices, one extension per notice named after it (age-restriction, cookies, maintenance, welcome, first-deposit-bonus, convert-account, download-app).',
    },
    ageRestriction: {
      type: 'object',
      additionalProperties: false,
      required: ['age'],
      description: 'Visitors confirm their age before using the site; the popup cannot be dismissed otherwise.',
      properties: {
        age: { type: 'integer', minimum: 1, maximum: 99 },
        remember: { type: 'string', enum: ['days', 'session'], description: "'days': the answer is kept 3 days (default); 'session': until the browser closes." },
      },
    },
    cookies: {
      type: 'object',
      additionalProperties: false,
      required: ['types'],
      description: 'The cookie notice and the optional cookie types it lets the visitor agree to.',
      properties: {
        types: { type: 'array', uniqueItems: true, items: { type: 'string', enum: NOTICE_CONSENT_TYPES } },
      },
    },
    maintenance: {
      type: 'boolean',
      description: 'Announce planned maintenance between maintenance.notify_started_at and notify_ended_at.',
    },
    welcome: { type: 'boolean', description: 'A welcome modal once after a player registers.' },
    firstDepositBonus: {
      type: 'object',
      additionalProperties: false,
      required: ['variant'],
      description: 'The first-deposit bonus offer: on the home page, once, to guests and players without a deposit.',
      properties: { variant: { type: 'integer', enum: [1, 2] } },
    },
    convertAccount: { type: 'boolean', description: "A reminder, once per player, that an account's currency may still be changed." },
    downloadApp: {
      type: 'object',
      additionalProperties: false,
      required: ['audience'],
      description: 'The download-app banner; hidden for 3 days once dismissed.',
      properties: { audience: { type: 'string', enum: ['all', 'signedIn', 'guests'] } },
    },
  },
} as const;

export type NoticesConfig = FromSchema<typeof noticesConfigSchema>;
