/**
 * Request and answer schemas of the coupon API (its reference routes: api/index.ts), `as const` so
 * Fastify checks requests with them (400 with what was expected) and serialises answers by them.
 * `answerSchemas` are the answers the coupon reads: the server checks its answers against them in
 * development, the sagas check them with the validators generated from them (generated/validators/).
 * The real coupon calls are not known to us: these shapes are ours, documented in the route file.
 */
import type { FromSchema } from 'json-schema-to-ts';

const MARKET_ID = { type: 'string', minLength: 1, maxLength: 64 } as const;
const NAME = { type: 'string', maxLength: 100 } as const;
const ID_NUMBER = { type: 'integer', minimum: 0 } as const;
const BLOCK_ID = { type: 'integer', minimum: 1, maximum: 30 } as const;
const TYPE_ID = { enum: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } as const;
const CURRENCY = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
export const MAX_BETS = 30;

export const placeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bets', 'typeId', 'amount', 'changeCoefAction'],
  properties: {
    bets: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BETS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['marketId', 'coef'],
        properties: { marketId: MARKET_ID, coef: { type: 'number', minimum: 1 }, blockId: BLOCK_ID },
      },
    },
    typeId: TYPE_ID,
    amount: { type: 'number', exclusiveMinimum: 0 },
    systemValue: { type: 'integer', minimum: 2 },
    bankers: { type: 'array', maxItems: MAX_BETS - 1, items: MARKET_ID },
    antiExpressCoef: { type: 'number', minimum: 1 },
    bonusBet: { type: 'boolean' },
    vipBet: { type: 'boolean' },
    promoCode: { type: 'string', pattern: '^[A-Z0-9]{3,20}$' },
    changeCoefAction: { enum: [0, 1, 2] },
    exactCoef: { type: 'number', minimum: 0 },
    isDropOnScoreChange: { type: 'boolean' },
    currencyIso: CURRENCY,
    // SPEC 3.1's coupon to place. The server checks each against its own facts (api/index.ts).
    accountId: { type: 'integer', minimum: 1 },
    userId: { type: 'integer', minimum: 1 },
    coef: { type: 'number', minimum: 0 },
    coefByView: { type: 'string', maxLength: 32 },
    coefViewId: { type: 'integer', minimum: 0 },
    prepaidAmount: { type: 'number', minimum: 0 },
    amountByBlockId: { type: 'object', maxProperties: MAX_BETS, propertyNames: { pattern: '^[1-9][0-9]?$' }, additionalProperties: { type: 'number', minimum: 0 } },
    hyperBonusPercent: { type: 'number', minimum: 0, maximum: 100 },
    refId: { type: 'integer', minimum: 1 },
  },
} as const;

const savedBetProperties = {
  marketId: MARKET_ID,
  coef: { type: 'number', minimum: 1 },
  blockId: BLOCK_ID,
  sportId: ID_NUMBER,
  typeId: ID_NUMBER,
  kind: ID_NUMBER,
  isLive: { type: 'boolean' },
  gameId: ID_NUMBER,
  champId: ID_NUMBER,
  opponent1: NAME,
  opponent2: NAME,
  marketName: NAME,
  sportName: NAME,
  champName: NAME,
} as const;
const SAVED_BET_REQUIRED = ['marketId', 'coef', 'sportId', 'typeId', 'kind', 'isLive', 'gameId', 'champId', 'opponent1', 'opponent2', 'marketName'] as const;

export const saveBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['typeId', 'amount', 'currencyIso', 'bets'],
  properties: {
    typeId: TYPE_ID,
    amount: { type: 'number', minimum: 0 },
    currencyIso: CURRENCY,
    systemValue: { type: 'integer', minimum: 2 },
    bankers: { type: 'array', maxItems: MAX_BETS - 1, items: MARKET_ID },
    bets: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BETS,
      items: { type: 'object', additionalProperties: false, required: SAVED_BET_REQUIRED, properties: savedBetProperties },
    },
  },
} as const;

export const saveAnswerSchema = {
  $id: 'coupon-save-answer',
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[A-Z0-9]{6}$' } },
} as const;

export const loadQuerySchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[A-Za-z0-9]{6}$' } },
} as const;

const droppedBet = {
  type: 'object',
  additionalProperties: false,
  required: ['marketId', 'opponent1', 'opponent2', 'marketName'],
  properties: { marketId: MARKET_ID, opponent1: NAME, opponent2: NAME, marketName: NAME },
} as const;

export const loadAnswerSchema = {
  $id: 'coupon-load-answer',
  type: 'object',
  additionalProperties: false,
  required: ['code', 'savedAt', 'typeId', 'amount', 'currencyIso', 'bets', 'dropped'],
  properties: {
    code: { type: 'string' },
    savedAt: { type: 'string' },
    typeId: TYPE_ID,
    amount: { type: 'number' },
    currencyIso: CURRENCY,
    systemValue: { type: 'integer' },
    bankers: { type: 'array', items: MARKET_ID },
    bets: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [...SAVED_BET_REQUIRED, 'blocked'],
        properties: { ...savedBetProperties, blocked: { type: 'boolean' } },
      },
    },
    dropped: { type: 'array', items: droppedBet },
  },
} as const;

export const emailBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'code'],
  properties: {
    // Deliberately simple: one @, a dot in the domain, no spaces (the reference server sends nothing).
    email: { type: 'string', maxLength: 254, pattern: '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]{2,}$' },
    code: { type: 'string', pattern: '^[A-Za-z0-9]{6}$' },
  },
} as const;

export const emailAnswerSchema = {
  $id: 'coupon-email-answer',
  type: 'object',
  additionalProperties: false,
  required: ['sent'],
  properties: { sent: { const: true } },
} as const;

export const antiExpressQuerySchema = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', minLength: 1, maxLength: MAX_BETS * 65 } },
} as const;

export const antiExpressAnswerSchema = {
  $id: 'coupon-anti-express-answer',
  type: 'object',
  additionalProperties: false,
  required: ['coef'],
  properties: { coef: { type: ['number', 'null'] } },
} as const;

/** The non-production test hook: move or suspend a market (see api/index.ts). */
export const testOddsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['marketId'],
  properties: { marketId: MARKET_ID, coef: { type: 'number', minimum: 1.01, maximum: 1000 }, blocked: { type: 'boolean' } },
} as const;

const marketStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['marketId', 'coef', 'blocked'],
  properties: { marketId: MARKET_ID, coef: { type: 'number' }, blocked: { type: 'boolean' } },
} as const;

/** Why a coupon was not placed (the book's refusals; each comes with what the coupon shows). */
export const PLACE_REFUSALS = ['odds_changed', 'market_blocked', 'amount_out_of_bounds', 'insufficient_funds', 'bonus_unavailable', 'vip_unavailable', 'promo_code_invalid', 'promo_code_used'] as const;

/** POST /web-api/coupon/place: placed (the coupon's id, each single's for singles) or refused with the reason. */
export const placeAnswerSchema = {
  $id: 'coupon-place-answer',
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'couponId', 'balance'],
      properties: {
        success: { const: true },
        couponId: { type: 'string', minLength: 1 },
        couponIds: { type: 'array', items: { type: 'string', minLength: 1 } },
        balance: { type: 'number' },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'reason'],
      properties: {
        success: { const: false },
        reason: { enum: PLACE_REFUSALS },
        markets: { type: 'array', items: marketStateSchema },
        antiExpressCoef: { type: 'number', minimum: 1 },
        min: { type: 'number' },
        max: { type: ['number', 'null'] },
        balance: { type: 'number' },
      },
    },
  ],
} as const;

/** A market's game now (the feed's): a live bet's row shows the score. */
const gameFactsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['score', 'statusId', 'timeSec', 'startAt'],
  properties: {
    score: {
      anyOf: [
        { type: 'null' },
        { type: 'object', additionalProperties: false, required: ['home', 'away'], properties: { home: { type: 'integer', minimum: 0 }, away: { type: 'integer', minimum: 0 } } },
      ],
    },
    statusId: { type: 'integer' },
    timeSec: { type: ['integer', 'null'], minimum: 0 },
    /** Ms since the epoch. */
    startAt: { type: 'integer' },
  },
} as const;

/** GET /web-api/coupon/markets: each asked market now; an unknown one without a price, blocked and finished. */
export const marketsAnswerSchema = {
  $id: 'coupon-markets-answer',
  type: 'object',
  additionalProperties: false,
  required: ['markets'],
  properties: {
    markets: {
      type: 'array',
      maxItems: MAX_BETS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['marketId', 'blocked', 'finished'],
        properties: { marketId: MARKET_ID, coef: { type: 'number' }, blocked: { type: 'boolean' }, finished: { type: 'boolean' }, game: gameFactsSchema },
      },
    },
  },
} as const;

export const answerSchemas = {
  couponPlaceAnswer: placeAnswerSchema,
  couponMarketsAnswer: marketsAnswerSchema,
  couponAntiExpressAnswer: antiExpressAnswerSchema,
  couponSaveAnswer: saveAnswerSchema,
  couponLoadAnswer: loadAnswerSchema,
  couponEmailAnswer: emailAnswerSchema,
} as const;

export type PlaceAnswer = FromSchema<typeof placeAnswerSchema>;
export type MarketsAnswer = FromSchema<typeof marketsAnswerSchema>;
export type LoadAnswer = FromSchema<typeof loadAnswerSchema>;

/** A coupon saved for a code (POST /web-api/coupon/save): the bets as the coupon shows them. */
export type SaveRequestBody = FromSchema<typeof saveBodySchema>;
export type SavedBet = SaveRequestBody['bets'][number];
