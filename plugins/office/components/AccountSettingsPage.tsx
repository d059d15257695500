import type { ReactNode } from 'react';
import { RouteLink, useHasRoute, useTexts, type PageProps } from '@plugin-api';
import { SettingsPage } from './SettingsPage.tsx';

const GROUPS = ['commonSettings', 'otherSettings', 'notificationSettings'] as const;

/** The office settings (route office-account-settings): common, other and notification switches, and the way to this device's display preferences. */
export function AccountSettingsPage(_props: PageProps): ReactNode {
  const { t } = useTexts('office');
  const preferencesServed = useHasRoute('office-preferences');
  return (
    <>
      <SettingsPage titleKey="office_account_settings_title" introKey="office_account_settings_intro" groups={GROUPS} />
      {preferencesServed && (
        <RouteLink to="office-preferences" className="button button--secondary office__preferences-link">
          {t('office_preferences_link')}
        </RouteLink>
      )}
    </>
  );
}
