/** The support channels from the support API: each as a link the phone can follow, with its hours. */
import { useId, type ReactNode } from 'react';
import { RemoteState, RouteLink, useRemoteData, useTexts } from '@plugin-api';
import { KEYS, parseContacts, PATHS } from '../model.ts';

type Channel = NonNullable<ReturnType<typeof parseContacts>>['channels'][number];

function hrefOf(channel: Channel): string {
  switch (channel.kind) {
    case 'phone':
      return `tel:${channel.value}`;
    case 'email':
      return `mailto:${channel.value}`;
    case 'telegram':
      return `https://t.me/${channel.value.replace(/^@/, '')}`;
    case 'whatsapp':
      return `https://wa.me/${channel.value.replace(/\D/g, '')}`;
  }
}

export function ContactsPage(): ReactNode {
  const { t } = useTexts('support');
  const id = useId();
  const contacts = useRemoteData(KEYS.contacts, PATHS.contacts, { parse: parseContacts });
  return (
    <section className="support-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="support-page__title">
        {t('support_contacts_title')}
      </h1>
      <RemoteState
        status={contacts.status}
        error={contacts.error}
        onRetry={contacts.reload}
        isEmpty={contacts.data?.channels.length === 0}
        empty={
          <>
            <p>{t('support_contacts_empty')}</p>
            <RouteLink to="support-email">{t('support_email_title')}</RouteLink>
          </>
        }
      >
        <ul className="support-channels">
          {contacts.data?.channels.map((channel) => (
            <li key={`${channel.kind}-${channel.value}`} className="support-channel">
              <span className="support-channel__kind">{t(`support_channel_${channel.kind}`)}</span>
              <a className="support-channel__value" href={hrefOf(channel)} rel={channel.kind === 'telegram' || channel.kind === 'whatsapp' ? 'noopener noreferrer' : undefined}>
                {channel.value}
              </a>
              <span className="support-channel__hours">
                {channel.hours === null ? t('support_hours_always') : t('support_hours_utc', { from: channel.hours.from, to: channel.hours.to })}
              </span>
            </li>
          ))}
        </ul>
      </RemoteState>
      <RouteLink to="support" className="support-link">
        {t('support_back_to_hub')}
      </RouteLink>
    </section>
  );
}
