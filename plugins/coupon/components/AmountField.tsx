import { useId, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector, useTexts } from '@plugin-api';
import { COUPON_TYPE } from '@plugin-api/coupon-maths';
import { amountEntered, amountStepped, selectAmountProblem, selectCouponView } from '../slice.ts';
import { formatMoney, parseAmount } from '../format.ts';

/** What a typed text amounts to: nothing (0) when it is not a number. */
function amountOf(text: string): number {
  const parsed = parseAmount(text);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/**
 * The stake: typed (comma or point) or stepped by the player's own step or the currency's, or the
 * coupon's maximum while auto-max is on (typing or stepping turns it off), checked against the site
 * config's bounds for the coupon type, with the problem said under the field. What the player
 * typed stays in the field even when it is wrong, so nothing they entered is lost.
 */
export function AmountField({ lng }: { lng: string }): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { amount, amountStep, limits, typeId, settings, maxBetAmount } = useAppSelector(selectCouponView);
  const problem = useAppSelector(selectAmountProblem);
  const [text, setText] = useState(String(amount));
  const [shown, setShown] = useState(amount);
  const [typedInvalid, setTypedInvalid] = useState(false);
  const id = useId();

  // The amount changed elsewhere (step buttons, another tab, a restore): the field follows.
  if (amount !== shown) {
    setShown(amount);
    if (amountOf(text) !== amount) {
      setText(String(amount));
      setTypedInvalid(false);
    }
  }

  const onChange = (value: string): void => {
    setText(value);
    const parsed = parseAmount(value);
    setTypedInvalid(Number.isNaN(parsed));
    dispatch(amountEntered(amountOf(value)));
  };

  const currency = limits.currencyIso;
  const message = typedInvalid
    ? t('coupon_amount_not_a_number')
    : problem === null
      ? null
      : problem.key === 'coupon_amount_below_min'
        ? t(problem.key, { min: formatMoney(problem.min, currency, lng) })
        : problem.key === 'coupon_amount_above_max'
          ? t(problem.key, { max: formatMoney(problem.max, currency, lng) })
          : t(problem.key);

  return (
    <div className="coupon-amount">
      <label htmlFor={`${id}-amount`} className="coupon-amount__label">
        {t(typeId === COUPON_TYPE.singles ? 'coupon_amount_each_label' : 'coupon_amount_label', { currency })}
      </label>
      <div className="coupon-amount__row">
        <button type="button" className="button button--secondary" aria-label={t('coupon_amount_decrease')} onClick={() => dispatch(amountStepped(-1))}>
          −
        </button>
        <input
          id={`${id}-amount`}
          className="coupon-amount__input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={message !== null}
          aria-describedby={message !== null ? `${id}-error` : `${id}-step`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="button button--secondary" aria-label={t('coupon_amount_increase')} onClick={() => dispatch(amountStepped(1))}>
          +
        </button>
      </div>
      {message !== null ? (
        <p id={`${id}-error`} className="coupon-amount__error" role="alert">
          {message}
        </p>
      ) : (
        <p id={`${id}-step`} className="coupon-amount__hint">
          {settings.isAutoMax && maxBetAmount !== null ? t('coupon_auto_max_on') : t('coupon_amount_step', { step: formatMoney(amountStep, currency, lng) })}
        </p>
      )}
    </div>
  );
}
