/**
 * The second step of binding a phone or an e-mail: the code sent to the new address. Done, it tells
 * the player what the account's activation now is and where to go next.
 */
import type { ReactNode } from 'react';
import { Button, RouteLink, useTexts } from '@plugin-api';
import { parseContactConfirmed, PENDING_CONTACT, USER_CONFIG } from '../api.ts';
import { codeCheck } from '../model.ts';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';

const CHECKS = { code: codeCheck };

export function CodeStep({ kind, to, onResend }: { kind: 'phone' | 'email'; to: string; onResend?: () => void }): ReactNode {
  const { t } = useTexts('office-account');
  const form = useForm({ code: '' }, CHECKS);
  const confirm = useFreshAction(`office-account/confirm-${kind}`, { parse: parseContactConfirmed, invalidates: [USER_CONFIG.key, PENDING_CONTACT.key], refreshesUser: true });
  if (confirm.status === 'done' && confirm.data) {
    return (
      <div className="office-account__outcome office-account__outcome--done" role="status">
        <p>{t(kind === 'phone' ? 'office_account_phone_done' : 'office_account_email_done', { to })}</p>
        <p>{t(`office_account_activation_type_${confirm.data.activation_type}`)}</p>
        <RouteLink to="office-security" className="office-account__link">
          {t('office_account_security_title')}
        </RouteLink>
      </div>
    );
  }
  return (
    <AccountForm form={form} onValidSubmit={() => confirm.send('POST', `/account/${kind}/confirm`, { code: form.values.code.replace(/\s/g, '') })} label={t('office_account_code_form')}>
      <p className="office-account__fact">{t(kind === 'phone' ? 'office_account_code_sent_sms' : 'office_account_code_sent_email', { to })}</p>
      <TextField form={form} name="code" inputMode="numeric" autoComplete="one-time-code" label={t('office_account_code_label')} />
      <SubmitButton action={confirm}>{t('office_account_confirm')}</SubmitButton>
      {onResend && (
        <Button variant="ghost" onClick={onResend}>
          {t('office_account_send_code_again')}
        </Button>
      )}
      <SendOutcome action={confirm} done="" />
    </AccountForm>
  );
}
