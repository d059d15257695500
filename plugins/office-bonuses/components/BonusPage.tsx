import type { ReactNode } from 'react';
import { RouteLinkItems, useTexts, type RouteLinkItem } from '@plugin-api';
import { NS } from '../hooks.ts';

/** The other pages of the bonus area, so every page has a next step. */
const BONUS_AREA_LINKS: readonly RouteLinkItem[] = [
  { routeId: 'office-bonuses', textKey: 'office_bonuses_nav_bonuses' },
  { routeId: 'office-bonuses-wager', textKey: 'office_bonuses_nav_wager' },
  { routeId: 'office-bonuses-deposit', textKey: 'office_bonuses_nav_deposit' },
  { routeId: 'office-cashback', textKey: 'office_bonuses_nav_cashback' },
  { routeId: 'office-casino-cashback', textKey: 'office_bonuses_nav_casino_cashback' },
  { routeId: 'office-slots-cashback', textKey: 'office_bonuses_nav_slots_cashback' },
  { routeId: 'office-promo-code-check', textKey: 'office_bonuses_nav_promo_check' },
  { routeId: 'office-promo-code-history', textKey: 'office_bonuses_nav_promo_history' },
  { routeId: 'office-specialoffers', textKey: 'office_bonuses_nav_offers' },
  { routeId: 'office-rewards', textKey: 'office_bonuses_nav_rewards' },
  { routeId: 'office-bringfriend', textKey: 'office_bonuses_nav_bringfriend' },
];

/** A page of the bonus area: its heading, what it is for, the content, and the area's links. */
export function BonusPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }): ReactNode {
  const { t } = useTexts(NS);
  return (
    <div className="office-bonuses">
      <h1 className="office-bonuses__title">{title}</h1>
      {intro && <p className="office-bonuses__intro">{intro}</p>}
      {children}
      <nav className="office-bonuses__nav" aria-labelledby="office-bonuses-nav-title">
        <h2 className="section-title" id="office-bonuses-nav-title">
          {t('office_bonuses_nav_label')}
        </h2>
        <ul>
          <RouteLinkItems links={BONUS_AREA_LINKS} ns={NS} />
        </ul>
      </nav>
    </div>
  );
}
