/** Every way to reach support here: the live chat (when the site offers one), e-mail, questions, callbacks, contacts. */
import { useId, type ReactNode } from 'react';
import { RouteLink, selectIsAuthenticated, useAppSelector, useSiteConfig, useTexts } from '@plugin-api';
import { ChatButton } from '../chat/ChatButton.tsx';
import { MODALS } from '../model.ts';
import { ModalLink } from './common.tsx';

export function HubPage(): ReactNode {
  const { t } = useTexts('support');
  const id = useId();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const support = useSiteConfig().support;
  const callbacks = support?.callbacks !== false;
  return (
    <section className="support-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="support-page__title">
        {t('support_title')}
      </h1>
      <p className="support-page__text">{t('support_intro')}</p>
      {support?.chat && (
        <section className="support-card" aria-labelledby={`${id}-chat`}>
          <h2 id={`${id}-chat`} className="support-card__title">
            {t('support_chat_title')}
          </h2>
          <p className="support-page__text">{t('support_chat_text')}</p>
          <ChatButton />
        </section>
      )}
      <section className="support-card" aria-labelledby={`${id}-ways`}>
        <h2 id={`${id}-ways`} className="support-card__title">
          {t('support_ways_title')}
        </h2>
        <ul className="support-links">
          <li>
            <RouteLink to="support-email">{t('support_email_title')}</RouteLink>
          </li>
          <li>
            <RouteLink to="support-consultant">{t('support_consultant_title')}</RouteLink>
          </li>
          <li>
            <RouteLink to="support-contacts">{t('support_contacts_title')}</RouteLink>
          </li>
          {callbacks && (
            <li>
              <RouteLink to="callback">{t('support_callback_title')}</RouteLink>
            </li>
          )}
          {signedIn && (
            <>
              <li>
                <ModalLink query={MODALS.question}>{t('support_question_title')}</ModalLink>
              </li>
              <li>
                <ModalLink query={MODALS.requests}>{t('support_requests_title')}</ModalLink>
              </li>
              <li>
                <RouteLink to="call-history">{t('support_call_history_title')}</RouteLink>
              </li>
            </>
          )}
        </ul>
        {!signedIn && <p className="support-page__text">{t('support_hub_guest_note')}</p>}
      </section>
      <section className="support-card" aria-labelledby={`${id}-self`}>
        <h2 id={`${id}-self`} className="support-card__title">
          {t('support_self_help_title')}
        </h2>
        <ul className="support-links">
          <li>
            <RouteLink to="information-howbet">{t('support_link_howbet')}</RouteLink>
          </li>
          <li>
            <RouteLink to="rules">{t('support_link_rules')}</RouteLink>
          </li>
          <li>
            <RouteLink to="responsiblegaming">{t('support_link_responsiblegaming')}</RouteLink>
          </li>
        </ul>
      </section>
    </section>
  );
}
