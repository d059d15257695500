/**
 * Payment history (office/historypay): deposits, withdrawals and transfers between players, newest first, with kind and status
 * filters and pages of ten, all kept in the address (?kind, ?status, ?page) so a reload or a shared
 * link shows the same list.
 */
import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Card, Field, formatMoney, RemoteState, RouteLink, useRemoteData, useTexts, type PageProps, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import { HISTORY_KINDS, PAYMENT_STATUSES, type HistoryKind, type PaymentAnswer } from '../schemas.ts';
import { parseHistory } from '../answers.ts';
import { HISTORY_KEY } from '../keys.ts';
import { CancelWithdrawal } from './CancelWithdrawal.tsx';
import { CashierLinks } from './CashierLinks.tsx';
import { positiveId } from './format.ts';
import { PageFrame } from './PageFrame.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface HistoryFilters {
  kind: 'all' | HistoryKind;
  status: 'all' | (typeof PAYMENT_STATUSES)[number];
  page: number;
}

/** The filters of the address; anything unknown falls back to "all" and page 1. */
export function filtersOf(search: string): HistoryFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const status = params.get('status');
  return {
    kind: (HISTORY_KINDS as readonly string[]).includes(kind ?? '') ? (kind as HistoryFilters['kind']) : 'all',
    status: (PAYMENT_STATUSES as readonly string[]).includes(status ?? '') ? (status as HistoryFilters['status']) : 'all',
    page: positiveId(params.get('page')) ?? 1,
  };
}

function searchOf(current: string, next: HistoryFilters): string {
  const params = new URLSearchParams(current);
  for (const [key, value, fallback] of [
    ['kind', next.kind, 'all'],
    ['status', next.status, 'all'],
    ['page', String(next.page), '1'],
  ] as const) {
    if (value === fallback) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Each kind's name in a row, and whether its money came in. */
const KIND_TEXT: Readonly<Record<HistoryKind, string>> = {
  deposit: 'payments_kind_deposit',
  withdrawal: 'payments_kind_withdrawal',
  'transfer-out': 'payments_kind_transfer_out',
  'transfer-in': 'payments_kind_transfer_in',
};
const MONEY_IN: ReadonlySet<HistoryKind> = new Set(['deposit', 'transfer-in']);

function PaymentRow({ payment, lng }: { payment: PaymentAnswer; lng: string }): ReactNode {
  const { t } = useTexts('payments');
  const formatTime = useFormatTime();
  return (
    <li className="payments-row">
      <div className="payments-row__main">
        <span className="payments-row__title">{t(KIND_TEXT[payment.kind])}</span>
        <span className={`payments-row__amount payments-row__amount--${payment.kind}`}>
          {MONEY_IN.has(payment.kind) ? '+' : '−'}
          {formatMoney(payment.amount, payment.currency, lng)}
        </span>
      </div>
      <div className="payments-row__meta">
        <span>{payment.methodTitle}</span>
        <span>{t('payments_number', { id: payment.id })}</span>
        <time dateTime={payment.createdAt}>{formatTime(payment.createdAt, DATE_AND_TIME)}</time>
        <StatusBadge status={payment.status} />
      </div>
      {payment.kind === 'withdrawal' && payment.status === 'pending' && <CancelWithdrawal paymentId={payment.id} />}
    </li>
  );
}

export function HistoryPage({ lng, query }: PageProps): ReactNode {
  const { t } = useTexts('payments');
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersOf(location.search);
  const history = useRemoteData(HISTORY_KEY, '/payments/history', { query: { kind: filters.kind, status: filters.status, page: filters.page }, parse: parseHistory });
  const show = (next: HistoryFilters) => navigate(`${location.pathname}${searchOf(location.search, next)}`, { replace: true });
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.pageSize)) : 1;
  const filtered = filters.kind !== 'all' || filters.status !== 'all';

  return (
    <PageFrame title={t('payments_history_title')}>
      <form className="payments-filters" aria-label={t('payments_filters_label')} onSubmit={(event) => event.preventDefault()}>
        <Field id={`${id}-kind`} label={t('payments_filter_kind')}>
          <select id={`${id}-kind`} value={filters.kind} onChange={(e) => show({ ...filters, kind: e.target.value as HistoryFilters['kind'], page: 1 })}>
            <option value="all">{t('payments_filter_all')}</option>
            <option value="deposit">{t('payments_kind_deposits')}</option>
            <option value="withdrawal">{t('payments_kind_withdrawals')}</option>
            <option value="transfer-out">{t('payments_kind_transfers_out')}</option>
            <option value="transfer-in">{t('payments_kind_transfers_in')}</option>
          </select>
        </Field>
        <Field id={`${id}-status`} label={t('payments_filter_status')}>
          <select id={`${id}-status`} value={filters.status} onChange={(e) => show({ ...filters, status: e.target.value as HistoryFilters['status'], page: 1 })}>
            <option value="all">{t('payments_filter_all')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`payments_status_${status}`)}
              </option>
            ))}
          </select>
        </Field>
      </form>
      <RemoteState
        status={history.status}
        error={history.error}
        onRetry={history.reload}
        isEmpty={history.data?.items.length === 0}
        empty={
          filtered ? (
            <>
              <p>{t('payments_history_empty_filtered')}</p>
              <Button variant="secondary" onClick={() => show({ kind: 'all', status: 'all', page: 1 })}>
                {t('payments_filter_reset')}
              </Button>
            </>
          ) : (
            <>
              <p>{t('payments_history_empty')}</p>
              <RouteLink to="office-recharge" className="button button--primary payments-link-button">
                {t('payments_link_deposit')}
              </RouteLink>
            </>
          )
        }
      >
        <Card className="payments-list-card">
          <ul className="payments-list" aria-label={t('payments_history_list_label')}>
            {history.data?.items.map((payment) => <PaymentRow key={payment.id} payment={payment} lng={lng} />)}
          </ul>
        </Card>
        {pages > 1 && (
          <nav className="payments-paging" aria-label={t('payments_paging_label')}>
            <Button variant="secondary" disabled={filters.page <= 1} onClick={() => show({ ...filters, page: filters.page - 1 })}>
              {t('payments_page_previous')}
            </Button>
            <span aria-live="polite">{t('payments_page_of', { page: filters.page, pages })}</span>
            <Button variant="secondary" disabled={filters.page >= pages} onClick={() => show({ ...filters, page: filters.page + 1 })}>
              {t('payments_page_next')}
            </Button>
          </nav>
        )}
      </RemoteState>
      <CashierLinks query={query} />
    </PageFrame>
  );
}
