/**
 * office-activation-email and office-email-change: an address and the current password (whoever
 * has the e-mail can recover the account, so a signed-in phone alone may not set it), then the
 * code sent to it (a confirmed address is an activated one). office-email-subscription: the newsletter to that address.
 */
import type { ReactNode } from 'react';
import { Button, RemoteState, useApiAction, useRemoteData, useTexts } from '@plugin-api';
import type { UserConfigAnswer } from '../../../schemas/auth-api.schema.ts';
import { parsePendingContact, parseSubscription, PENDING_CONTACT, SUBSCRIPTION } from '../api.ts';
import { base64OfText, emailCheck, required } from '../model.ts';
import { CodeStep } from './CodeStep.tsx';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';
import { AccountPage, NextLinks, Notice, WithUserConfig } from './page.tsx';

const EMAIL_CODE_ACTION = 'office-account/email-code';
const CHECKS = { email: emailCheck, password: required };

function EmailForm(): ReactNode {
  const { t } = useTexts('office-account');
  const form = useForm({ email: '', password: '' }, CHECKS);
  const request = useFreshAction(EMAIL_CODE_ACTION, { parse: parsePendingContact, invalidates: [PENDING_CONTACT.key] });
  const send = () => request.send('POST', '/account/email/code', { email: form.values.email.trim(), password: base64OfText(form.values.password) });
  const pending = request.data?.pending;
  if (request.status === 'done' && pending) return <CodeStep kind="email" to={pending.to} onResend={send} />;
  return (
    <AccountForm form={form} onValidSubmit={send} label={t('office_account_email_form')}>
      <TextField form={form} name="email" type="email" inputMode="email" autoComplete="email" label={t('office_account_new_email_label')} />
      <TextField form={form} name="password" type="password" autoComplete="current-password" label={t('office_account_current_password')} />
      <SubmitButton action={request}>{t('office_account_send_code')}</SubmitButton>
      <SendOutcome action={request} done="" />
    </AccountForm>
  );
}

function EmailBody({ config, mode }: { config: UserConfigAnswer; mode: 'activate' | 'change' }): ReactNode {
  const { t } = useTexts('office-account');
  const started = useApiAction(EMAIL_CODE_ACTION).status !== 'idle';
  const email = config.user_email;
  if (!started && mode === 'activate' && email) return <Notice text={t('office_account_email_confirmed', { email })} to="office-email-change" link={t('office_account_email_change_title')} />;
  if (!started && mode === 'change' && !email) return <Notice text={t('office_account_email_none')} to="office-activation-email" link={t('office_account_activation_email_title')} />;
  return (
    <>
      {email && mode === 'change' && <p className="office-account__fact">{t('office_account_email_current', { email })}</p>}
      <EmailForm />
    </>
  );
}

export function EmailPage({ mode }: { mode: 'activate' | 'change' }): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <AccountPage
      title={t(mode === 'activate' ? 'office_account_activation_email_title' : 'office_account_email_change_title')}
      intro={t(mode === 'activate' ? 'office_account_activation_email_intro' : 'office_account_email_change_intro')}
    >
      <WithUserConfig>{(config) => <EmailBody config={config} mode={mode} />}</WithUserConfig>
      <NextLinks links={[{ to: 'office-security-account', text: t('office_account_security_account_title') }]} />
    </AccountPage>
  );
}

export function SubscriptionPage(): ReactNode {
  const { t } = useTexts('office-account');
  const subscription = useRemoteData(SUBSCRIPTION.key, SUBSCRIPTION.path, { parse: parseSubscription });
  const change = useFreshAction('office-account/email-subscription', { parse: parseSubscription, invalidates: [SUBSCRIPTION.key] });
  const data = subscription.data;
  return (
    <AccountPage title={t('office_account_email_subscription_title')} intro={t('office_account_email_subscription_intro')}>
      <RemoteState
        status={subscription.status}
        error={subscription.error}
        onRetry={subscription.reload}
        isEmpty={data !== null && data.email === null}
        empty={<Notice text={t('office_account_subscription_needs_email')} to="office-activation-email" link={t('office_account_activation_email_title')} />}
      >
        {data && data.email && (
          <>
            <p className="office-account__fact">{t(data.subscribed ? 'office_account_subscribed' : 'office_account_not_subscribed', { email: data.email })}</p>
            <Button onClick={() => change.send('POST', SUBSCRIPTION.path, { subscribed: !data.subscribed })} disabled={change.status === 'sending'}>
              {t(data.subscribed ? 'office_account_unsubscribe' : 'office_account_subscribe')}
            </Button>
            <SendOutcome action={change} done={t(change.data?.subscribed ? 'office_account_subscribe_done' : 'office_account_unsubscribe_done')} />
          </>
        )}
      </RemoteState>
      <NextLinks links={[{ to: 'office-email-change', text: t('office_account_email_change_title') }]} />
    </AccountPage>
  );
}
