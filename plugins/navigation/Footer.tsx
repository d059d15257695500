import type { ReactNode } from 'react';
import { RouteLink, useHasRoute, useSiteConfig, useTexts } from '@plugin-api';

const LINKS = [
  { routeId: 'about', textKey: 'nav_about' },
  { routeId: 'contacts', textKey: 'nav_contacts' },
  { routeId: 'rules', textKey: 'nav_rules' },
  { routeId: 'responsiblegaming', textKey: 'nav_responsible_gaming' },
] as const;

function FooterLink({ routeId, textKey }: (typeof LINKS)[number]): ReactNode {
  const { t } = useTexts('navigation');
  return useHasRoute(routeId) ? (
    <li>
      <RouteLink to={routeId}>{t(textKey)}</RouteLink>
    </li>
  ) : null;
}

export function Footer(): ReactNode {
  const config = useSiteConfig();
  const { t } = useTexts('navigation');
  return (
    <footer className="footer">
      <ul className="footer__links">
        {LINKS.map((l) => (
          <FooterLink key={l.routeId} {...l} />
        ))}
      </ul>
      <p className="footer__company">{t('nav_copyright', { company: config.companyName, year: new Date().getFullYear() })}</p>
      <p className="footer__age">{t('nav_age_notice')}</p>
    </footer>
  );
}
