/** Whether a consultant is there now (the support API knows the hours and the queue), and the ways to reach one. */
import { useId, type ReactNode } from 'react';
import { RemoteState, RouteLink, selectIsAuthenticated, useAppSelector, useRemoteData, useTexts } from '@plugin-api';
import { ChatButton } from '../chat/ChatButton.tsx';
import { KEYS, MODALS, parseConsultant, PATHS } from '../model.ts';
import { ModalLink } from './common.tsx';

export function ConsultantPage(): ReactNode {
  const { t } = useTexts('support');
  const id = useId();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const consultant = useRemoteData(KEYS.consultant, PATHS.consultant, { parse: parseConsultant });
  const data = consultant.data;
  return (
    <section className="support-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="support-page__title">
        {t('support_consultant_title')}
      </h1>
      <RemoteState status={consultant.status} error={consultant.error} onRetry={consultant.reload}>
        {data && (
          <div className="support-card">
            <p className={`support-status support-status--${data.online ? 'online' : 'offline'}`}>
              {t(data.online ? 'support_consultant_online' : 'support_consultant_offline')}
            </p>
            {data.online && <p className="support-page__text">{t('support_consultant_wait', { minutes: data.waitMinutes })}</p>}
            <p className="support-page__text">
              {data.hours === null ? t('support_hours_always') : t('support_consultant_hours', { from: data.hours.from, to: data.hours.to })}
            </p>
          </div>
        )}
      </RemoteState>
      <section className="support-card" aria-labelledby={`${id}-reach`}>
        <h2 id={`${id}-reach`} className="support-card__title">
          {t('support_consultant_reach')}
        </h2>
        <ChatButton />
        <ul className="support-links">
          {signedIn && (
            <li>
              <ModalLink query={MODALS.question}>{t('support_question_title')}</ModalLink>
            </li>
          )}
          <li>
            <RouteLink to="support-email">{t('support_email_title')}</RouteLink>
          </li>
          <li>
            <RouteLink to="support">{t('support_back_to_hub')}</RouteLink>
          </li>
        </ul>
      </section>
    </section>
  );
}
