import type { ReactNode } from 'react';
import type { PageProps } from '@plugin-api';
import { SettingsPage } from './SettingsPage.tsx';

const GROUPS = ['commonSettings', 'otherSettings', 'notificationSettings'] as const;

/** The office settings (route office-account-settings): common, other and notification switches. */
export function AccountSettingsPage(_props: PageProps): ReactNode {
  return <SettingsPage titleKey="office_account_settings_title" introKey="office_account_settings_intro" groups={GROUPS} />;
}
