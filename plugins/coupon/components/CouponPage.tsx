import { useId, type ReactNode } from 'react';
import { Button, COUPON_TYPE, useAppDispatch, useAppSelector, useTexts, type PageProps } from '@plugin-api';
import { failureTextKey, isBetLocked, isGameFinished, MIN_BETS_BY_TYPE, needsOddsConfirmation, OFFERED_TYPES, type CouponBet, type CouponTypeChoice } from '../model.ts';
import {
  bankerToggled,
  betRemoved,
  cleared,
  couponTypeSwitched,
  oddsChangesAccepted,
  outcomeDismissed,
  placeRequested,
  selectCoupon,
  selectHasOddsToConfirm,
  systemValueChosen,
} from '../slice.ts';
import { formatCoef, formatMoney } from '../format.ts';
import { AmountField } from './AmountField.tsx';
import { useOpenSettingsModal } from './use-settings-modal.ts';

const TYPE_TEXT: Readonly<Record<CouponTypeChoice, string>> = {
  0: 'coupon_type_single',
  1: 'coupon_type_express',
  2: 'coupon_type_system',
  9: 'coupon_type_singles',
};

function BetRow({ bet, isSystem, isBanker, canBeBanker }: { bet: CouponBet; isSystem: boolean; isBanker: boolean; canBeBanker: boolean }): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const changed = needsOddsConfirmation(bet);
  const locked = isBetLocked(bet) || isGameFinished(bet);
  const title = `${bet.opponent1} — ${bet.opponent2}`;
  return (
    <li className={`coupon-bet${locked ? ' coupon-bet--locked' : ''}`} aria-label={title}>
      <div className="coupon-bet__game">{title}</div>
      <div className="coupon-bet__market">
        <span>{bet.marketName}</span>
        <span className={`coupon-bet__coef${changed ? (bet.coef > bet.acceptedCoef ? ' coupon-bet__coef--up' : ' coupon-bet__coef--down') : ''}`}>
          {changed ? t('coupon_coef_changed', { from: formatCoef(bet.acceptedCoef), to: formatCoef(bet.coef) }) : formatCoef(bet.coef)}
        </span>
      </div>
      {locked && <p className="coupon-bet__locked">{t(isGameFinished(bet) ? 'coupon_bet_finished' : 'coupon_bet_blocked')}</p>}
      <div className="coupon-bet__actions">
        {isSystem && (
          <label className="coupon-bet__banker">
            <input type="checkbox" checked={isBanker} disabled={!isBanker && !canBeBanker} onChange={() => dispatch(bankerToggled({ marketId: bet.marketId }))} />
            {t('coupon_banker')}
          </label>
        )}
        <button type="button" className="button button--ghost coupon-bet__remove" aria-label={t('coupon_remove_bet', { market: bet.marketName, game: title })} onClick={() => dispatch(betRemoved({ marketId: bet.marketId }))}>
          ×
        </button>
      </div>
    </li>
  );
}

function TypeSwitcher(): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { bets, typeId, systemValue, systemValues } = useAppSelector(selectCoupon);
  const id = useId();
  if (bets.length < 2) return <p className="coupon-type coupon-type--single">{t(TYPE_TEXT[0])}</p>;
  return (
    <div className="coupon-type">
      <fieldset className="coupon-type__switch">
        <legend>{t('coupon_type_label')}</legend>
        {OFFERED_TYPES.map((type) => (
          <label key={type} className={`coupon-type__option${typeId === type ? ' coupon-type__option--active' : ''}`}>
            <input type="radio" name={`${id}-type`} value={type} checked={typeId === type} disabled={bets.length < MIN_BETS_BY_TYPE[type]} onChange={() => dispatch(couponTypeSwitched(type))} />
            {t(TYPE_TEXT[type])}
          </label>
        ))}
      </fieldset>
      {typeId === COUPON_TYPE.system && systemValues.length > 0 && (
        <label className="coupon-type__system">
          {t('coupon_system_value_label')}
          <select value={systemValue} onChange={(event) => dispatch(systemValueChosen(Number(event.target.value)))}>
            {systemValues.map((option) => (
              <option key={option.value} value={option.value}>
                {t('coupon_system_option', { combo: option.combo, lines: option.lines })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

function Outcome({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { successCoupon, singlesResultCoupons, placement, limits } = useAppSelector(selectCoupon);
  if (successCoupon) {
    const coupons = singlesResultCoupons.length > 0 ? singlesResultCoupons : [successCoupon];
    return (
      <div className="coupon-outcome coupon-outcome--success" role="status">
        <strong>{t('coupon_place_success')}</strong>
        <ul>
          {coupons.map((c) => (
            <li key={c.couponId}>
              {t('coupon_place_success_id', { couponId: c.couponId })}
              {c.possibleWin !== null && ` · ${t('coupon_possible_win')}: ${formatMoney(c.possibleWin, limits.currencyIso, lng)}`}
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => dispatch(outcomeDismissed())}>
          {t('coupon_ok')}
        </Button>
      </div>
    );
  }
  if (placement.status === 'failed' && placement.reason) {
    return (
      <p className="coupon-outcome coupon-outcome--error" role="alert">
        {t(failureTextKey(placement.reason))}
      </p>
    );
  }
  return null;
}

/** The full coupon (SPEC 2.10): bets, type, stake, possible win, placing and its outcome. */
export function CouponPage({ lng }: PageProps): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectCoupon);
  const hasOddsToConfirm = useAppSelector(selectHasOddsToConfirm);
  const openSettings = useOpenSettingsModal();
  const { bets, typeId, bankers, placement, limits } = coupon;
  const isSystem = typeId === COUPON_TYPE.system;
  const placing = placement.status === 'placing';

  return (
    <article className="coupon-page">
      <header className="coupon-page__header">
        <h1 className="coupon-page__title">{t(coupon.settings.isActiveOneClick ? 'coupon_one_click_title' : 'coupon_title')}</h1>
        <Button variant="ghost" onClick={openSettings}>
          {t('coupon_settings')}
        </Button>
      </header>
      <Outcome lng={lng} />
      {bets.length === 0 ? (
        !coupon.successCoupon && <p className="coupon-page__empty">{t(coupon.settings.isActiveOneClick ? 'coupon_one_click_hint' : 'coupon_empty')}</p>
      ) : (
        <>
          <TypeSwitcher />
          <ul className="coupon-bets" aria-label={t('coupon_bets_label')}>
            {bets.map((bet) => (
              <BetRow key={bet.marketId} bet={bet} isSystem={isSystem} isBanker={bankers.includes(bet.marketId)} canBeBanker={bets.length - bankers.length - 1 >= 3} />
            ))}
          </ul>
          {hasOddsToConfirm && (
            <div className="coupon-odds-changed" role="alert">
              <p>{t('coupon_odds_changed')}</p>
              <Button onClick={() => dispatch(oddsChangesAccepted())}>{t('coupon_accept_odds')}</Button>
            </div>
          )}
          <AmountField lng={lng} />
          <dl className="coupon-summary">
            {coupon.coef > 0 && (
              <>
                <dt>{t('coupon_total_coef')}</dt>
                <dd>{coupon.coefByView}</dd>
              </>
            )}
            {coupon.maxPayout !== null && (
              <>
                <dt>{t('coupon_possible_win')}</dt>
                <dd data-testid="coupon-possible-win">{formatMoney(coupon.maxPayout, limits.currencyIso, lng)}</dd>
              </>
            )}
          </dl>
          <div className="coupon-page__actions">
            <Button disabled={!coupon.isActivePlaceBet || placing} aria-busy={placing} onClick={() => dispatch(placeRequested())}>
              {t(placing ? 'coupon_placing' : 'coupon_place')}
            </Button>
            <Button variant="ghost" disabled={placing} onClick={() => dispatch(cleared())}>
              {t('coupon_clear')}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
