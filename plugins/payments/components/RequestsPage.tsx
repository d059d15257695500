/**
 * Payment requests (office/payment/requests): what the player asked about their payments, with its
 * status, and the topics to start a new request.
 */
import type { ReactNode } from 'react';
import { Card, RemoteState, SectionTitle, useRemoteData, useTexts, type PageProps, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import { parseRequests } from '../answers.ts';
import { REQUESTS_KEY } from '../keys.ts';
import { CashierLinks } from './CashierLinks.tsx';

import { PageFrame } from './PageFrame.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { TopicList } from './TopicList.tsx';

export function RequestsPage({ query }: PageProps): ReactNode {
  const { t } = useTexts('payments');
  const formatTime = useFormatTime();
  const requests = useRemoteData(REQUESTS_KEY, '/payments/requests', { parse: parseRequests });
  return (
    <PageFrame title={t('payments_requests_title')} intro={t('payments_requests_intro')}>
      <SectionTitle>{t('payments_requests_mine')}</SectionTitle>
      <RemoteState
        status={requests.status}
        error={requests.error}
        onRetry={requests.reload}
        isEmpty={requests.data?.items.length === 0}
        empty={<p>{t('payments_requests_empty')}</p>}
      >
        <ul className="payments-list payments-list--cards" aria-label={t('payments_requests_mine')}>
          {requests.data?.items.map((request) => (
            <li key={request.id} className="payments-row">
              <div className="payments-row__main">
                <span className="payments-row__title">{request.subTopicTitle ? `${request.topicTitle}: ${request.subTopicTitle}` : request.topicTitle}</span>
                <StatusBadge status={request.status} />
              </div>
              <p className="payments-row__message">{request.message}</p>
              <div className="payments-row__meta">
                <span>{t('payments_request_number', { id: request.id })}</span>
                {request.transactionId !== null && <span>{t('payments_number', { id: request.transactionId })}</span>}
                <time dateTime={request.createdAt}>{formatTime(request.createdAt, DATE_AND_TIME)}</time>
              </div>
            </li>
          ))}
        </ul>
      </RemoteState>
      <Card className="payments-new-request">
        <SectionTitle>{t('payments_requests_new')}</SectionTitle>
        <TopicList />
      </Card>
      <CashierLinks query={query} />
    </PageFrame>
  );
}
