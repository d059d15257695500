import type { ReactNode } from 'react';
import { useTexts, type PageProps } from '@plugin-api';
import { CouponCard } from './CouponCard.tsx';
import { ListState } from './ListState.tsx';
import { Tabs } from './Tabs.tsx';
import { useOpenedBets } from './useOpenedBets.ts';

/**
 * Opened bets (route opened-bets): the player's coupons not settled yet (-1, -2), newest
 * first, refreshed every 10 s while the page is visible; a settled one moves to the history.
 */
export function OpenedBetsPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('bet-history');
  const { list, retry } = useOpenedBets();
  return (
    <div className="bet-history">
      <h1 className="bet-history__title">{t('history_title_opened')}</h1>
      <Tabs />
      <ListState list={list} emptyKey="history_empty_opened" onRetry={retry} />
      {list.coupons.length > 0 && (
        <>
          {list.total > list.coupons.length && <p className="bet-history__count">{t('history_shown_of', { shown: list.coupons.length, total: list.total })}</p>}
          <div className="bet-history__list">
            {list.coupons.map((coupon) => (
              <CouponCard key={coupon.couponId} coupon={coupon} lng={lng} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
