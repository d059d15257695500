import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
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

/** Opens the cookie choices over the page the visitor is on (the notices plugin's modal). */
export const COOKIE_SETTINGS_QUERY = 'cookie-settings-modal';

function CookieSettingsLink({ text }: { text: string }): ReactNode {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(COOKIE_SETTINGS_QUERY, '1');
  return (
    <li>
      <Link to={`${pathname}?${params.toString()}`}>{text}</Link>
    </li>
  );
}

export function Footer(): ReactNode {
  const config = useSiteConfig();
  const { t } = useTexts('navigation');
  return (
    <footer className="footer">
      <ul className="footer__links">
        <RouteLinkItems links={LINKS} ns="navigation" />
        {config.notices?.cookies ? <CookieSettingsLink text={t('nav_cookie_settings')} /> : null}
      </ul>
      <p className="footer__company">{t('nav_copyright', { company: config.companyName, year: new Date().getFullYear() })}</p>
      <p className="footer__age">{t('nav_age_notice')}</p>
    </footer>
  );
}
