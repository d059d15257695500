/**
 * The office feature's data: the answers of its reference API (./api, /web-api/office/...): the
 * menu, settings, messages, sessions, currency accounts, hidden sports, the powerbet of an opened
 * coupon and the history e-mails. Refusals are the core's error answer (schemas/common.schema.ts).
 * The server checks its answers against these in development; the pages check them with the
 * validators generated from `answerSchemas` (generated/validators/) and take their types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { accountsAnswerSchema } from '../../schemas/auth-api.schema.ts';

const countSchema = { type: 'integer', minimum: 0 } as const;
const dateTimeSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const isoSchema = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const routeIdSchema = { type: 'string', pattern: '^[a-z][a-z0-9-]*$' } as const;
const sportIdsSchema = { type: 'array', items: { type: 'integer', minimum: 1 }, uniqueItems: true } as const;


export const officeMenuAnswerSchema = {
  $id: 'office-menu-answer',
  type: 'object',
  additionalProperties: false,
  required: ['menuCategories', 'menuUserData', 'user_msg_count'],
  properties: {
    menuCategories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'routeIds'],
        properties: { id: { enum: ['profile', 'settings', 'promo'] }, routeIds: { type: 'array', items: routeIdSchema } },
      },
    },
    menuUserData: {
      type: 'object',
      additionalProperties: false,
      required: ['bonus_balance', 'country_code', 'recharge_allow', 'email', 'name'],
      properties: {
        bonus_balance: { type: 'number', minimum: 0 },
        country_code: nullableString,
        recharge_allow: { type: 'boolean' },
        email: nullableString,
        name: nullableString,
      },
    },
    user_msg_count: countSchema,
  },
} as const;

const settingListSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'value'],
    properties: { id: { type: 'string', pattern: '^[a-z][a-z_]*$' }, value: { type: 'boolean' } },
  },
} as const;

export const officeSettingsAnswerSchema = {
  $id: 'office-settings-answer',
  type: 'object',
  additionalProperties: false,
  required: ['commonSettings', 'otherSettings', 'notificationSettings', 'mailingSettings'],
  properties: {
    commonSettings: settingListSchema,
    otherSettings: settingListSchema,
    notificationSettings: settingListSchema,
    mailingSettings: settingListSchema,
    // SPEC 3.4: whether currency accounts are offered to this player, and how many they hold of how many they may.
    showWallets: { type: 'boolean', description: 'The player may hold currency accounts: their operator takes another currency, or they hold one.' },
    walletAttributes: {
      type: 'object',
      additionalProperties: false,
      required: ['currencyAccounts', 'maxCurrencyAccounts'],
      properties: {
        currencyAccounts: { type: 'integer', minimum: 0, description: 'Currency accounts held or being opened.' },
        maxCurrencyAccounts: { type: 'integer', minimum: 0 },
      },
    },
  },
} as const;

/** One result per saved setting: status 1 saved, 2 refused (message says why). */
export const officeSettingsSaveAnswerSchema = {
  $id: 'office-settings-save-answer',
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'status'],
        properties: { id: { type: 'string' }, status: { enum: [1, 2] }, message: { type: 'string', minLength: 1 } },
      },
    },
  },
} as const;

export const officeMessagesAnswerSchema = {
  $id: 'office-messages-answer',
  type: 'object',
  additionalProperties: false,
  required: ['messages', 'user_msg_count'],
  properties: {
    messages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title', 'text', 'sentAt', 'read'],
        properties: { id: { type: 'integer', minimum: 1 }, title: { type: 'string' }, text: { type: 'string' }, sentAt: dateTimeSchema, read: { type: 'boolean' } },
      },
    },
    user_msg_count: countSchema,
  },
} as const;

export const officeMessageActionAnswerSchema = {
  $id: 'office-message-action-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'user_msg_count'],
  properties: { success: { const: true }, user_msg_count: countSchema },
} as const;

export const officeSessionsAnswerSchema = {
  $id: 'office-sessions-answer',
  type: 'object',
  additionalProperties: false,
  required: ['sessions'],
  properties: {
    sessions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'device', 'ip', 'startedAt', 'lastSeenAt', 'current', 'active'],
        properties: {
          id: { type: 'string', minLength: 1 },
          device: { type: 'string' },
          ip: { type: 'string' },
          startedAt: dateTimeSchema,
          lastSeenAt: dateTimeSchema,
          current: { type: 'boolean' },
          active: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export const officeWalletsAnswerSchema = {
  $id: 'office-wallets-answer',
  type: 'object',
  additionalProperties: false,
  required: ['accounts', 'availableCurrencies', 'pendingCurrencies'],
  properties: {
    accounts: accountsAnswerSchema.properties.accounts,
    availableCurrencies: { type: 'array', items: isoSchema },
    pendingCurrencies: { type: 'array', items: isoSchema },
  },
} as const;

/** Opening or removing a currency account: the server's message says what happens (also on a 400). */
export const officeCurrencyAnswerSchema = {
  $id: 'office-currency-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'data'],
  properties: {
    success: { type: 'boolean' },
    data: { type: 'object', additionalProperties: false, required: ['message'], properties: { message: { type: 'string', minLength: 1 } } },
    message: { type: 'string' },
  },
} as const;

export const officeDisallowSportsAnswerSchema = {
  $id: 'office-disallow-sports-answer',
  type: 'object',
  additionalProperties: false,
  required: ['sports', 'line', 'live'],
  properties: {
    sports: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sportId', 'slug', 'name'],
        properties: { sportId: { type: 'integer', minimum: 1 }, slug: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' }, name: { type: 'string' } },
      },
    },
    line: sportIdsSchema,
    live: sportIdsSchema,
  },
} as const;

const powerbetCouponSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['number', 'couponId', 'typeId', 'amount', 'coef', 'possibleWin', 'currencyIso', 'placedAt', 'statusId', 'legs'],
  properties: {
    number: { type: 'integer', minimum: 1 },
    couponId: { type: 'string' },
    typeId: { type: 'integer', minimum: 0 },
    amount: { type: 'number', minimum: 0 },
    coef: { type: 'number', minimum: 0 },
    possibleWin: { type: 'number', minimum: 0 },
    currencyIso: isoSchema,
    placedAt: dateTimeSchema,
    statusId: { type: 'integer' },
    legs: { type: 'integer', minimum: 1 },
  },
} as const;

export const officePowerbetListAnswerSchema = {
  $id: 'office-powerbet-list-answer',
  type: 'object',
  additionalProperties: false,
  required: ['coupons'],
  properties: { coupons: { type: 'array', items: powerbetCouponSchema } },
} as const;

/**
 * A powerbet raises the stake of an opened coupon at its current price. `reason` says why it is not
 * offered: settled (the coupon is over), started (a bet of it is settled already), closed (a market
 * is suspended or finished), type (only singles and expresses can be raised).
 */
export const officePowerbetAnswerSchema = {
  $id: 'office-powerbet-answer',
  type: 'object',
  additionalProperties: false,
  required: ['coupon', 'offer'],
  properties: {
    coupon: powerbetCouponSchema,
    offer: {
      type: 'object',
      additionalProperties: false,
      required: ['available', 'currentCoef', 'maxAmount'],
      properties: {
        available: { type: 'boolean' },
        reason: { enum: ['settled', 'started', 'closed', 'type'] },
        currentCoef: { type: ['number', 'null'] },
        maxAmount: { type: 'number', minimum: 0 },
      },
    },
  },
} as const;

export const officeDoneAnswerSchema = {
  $id: 'office-done-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'message'],
  properties: { success: { const: true }, message: { type: 'string', minLength: 1 } },
} as const;

export type OfficeMenuAnswer = FromSchema<typeof officeMenuAnswerSchema>;
export type OfficeSettingsAnswer = FromSchema<typeof officeSettingsAnswerSchema>;
export type OfficeSetting = OfficeSettingsAnswer['commonSettings'][number];
export type OfficeSettingsSaveAnswer = FromSchema<typeof officeSettingsSaveAnswerSchema>;
export type OfficeMessagesAnswer = FromSchema<typeof officeMessagesAnswerSchema>;
export type OfficeMessage = OfficeMessagesAnswer['messages'][number];
export type OfficeMessageActionAnswer = FromSchema<typeof officeMessageActionAnswerSchema>;
export type OfficeSessionsAnswer = FromSchema<typeof officeSessionsAnswerSchema>;
export type OfficeWalletsAnswer = FromSchema<typeof officeWalletsAnswerSchema>;
export type OfficeCurrencyAnswer = FromSchema<typeof officeCurrencyAnswerSchema>;
export type OfficeDisallowSportsAnswer = FromSchema<typeof officeDisallowSportsAnswerSchema>;
export type OfficePowerbetListAnswer = FromSchema<typeof officePowerbetListAnswerSchema>;
export type OfficePowerbetCoupon = OfficePowerbetListAnswer['coupons'][number];
export type OfficePowerbetAnswer = FromSchema<typeof officePowerbetAnswerSchema>;
export type OfficeDoneAnswer = FromSchema<typeof officeDoneAnswerSchema>;

/** The API's answers by validator name: schemas/generate.ts makes generated/validators/<name>.js of each. */
export const answerSchemas = {
  officeMenuAnswer: officeMenuAnswerSchema,
  officeSettingsAnswer: officeSettingsAnswerSchema,
  officeSettingsSaveAnswer: officeSettingsSaveAnswerSchema,
  officeMessagesAnswer: officeMessagesAnswerSchema,
  officeMessageActionAnswer: officeMessageActionAnswerSchema,
  officeSessionsAnswer: officeSessionsAnswerSchema,
  officeWalletsAnswer: officeWalletsAnswerSchema,
  officeCurrencyAnswer: officeCurrencyAnswerSchema,
  officeDisallowSportsAnswer: officeDisallowSportsAnswerSchema,
  officePowerbetListAnswer: officePowerbetListAnswerSchema,
  officePowerbetAnswer: officePowerbetAnswerSchema,
  officeDoneAnswer: officeDoneAnswerSchema,
} as const;
