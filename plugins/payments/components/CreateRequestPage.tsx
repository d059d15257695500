/**
 * A new payment request, over four addresses that share one page:
 *   create-request/:topicId                          the topic: its sub-topics to choose from (or the form, if it has none)
 *   create-request/:topicId/:subTopicId              the form for that sub-topic
 *   create-request/:topicId/transactions             the player's payments of the topic's kind, to pick the one it is about
 *   create-request/:topicId/transactions/:transactionId   the form about that payment
 */
import type { ReactNode } from 'react';
import { formatMoney, RemoteState, RouteLink, SectionTitle, useTexts, type PageProps, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import type { PaymentRequestTopic } from '../schemas.ts';
import { positiveId } from './format.ts';
import { PageFrame } from './PageFrame.tsx';
import { RequestForm } from './RequestForm.tsx';
import { useTopics, useTransactions } from './request-data.ts';

function SubTopicChoice({ topic }: { topic: PaymentRequestTopic }): ReactNode {
  const { t } = useTexts('payments');
  return (
    <>
      <SectionTitle>{t('payments_subtopic_choose')}</SectionTitle>
      <ul className="payments-choices">
        {topic.subTopics.map((sub) => (
          <li key={sub.id}>
            <RouteLink to="office-payment-create-request-subtopic" params={{ topicId: topic.id, subTopicId: sub.id }} className="payments-choice">
              {sub.title}
            </RouteLink>
          </li>
        ))}
      </ul>
      {topic.transactionKind !== null && (
        <p>
          <RouteLink to="office-payment-create-request-transactions" params={{ topicId: topic.id }}>
            {t('payments_transaction_choose_first')}
          </RouteLink>
        </p>
      )}
    </>
  );
}

function TransactionChoice({ topic, lng }: { topic: PaymentRequestTopic; lng: string }): ReactNode {
  const { t } = useTexts('payments');
  const formatTime = useFormatTime();
  const transactions = useTransactions(topic.transactionKind);
  if (topic.transactionKind === null) return <RequestForm topic={topic} lng={lng} />;
  return (
    <>
      <SectionTitle>{t('payments_transaction_choose')}</SectionTitle>
      <RemoteState
        status={transactions.status}
        error={transactions.error}
        onRetry={transactions.reload}
        isEmpty={transactions.data?.items.length === 0}
        empty={
          <>
            <p>{t('payments_transactions_empty')}</p>
            <RouteLink to="office-payment-create-request" params={{ topicId: topic.id }}>
              {t('payments_transaction_skip')}
            </RouteLink>
          </>
        }
      >
        <ul className="payments-choices">
          {transactions.data?.items.map((payment) => (
            <li key={payment.id}>
              <RouteLink to="office-payment-create-request-transaction" params={{ topicId: topic.id, transactionId: payment.id }} className="payments-choice">
                {t('payments_transaction_option', {
                  id: payment.id,
                  amount: formatMoney(payment.amount, payment.currency, lng),
                  date: formatTime(payment.createdAt, DATE_AND_TIME),
                  status: t(`payments_status_${payment.status}`),
                })}
              </RouteLink>
            </li>
          ))}
        </ul>
      </RemoteState>
    </>
  );
}

function Step({ topic, routeId, params, lng }: { topic: PaymentRequestTopic; routeId: string; params: PageProps['params']; lng: string }): ReactNode {
  switch (routeId) {
    case 'office-payment-create-request-subtopic':
      return <RequestForm topic={topic} subTopicId={positiveId(params.subTopicId)} lng={lng} />;
    case 'office-payment-create-request-transactions':
      return <TransactionChoice topic={topic} lng={lng} />;
    case 'office-payment-create-request-transaction':
      return <RequestForm topic={topic} transactionId={positiveId(params.transactionId)} lng={lng} />;
    default:
      return topic.subTopics.length > 0 ? <SubTopicChoice topic={topic} /> : <RequestForm topic={topic} lng={lng} />;
  }
}

export function CreateRequestPage({ routeId, params, lng }: PageProps): ReactNode {
  const { t } = useTexts('payments');
  const topics = useTopics();
  const topicId = positiveId(params.topicId);
  const topic = topics.data?.topics.find((candidate) => candidate.id === topicId) ?? null;
  return (
    <PageFrame title={topic ? t('payments_create_title_topic', { topic: topic.title }) : t('payments_create_title')}>
      <RemoteState
        status={topics.status}
        error={topics.error}
        onRetry={topics.reload}
        isEmpty={topic === null}
        empty={
          <>
            <p>{t('payments_topic_unknown')}</p>
            <RouteLink to="office-payment-requests">{t('payments_link_requests')}</RouteLink>
          </>
        }
      >
        {topic && <Step topic={topic} routeId={routeId} params={params} lng={lng} />}
      </RemoteState>
      <p className="payments-back">
        <RouteLink to="office-payment-requests">{t('payments_back_to_requests')}</RouteLink>
      </p>
    </PageFrame>
  );
}
