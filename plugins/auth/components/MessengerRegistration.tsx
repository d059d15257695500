/**
 * The default layout's messenger registration widget (SPEC 2.1): a guest on a site that offers
 * registration through a messenger (Telegram, WhatsApp, Viber) gets one line that leads to it, the
 * social registration with that provider (registration/:social). Nothing for a player, where
 * registration is not offered (a VIP domain too), or when no messenger is among the providers.
 */
import type { ReactNode } from 'react';
import { RouteLink, selectIsAuthenticated, useAppSelector, useCommittedPage, useTexts, type SlotProps } from '@plugin-api';
import { ROUTE } from '../model.ts';
import { useAuthSettings } from './hooks.ts';

/** The social providers that are messengers, in the order the widget prefers them. */
export const MESSENGERS = ['telegram', 'whatsapp', 'viber'] as const;

export function MessengerRegistration(_props: Partial<SlotProps>): ReactNode {
  const { t } = useTexts('auth');
  const settings = useAuthSettings();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const page = useCommittedPage();
  const messenger = MESSENGERS.find((m) => settings.socialProviders.includes(m));
  const offered = settings.registrationAllowed && settings.registrationTypes.includes('social');
  // On the registration pages the form itself offers the messenger.
  const onRegistration = page?.routeId === ROUTE.registration || page?.routeId === ROUTE.registrationSocial;
  if (signedIn || !offered || messenger === undefined || onRegistration) return null;
  const provider = t(`auth_provider_${messenger}`);
  return (
    <aside className="messenger-registration" aria-label={t('auth_messenger_reg_label', { provider })}>
      <p className="messenger-registration__text">{t('auth_messenger_reg_text', { provider })}</p>
      <RouteLink to={ROUTE.registrationSocial} params={{ social: messenger }} className="button button--secondary messenger-registration__link">
        {t('auth_messenger_reg_link', { provider })}
      </RouteLink>
    </aside>
  );
}
