import type { ReactNode } from 'react';
import { Card, RouteLinkItems, SectionTitle, useTexts } from '@plugin-api';

const LINKS = [
  { routeId: 'about', textKey: 'info_about_title' },
  { routeId: 'rules', textKey: 'info_rules_title' },
  { routeId: 'news', textKey: 'info_news_title' },
  { routeId: 'responsiblegaming', textKey: 'info_responsiblegaming_title' },
  { routeId: 'support', textKey: 'info_support_title' },
] as const;

export function HelpLinks(): ReactNode {
  const { t } = useTexts('info');
  return (
    <Card aria-labelledby="help-links-title">
      <SectionTitle>
        <span id="help-links-title">{t('info_help_title')}</span>
      </SectionTitle>
      <ul className="link-list">
        <RouteLinkItems links={LINKS} ns="info" />
      </ul>
    </Card>
  );
}
