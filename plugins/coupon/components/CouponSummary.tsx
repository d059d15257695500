import type { ReactNode } from 'react';
import { useAppSelector, useOddsFormatter, useTexts } from '@plugin-api';
import { COUPON_TYPE } from '@plugin-api/coupon-maths';
import { selectCouponView } from '../slice.ts';
import { formatMoney } from '../format.ts';

/**
 * What the coupon comes to (settleCoupon's figures): lines, total stake, total odds (a single, an
 * express, the anti-express quote), the bonus, and the possible win (unless the player's settings hide it).
 */
export function CouponSummary({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('coupon');
  const coupon = useAppSelector(selectCouponView);
  const odds = useOddsFormatter(); // the player's odds format
  const iso = coupon.limits.currencyIso;
  return (
    <dl className="coupon-summary">
      {coupon.lines > 0 && (
        <>
          <dt>{t('coupon_lines')}</dt>
          <dd data-testid="coupon-lines">{coupon.lines}</dd>
        </>
      )}
      <dt>{t('coupon_total_stake')}</dt>
      <dd data-testid="coupon-total-stake">{formatMoney(coupon.totalStake, iso, lng)}</dd>
      {coupon.coef > 0 && (
        <>
          <dt>{t(coupon.typeId === COUPON_TYPE.antiExpress ? 'coupon_anti_express_coef' : 'coupon_total_coef')}</dt>
          <dd data-testid="coupon-total-coef">{odds(coupon.coef) ?? coupon.coefByView}</dd>
        </>
      )}
      {coupon.bonusCoefficient !== null && (
        <>
          <dt>{t('coupon_bonus_bet')}</dt>
          <dd>×{coupon.bonusCoefficient}</dd>
        </>
      )}
      {coupon.maxPayout !== null && coupon.settings.isPossibleWinShown && (
        <>
          <dt>{t('coupon_possible_win')}</dt>
          <dd data-testid="coupon-possible-win">{formatMoney(coupon.maxPayout, iso, lng)}</dd>
        </>
      )}
    </dl>
  );
}
