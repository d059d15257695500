/** Which part of the bonus area each page is, and whether the site's bonus settings offer it. */
import type { BonusSettingsAnswer } from './schemas.ts';

type Offered = (settings: BonusSettingsAnswer) => boolean;

/** By route id: the pages of the bonus area and the setting that switches each on. */
export const OFFERED_BY_ROUTE = {
  'office-bonuses': (s) => s.bonusSetting.enabled,
  'office-bonuses-wager': (s) => s.bonusSetting.enabled,
  'office-bonuses-deposit': (s) => s.firstDepositBonusSetting.enabled,
  'office-cashback': (s) => s.cashbackSetting.sport.enabled,
  'office-casino-cashback': (s) => s.cashbackSetting.casino.enabled,
  'office-slots-cashback': (s) => s.cashbackSetting.slots.enabled,
  'office-promo-code-check': (s) => s.showPromoCodeCheck,
  'office-promo-code-history': (s) => s.promoSetting.promoCodeHistory,
  'office-specialoffers': (s) => s.promoSetting.specialOffers,
  'office-rewards': (s) => s.showClubPoints,
  'office-bringfriend': (s) => s.promoSetting.bringFriend,
  'office-bringfriend-banners': (s) => s.promoSetting.bringFriend,
} as const satisfies Record<string, Offered>;

export type BonusRouteId = keyof typeof OFFERED_BY_ROUTE;

/** Whether the settings offer the page; a page outside the table (none today) is always offered. */
export function isOffered(routeId: string, settings: BonusSettingsAnswer): boolean {
  const offered = (OFFERED_BY_ROUTE as Readonly<Record<string, Offered>>)[routeId];
  return offered ? offered(settings) : true;
}
