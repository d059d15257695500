/** office-security-auth-by-email: sign-ins confirmed by a code to the e-mail; on or off with the password. */
import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';
import type { UserConfigAnswer } from '../../../schemas/auth-api.schema.ts';
import { USER_CONFIG } from '../api.ts';
import { base64OfText, required } from '../model.ts';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';
import { AccountPage, NextLinks, WithUserConfig } from './page.tsx';

const CHECKS = { password: required };

function EmailAuthForm({ config }: { config: UserConfigAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  const form = useForm({ password: '' }, CHECKS);
  const action = useFreshAction('office-account/email-auth', { invalidates: [USER_CONFIG.key] });
  const on = config.protection_methods.enable_email_auth;
  if (!config.user_email) {
    return (
      <div className="office-account__notice">
        <p>{t('office_account_email_auth_needs_email')}</p>
        <RouteLink to="office-activation-email" className="office-account__link">
          {t('office_account_activation_email_title')}
        </RouteLink>
      </div>
    );
  }
  const send = () => action.send('POST', '/account/email-auth', { enabled: !on, password: base64OfText(form.values.password) });
  return (
    <>
      <p className="office-account__fact">{t(on ? 'office_account_email_auth_on' : 'office_account_email_auth_off', { email: config.user_email })}</p>
      <AccountForm form={form} onValidSubmit={send} label={t('office_account_security_auth_by_email_title')}>
        <TextField form={form} name="password" type="password" autoComplete="current-password" label={t('office_account_current_password')} />
        <SubmitButton action={action}>{t(on ? 'office_account_turn_off' : 'office_account_turn_on')}</SubmitButton>
        <SendOutcome action={action} done={t('office_account_email_auth_done')} />
      </AccountForm>
    </>
  );
}

export function EmailAuthPage(): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <AccountPage title={t('office_account_security_auth_by_email_title')} intro={t('office_account_security_auth_by_email_intro')}>
      <WithUserConfig>{(config) => <EmailAuthForm config={config} />}</WithUserConfig>
      <NextLinks links={[{ to: 'office-security', text: t('office_account_security_title') }]} />
    </AccountPage>
  );
}
