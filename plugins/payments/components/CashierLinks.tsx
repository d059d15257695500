import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { RouteLink, selectSiteConfig, useAppSelector, useTexts } from '@plugin-api';
import { useConsultantEntry } from '../consultant-invite.ts';
import { isTransferOffered, TRANSFER_QUERY, withModal } from '../transfer-offer.ts';

/**
 * Links the payment pages end with: past payments, a request about one, the consultant where
 * invited, and sending money to another player where the site offers it (the transfer-user modal
 * over the page the player is on).
 */
export function CashierLinks({ query }: { query: string }): ReactNode {
  const { t } = useTexts('payments');
  const consultant = useConsultantEntry(query);
  const transfers = isTransferOffered(useAppSelector(selectSiteConfig));
  const location = useLocation();
  return (
    <nav className="payments-links" aria-label={t('payments_links_label')}>
      <RouteLink to="office-recharge">{t('payments_link_deposit')}</RouteLink>
      <RouteLink to="office-deduce">{t('payments_link_withdraw')}</RouteLink>
      {transfers && <Link to={withModal(location, TRANSFER_QUERY)}>{t('payments_link_transfer')}</Link>}
      <RouteLink to="office-historypay">{t('payments_link_history')}</RouteLink>
      <RouteLink to="office-payment-requests">{t('payments_link_requests')}</RouteLink>
      {consultant && <RouteLink to="office-payment-consultant">{t('payments_link_consultant')}</RouteLink>}
    </nav>
  );
}
