/** office-security-account: what the player signs in with, and where each is changed. */
import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';
import type { UserConfigAnswer } from '../../../schemas/auth-api.schema.ts';
import { AccountPage, NextLinks, WithUserConfig, type PlainRouteId } from './page.tsx';

function Row({ label, value, to, action }: { label: string; value: string; to: PlainRouteId; action: string }): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <div className="office-account__row">
      <dt>{label}</dt>
      <dd>
        <span className="office-account__value">{value}</span>
        <RouteLink to={to} className="office-account__link" aria-label={t('office_account_link_for', { action, what: label })}>
          {action}
        </RouteLink>
      </dd>
    </div>
  );
}

function Details({ config }: { config: UserConfigAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  const none = t('office_account_not_set');
  const phone = config.phone_number ? `+${config.phone_code ?? ''} ${config.phone_number}` : none;
  const twoFactor = config.protection_methods.enable_two_factor_auth;
  return (
    <dl className="office-account__facts">
      <Row label={t('office_account_login_label')} value={config.user_name} to="office-change-login" action={t('office_account_change')} />
      <Row label={t('office_account_password_label')} value={t('office_account_password_hidden')} to="office-change-password" action={t('office_account_change')} />
      <Row label={t('office_account_email_label')} value={config.user_email ?? none} to={config.user_email ? 'office-email-change' : 'office-activation-email'} action={t(config.user_email ? 'office_account_change' : 'office_account_add')} />
      <Row label={t('office_account_phone_label')} value={phone} to={config.phone_number ? 'office-phone-change' : 'office-phone-binding'} action={t(config.phone_number ? 'office_account_change' : 'office_account_add')} />
      <Row
        label={t('office_account_method_enable_two_factor_auth')}
        value={t(twoFactor ? 'office_account_method_on' : 'office_account_method_off')}
        to={twoFactor ? 'office-two-factor-disable' : 'office-two-factor-enable'}
        action={t(twoFactor ? 'office_account_turn_off' : 'office_account_turn_on')}
      />
    </dl>
  );
}

export function SignInDetails(): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <AccountPage title={t('office_account_security_account_title')} intro={t('office_account_security_account_intro')}>
      <WithUserConfig>{(config) => <Details config={config} />}</WithUserConfig>
      <NextLinks links={[{ to: 'office-security', text: t('office_account_security_title') }]} />
    </AccountPage>
  );
}
