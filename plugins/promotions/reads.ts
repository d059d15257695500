/**
 * The promotions API's reads, by key: one key per thing and language, so pages that show the same
 * thing share one request. A promotion read as a signed-in player is a different answer (it says
 * whether the player joined), hence its own key.
 */
import { useRemoteData, type RemoteData } from '@plugin-api';
import {
  parseBonus,
  parseBonuses,
  parseGameGroups,
  parseLanding,
  parseOffer,
  parseOffers,
  parsePartner,
  parsePromotion,
  parsePromotions,
  type Bonus,
  type BonusSummary,
  type GameGroup,
  type Landing,
  type Offer,
  type OfferSummary,
  type Partner,
  type Promotion,
  type PromotionSummary,
} from './model.ts';

const segment = encodeURIComponent;

export const promotionsKey = (lng: string): string => `promo/promotions/${lng}`;
export const promotionKey = (id: string, lng: string, signedIn: boolean): string => `promo/promotion/${id}/${lng}/${signedIn ? 'player' : 'guest'}`;
export const landingKey = (id: string, lng: string): string => `promo/landing/${id}/${lng}`;
export const landingPath = (id: string): string => `/promo/landings/${segment(id)}`;

export const usePromotions = (lng: string): RemoteData<readonly PromotionSummary[]> => useRemoteData(promotionsKey(lng), '/promo/promotions', { parse: parsePromotions });

export const usePromotion = (id: string, lng: string, signedIn: boolean): RemoteData<Promotion> =>
  useRemoteData(promotionKey(id, lng, signedIn), `/promo/promotions/${segment(id)}`, { parse: parsePromotion });

export const useBonuses = (lng: string): RemoteData<readonly BonusSummary[]> => useRemoteData(`promo/bonuses/${lng}`, '/promo/bonuses', { parse: parseBonuses });

export const useBonus = (id: string, lng: string): RemoteData<Bonus> => useRemoteData(`promo/bonus/${id}/${lng}`, `/promo/bonuses/${segment(id)}`, { parse: parseBonus });

export const useGameGroups = (lng: string): RemoteData<readonly GameGroup[]> => useRemoteData(`promo/bonus-games/${lng}`, '/promo/bonus-games', { parse: parseGameGroups });

export const useOffers = (category: 'games' | 'partner' | null, lng: string): RemoteData<readonly OfferSummary[]> =>
  useRemoteData(`promo/offers/${category ?? 'all'}/${lng}`, '/promo/offers', { parse: parseOffers, ...(category ? { query: { category } } : {}) });

export const useOffer = (id: string, lng: string): RemoteData<Offer> => useRemoteData(`promo/offer/${id}/${lng}`, `/promo/offers/${segment(id)}`, { parse: parseOffer });

export const usePartner = (id: number, lng: string): RemoteData<Partner> => useRemoteData(`promo/partner/${id}/${lng}`, `/promo/partners/${id}`, { parse: parsePartner });

export const useLanding = (id: string, lng: string): RemoteData<Landing> => useRemoteData(landingKey(id, lng), landingPath(id), { parse: parseLanding });
