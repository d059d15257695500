/**
 * Whether the page of a promo route exists for these params: what the server's first load needs to
 * answer 404 for an unknown promotion, bonus, offer, partner or landing (cheap: catalogue lookups only).
 */
import { bonusExists, offerExists, partnerExists, partnerOfferExists, promotionExists } from './content.ts';
import { landingExists } from './landings.ts';

/** The sections of bonus/:section; the casino's bonus pages are static paths of their own. */
export const BONUS_SECTIONS = ['rules', 'games'] as const;

type Params = Readonly<Record<string, string | number | undefined>>;

const text = (value: string | number | undefined): string => (value === undefined ? '' : String(value));

const CHECKS: Readonly<Record<string, (params: Params) => boolean>> = {
  bonus: (p) => (BONUS_SECTIONS as readonly string[]).includes(text(p.section)),
  'bonus-rules': (p) => bonusExists(text(p.id)),
  'bonus-offer': (p) => offerExists(text(p.offerId)),
  'bonus-offer-partner': (p) => partnerOfferExists(text(p.offerId)),
  partners: (p) => partnerExists(Number(p.id)),
  promotions: (p) => p.promotionId === undefined || p.promotionId === '' || promotionExists(text(p.promotionId)),
  'landing-page': (p) => landingExists(text(p.landingId)),
  'landing-page-headless': (p) => landingExists(text(p.landingId)),
};

/**
 * True or false for a route of the promo area, undefined for any other route id (not ours to say).
 * Routes of the area without an id in their path always exist.
 */
export function promoPageExists(routeId: string, params: Params): boolean | undefined {
  const check = CHECKS[routeId];
  return check ? check(params) : undefined;
}

export { bonusExists, offerExists, partnerExists, partnerOfferExists, promotionExists, landingExists };
