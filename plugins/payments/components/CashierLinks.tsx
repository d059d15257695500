import type { ReactNode } from 'react';
import { RouteLink, useTexts } from '@plugin-api';
import { useConsultantEntry } from '../consultant-invite.ts';

/** Links the payment pages end with: past payments, a request about one, and the consultant where invited. */
export function CashierLinks({ query }: { query: string }): ReactNode {
  const { t } = useTexts('payments');
  const consultant = useConsultantEntry(query);
  return (
    <nav className="payments-links" aria-label={t('payments_links_label')}>
      <RouteLink to="office-recharge">{t('payments_link_deposit')}</RouteLink>
      <RouteLink to="office-deduce">{t('payments_link_withdraw')}</RouteLink>
      <RouteLink to="office-historypay">{t('payments_link_history')}</RouteLink>
      <RouteLink to="office-payment-requests">{t('payments_link_requests')}</RouteLink>
      {consultant && <RouteLink to="office-payment-consultant">{t('payments_link_consultant')}</RouteLink>}
    </nav>
  );
}
