import { memo, useId, type ReactNode } from 'react';
import { RouteLink, useHasRoute, useOddsFormatter, useTexts, useFormatTime, DATE_AND_TIME } from '@plugin-api';
import { formatMoney } from '../format.ts';
import { isSettled, type HistoryBet, type HistoryCoupon } from '../model.ts';
import { couponTypeText, legTitle, pickText, statusName, statusText, type Translate } from '../texts.ts';

/** A powerbet link needs a numeric coupon id (the route parses it to a number). */
const NUMERIC_ID = /^[1-9]\d{0,15}$/;

function Leg({ bet, t, price }: { bet: HistoryBet; t: Translate; price: (coef: number) => string }): ReactNode {
  const pick = pickText(t, bet);
  return (
    <li className="bet-leg">
      <div className="bet-leg__game">
        <span>{legTitle(t, bet)}</span>
        {bet.game?.champName && <span className="bet-leg__champ">{bet.game.champName}</span>}
      </div>
      <div className="bet-leg__pick">
        <span>{pick ?? t('history_market_other')}</span>
        <span className="bet-leg__coef" aria-label={t('history_odds_label', { odds: price(bet.coef) })}>
          {price(bet.coef)}
        </span>
      </div>
      <span className={`bet-status bet-status--${statusName(bet.statusId)}`}>{statusText(t, bet.statusId)}</span>
    </li>
  );
}

/**
 * One placed coupon: type and number, status, when it was placed, each leg with
 * its pick, odds in the player's format and status, the stake and the possible win (opened) or the
 * payout (settled).
 */
/** The opened coupon's powerbet page; nothing where the region does not serve that route. */
function PowerbetLink({ couponId, text }: { couponId: number; text: string }): ReactNode {
  if (!useHasRoute('opened-bets-powerbet', { couponId })) return null;
  return (
    <RouteLink to="opened-bets-powerbet" params={{ couponId }} className="bet-card__powerbet">
      {text}
    </RouteLink>
  );
}

export const CouponCard = memo(function CouponCard({ coupon, lng }: { coupon: HistoryCoupon; lng: string }): ReactNode {
  const { t } = useTexts('bet-history');
  const formatTime = useFormatTime();
  const format = useOddsFormatter();
  const titleId = useId();
  const price = (coef: number) => format(coef) ?? coef.toFixed(2);
  const settled = isSettled(coupon.statusId);
  const money = (value: number) => formatMoney(value, coupon.currencyIso, lng);
  return (
    <article className={`bet-card bet-card--${statusName(coupon.statusId)}`} aria-labelledby={titleId}>
      <header className="bet-card__header">
        <h2 className="bet-card__title" id={titleId}>
          {t('history_coupon_title', { type: couponTypeText(t, coupon.typeId, coupon.systemValue, coupon.bets.length), couponId: coupon.couponId })}
        </h2>
        <span className={`bet-status bet-status--${statusName(coupon.statusId)}`}>{statusText(t, coupon.statusId)}</span>
      </header>
      <p className="bet-card__date">
        {t('history_placed_at')} <time dateTime={coupon.placedAt}>{formatTime(coupon.placedAt, DATE_AND_TIME)}</time>
      </p>
      <ul className="bet-legs" aria-label={t('history_legs')}>
        {coupon.bets.map((bet) => (
          <Leg key={bet.marketId} bet={bet} t={t} price={price} />
        ))}
      </ul>
      <dl className="bet-card__figures">
        <dt>{t('history_stake')}</dt>
        <dd>{money(coupon.amount)}</dd>
        {coupon.coef > 1 && (
          <>
            <dt>{t('history_total_odds')}</dt>
            <dd>{price(coupon.coef)}</dd>
          </>
        )}
        {settled ? (
          <>
            <dt>{t('history_payout')}</dt>
            <dd>{money(coupon.payout ?? 0)}</dd>
          </>
        ) : (
          <>
            <dt>{t('history_possible_win')}</dt>
            <dd>{money(coupon.possibleWin)}</dd>
          </>
        )}
      </dl>
      {!settled && NUMERIC_ID.test(coupon.couponId) && <PowerbetLink couponId={Number(coupon.couponId)} text={t('history_powerbet_link')} />}
    </article>
  );
});
