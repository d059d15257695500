/**
 * The promotions feature's data: the answers of its reference API (./api) — promotions and taking part in them,
 * bonuses with their rules, the games bonus money counts on, offers (the operator's and its
 * partners'), partners, and CMS landing pages made of structured blocks. The server checks its
 * answers against these in development; the pages check them with the validators generated from
 * `answerSchemas` (generated/validators/) and take their types from them. `configSection` is the
 * site config's `promotions` section.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Where a promotion stands at the time of the answer. */
export const PROMOTION_STATES = ['upcoming', 'running', 'ended'] as const;

/** What an offer is for: betting on sports, casino games, or a partner's product. */
export const OFFER_CATEGORIES = ['sports', 'games', 'partner'] as const;

/**
 * The pages a landing's call to action may lead to: routes without params that every region has,
 * named by id (never a URL, so an operator's landing cannot send a player off the site).
 */
export const LANDING_CTA_ROUTES = ['registration', 'promotions', 'bonuses-offers', 'bonuses-games', 'slots', 'casino-lobby', 'home'] as const;

const slugSchema = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 } as const;
const nameSchema = { type: 'string', minLength: 1, maxLength: 160 } as const;
const textSchema = { type: 'string', minLength: 1, maxLength: 2000 } as const;
const textsSchema = { type: 'array', minItems: 1, items: textSchema } as const;
const isoSchema = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const instantSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$' } as const;
const percentSchema = { type: 'integer', minimum: 0, maximum: 100 } as const;
const partnerIdSchema = { type: 'integer', minimum: 1 } as const;

/** An amount of money in a currency (the region's default currency). */
const moneySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'currency'],
  properties: { amount: { type: 'number', minimum: 0 }, currency: isoSchema },
} as const;

/** An image the server serves, with its size (the page reserves that box before it loads). */
const imageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'width', 'height', 'alt'],
  properties: {
    url: { type: 'string', pattern: '^/web-api/promo/images/[a-z0-9-]+\\.svg(\\?lang=[a-z]{2})?$' },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
    alt: { type: 'string', maxLength: 300, description: 'Empty when the picture only decorates.' },
  },
} as const;

const promotionSummaryProperties = {
  id: slugSchema,
  title: nameSchema,
  summary: textSchema,
  startsAt: instantSchema,
  endsAt: instantSchema,
  state: { enum: PROMOTION_STATES },
  /** Whether a player takes part by asking (else everyone who qualifies does). */
  optIn: { type: 'boolean' },
} as const;
const promotionSummaryRequired = ['id', 'title', 'summary', 'startsAt', 'endsAt', 'state', 'optIn'] as const;

export const promoPromotionSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: promotionSummaryRequired,
  properties: promotionSummaryProperties,
} as const;

export const promoPromotionsAnswerSchema = {
  $id: 'promo-promotions-answer',
  type: 'object',
  additionalProperties: false,
  required: ['promotions'],
  properties: { promotions: { type: 'array', items: promoPromotionSummarySchema } },
} as const;

export const promoPromotionAnswerSchema = {
  $id: 'promo-promotion-answer',
  type: 'object',
  additionalProperties: false,
  required: [...promotionSummaryRequired, 'terms', 'joinedAt'],
  properties: {
    ...promotionSummaryProperties,
    terms: textsSchema,
    /** When the caller joined; null for a guest or a player who has not. */
    joinedAt: { anyOf: [instantSchema, { type: 'null' }] },
  },
} as const;

export const promoParticipationAnswerSchema = {
  $id: 'promo-participation-answer',
  type: 'object',
  additionalProperties: false,
  required: ['promotionId', 'joinedAt'],
  properties: { promotionId: slugSchema, joinedAt: instantSchema },
} as const;

const bonusSummaryProperties = {
  id: slugSchema,
  title: nameSchema,
  summary: textSchema,
  /** The bonus as a share of the deposit (0 when it is not a deposit match). */
  percent: percentSchema,
  maxAmount: moneySchema,
  /** How many times the bonus must be wagered before it can be withdrawn. */
  wager: { type: 'integer', minimum: 0, maximum: 100 },
  validDays: { type: 'integer', minimum: 1, maximum: 365 },
} as const;
const bonusSummaryRequired = ['id', 'title', 'summary', 'percent', 'maxAmount', 'wager', 'validDays'] as const;

export const promoBonusesAnswerSchema = {
  $id: 'promo-bonuses-answer',
  type: 'object',
  additionalProperties: false,
  required: ['bonuses'],
  properties: {
    bonuses: { type: 'array', items: { type: 'object', additionalProperties: false, required: bonusSummaryRequired, properties: bonusSummaryProperties } },
  },
} as const;

export const promoBonusAnswerSchema = {
  $id: 'promo-bonus-answer',
  type: 'object',
  additionalProperties: false,
  required: [...bonusSummaryRequired, 'rules'],
  properties: { ...bonusSummaryProperties, rules: textsSchema },
} as const;

export const promoBonusGamesAnswerSchema = {
  $id: 'promo-bonus-games-answer',
  type: 'object',
  additionalProperties: false,
  required: ['groups'],
  properties: {
    groups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'contribution', 'note'],
        properties: {
          id: slugSchema,
          name: nameSchema,
          /** The share of each stake that counts towards the wager. */
          contribution: percentSchema,
          note: textSchema,
        },
      },
    },
  },
} as const;

const partnerSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: partnerIdSchema, name: nameSchema },
} as const;

const offerSummaryProperties = {
  id: slugSchema,
  title: nameSchema,
  summary: textSchema,
  category: { enum: OFFER_CATEGORIES },
  endsAt: instantSchema,
  /** The partner who makes the offer; null for the operator's own. */
  partner: { anyOf: [partnerSummarySchema, { type: 'null' }] },
} as const;
const offerSummaryRequired = ['id', 'title', 'summary', 'category', 'endsAt', 'partner'] as const;

const offerSummarySchema = { type: 'object', additionalProperties: false, required: offerSummaryRequired, properties: offerSummaryProperties } as const;

export const promoOffersAnswerSchema = {
  $id: 'promo-offers-answer',
  type: 'object',
  additionalProperties: false,
  required: ['offers'],
  properties: { offers: { type: 'array', items: offerSummarySchema } },
} as const;

export const promoOfferAnswerSchema = {
  $id: 'promo-offer-answer',
  type: 'object',
  additionalProperties: false,
  required: [...offerSummaryRequired, 'terms', 'promoCode'],
  properties: {
    ...offerSummaryProperties,
    terms: textsSchema,
    /** The code that claims it in the office, or null when it needs none. */
    promoCode: { anyOf: [{ type: 'string', pattern: '^[A-Z0-9]{4,16}$' }, { type: 'null' }] },
  },
} as const;

export const promoPartnerAnswerSchema = {
  $id: 'promo-partner-answer',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'about', 'offers'],
  properties: { id: partnerIdSchema, name: nameSchema, about: textsSchema, offers: { type: 'array', items: offerSummarySchema } },
} as const;

/** A landing page block: data only; the page builds its markup, so nothing from the API is injected as HTML. */
const landingBlockSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'text'],
      properties: { type: { const: 'heading' }, text: nameSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'text'],
      properties: { type: { const: 'text' }, text: textSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'image'],
      properties: { type: { const: 'image' }, image: imageSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'items'],
      properties: { type: { const: 'list' }, items: textsSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'label', 'routeId'],
      properties: { type: { const: 'cta' }, label: nameSchema, routeId: { enum: LANDING_CTA_ROUTES } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'label', 'until'],
      properties: { type: { const: 'countdown' }, label: nameSchema, until: instantSchema },
    },
  ],
} as const;

export const promoLandingAnswerSchema = {
  $id: 'promo-landing-answer',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'blocks'],
  properties: { id: slugSchema, title: nameSchema, blocks: { type: 'array', minItems: 1, items: landingBlockSchema } },
} as const;

export type PromotionState = (typeof PROMOTION_STATES)[number];
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];
export type LandingCtaRoute = (typeof LANDING_CTA_ROUTES)[number];
export type PromoPromotionsAnswer = FromSchema<typeof promoPromotionsAnswerSchema>;
export type PromoPromotionSummary = FromSchema<typeof promoPromotionSummarySchema>;
export type PromoPromotionAnswer = FromSchema<typeof promoPromotionAnswerSchema>;
export type PromoParticipationAnswer = FromSchema<typeof promoParticipationAnswerSchema>;
export type PromoBonusesAnswer = FromSchema<typeof promoBonusesAnswerSchema>;
export type PromoBonusAnswer = FromSchema<typeof promoBonusAnswerSchema>;
export type PromoBonusGamesAnswer = FromSchema<typeof promoBonusGamesAnswerSchema>;
export type PromoOffersAnswer = FromSchema<typeof promoOffersAnswerSchema>;
export type PromoOfferAnswer = FromSchema<typeof promoOfferAnswerSchema>;
export type PromoPartnerAnswer = FromSchema<typeof promoPartnerAnswerSchema>;
export type PromoLandingAnswer = FromSchema<typeof promoLandingAnswerSchema>;
export type PromoLandingBlock = PromoLandingAnswer['blocks'][number];

/** The site config's `promotions` section: promotions, bonus and offer pages as this operator names them. */
export const promotionsConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'promotions, bonus and offer pages as this operator names them. Absent: the defaults.',
  properties: {
    swapBonusAndOfferNames: {
      type: 'boolean',
      description:
        'Where the operator calls its bonuses "offers" and its offers "bonuses": the bonus pages (bonus/rules, bonus/games, bonus-rules) are titled and linked as offers, and the offer pages as bonuses. Default false.',
    },
  },
} as const;

export type PromotionsConfig = FromSchema<typeof promotionsConfigSchema>;

/** The API's answers by validator name: schemas/generate.ts makes generated/validators/<name>.js of each. */
export const answerSchemas = {
  promoPromotionsAnswer: promoPromotionsAnswerSchema,
  promoPromotionAnswer: promoPromotionAnswerSchema,
  promoParticipationAnswer: promoParticipationAnswerSchema,
  promoBonusesAnswer: promoBonusesAnswerSchema,
  promoBonusAnswer: promoBonusAnswerSchema,
  promoBonusGamesAnswer: promoBonusGamesAnswerSchema,
  promoOffersAnswer: promoOffersAnswerSchema,
  promoOfferAnswer: promoOfferAnswerSchema,
  promoPartnerAnswer: promoPartnerAnswerSchema,
  promoLandingAnswer: promoLandingAnswerSchema,
} as const;

/** This feature's section of every site config. */
export const configSection = { key: 'promotions', schema: promotionsConfigSchema } as const;
