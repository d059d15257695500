import type { ReactNode } from 'react';
import { RemoteState, RouteLink, useTexts } from '@plugin-api';
import { useTopics } from './request-data.ts';

/** The topics of payment requests from the server, each leading to its request form. */
export function TopicList(): ReactNode {
  const { t } = useTexts('payments');
  const topics = useTopics();
  return (
    <RemoteState status={topics.status} error={topics.error} onRetry={topics.reload} isEmpty={topics.data?.topics.length === 0} empty={<p>{t('payments_topics_empty')}</p>}>
      <ul className="payments-choices" aria-label={t('payments_topics_label')}>
        {topics.data?.topics.map((topic) => (
          <li key={topic.id}>
            <RouteLink to="office-payment-create-request" params={{ topicId: topic.id }} className="payments-choice">
              {topic.title}
            </RouteLink>
          </li>
        ))}
      </ul>
    </RemoteState>
  );
}
