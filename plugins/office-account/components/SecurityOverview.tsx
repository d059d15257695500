/** office-security: how well the account is protected, and each protection method with the page that turns it on. */
import type { ReactNode } from 'react';
import { Icon, protectionLevelOf, RouteLink, SectionTitle, selectSiteConfig, useAppSelector, useTexts, type ProtectionLevel } from '@plugin-api';
import type { UserConfigAnswer } from '../../../schemas/auth-api.schema.ts';
import { protectionChecklist } from '../model.ts';
import { AccountPage, NextLinks, WithUserConfig } from './page.tsx';

const BANDS: readonly ProtectionLevel[] = ['bad', 'normal', 'good', 'full'];

function LevelBar({ level }: { level: number }): ReactNode {
  const { t } = useTexts('office-account');
  const band = protectionLevelOf(level);
  const reached = BANDS.indexOf(band);
  return (
    <div className="office-account__level">
      <p className="office-account__level-text">
        {t('office_account_level_value', { level: Math.max(0, Math.min(100, Math.round(level))) })}{' '}
        <strong className={`office-account__band office-account__band--${band}`}>{t(`office_account_band_${band}`)}</strong>
      </p>
      {/* The four bands, filled up to the current one; the text above says the same for screen readers. */}
      <ol className={`office-account__bands office-account__bands--${band}`} aria-hidden="true">
        {BANDS.map((b, i) => (
          <li key={b} className={`office-account__band-cell${i <= reached ? ' office-account__band-cell--on' : ''}`}>
            {t(`office_account_band_${b}`)}
          </li>
        ))}
      </ol>
      <p className="office-account__hint">{t(band === 'full' ? 'office_account_level_full_hint' : 'office_account_level_raise_hint')}</p>
    </div>
  );
}

function Checklist({ config }: { config: UserConfigAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <ul className="office-account__checklist">
      {protectionChecklist(config).map((item) => (
        <li key={item.method} className={`office-account__check${item.done ? ' office-account__check--done' : ''}`}>
          <Icon name={item.done ? 'shield' : 'block'} />
          <span className="office-account__check-text">
            {t(`office_account_method_${item.method}`)}
            <span className="office-account__check-state">{t(item.done ? 'office_account_method_on' : 'office_account_method_off')}</span>
          </span>
          <RouteLink
            to={item.routeId}
            className="office-account__link"
            aria-label={t('office_account_link_for', { action: t(item.done ? 'office_account_method_manage' : 'office_account_method_turn_on'), what: t(`office_account_method_${item.method}`) })}
          >
            {t(item.done ? 'office_account_method_manage' : 'office_account_method_turn_on')}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

export function SecurityOverview(): ReactNode {
  const { t } = useTexts('office-account');
  const identificationEnabled = useAppSelector(selectSiteConfig)?.features?.identificationEnabled === true;
  return (
    <AccountPage title={t('office_account_security_title')} intro={t('office_account_security_intro')}>
      <WithUserConfig>
        {(config) => (
          <>
            <LevelBar level={config.protection_level} />
            <SectionTitle>{t('office_account_methods_title')}</SectionTitle>
            <Checklist config={config} />
          </>
        )}
      </WithUserConfig>
      <NextLinks
        links={[
          { to: 'office-security-account', text: t('office_account_security_account_title') },
          { to: 'office-change-login', text: t('office_account_change_login_title') },
          { to: 'office-verification', text: t('office_account_verification_title') },
          // The identification page exists only where the operator turned identification on.
          ...(identificationEnabled ? [{ to: 'office-identification' as const, text: t('office_account_identification_link') }] : []),
        ]}
      />
    </AccountPage>
  );
}
