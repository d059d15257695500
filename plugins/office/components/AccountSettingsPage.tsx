import type { ReactNode } from 'react';
import { RouteLink, useAppSelector, useHasRoute, useTexts, type PageProps } from '@plugin-api';
import { selectOfficeSettings } from '../settings/slice.ts';
import { SettingsPage } from './SettingsPage.tsx';

const GROUPS = ['commonSettings', 'otherSettings', 'notificationSettings'] as const;

/** The way to the currency accounts, with how many the player holds of how many they may (the settings' showWallets, walletAttributes). */
function WalletsEntry(): ReactNode {
  const { t } = useTexts('office');
  const settings = useAppSelector(selectOfficeSettings).groups;
  const served = useHasRoute('office-wallets');
  if (!served || settings?.showWallets !== true || !settings.walletAttributes) return null;
  const { currencyAccounts, maxCurrencyAccounts } = settings.walletAttributes;
  return (
    <RouteLink to="office-wallets" className="button button--secondary office__wallets-link">
      {t('office_settings_wallets_link', { held: currencyAccounts, max: maxCurrencyAccounts })}
    </RouteLink>
  );
}

/** The office settings (route office-account-settings): common, other and notification switches, the currency accounts where the player may hold some, and the way to this device's display preferences. */
export function AccountSettingsPage(_props: PageProps): ReactNode {
  const { t } = useTexts('office');
  const preferencesServed = useHasRoute('office-preferences');
  return (
    <>
      <SettingsPage titleKey="office_account_settings_title" introKey="office_account_settings_intro" groups={GROUPS} />
      <WalletsEntry />
      {preferencesServed && (
        <RouteLink to="office-preferences" className="button button--secondary office__preferences-link">
          {t('office_preferences_link')}
        </RouteLink>
      )}
    </>
  );
}
