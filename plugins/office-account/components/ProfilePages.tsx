/**
 * office-account: the profile as the site knows it, its verification status and what is missing;
 * the private details only after the password is confirmed again.
 * office-clarify-data: only what is missing, each with the page that fills it.
 */
import type { ReactNode } from 'react';
import { RouteLink, SectionTitle, useTexts } from '@plugin-api';
import type { UserConfigAnswer } from '../../../schemas/auth-api.schema.ts';
import { missingContacts, missingProfileFields, verificationStatusOf } from '../model.ts';
import { AccountPage, NextLinks, WithUserConfig } from './page.tsx';
import { SecureDetails } from './SecureDetails.tsx';

export function VerificationBadge({ config }: { config: UserConfigAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  const status = verificationStatusOf(config);
  return <p className={`office-account__badge office-account__badge--${status}`}>{t(`office_account_verification_${status}`)}</p>;
}

/** The profile fields anyone at the player's screen may read; the rest wait for the password (SecureDetails). */
const OPEN_FIELDS = ['name', 'surname'] as const;

function Profile({ config }: { config: UserConfigAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  const none = t('office_account_not_set');
  return (
    <>
      <VerificationBadge config={config} />
      <SectionTitle>{t('office_account_personal_title')}</SectionTitle>
      <dl className="office-account__facts">
        {OPEN_FIELDS.map((field) => (
          <div className="office-account__row" key={field}>
            <dt>{t(`office_account_field_${field}`)}</dt>
            <dd>{config.user_data[field] || none}</dd>
          </div>
        ))}
      </dl>
      <SecureDetails />
      <RouteLink to="office-account-edit" className="button button--primary office-account__action">
        {t('office_account_edit_link')}
      </RouteLink>
      {(missingProfileFields(config).length > 0 || missingContacts(config).length > 0) && (
        <p className="office-account__notice">
          {t('office_account_missing_notice')}{' '}
          <RouteLink to="office-clarify-data" className="office-account__link">
            {t('office_account_clarify_data_title')}
          </RouteLink>
        </p>
      )}
    </>
  );
}

export function AccountOverview(): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <AccountPage title={t('office_account_account_title')} intro={t('office_account_account_intro')}>
      <WithUserConfig>{(config) => <Profile config={config} />}</WithUserConfig>
      <NextLinks
        links={[
          { to: 'office-verification', text: t('office_account_verification_title') },
          { to: 'office-security', text: t('office_account_security_title') },
          { to: 'office-convert-account', text: t('office_account_convert_title') },
          { to: 'office-email-subscription', text: t('office_account_email_subscription_title') },
        ]}
      />
    </AccountPage>
  );
}

function Missing({ config }: { config: UserConfigAnswer }): ReactNode {
  const { t } = useTexts('office-account');
  const fields = missingProfileFields(config);
  const contacts = missingContacts(config);
  if (fields.length === 0 && contacts.length === 0) {
    return (
      <div className="office-account__outcome office-account__outcome--done">
        <p>{t('office_account_clarify_complete')}</p>
        <RouteLink to="office-account" className="office-account__link">
          {t('office_account_account_title')}
        </RouteLink>
      </div>
    );
  }
  return (
    <ul className="office-account__checklist">
      {fields.map((field) => (
        <li key={field} className="office-account__check">
          <span className="office-account__check-text">{t(`office_account_field_${field}`)}</span>
          <RouteLink to="office-account-edit" className="office-account__link" aria-label={t('office_account_link_for', { action: t('office_account_fill_in'), what: t(`office_account_field_${field}`) })}>
            {t('office_account_fill_in')}
          </RouteLink>
        </li>
      ))}
      {contacts.map((contact) => (
        <li key={contact} className="office-account__check">
          <span className="office-account__check-text">{t(contact === 'phone' ? 'office_account_phone_label' : 'office_account_email_label')}</span>
          <RouteLink
            to={contact === 'phone' ? 'office-phone-binding' : 'office-activation-email'}
            className="office-account__link"
            aria-label={t('office_account_link_for', { action: t('office_account_add'), what: t(contact === 'phone' ? 'office_account_phone_label' : 'office_account_email_label') })}
          >
            {t('office_account_add')}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

export function ClarifyDataPage(): ReactNode {
  const { t } = useTexts('office-account');
  return (
    <AccountPage title={t('office_account_clarify_data_title')} intro={t('office_account_clarify_data_intro')}>
      <WithUserConfig>{(config) => <Missing config={config} />}</WithUserConfig>
    </AccountPage>
  );
}
