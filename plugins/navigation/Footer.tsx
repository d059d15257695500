import type { ReactNode } from 'react';
import { RouteLinkItems, useSiteConfig, useTexts } from '@plugin-api';

/** The site's areas beyond the bottom navigation, then the information pages; each only where the region serves it. */
const LINKS = [
  { routeId: 'promotions', textKey: 'nav_promotions' },
  { routeId: 'slots', textKey: 'nav_casino' },
  { routeId: 'cyber-real', textKey: 'nav_cyber' },
  { routeId: 'cricket', textKey: 'nav_cricket' },
  { routeId: 'lotto', textKey: 'nav_lotto' },
  { routeId: 'office-preferences', textKey: 'nav_preferences' },
  { routeId: 'about', textKey: 'nav_about' },
  { routeId: 'contacts', textKey: 'nav_contacts' },
  { routeId: 'rules', textKey: 'nav_rules' },
  { routeId: 'responsiblegaming', textKey: 'nav_responsible_gaming' },
] as const;

export function Footer(): ReactNode {
  const config = useSiteConfig();
  const { t } = useTexts('navigation');
  return (
    <footer className="footer">
      <ul className="footer__links">
        <RouteLinkItems links={LINKS} ns="navigation" />
      </ul>
      <p className="footer__company">{t('nav_copyright', { company: config.companyName, year: new Date().getFullYear() })}</p>
      <p className="footer__age">{t('nav_age_notice')}</p>
    </footer>
  );
}
