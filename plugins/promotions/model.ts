/**
 * The promotions API's answers as the pages read them (types from the answer schemas), and their
 * checks: each parser returns the answer when the fields a page reads are there, else null (the page
 * then shows a failure with a retry rather than breaking on a missing field).
 */
import {
  LANDING_CTA_ROUTES,
  OFFER_CATEGORIES,
  PROMOTION_STATES,
  type PromoBonusAnswer,
  type PromoBonusesAnswer,
  type PromoBonusGamesAnswer,
  type PromoLandingAnswer,
  type PromoLandingBlock,
  type PromoOfferAnswer,
  type PromoOffersAnswer,
  type PromoParticipationAnswer,
  type PromoPartnerAnswer,
  type PromoPromotionAnswer,
  type PromoPromotionSummary,
} from '../../schemas/promotions-api.schema.ts';

type Fields = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isText: Check = (value) => typeof value === 'string';
const isFlag: Check = (value) => typeof value === 'boolean';
const isTime: Check = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

function has(value: unknown, checks: Readonly<Record<string, Check>>): value is Fields {
  return isRecord(value) && Object.entries(checks).every(([key, check]) => check(value[key]));
}

const parserOf =
  <T>(checks: Readonly<Record<string, Check>>) =>
  (value: unknown): T | null =>
    has(value, checks) ? (value as unknown as T) : null;

export type PromotionSummary = PromoPromotionSummary;
export type Promotion = PromoPromotionAnswer;
export type Bonus = PromoBonusAnswer;
export type BonusSummary = PromoBonusesAnswer['bonuses'][number];
export type GameGroup = PromoBonusGamesAnswer['groups'][number];
export type OfferSummary = PromoOffersAnswer['offers'][number];
export type Offer = PromoOfferAnswer;
export type Partner = PromoPartnerAnswer;
export type Landing = PromoLandingAnswer;
export type LandingBlock = PromoLandingBlock;
export type Participation = PromoParticipationAnswer;

const promotionChecks = { id: isText, title: isText, summary: isText, startsAt: isTime, endsAt: isTime, state: oneOf(PROMOTION_STATES), optIn: isFlag };
const isPromotionSummary: Check = (value) => has(value, promotionChecks);

export const parsePromotions = (value: unknown): readonly PromotionSummary[] | null =>
  has(value, { promotions: listOf(isPromotionSummary) }) ? (value.promotions as PromotionSummary[]) : null;

export const parsePromotion = parserOf<Promotion>({ ...promotionChecks, terms: listOf(isText), joinedAt: orNull(isTime) });

export const parseParticipation = parserOf<Participation>({ promotionId: isText, joinedAt: isTime });

const isMoney: Check = (value) => has(value, { amount: isNumber, currency: isText });
const bonusChecks = { id: isText, title: isText, summary: isText, percent: isNumber, maxAmount: isMoney, wager: isNumber, validDays: isNumber };

export const parseBonuses = (value: unknown): readonly BonusSummary[] | null =>
  has(value, { bonuses: listOf((b) => has(b, bonusChecks)) }) ? (value.bonuses as BonusSummary[]) : null;

export const parseBonus = parserOf<Bonus>({ ...bonusChecks, rules: listOf(isText) });

export const parseGameGroups = (value: unknown): readonly GameGroup[] | null =>
  has(value, { groups: listOf((g) => has(g, { id: isText, name: isText, contribution: isNumber, note: isText })) }) ? (value.groups as GameGroup[]) : null;

const isPartnerRef: Check = (value) => has(value, { id: isNumber, name: isText });
const offerChecks = { id: isText, title: isText, summary: isText, category: oneOf(OFFER_CATEGORIES), endsAt: isTime, partner: orNull(isPartnerRef) };
const isOfferSummary: Check = (value) => has(value, offerChecks);

export const parseOffers = (value: unknown): readonly OfferSummary[] | null =>
  has(value, { offers: listOf(isOfferSummary) }) ? (value.offers as OfferSummary[]) : null;

export const parseOffer = parserOf<Offer>({ ...offerChecks, terms: listOf(isText), promoCode: orNull(isText) });

export const parsePartner = parserOf<Partner>({ id: isNumber, name: isText, about: listOf(isText), offers: listOf(isOfferSummary) });

const BLOCK_CHECKS: Readonly<Record<LandingBlock['type'], Readonly<Record<string, Check>>>> = {
  heading: { text: isText },
  text: { text: isText },
  image: { image: (i) => has(i, { url: isText, width: isNumber, height: isNumber, alt: isText }) },
  list: { items: listOf(isText) },
  cta: { label: isText, routeId: oneOf(LANDING_CTA_ROUTES) },
  countdown: { label: isText, until: isTime },
};

/** A block this page knows how to build; an unknown kind or a missing field fails the whole landing (never half a page). */
const isBlock: Check = (value) => isRecord(value) && typeof value.type === 'string' && Object.hasOwn(BLOCK_CHECKS, value.type) && has(value, BLOCK_CHECKS[value.type as LandingBlock['type']]);

export const parseLanding = parserOf<Landing>({ id: isText, title: isText, blocks: listOf(isBlock) });
