/**
 * office-phone-binding and office-phone-change: a number and the current password (a bound phone
 * recovers the account by SMS, so a signed-in phone alone may not set it), then the SMS code sent to it.
 * office-phone-activate: the code for a number asked for earlier (the SMS may arrive after a reload).
 */
import { useId, useState, type ReactNode } from 'react';
import { Field, fieldDescribedBy, RemoteState, useApiAction, useRemoteData, useTexts } from '@plugin-api';
import { parsePhoneCountriesAnswer } from '@plugin-api/core-answers';
import type { UserConfigAnswer } from '../../../schemas/auth-api.schema.ts';
import { parsePendingContact, PENDING_CONTACT, PHONE_COUNTRIES } from '../api.ts';
import { base64OfText, phoneNumberCheck, required, type FieldCheck } from '../model.ts';
import { CodeStep } from './CodeStep.tsx';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';
import { AccountPage, NextLinks, Notice, WithUserConfig } from './page.tsx';

const CHECKS: Record<'country' | 'number' | 'password', FieldCheck> = {
  country: (v) => (/^\d{1,4}$/.test(v) ? null : 'office_account_error_country'),
  number: phoneNumberCheck,
  password: required,
};

function PhoneForm({ config }: { config: UserConfigAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  const countries = useRemoteData(PHONE_COUNTRIES.key, PHONE_COUNTRIES.path, { parse: parsePhoneCountriesAnswer });
  const form = useForm({ country: config.phone_code ?? '', number: '', password: '' }, CHECKS);
  const request = useFreshAction(PHONE_CODE_ACTION, { parse: parsePendingContact, invalidates: [PENDING_CONTACT.key] });
  const selectId = useId();
  const countryError = form.errors.country ? t(form.errors.country) : undefined;
  const send = () =>
    request.send('POST', '/account/phone/code', { phone_code: form.values.country, phone_number: form.values.number, password: base64OfText(form.values.password) });
  const pending = request.data?.pending;
  if (request.status === 'done' && pending) return <CodeStep kind="phone" to={pending.to} onResend={send} />;
  return (
    <RemoteState status={countries.status} error={countries.error} onRetry={countries.reload}>
      <AccountForm form={form} onValidSubmit={send} label={t('office_account_phone_form')}>
        <Field id={selectId} label={t('office_account_country_label')} error={countryError}>
          <select
            id={selectId}
            className="office-account__input"
            value={form.values.country}
            onChange={(event) => form.set('country', event.target.value)}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={fieldDescribedBy(selectId, { error: countryError })}
          >
            <option value="">{t('office_account_country_choose')}</option>
            {/* Several countries share a dialling code (+7): the code is what the server needs, so each code is listed once. */}
            {[...new Map((countries.data ?? []).map((c) => [c.phoneCode, c])).values()].map((c) => (
              <option key={c.phoneCode} value={c.phoneCode}>
                {`${c.name} +${c.phoneCode}`}
              </option>
            ))}
          </select>
        </Field>
        <TextField form={form} name="number" type="tel" inputMode="tel" autoComplete="tel-national" label={t('office_account_phone_number_label')} hint={t('office_account_phone_number_hint')} />
        <TextField form={form} name="password" type="password" autoComplete="current-password" label={t('office_account_current_password')} hint={t('office_account_phone_password_hint')} />
        <SubmitButton action={request}>{t('office_account_send_code')}</SubmitButton>
        <SendOutcome action={request} done="" />
      </AccountForm>
    </RemoteState>
  );
}

const PHONE_CODE_ACTION = 'office-account/phone-code';

function PhoneBody({ config, mode }: { config: UserConfigAnswer; mode: 'bind' | 'change' }): ReactNode {
  const { t } = useTexts('office-account');
  // Once a code was asked for, the form stays (with its code step) even as the bound phone changes under it.
  const started = useApiAction(PHONE_CODE_ACTION).status !== 'idle';
  const phone = config.phone_number ? `+${config.phone_code ?? ''} ${config.phone_number}` : null;
  if (!started && mode === 'bind' && phone) return <Notice text={t('office_account_phone_bound', { phone })} to="office-phone-change" link={t('office_account_phone_change_title')} />;
  if (!started && mode === 'change' && !phone) return <Notice text={t('office_account_phone_none')} to="office-phone-binding" link={t('office_account_phone_binding_title')} />;
  return (
    <>
      {phone && mode === 'change' && <p className="office-account__fact">{t('office_account_phone_current', { phone })}</p>}
      <PhoneForm config={config} />
    </>
  );
}

export function PhonePage({ mode }: { mode: 'bind' | 'change' }): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <AccountPage
      title={t(mode === 'bind' ? 'office_account_phone_binding_title' : 'office_account_phone_change_title')}
      intro={t(mode === 'bind' ? 'office_account_phone_binding_intro' : 'office_account_phone_change_intro')}
    >
      <WithUserConfig>{(config) => <PhoneBody config={config} mode={mode} />}</WithUserConfig>
      <NextLinks links={[{ to: 'office-security', text: t('office_account_security_title') }]} />
    </AccountPage>
  );
}

export function PhoneActivatePage(): ReactNode {
  const { t } = useTexts('office-account');
  const pending = useRemoteData(PENDING_CONTACT.key, PENDING_CONTACT.path, { parse: parsePendingContact });
  const waiting = pending.data?.pending?.kind === 'phone' ? pending.data.pending.to : null;
  // The number stays shown after its code is confirmed (the server then has nothing pending).
  const [shown, setShown] = useState<string | null>(null);
  if (waiting !== null && waiting !== shown) setShown(waiting);
  const to = waiting ?? shown;
  return (
    <AccountPage title={t('office_account_phone_activate_title')} intro={t('office_account_phone_activate_intro')}>
      <RemoteState
        status={pending.status}
        error={pending.error}
        onRetry={pending.reload}
        isEmpty={to === null}
        empty={<Notice text={t('office_account_phone_activate_none')} to="office-phone-binding" link={t('office_account_phone_binding_title')} />}
      >
        {to && <CodeStep kind="phone" to={to} />}
      </RemoteState>
      <NextLinks links={[{ to: 'office-security', text: t('office_account_security_title') }]} />
    </AccountPage>
  );
}
