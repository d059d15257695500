/** The player's support requests and questions with their answers (query support-requests-modal). */
import { useId, type ReactNode } from 'react';
import { RemoteState, RouteLink, selectIsAuthenticated, useAppSelector, useRemoteData, useTexts, type SlotProps, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import { KEYS, MODALS, parseRequests, PATHS } from '../model.ts';
import { ModalLink, SignInPrompt } from './common.tsx';

function RequestList(): ReactNode {
  const { t } = useTexts('support');
  const formatTime = useFormatTime();
  const requests = useRemoteData(KEYS.requests, PATHS.requests, { parse: parseRequests });
  return (
    <RemoteState
      status={requests.status}
      error={requests.error}
      onRetry={requests.reload}
      isEmpty={requests.data?.requests.length === 0}
      empty={
        <>
          <p>{t('support_requests_empty')}</p>
          <ModalLink query={MODALS.question} className="support-link">
            {t('support_question_title')}
          </ModalLink>
          <RouteLink to="support-email">{t('support_email_title')}</RouteLink>
        </>
      }
    >
      <ul className="support-list">
        {requests.data?.requests.map((request) => (
          <li key={request.id} className="support-item">
            <p className="support-item__head">
              <span>
                №{request.id} · {request.subject}
              </span>
              <span className={`support-badge support-badge--${request.status}`}>{t(`support_request_status_${request.status}`)}</span>
            </p>
            <p className="support-item__meta">
              {t(`support_request_kind_${request.kind}`)} · {t(`support_topic_${request.topic}`)} · <time dateTime={request.createdAt}>{formatTime(request.createdAt, DATE_AND_TIME)}</time>
            </p>
            {request.answer && (
              <p className="support-item__answer">
                <strong>{t('support_request_answer')}</strong> {request.answer}
              </p>
            )}
          </li>
        ))}
      </ul>
    </RemoteState>
  );
}

export function RequestsModal(_props: SlotProps): ReactNode {
  const { t } = useTexts('support');
  const id = useId();
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <div className="support-modal">
      <h2 id={`${id}-title`} className="support-modal__title">
        {t('support_requests_title')}
      </h2>
      {signedIn ? <RequestList /> : <SignInPrompt textKey="support_requests_sign_in" />}
    </div>
  );
}
