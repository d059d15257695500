import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { SettingsPage } from './SettingsPage.tsx';

const GROUPS = ['mailingSettings'] as const;

/** The mailing flags (route office-mailing-settings): news, deposit and bet e-mails, SMS news. */
export function MailingSettingsPage(_props: PageProps): ReactNode {
  return <SettingsPage titleKey="office_mailing_settings_title" introKey="office_mailing_settings_intro" groups={GROUPS} />;
}
