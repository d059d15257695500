import type { ReactNode } from 'react';
import { Card, RouteLink, SectionTitle, useHasRoute, useTexts } from '@plugin-api';

const LINKS = [
  { routeId: 'about', textKey: 'info_about_title' },
  { routeId: 'rules', textKey: 'info_rules_title' },
  { routeId: 'responsiblegaming', textKey: 'info_responsiblegaming_title' },
  { routeId: 'contacts', textKey: 'info_contacts_title' },
] as const;

function HelpLink({ routeId, textKey }: (typeof LINKS)[number]): ReactNode {
  const { t } = useTexts('info');
  return useHasRoute(routeId) ? (
    <li>
      <RouteLink to={routeId}>{t(textKey)}</RouteLink>
    </li>
  ) : null;
}

export function HelpLinks(): ReactNode {
  const { t } = useTexts('info');
  return (
    <Card aria-labelledby="help-links-title">
      <SectionTitle>
        <span id="help-links-title">{t('info_help_title')}</span>
      </SectionTitle>
      <ul className="link-list">
        {LINKS.map((l) => (
          <HelpLink key={l.routeId} {...l} />
        ))}
      </ul>
    </Card>
  );
}
