import { useId, type ReactNode } from 'react';
import { Button, useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import { PROMO_CODE_PATTERN } from '../model.ts';
import { bonusBetDeleted, promoCodeEntered, selectCouponView, vipBetToggled } from '../slice.ts';

/** Bonus bet: shown while the express qualifies; the player may take it out and back in. */
function BonusBet(): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { isBonusBetAvailable, bonusCoefficient, manuallyDeletedBonusBet, bets } = useAppSelector(selectCouponView);
  if (!isBonusBetAvailable) return null;
  if (manuallyDeletedBonusBet || bonusCoefficient === null) {
    return (
      <div className="coupon-extra coupon-extra--bonus-off">
        <Button variant="ghost" onClick={() => dispatch(bonusBetDeleted(false))}>
          {t('coupon_bonus_bet_add')}
        </Button>
      </div>
    );
  }
  const percent = Math.round((bonusCoefficient - 1) * 100);
  return (
    <section className="coupon-extra coupon-extra--bonus" aria-label={t('coupon_bonus_bet')}>
      <div>
        <strong>{t('coupon_bonus_bet')}</strong>
        <p className="coupon-extra__hint">{t('coupon_bonus_bet_text', { percent, count: bets.length })}</p>
      </div>
      <Button variant="ghost" className="coupon-bet__remove" aria-label={t('coupon_bonus_bet_remove')} onClick={() => dispatch(bonusBetDeleted(true))}>
        ×
      </Button>
    </section>
  );
}

/** VIP bet: offered when the site allows it and the coupon qualifies; lifts the maximum stake. */
function VipBet(): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { isVipBetAvailable, isActiveVipBet } = useAppSelector(selectCouponView);
  const id = useId();
  if (!isVipBetAvailable) return null;
  return (
    <div className="coupon-extra">
      <label className="coupon-extra__option">
        <input type="checkbox" role="switch" checked={isActiveVipBet} aria-describedby={`${id}-hint`} onChange={(event) => dispatch(vipBetToggled(event.target.checked))} />
        {t('coupon_vip_bet')}
      </label>
      <p id={`${id}-hint`} className="coupon-extra__hint">
        {t('coupon_vip_bet_hint')}
      </p>
    </div>
  );
}

/**
 * The promo code: kept as typed (also across reloads); not accepted on singles, where the
 * field stays, disabled, with the reason, so switching back brings the code back.
 */
function PromoCode(): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { manualPromoCode, isPromoCodeAllowed } = useAppSelector(selectCouponView);
  const id = useId();
  const malformed = isPromoCodeAllowed && manualPromoCode !== '' && !PROMO_CODE_PATTERN.test(manualPromoCode);
  const note = !isPromoCodeAllowed ? 'coupon_promo_code_not_on_singles' : malformed ? 'coupon_promo_code_malformed' : null;
  return (
    <div className="coupon-extra coupon-promo">
      <label htmlFor={`${id}-promo`} className="coupon-amount__label">
        {t('coupon_promo_code')}
      </label>
      <input
        id={`${id}-promo`}
        className="coupon-promo__input"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={manualPromoCode}
        disabled={!isPromoCodeAllowed}
        aria-invalid={malformed}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => dispatch(promoCodeEntered(event.target.value))}
      />
      {note && (
        <p id={`${id}-note`} className={malformed ? 'coupon-amount__error' : 'coupon-extra__hint'} role={malformed ? 'alert' : undefined}>
          {t(note)}
        </p>
      )}
    </div>
  );
}

export function CouponExtras(): ReactNode {
  return (
    <>
      <BonusBet />
      <VipBet />
      <PromoCode />
    </>
  );
}
