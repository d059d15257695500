/**
 * What this operator calls its bonus pages and its offer pages. Some operators call their bonuses
 * "offers" and their offers "bonuses" (the site config's promotions.swapBonusAndOfferNames); the pages
 * stay where they are, only their names (headings, links) swap. Texts that depend on the name have one
 * key per name: `<key>_bonuses` and `<key>_offers`.
 */
import { configSectionOf, type SiteConfig } from '@plugin-api';
import type { PromotionsConfig } from './schemas.ts';

export type PageName = 'bonuses' | 'offers';

export interface PageNames {
  /** The name of the bonus pages (bonus/rules, bonus/games, bonus-rules). */
  readonly bonus: PageName;
  /** The name of the offer pages (bonuses-offers, bonuses-games, bonus-partner, bonus-offer...). */
  readonly offer: PageName;
}

const USUAL: PageNames = { bonus: 'bonuses', offer: 'offers' };
const SWAPPED: PageNames = { bonus: 'offers', offer: 'bonuses' };

export function pageNamesOf(config: SiteConfig | null | undefined): PageNames {
  return config && configSectionOf<PromotionsConfig>(config, 'promotions')?.swapBonusAndOfferNames ? SWAPPED : USUAL;
}

/** The dictionary key of a name-dependent text. */
export const named = (key: string, name: PageName): string => `${key}_${name}`;
