/** office-change-login: a new login (free, by the server's word) confirmed with the password. */
import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import { USER_CONFIG } from '../api.ts';
import { base64OfText, loginCheck, required } from '../model.ts';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';
import { AccountPage, NextLinks, WithUserConfig } from './page.tsx';

const CHECKS = { login: loginCheck, password: required };

export function ChangeLoginPage(): ReactNode {
  const { t } = useTexts('office-account');
  const form = useForm({ login: '', password: '' }, CHECKS);
  const action = useFreshAction('office-account/change-login', { invalidates: [USER_CONFIG.key], refreshesUser: true });
  const send = () => action.send('POST', '/account/login', { login: form.values.login.trim(), password: base64OfText(form.values.password) });
  return (
    <AccountPage title={t('office_account_change_login_title')} intro={t('office_account_change_login_intro')}>
      <WithUserConfig>{(config) => <p className="office-account__fact">{t('office_account_current_login', { login: config.user_name })}</p>}</WithUserConfig>
      <AccountForm form={form} onValidSubmit={send} label={t('office_account_change_login_title')}>
        <TextField form={form} name="login" autoComplete="username" label={t('office_account_new_login')} hint={t('office_account_new_login_hint')} />
        <TextField form={form} name="password" type="password" autoComplete="current-password" label={t('office_account_current_password')} />
        <SubmitButton action={action}>{t('office_account_change_login_submit')}</SubmitButton>
        <SendOutcome action={action} done={t('office_account_change_login_done')} />
      </AccountForm>
      <NextLinks links={[{ to: 'office-security-account', text: t('office_account_security_account_title') }]} />
    </AccountPage>
  );
}
