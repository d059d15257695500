import { useEffect, useId, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, useAppDispatch, useAppSelector, useTexts, type PageProps } from '@plugin-api';
import { filtersOf, PERIODS, searchWith, STATUS_FILTER_NAMES, type HistoryFilters, type Period, type StatusFilter } from '../model.ts';
import { historyRequested, selectHistory } from '../slice.ts';
import { CouponCard } from './CouponCard.tsx';
import { ListState } from './ListState.tsx';
import { Tabs } from './Tabs.tsx';

function Filters({ filters, onChange }: { filters: HistoryFilters; onChange: (next: HistoryFilters) => void }): ReactNode {
  const { t } = useTexts('bet-history');
  const periodId = useId();
  const statusId = useId();
  return (
    <div className="bet-filters" role="group" aria-label={t('history_filters')}>
      <label htmlFor={periodId}>{t('history_filter_period')}</label>
      <select id={periodId} value={filters.period} onChange={(event) => onChange({ ...filters, period: event.target.value as Period, page: 1 })}>
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`history_period_${period}`)}
          </option>
        ))}
      </select>
      <label htmlFor={statusId}>{t('history_filter_status')}</label>
      <select id={statusId} value={filters.status} onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter, page: 1 })}>
        {STATUS_FILTER_NAMES.map((status) => (
          <option key={status} value={status}>
            {t(`history_filter_status_${status.replace('-', '_')}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }): ReactNode {
  const { t } = useTexts('bet-history');
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="bet-pager" aria-label={t('history_pages')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        {t('history_page_previous')}
      </Button>
      <span className="bet-pager__where">{t('history_page_of', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('history_page_next')}
      </Button>
    </nav>
  );
}

/**
 * Bet history (route history, office/history; signed-in players only): settled coupons,
 * newest first, filtered by period and status and paged by the API. The filters are the URL's
 * query, so a reload or a shared link shows the same page; an unknown value shows everything.
 */
export function HistoryPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('bet-history');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const filters = filtersOf(location.search);
  const { period, status, page } = filters;
  const history = useAppSelector(selectHistory);

  useEffect(() => {
    dispatch(historyRequested({ period, status, page }));
  }, [dispatch, period, status, page]);

  const show = (next: HistoryFilters) => navigate(`${location.pathname}${searchWith(location.search, next)}${location.hash}`, { replace: true });
  const retry = () => dispatch(historyRequested(filters));

  return (
    <div className="bet-history">
      <h1 className="bet-history__title">{t('history_title_history')}</h1>
      <Tabs />
      <Filters filters={filters} onChange={show} />
      <ListState list={history} emptyKey="history_empty_history" onRetry={retry} />
      {history.status === 'ready' && history.coupons.length > 0 && (
        <div className="bet-history__list">
          {history.coupons.map((coupon) => (
            <CouponCard key={coupon.couponId} coupon={coupon} lng={lng} />
          ))}
        </div>
      )}
      {history.status === 'ready' && <Pager page={page} pages={history.pages} onPage={(next) => show({ ...filters, page: next })} />}
    </div>
  );
}
