import type { ReactNode } from 'react';
import { RouteLink, useTexts, type PageProps } from '@plugin-api';
import { CouponCard } from './CouponCard.tsx';
import { ListState } from './ListState.tsx';
import { useOpenedBets } from './useOpenedBets.ts';

/**
 * Powerbet of one opened bet (route opened-bets-powerbet, couponId a number). The reference API has
 * no powerbet call yet (its contract is not known): the page shows the opened coupon and says so,
 * or that no opened bet has that number.
 */
export function PowerbetPage({ params, lng }: PageProps): ReactNode {
  const { t } = useTexts('bet-history');
  const { list, retry } = useOpenedBets();
  const couponId = String(params.couponId ?? '');
  const coupon = list.coupons.find((c) => c.couponId === couponId);
  return (
    <div className="bet-history">
      <RouteLink to="opened-bets" className="bet-history__back" aria-current={undefined}>
        {t('history_back_to_opened')}
      </RouteLink>
      <h1 className="bet-history__title">{t('history_title_powerbet')}</h1>
      {list.status === 'ready' ? (
        coupon ? (
          <>
            <CouponCard coupon={coupon} lng={lng} />
            <p className="bet-history__note">{t('history_powerbet_unavailable')}</p>
          </>
        ) : (
          <p className="bet-history__note" role="alert">
            {t('history_powerbet_not_found', { couponId })}
          </p>
        )
      ) : (
        <ListState list={list} emptyKey="history_empty_opened" onRetry={retry} />
      )}
    </div>
  );
}
