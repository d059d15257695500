/**
 * The bet-history feature's data: the answer of GET /web-api/coupon/history (its reference API,
 * api/index.ts, filtered and paged by api/history-query.ts), the player's
 * coupons with the feed's details of each leg. The server checks its answers against it in
 * development; the pages check them with the validator generated from `answerSchemas`
 * (generated/validators/). A coupon and a leg may carry more than the pages read (bankers, promo
 * code, block id), so only what they read is described.
 */
import type { FromSchema } from 'json-schema-to-ts';

const amountSchema = { type: 'number', minimum: 0 } as const;
const statusIdSchema = { type: 'integer', minimum: -2, maximum: 6 } as const;
const nameSchema = { type: 'string', minLength: 1 } as const;

/** A leg: its market and result, and what the feed says of its game and outcome (absent when the feed does not know the market). */
const historyBetSchema = {
  type: 'object',
  required: ['marketId', 'coef', 'statusId'],
  properties: {
    marketId: nameSchema,
    coef: amountSchema,
    statusId: statusIdSchema,
    game: {
      type: 'object',
      required: ['home', 'away', 'champName', 'startAt'],
      properties: { home: nameSchema, away: nameSchema, champName: { type: 'string' }, startAt: { type: 'number' } },
    },
    market: {
      type: 'object',
      required: ['group', 'outcome', 'line'],
      properties: { group: nameSchema, outcome: nameSchema, line: { type: ['number', 'null'] } },
    },
  },
} as const;

const historyCouponSchema = {
  type: 'object',
  required: ['couponId', 'typeId', 'amount', 'coef', 'possibleWin', 'payout', 'currencyIso', 'placedAt', 'statusId', 'bets'],
  properties: {
    couponId: nameSchema,
    typeId: { type: 'integer', minimum: 0 },
    systemValue: { type: 'integer', minimum: 1 },
    amount: amountSchema,
    /** Total odds of a single, an express, an anti-express; 0 for the types that have none. */
    coef: amountSchema,
    possibleWin: amountSchema,
    payout: { anyOf: [amountSchema, { type: 'null' }] },
    currencyIso: { type: 'string', pattern: '^[A-Z]{3}$' },
    placedAt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}' },
    statusId: statusIdSchema,
    bets: { type: 'array', items: historyBetSchema },
  },
} as const;

export const couponHistoryAnswerSchema = {
  $id: 'coupon-history-answer',
  type: 'object',
  additionalProperties: false,
  required: ['balance', 'currencyIso', 'coupons', 'total', 'page', 'pageSize', 'pages'],
  properties: {
    balance: { type: 'number' },
    currencyIso: { type: 'string', pattern: '^[A-Z]{3}$' },
    coupons: { type: 'array', items: historyCouponSchema },
    /** Coupons matching the filters, on every page. */
    total: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1 },
    pages: { type: 'integer', minimum: 1 },
  },
} as const;

export type CouponHistoryAnswer = FromSchema<typeof couponHistoryAnswerSchema>;

/** The history API's answer by validator name. */
export const answerSchemas = { couponHistoryAnswer: couponHistoryAnswerSchema } as const;
