/**
 * office-account-edit: the six required profile fields, checked as typed; the contact fields are
 * changed on their own pages (each needs a code). Once verified, what the documents proved is
 * read-only here, as the server refuses to change it. The birth date, passport and address are
 * private: once any is set, the form asks for the password first (the secure-data grant) and
 * starts from their values; the user config only says that they are set.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { RemoteState, RouteLink, SectionTitle, useRemoteData, useTexts } from '@plugin-api';
import { parseSecureDataAnswer } from '@plugin-api/core-answers';
import type { UserConfigAnswer } from '../../../schemas/auth-api.schema.ts';
import type { SecureDataAnswer } from '../../../schemas/platform-api.schema.ts';
import { SECURE_DATA, USER_CONFIG } from '../api.ts';
import { profileChecks, profileHasSecureValues, profileValuesOf, REQUIRED_PROFILE_FIELDS, verificationStatusOf, type ProfileField } from '../model.ts';
import { AccountForm, SendOutcome, SubmitButton, TextField, useForm, useFreshAction } from './form.tsx';
import { AccountPage, WithUserConfig } from './page.tsx';
import { GrantForm } from './SecureDetails.tsx';

const FORBIDDEN = 403;

const DATE_FIELDS: ReadonlySet<ProfileField> = new Set(['date_birthday', 'passport_date']);
const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = { name: 'given-name', surname: 'family-name', date_birthday: 'bday', registration_address: 'street-address' };

function ProfileForm({ config, secure }: { config: UserConfigAnswer; secure: SecureDataAnswer | null }): ReactNode {
  const { t } = useTexts('office-account');
  const checks = useMemo(() => profileChecks(new Date()), []);
  const form = useForm(profileValuesOf(config, secure), checks);
  const action = useFreshAction('office-account/profile', { invalidates: [USER_CONFIG.key], refreshesUser: true });
  const locked = verificationStatusOf(config) === 'verified';
  const trimmed = Object.fromEntries(REQUIRED_PROFILE_FIELDS.map((f) => [f, form.values[f].trim()]));
  return (
    <AccountForm form={form} onValidSubmit={() => action.send('POST', '/account/profile', trimmed)} label={t('office_account_personal_title')}>
      {locked && <p className="office-account__notice">{t('office_account_profile_locked')}</p>}
      {REQUIRED_PROFILE_FIELDS.map((field) => (
        <TextField
          key={field}
          form={form}
          name={field}
          type={DATE_FIELDS.has(field) ? 'date' : 'text'}
          autoComplete={AUTOCOMPLETE[field] ?? 'off'}
          readOnly={locked && field !== 'registration_address' && config.user_data[field] !== null}
          label={t(`office_account_field_${field}`)}
          hint={t(`office_account_field_${field}_hint`)}
        />
      ))}
      <SubmitButton action={action}>{t('office_account_save')}</SubmitButton>
      <SendOutcome
        action={action}
        done={t('office_account_profile_done')}
        next={
          <RouteLink to="office-verification" className="office-account__link">
            {t('office_account_verification_title')}
          </RouteLink>
        }
      />
    </AccountForm>
  );
}

function ProfileEditor({ config }: { config: UserConfigAnswer }): ReactNode {
  // Decided once, when the page opens: saving the first private values must not swap the form for the password step.
  const [needsSecureData] = useState(() => profileHasSecureValues(config));
  if (!needsSecureData) return <ProfileForm config={config} secure={null} />;
  return <WithSecureData>{(secure) => <ProfileForm config={config} secure={secure} />}</WithSecureData>;
}

/** The private fields' values, after the password step when the grant is missing or over. */
function WithSecureData({ children }: { children: (secure: SecureDataAnswer) => ReactNode }): ReactNode {
  const secure = useRemoteData(SECURE_DATA.key, SECURE_DATA.path, { parse: parseSecureDataAnswer });
  if (secure.error?.status === FORBIDDEN) return <GrantForm expired={false} />;
  if (secure.data) return children(secure.data);
  return <RemoteState status={secure.status === 'ready' ? 'loading' : secure.status} error={secure.error} onRetry={secure.reload} />;
}

function Contacts({ config }: { config: UserConfigAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  const none = t('office_account_not_set');
  return (
    <dl className="office-account__facts">
      <div className="office-account__row">
        <dt>{t('office_account_phone_label')}</dt>
        <dd>
          <span className="office-account__value">{config.phone_number ? `+${config.phone_code ?? ''} ${config.phone_number}` : none}</span>
          <RouteLink
            to={config.phone_number ? 'office-phone-change' : 'office-phone-binding'}
            className="office-account__link"
            aria-label={t('office_account_link_for', { action: t(config.phone_number ? 'office_account_change' : 'office_account_add'), what: t('office_account_phone_label') })}
          >
            {t(config.phone_number ? 'office_account_change' : 'office_account_add')}
          </RouteLink>
        </dd>
      </div>
      <div className="office-account__row">
        <dt>{t('office_account_email_label')}</dt>
        <dd>
          <span className="office-account__value">{config.user_email ?? none}</span>
          <RouteLink
            to={config.user_email ? 'office-email-change' : 'office-activation-email'}
            className="office-account__link"
            aria-label={t('office_account_link_for', { action: t(config.user_email ? 'office_account_change' : 'office_account_add'), what: t('office_account_email_label') })}
          >
            {t(config.user_email ? 'office_account_change' : 'office_account_add')}
          </RouteLink>
        </dd>
      </div>
    </dl>
  );
}

export function ProfileEditPage(): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <AccountPage title={t('office_account_edit_title')} intro={t('office_account_edit_intro')}>
      <WithUserConfig>
        {(config) => (
          <>
            <SectionTitle>{t('office_account_personal_title')}</SectionTitle>
            <ProfileEditor config={config} />
            <SectionTitle>{t('office_account_contacts_title')}</SectionTitle>
            <Contacts config={config} />
          </>
        )}
      </WithUserConfig>
    </AccountPage>
  );
}
