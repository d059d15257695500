/**
 * The promotions API's reads as hooks, by the keys of ./keys.ts: one key per thing and language, so
 * pages that show the same thing share one request.
 */
import { useRemoteData, type AnswerParser, type RemoteData } from '@plugin-api';
import { bonusesRead, bonusRead, gameGroupsRead, landingRead, offerRead, offersRead, partnerRead, promotionRead, promotionsRead, type Read } from './keys.ts';
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

const useRead = <T,>(read: Read, parse: AnswerParser<T>): RemoteData<T> => useRemoteData(read.key, read.path, { parse, ...(read.query ? { query: read.query } : {}) });

export const usePromotions = (lng: string): RemoteData<readonly PromotionSummary[]> => useRead(promotionsRead(lng), parsePromotions);
export const usePromotion = (id: string, lng: string, signedIn: boolean): RemoteData<Promotion> => useRead(promotionRead(id, lng, signedIn), parsePromotion);
export const useBonuses = (lng: string): RemoteData<readonly BonusSummary[]> => useRead(bonusesRead(lng), parseBonuses);
export const useBonus = (id: string, lng: string): RemoteData<Bonus> => useRead(bonusRead(id, lng), parseBonus);
export const useGameGroups = (lng: string): RemoteData<readonly GameGroup[]> => useRead(gameGroupsRead(lng), parseGameGroups);
export const useOffers = (category: 'games' | 'partner' | null, lng: string): RemoteData<readonly OfferSummary[]> => useRead(offersRead(category, lng), parseOffers);
export const useOffer = (id: string, lng: string): RemoteData<Offer> => useRead(offerRead(id, lng), parseOffer);
export const usePartner = (id: number, lng: string): RemoteData<Partner> => useRead(partnerRead(id, lng), parsePartner);
export const useLanding = (id: string, lng: string): RemoteData<Landing> => useRead(landingRead(id, lng), parseLanding);
