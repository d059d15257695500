/**
 * The office-bonuses feature's data: the answers of its reference API (./api): cashback, promo
 * codes, bonuses, bring a friend, rewards, special offers. The server checks its answers against
 * these in development; the pages check them with the validators generated from `answerSchemas`
 * (generated/validators/) and take their types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

const isoSchema = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const moneySchema = { type: 'number', minimum: 0 } as const;
const pointsSchema = { type: 'integer', minimum: 0 } as const;
/** An instant as ISO 8601 text (what Date#toISOString writes). */
const instantSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$' } as const;
const idSchema = { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } as const;
const nameSchema = { type: 'string', minLength: 1, maxLength: 120 } as const;

/** What something gives: bonus money (in `iso`, the bonus account's currency) or loyalty points. */
const rewardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'amount', 'iso'],
  properties: {
    kind: { enum: ['money', 'points'] },
    amount: { type: 'number', exclusiveMinimum: 0 },
    iso: isoSchema,
  },
} as const;

/** The player's bonus account (type 4; money 0 until the first credit opens it) and loyalty points. */
const balanceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['iso', 'money', 'points'],
  properties: { iso: isoSchema, money: moneySchema, points: pointsSchema },
} as const;

export const CASHBACK_KINDS = ['sport', 'casino', 'slots'] as const;

/** One cashback programme for the current period (a calendar week, UTC). */
export const cashbackAnswerSchema = {
  $id: 'cashback-answer',
  type: 'object',
  additionalProperties: false,
  required: [
    'kind',
    'percent',
    'periodStart',
    'periodEnd',
    'lossAmount',
    'accrued',
    'minimumClaim',
    'claimedAt',
    'iso',
    'isVisiblePromoPointsRules',
    'showAdditionalCashBackTerms',
    'promoPoints',
    'usePromoPointsName',
    'balance',
  ],
  properties: {
    kind: { enum: CASHBACK_KINDS },
    percent: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
    periodStart: instantSchema,
    periodEnd: instantSchema,
    /** Stakes lost minus winnings in the period: what the cashback is a share of. */
    lossAmount: moneySchema,
    /** What a claim pays now (0 once claimed for this period). */
    accrued: moneySchema,
    minimumClaim: moneySchema,
    claimedAt: { anyOf: [instantSchema, { type: 'null' }] },
    iso: isoSchema,
    isVisiblePromoPointsRules: { type: 'boolean' },
    showAdditionalCashBackTerms: { type: 'boolean' },
    /** Points a claim adds besides the money. */
    promoPoints: pointsSchema,
    /** Call the points "promo points" rather than loyalty points. */
    usePromoPointsName: { type: 'boolean' },
    balance: balanceSchema,
  },
} as const;

export const PROMO_CODE_STATUSES = ['valid', 'used', 'expired', 'unknown'] as const;

export const promoCodeCheckAnswerSchema = {
  $id: 'promo-code-check-answer',
  type: 'object',
  additionalProperties: false,
  required: ['code', 'status', 'reward', 'validUntil', 'usedAt'],
  properties: {
    code: { type: 'string', minLength: 1 },
    status: { enum: PROMO_CODE_STATUSES },
    reward: { anyOf: [rewardSchema, { type: 'null' }] },
    validUntil: { anyOf: [instantSchema, { type: 'null' }] },
    usedAt: { anyOf: [instantSchema, { type: 'null' }] },
  },
} as const;

export const promoCodeHistoryAnswerSchema = {
  $id: 'promo-code-history-answer',
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'usedAt', 'reward'],
        properties: { code: { type: 'string', minLength: 1 }, usedAt: instantSchema, reward: rewardSchema },
      },
    },
  },
} as const;

export const BONUS_STATUSES = ['active', 'available', 'completed'] as const;

export const bonusesAnswerSchema = {
  $id: 'bonuses-answer',
  type: 'object',
  additionalProperties: false,
  required: ['bonuses', 'balance'],
  properties: {
    bonuses: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'kind', 'name', 'description', 'amount', 'iso', 'status', 'wagered', 'required', 'wagerMultiplier', 'expiresAt'],
        properties: {
          id: idSchema,
          kind: { enum: ['sport', 'casino'] },
          name: nameSchema,
          description: { type: 'string' },
          amount: moneySchema,
          iso: isoSchema,
          status: { enum: BONUS_STATUSES },
          /** Stakes placed towards the wagering requirement. */
          wagered: moneySchema,
          /** amount × wagerMultiplier: what must be staked before the bonus becomes withdrawable. */
          required: moneySchema,
          wagerMultiplier: { type: 'integer', minimum: 1 },
          expiresAt: instantSchema,
        },
      },
    },
    balance: balanceSchema,
  },
} as const;

/** The first-deposit bonus offer (firstDepositBonusSetting) and the player's choice. */
export const firstDepositBonusAnswerSchema = {
  $id: 'first-deposit-bonus-answer',
  type: 'object',
  additionalProperties: false,
  required: ['available', 'optedIn', 'percent', 'maxAmount', 'minDeposit', 'wagerMultiplier', 'validDays', 'iso'],
  properties: {
    /** False once the player has deposited: the offer is for the first deposit only. */
    available: { type: 'boolean' },
    optedIn: { type: 'boolean' },
    percent: { type: 'integer', minimum: 1 },
    maxAmount: moneySchema,
    minDeposit: moneySchema,
    wagerMultiplier: { type: 'integer', minimum: 1 },
    validDays: { type: 'integer', minimum: 1 },
    iso: isoSchema,
  },
} as const;

export const referralAnswerSchema = {
  $id: 'referral-answer',
  type: 'object',
  additionalProperties: false,
  required: ['code', 'link', 'rewardPerFriend', 'earned', 'iso', 'friends'],
  properties: {
    code: { type: 'string', pattern: '^[A-Z0-9]{4,16}$' },
    link: { type: 'string', minLength: 1 },
    rewardPerFriend: moneySchema,
    earned: moneySchema,
    iso: isoSchema,
    friends: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'joinedAt', 'deposited', 'reward'],
        properties: {
          /** Masked: a friend's full login is theirs, not the referrer's. */
          name: { type: 'string', minLength: 1 },
          joinedAt: instantSchema,
          deposited: { type: 'boolean' },
          /** Paid once the friend deposited, else 0. */
          reward: moneySchema,
        },
      },
    },
  },
} as const;

export const referralBannersAnswerSchema = {
  $id: 'referral-banners-answer',
  type: 'object',
  additionalProperties: false,
  required: ['link', 'banners'],
  properties: {
    link: { type: 'string', minLength: 1 },
    banners: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'width', 'height', 'imageUrl', 'embedCode'],
        properties: {
          id: idSchema,
          width: { type: 'integer', minimum: 1 },
          height: { type: 'integer', minimum: 1 },
          imageUrl: { type: 'string', minLength: 1 },
          embedCode: { type: 'string', minLength: 1 },
        },
      },
    },
  },
} as const;

const levelSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'minPoints'],
  properties: { id: idSchema, name: nameSchema, minPoints: pointsSchema },
} as const;

/** Loyalty points (clubPoints), levels, and the rewards points buy. */
export const rewardsAnswerSchema = {
  $id: 'rewards-answer',
  type: 'object',
  additionalProperties: false,
  required: ['points', 'pointsAccumulated', 'level', 'nextLevel', 'levels', 'rewards', 'balance'],
  properties: {
    points: pointsSchema,
    /** Every point ever earned: the level follows it, and spending points never lowers it. */
    pointsAccumulated: pointsSchema,
    level: levelSchema,
    nextLevel: { anyOf: [levelSchema, { type: 'null' }] },
    levels: { type: 'array', items: levelSchema },
    rewards: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'cost', 'reward'],
        properties: { id: idSchema, name: nameSchema, cost: { type: 'integer', minimum: 1 }, reward: rewardSchema },
      },
    },
    balance: balanceSchema,
  },
} as const;

export const OFFER_STATUSES = ['open', 'accepted', 'upcoming', 'expired'] as const;

export const specialOffersAnswerSchema = {
  $id: 'special-offers-answer',
  type: 'object',
  additionalProperties: false,
  required: ['offers'],
  properties: {
    offers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'description', 'validFrom', 'validTo', 'status', 'reward'],
        properties: {
          id: idSchema,
          name: nameSchema,
          description: { type: 'string' },
          validFrom: instantSchema,
          validTo: instantSchema,
          status: { enum: OFFER_STATUSES },
          reward: rewardSchema,
        },
      },
    },
  },
} as const;

const switchSchema = { type: 'object', additionalProperties: false, required: ['enabled'], properties: { enabled: { type: 'boolean' } } } as const;
const programmeSwitchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'percent'],
  properties: { enabled: { type: 'boolean' }, percent: { type: 'number', minimum: 0, maximum: 100 } },
} as const;

/**
 * What the bonus area offers this player on this site (the office settings of the bonus area):
 * which cashback programmes run, whether bonuses, the first-deposit bonus, the promo-code check,
 * the loyalty club, bring-a-friend and special offers are on, and the player's club points.
 */
export const bonusSettingsAnswerSchema = {
  $id: 'bonus-settings-answer',
  type: 'object',
  additionalProperties: false,
  required: ['cashbackSetting', 'bonusSetting', 'firstDepositBonusSetting', 'showPromoCodeCheck', 'promoSetting', 'showClubPoints', 'clubPoints', 'pointsAccumulated'],
  properties: {
    cashbackSetting: {
      type: 'object',
      additionalProperties: false,
      required: [...CASHBACK_KINDS],
      properties: {
        sport: programmeSwitchSchema,
        casino: programmeSwitchSchema,
        slots: programmeSwitchSchema,
      },
    },
    bonusSetting: switchSchema,
    /** `enabled`: the site offers it; `available`: this player has not deposited yet. */
    firstDepositBonusSetting: {
      type: 'object',
      additionalProperties: false,
      required: ['enabled', 'available'],
      properties: { enabled: { type: 'boolean' }, available: { type: 'boolean' } },
    },
    showPromoCodeCheck: { type: 'boolean' },
    promoSetting: {
      type: 'object',
      additionalProperties: false,
      required: ['promoCodeHistory', 'bringFriend', 'specialOffers'],
      properties: { promoCodeHistory: { type: 'boolean' }, bringFriend: { type: 'boolean' }, specialOffers: { type: 'boolean' } },
    },
    showClubPoints: { type: 'boolean' },
    clubPoints: pointsSchema,
    pointsAccumulated: pointsSchema,
  },
} as const;

/** Every bonus action's answer (claim, activate, opt in, exchange, accept): what was credited and the balance after. */
export const bonusActionAnswerSchema = {
  $id: 'bonus-action-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'reward', 'balance'],
  properties: {
    success: { const: true },
    reward: { anyOf: [rewardSchema, { type: 'null' }] },
    balance: balanceSchema,
  },
} as const;

export type BonusReward = FromSchema<typeof rewardSchema>;
export type BonusBalance = FromSchema<typeof balanceSchema>;
export type CashbackKind = (typeof CASHBACK_KINDS)[number];
export type CashbackAnswer = FromSchema<typeof cashbackAnswerSchema>;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];
export type PromoCodeCheckAnswer = FromSchema<typeof promoCodeCheckAnswerSchema>;
export type PromoCodeHistoryAnswer = FromSchema<typeof promoCodeHistoryAnswerSchema>;
export type BonusesAnswer = FromSchema<typeof bonusesAnswerSchema>;
export type BonusItem = BonusesAnswer['bonuses'][number];
export type FirstDepositBonusAnswer = FromSchema<typeof firstDepositBonusAnswerSchema>;
export type ReferralAnswer = FromSchema<typeof referralAnswerSchema>;
export type ReferralBannersAnswer = FromSchema<typeof referralBannersAnswerSchema>;
export type RewardsAnswer = FromSchema<typeof rewardsAnswerSchema>;
export type RewardLevel = FromSchema<typeof levelSchema>;
export type SpecialOffersAnswer = FromSchema<typeof specialOffersAnswerSchema>;
export type SpecialOffer = SpecialOffersAnswer['offers'][number];
export type BonusActionAnswer = FromSchema<typeof bonusActionAnswerSchema>;
export type BonusSettingsAnswer = FromSchema<typeof bonusSettingsAnswerSchema>;

/** The API's answers by validator name: schemas/generate.ts makes generated/validators/<name>.js of each. */
export const answerSchemas = {
  cashbackAnswer: cashbackAnswerSchema,
  promoCodeCheckAnswer: promoCodeCheckAnswerSchema,
  promoCodeHistoryAnswer: promoCodeHistoryAnswerSchema,
  bonusesAnswer: bonusesAnswerSchema,
  firstDepositBonusAnswer: firstDepositBonusAnswerSchema,
  referralAnswer: referralAnswerSchema,
  referralBannersAnswer: referralBannersAnswerSchema,
  rewardsAnswer: rewardsAnswerSchema,
  specialOffersAnswer: specialOffersAnswerSchema,
  bonusSettingsAnswer: bonusSettingsAnswerSchema,
  bonusActionAnswer: bonusActionAnswerSchema,
} as const;
