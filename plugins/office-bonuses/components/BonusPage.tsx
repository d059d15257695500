import type { ReactNode } from 'react';
import { Card, RouteLink, RouteLinkItems, useTexts, type RouteLinkItem } from '@plugin-api';
import { NS, READS, useBonusRead } from '../hooks.ts';
import { parseSettings } from '../parse.ts';
import { isOffered, type BonusRouteId } from '../sections.ts';

/** The pages of the bonus area, so every page has a next step. */
const BONUS_AREA_LINKS: readonly (RouteLinkItem & { routeId: BonusRouteId })[] = [
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

function NotOffered(): ReactNode {
  const { t } = useTexts(NS);
  return (
    <Card aria-labelledby="office-bonuses-off-title">
      <h2 className="section-title" id="office-bonuses-off-title">
        {t('office_bonuses_off_title')}
      </h2>
      <p>{t('office_bonuses_off_text')}</p>
      <RouteLink to="home" className="office-bonuses__link">
        {t('office_bonuses_off_home')}
      </RouteLink>
    </Card>
  );
}

/**
 * A page of the bonus area: its heading, what it is for, the content, and links to the parts the
 * site offers. The site's bonus settings are read beside the page's own data (not before it, so
 * the page is not slowed): a part the site switched off shows that instead of its content.
 */
export function BonusPage({ routeId, title, intro, children }: { routeId: string; title: string; intro?: string; children: ReactNode }): ReactNode {
  const { t } = useTexts(NS);
  const settings = useBonusRead(READS.settings(), '/bonuses/settings', parseSettings);
  const known = settings.status === 'ready' ? settings.data : null;
  const offered = known === null || isOffered(routeId, known);
  // Until the settings arrive the links wait; if they cannot be read, all show (the server still refuses what is off).
  const links = settings.status === 'loading' ? [] : BONUS_AREA_LINKS.filter((link) => known === null || isOffered(link.routeId, known));
  return (
    <div className="office-bonuses">
      <h1 className="office-bonuses__title">{title}</h1>
      {intro && offered && <p className="office-bonuses__intro">{intro}</p>}
      {offered ? children : <NotOffered />}
      {links.length > 0 && (
        <nav className="office-bonuses__nav" aria-labelledby="office-bonuses-nav-title">
          <h2 className="section-title" id="office-bonuses-nav-title">
            {t('office_bonuses_nav_label')}
          </h2>
          <ul>
            <RouteLinkItems links={links} ns={NS} />
          </ul>
        </nav>
      )}
    </div>
  );
}
