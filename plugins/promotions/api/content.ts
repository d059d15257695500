/**
 * The catalogue as the API answers it: in one language, money in the region's currency, dates and
 * promotion states at `now`. Pure functions over the catalogue, so tests and the page-existence check
 * read the same thing the routes serve.
 */
import type {
  OfferCategory,
  PromoBonusAnswer,
  PromoBonusesAnswer,
  PromoBonusGamesAnswer,
  PromoOfferAnswer,
  PromoOffersAnswer,
  PromoPartnerAnswer,
  PromoPromotionSummary,
  PromotionState,
} from '../schemas.ts';
import {
  BONUS_GAME_GROUPS,
  BONUSES,
  dayOffset,
  dayStart,
  OFFERS,
  PARTNERS,
  PROMOTIONS,
  scaledAmount,
  type BonusPlan,
  type Language,
  type OfferPlan,
  type PromotionPlan,
} from './catalogue.ts';

export interface ContentContext {
  readonly language: Language;
  readonly currency: string;
  readonly now: number;
  /** The day the catalogue's days count from (the server's first day), so promotions start and end as the clock moves. */
  readonly anchor: number;
}

const DAY_MS = 86_400_000;

export const promotionPlan = (id: string): PromotionPlan | undefined => PROMOTIONS.find((p) => p.id === id);

export function promotionState(plan: PromotionPlan, now: number, anchor: number): PromotionState {
  const day = dayStart(anchor);
  if (now < day + plan.startDay * DAY_MS) return 'upcoming';
  if (now >= day + plan.endDay * DAY_MS) return 'ended';
  return 'running';
}

export function promotionSummary(plan: PromotionPlan, c: ContentContext): PromoPromotionSummary {
  return {
    id: plan.id,
    title: plan.title[c.language],
    summary: plan.summary[c.language],
    startsAt: dayOffset(c.anchor, plan.startDay),
    endsAt: dayOffset(c.anchor, plan.endDay),
    state: promotionState(plan, c.now, c.anchor),
    optIn: plan.optIn,
  };
}

/** Running first, then coming, then over: what a player can still use comes first. */
const STATE_ORDER: Readonly<Record<PromotionState, number>> = { running: 0, upcoming: 1, ended: 2 };

export function promotionList(c: ContentContext): PromoPromotionSummary[] {
  return PROMOTIONS.map((plan) => promotionSummary(plan, c)).sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.endsAt.localeCompare(b.endsAt));
}

const bonusSummary = (plan: BonusPlan, c: ContentContext): PromoBonusesAnswer['bonuses'][number] => ({
  id: plan.id,
  title: plan.title[c.language],
  summary: plan.summary[c.language],
  percent: plan.percent,
  maxAmount: { amount: scaledAmount(plan.maxAmount, c.currency), currency: c.currency },
  wager: plan.wager,
  validDays: plan.validDays,
});

export const bonusList = (c: ContentContext): PromoBonusesAnswer => ({ bonuses: BONUSES.map((plan) => bonusSummary(plan, c)) });

export function bonusOf(id: string, c: ContentContext): PromoBonusAnswer | undefined {
  const plan = BONUSES.find((b) => b.id === id);
  return plan && { ...bonusSummary(plan, c), rules: [...plan.rules[c.language]] };
}

export const bonusGames = (c: ContentContext): PromoBonusGamesAnswer => ({
  groups: BONUS_GAME_GROUPS.map((g) => ({ id: g.id, name: g.name[c.language], contribution: g.contribution, note: g.note[c.language] })),
});

function partnerSummary(id: number | null): { id: number; name: string } | null {
  const partner = id === null ? undefined : PARTNERS.find((p) => p.id === id);
  return partner ? { id: partner.id, name: partner.name } : null;
}

const offerSummary = (plan: OfferPlan, c: ContentContext): PromoOffersAnswer['offers'][number] => ({
  id: plan.id,
  title: plan.title[c.language],
  summary: plan.summary[c.language],
  category: plan.category,
  endsAt: dayOffset(c.anchor, plan.endDay),
  partner: partnerSummary(plan.partnerId),
});

/** Offers still open, of one category or all. */
export function offerList(c: ContentContext, category?: OfferCategory): PromoOffersAnswer {
  const open = (o: OfferPlan): boolean => dayStart(c.anchor) + o.endDay * DAY_MS > c.now;
  return { offers: OFFERS.filter((o) => open(o) && (!category || o.category === category)).map((o) => offerSummary(o, c)) };
}

export function offerOf(id: string, c: ContentContext): PromoOfferAnswer | undefined {
  const plan = OFFERS.find((o) => o.id === id);
  return plan && { ...offerSummary(plan, c), terms: [...plan.terms[c.language]], promoCode: plan.promoCode };
}

export function partnerOf(id: number, c: ContentContext): PromoPartnerAnswer | undefined {
  const partner = PARTNERS.find((p) => p.id === id);
  if (!partner) return undefined;
  return { id: partner.id, name: partner.name, about: [...partner.about[c.language]], offers: OFFERS.filter((o) => o.partnerId === id).map((o) => offerSummary(o, c)) };
}

export const bonusExists = (id: string): boolean => BONUSES.some((b) => b.id === id);
export const offerExists = (id: string): boolean => OFFERS.some((o) => o.id === id);
export const partnerOfferExists = (id: string): boolean => OFFERS.some((o) => o.id === id && o.partnerId !== null);
export const partnerExists = (id: number): boolean => PARTNERS.some((p) => p.id === id);
export const promotionExists = (id: string): boolean => promotionPlan(id) !== undefined;
