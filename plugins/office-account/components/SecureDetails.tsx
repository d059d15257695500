/**
 * The private details of the profile (date of birth, passport, phone, e-mail): the server gives
 * them only to a player who confirmed the password in the last 30 minutes (a grant cookie the page
 * cannot read). Without a grant the page asks for the password; with one it shows the details until
 * the grant ends, then hides them and asks again. The server refuses them after that anyway: the
 * timer only keeps the screen honest.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { RemoteState, SectionTitle, useRemoteData, useTexts } from '@plugin-api';
import { parseSecureDataAnswer } from '@plugin-api/core-answers';
import type { SecureDataAnswer } from '../../../schemas/platform-api.schema.ts';
import { SECURE_DATA } from '../api.ts';
import { required } from '../model.ts';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';

const FORBIDDEN = 403;
const CHECKS = { password: required };

/** The password step: the grant it gets shows the details here and lets the profile form fill in the private fields. */
export function GrantForm({ expired }: { expired: boolean }): ReactNode {
  const { t } = useTexts('office-account');
  const form = useForm({ password: '' }, CHECKS);
  const action = useFreshAction('office-account/secure-data-grant', { invalidates: [SECURE_DATA.key] });
  const send = () => action.send('POST', SECURE_DATA.grantPath, { password: form.values.password });
  return (
    <>
      {expired && (
        <p className="office-account__notice" role="status">
          {t('office_account_secure_expired')}
        </p>
      )}
      <p className="office-account__hint">{t('office_account_secure_intro')}</p>
      <AccountForm form={form} onValidSubmit={send} label={t('office_account_secure_title')}>
        <TextField form={form} name="password" type="password" autoComplete="current-password" label={t('office_account_secure_password')} />
        <SubmitButton action={action}>{t('office_account_secure_show')}</SubmitButton>
        <SendOutcome action={action} done={t('office_account_secure_granted')} />
      </AccountForm>
    </>
  );
}

function Details({ data }: { data: SecureDataAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  const none = t('office_account_not_set');
  const rows: ReadonlyArray<[string, string | null]> = [
    ['office_account_field_date_birthday', data.dateBirthday],
    ['office_account_field_passport', data.passport],
    ['office_account_field_passport_date', data.passportDate],
    ['office_account_field_registration_address', data.registrationAddress],
    ['office_account_phone_label', data.phone],
    ['office_account_email_label', data.email],
  ];
  return (
    <>
      <dl className="office-account__facts">
        {rows.map(([label, value]) => (
          <div className="office-account__row" key={label}>
            <dt>{t(label)}</dt>
            <dd>{value || none}</dd>
          </div>
        ))}
      </dl>
      <p className="office-account__hint">{t('office_account_secure_visible_for', { minutes: Math.ceil(data.grantExpiresInSeconds / 60) })}</p>
    </>
  );
}

export function SecureDetails(): ReactNode {
  const { t } = useTexts('office-account');
  const secure = useRemoteData(SECURE_DATA.key, SECURE_DATA.path, { parse: parseSecureDataAnswer });
  // The details whose grant ran out: a refresh may keep them in the store, but they are not shown again.
  const [expired, setExpired] = useState<SecureDataAnswer | null>(null);
  const needsGrant = secure.error?.status === FORBIDDEN;
  const visible = secure.data !== null && secure.data !== expired && !needsGrant ? secure.data : null;
  const { reload } = secure;

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => {
      setExpired(visible);
      reload();
    }, visible.grantExpiresInSeconds * 1000);
    return () => clearTimeout(timer);
  }, [visible, reload]);

  let body: ReactNode;
  if (visible) body = <Details data={visible} />;
  else if (needsGrant || expired) body = <GrantForm expired={expired !== null} />;
  else body = <RemoteState status={secure.status === 'ready' ? 'loading' : secure.status} error={secure.error} onRetry={reload} />;
  return (
    <>
      <SectionTitle>{t('office_account_secure_title')}</SectionTitle>
      {body}
    </>
  );
}
