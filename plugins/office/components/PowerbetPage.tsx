import type { ReactNode } from 'react';
import { formatMoney, RemoteState, RouteLink, useRemoteData, useTexts, type PageProps, useFormatTime } from '@plugin-api';
import { readPowerbet, readPowerbetList, type OfficePowerbetCoupon } from '../answers.ts';
import { OFFICE_DATE_TIME } from '../format.ts';
import { OfficeScreen } from './OfficeScreen.tsx';

function CouponFacts({ coupon, lng }: { coupon: OfficePowerbetCoupon; lng: string }): ReactNode {
  const { t } = useTexts('office');
  const formatTime = useFormatTime();
  return (
    <dl className="office-facts">
      <dt>{t('office_powerbet_placed')}</dt>
      <dd>{formatTime(coupon.placedAt, OFFICE_DATE_TIME)}</dd>
      <dt>{t('office_powerbet_stake')}</dt>
      <dd>{formatMoney(coupon.amount, coupon.currencyIso, lng)}</dd>
      <dt>{t('office_powerbet_legs')}</dt>
      <dd>{coupon.legs}</dd>
      {coupon.coef > 0 && (
        <>
          <dt>{t('office_powerbet_coef')}</dt>
          <dd>{coupon.coef}</dd>
        </>
      )}
      <dt>{t('office_powerbet_win')}</dt>
      <dd>{formatMoney(coupon.possibleWin, coupon.currencyIso, lng)}</dd>
    </dl>
  );
}

/** The player's opened coupons, each a link to its powerbet: where to go when a number is not theirs. */
function OpenedCoupons({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('office');
  const list = useRemoteData('office/powerbet', '/office/powerbet', { parse: readPowerbetList });
  const coupons = list.data?.coupons ?? [];
  return (
    <>
      <h2 className="office__subtitle">{t('office_powerbet_opened')}</h2>
      <RemoteState
        status={list.status}
        error={list.error}
        onRetry={list.reload}
        isEmpty={coupons.length === 0}
        empty={
          <p>
            {t('office_powerbet_no_opened')}{' '}
            <RouteLink to="home">{t('office_powerbet_to_line')}</RouteLink>
          </p>
        }
      >
        <ul className="office__list">
          {coupons.map((c) => (
            <li key={c.number}>
              <RouteLink to="office-history-powerbet" params={{ couponId: c.number }} className="office-menu__link">
                {t('office_powerbet_coupon', { number: c.number })} · {formatMoney(c.amount, c.currencyIso, lng)}
              </RouteLink>
            </li>
          ))}
        </ul>
      </RemoteState>
    </>
  );
}

/**
 * The powerbet of one coupon (route office-history-powerbet, couponId a number): the coupon and
 * what raising its stake at today's odds would give, or why that is not offered.
 */
export function PowerbetPage({ params, lng }: PageProps): ReactNode {
  const { t } = useTexts('office');
  const number = Number(params.couponId);
  const powerbet = useRemoteData(`office/powerbet/${number}`, `/office/powerbet/${number}`, { parse: readPowerbet });
  const notTheirs = powerbet.status === 'error' && powerbet.error?.status === 404;
  const data = powerbet.data;
  return (
    <OfficeScreen titleKey="office_powerbet_title" titleValues={{ number }}>
      <p className="office__intro">{t('office_powerbet_intro')}</p>
      {notTheirs ? (
        <p role="alert">{t('office_powerbet_not_found', { number })}</p>
      ) : (
        <RemoteState status={powerbet.status} error={powerbet.error} onRetry={powerbet.reload}>
          {data && (
            <div className="office-card">
              <h2 className="office-card__title">{t('office_powerbet_coupon', { number: data.coupon.number })}</h2>
              <CouponFacts coupon={data.coupon} lng={lng} />
              <p className={`office__feedback office__feedback--${data.offer.available ? 'success' : 'pending'}`} role="status">
                {data.offer.available
                  ? t('office_powerbet_available', { amount: formatMoney(data.offer.maxAmount, data.coupon.currencyIso, lng), coef: data.offer.currentCoef })
                  : data.offer.reason
                    ? t(`office_powerbet_reason_${data.offer.reason}`)
                    : t('office_powerbet_no_money')}
              </p>
            </div>
          )}
        </RemoteState>
      )}
      {(notTheirs || data?.offer.available === false) && <OpenedCoupons lng={lng} />}
      <p>
        <RouteLink to="history">{t('office_powerbet_history_link')}</RouteLink>
      </p>
    </OfficeScreen>
  );
}
