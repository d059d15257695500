/**
 * The promotions API's answers as the pages read them: types from the answer schemas (./schemas.ts)
 * and parsers from the validators generated from them, so a page checks an answer with the same
 * schema the reference server's answers are held to. An answer that does not match is null (the page
 * then shows a failure with a retry rather than breaking on a missing field); a landing with a block
 * of an unknown kind fails whole, never half a page.
 */
import { parserOf } from '@plugin-api';
import type {
  PromoBonusAnswer,
  PromoBonusesAnswer,
  PromoBonusGamesAnswer,
  PromoLandingAnswer,
  PromoLandingBlock,
  PromoOfferAnswer,
  PromoOffersAnswer,
  PromoParticipationAnswer,
  PromoPartnerAnswer,
  PromoPromotionAnswer,
  PromoPromotionSummary,
} from './schemas.ts';
import { validate as isBonusAnswer } from './generated/validators/promoBonusAnswer.js';
import { validate as isBonusesAnswer } from './generated/validators/promoBonusesAnswer.js';
import { validate as isBonusGamesAnswer } from './generated/validators/promoBonusGamesAnswer.js';
import { validate as isLandingAnswer } from './generated/validators/promoLandingAnswer.js';
import { validate as isOfferAnswer } from './generated/validators/promoOfferAnswer.js';
import { validate as isOffersAnswer } from './generated/validators/promoOffersAnswer.js';
import { validate as isParticipationAnswer } from './generated/validators/promoParticipationAnswer.js';
import { validate as isPartnerAnswer } from './generated/validators/promoPartnerAnswer.js';
import { validate as isPromotionAnswer } from './generated/validators/promoPromotionAnswer.js';
import { validate as isPromotionsAnswer } from './generated/validators/promoPromotionsAnswer.js';

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

export const parsePromotions = (value: unknown): readonly PromotionSummary[] | null => (isPromotionsAnswer(value) ? value.promotions : null);
export const parsePromotion = parserOf<Promotion>(isPromotionAnswer);
export const parseParticipation = parserOf<Participation>(isParticipationAnswer);
export const parseBonuses = (value: unknown): readonly BonusSummary[] | null => (isBonusesAnswer(value) ? value.bonuses : null);
export const parseBonus = parserOf<Bonus>(isBonusAnswer);
export const parseGameGroups = (value: unknown): readonly GameGroup[] | null => (isBonusGamesAnswer(value) ? value.groups : null);
export const parseOffers = (value: unknown): readonly OfferSummary[] | null => (isOffersAnswer(value) ? value.offers : null);
export const parseOffer = parserOf<Offer>(isOfferAnswer);
export const parsePartner = parserOf<Partner>(isPartnerAnswer);
export const parseLanding = parserOf<Landing>(isLandingAnswer);
