/**
 * The payment consultant (office/payment/consultant; the route's guard keeps it to sites that offer
 * it): answers to the common payment questions, and a request for anything they do not cover.
 */
import type { ReactNode } from 'react';
import { Card, RemoteState, SectionTitle, useRemoteData, useTexts, type PageProps } from '@plugin-api';
import { parseConsultant } from '../answers.ts';
import { CONSULTANT_KEY } from '../keys.ts';
import { CashierLinks } from './CashierLinks.tsx';
import { PageFrame } from './PageFrame.tsx';
import { TopicList } from './TopicList.tsx';

export function ConsultantPage({ query }: PageProps): ReactNode {
  const { t } = useTexts('payments');
  const consultant = useRemoteData(CONSULTANT_KEY, '/payments/consultant', { parse: parseConsultant });
  return (
    <PageFrame title={t('payments_consultant_title')} intro={t('payments_consultant_intro')}>
      <RemoteState
        status={consultant.status}
        error={consultant.error}
        onRetry={consultant.reload}
        isEmpty={consultant.data?.questions.length === 0}
        empty={<p>{t('payments_consultant_empty')}</p>}
      >
        <div className="payments-faq">
          {consultant.data?.questions.map((q) => (
            <details key={q.id} className="payments-faq__item">
              <summary className="payments-faq__question">{q.question}</summary>
              <p className="payments-faq__answer">{q.answer}</p>
            </details>
          ))}
        </div>
      </RemoteState>
      <Card className="payments-new-request">
        <SectionTitle>{t('payments_consultant_not_answered')}</SectionTitle>
        <TopicList />
      </Card>
      <CashierLinks query={query} />
    </PageFrame>
  );
}
