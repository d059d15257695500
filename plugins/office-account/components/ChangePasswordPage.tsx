/** office-change-password: the current password, a new one twice; the server checks the current one. */
import type { ReactNode } from 'react';
import { useTexts } from '@plugin-api';
import { USER_CONFIG } from '../api.ts';
import { base64OfText, newPasswordCheck, required, type FieldCheck } from '../model.ts';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';
import { AccountPage, NextLinks } from './page.tsx';

type Name = 'current' | 'next' | 'repeat';
const CHECKS: Record<Name, FieldCheck> = {
  current: required,
  next: (v, all) => newPasswordCheck(v, all) ?? (v === all.current ? 'office_account_error_password_same' : null),
  repeat: (v, all) => (v === all.next ? null : 'office_account_error_password_repeat'),
};

export function ChangePasswordPage(): ReactNode {
  const { t } = useTexts('office-account');
  const form = useForm<Name>({ current: '', next: '', repeat: '' }, CHECKS);
  const action = useFreshAction('office-account/change-password', { invalidates: [USER_CONFIG.key] });
  const send = () => action.send('POST', '/account/password', { password: base64OfText(form.values.current), new_password: base64OfText(form.values.next) });
  return (
    <AccountPage title={t('office_account_change_password_title')} intro={t('office_account_change_password_intro')}>
      <AccountForm form={form} onValidSubmit={send} label={t('office_account_change_password_title')}>
        <TextField form={form} name="current" type="password" autoComplete="current-password" label={t('office_account_current_password')} />
        <TextField form={form} name="next" type="password" autoComplete="new-password" label={t('office_account_new_password')} hint={t('office_account_new_password_hint')} />
        <TextField form={form} name="repeat" type="password" autoComplete="new-password" label={t('office_account_repeat_password')} />
        <SubmitButton action={action}>{t('office_account_change_password_submit')}</SubmitButton>
        <SendOutcome action={action} done={t('office_account_change_password_done')} />
      </AccountForm>
      <NextLinks links={[{ to: 'office-security', text: t('office_account_security_title') }]} />
    </AccountPage>
  );
}
