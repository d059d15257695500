import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Icon, useAppDispatch, useAppSelector, useRouteHref, useTexts, type SlotProps } from '@plugin-api';
import { quickCouponToggled, selectCoupon } from '../slice.ts';

/** How long the count animation runs after a bet is added or removed; the button waits for it. */
export const COUPON_BUTTON_ANIMATION_MS = 600;

/**
 * The coupon button: shows the bet count; toggles the quick coupon on pages that have
 * one, otherwise goes to the coupon route. It is not clickable while its animation runs.
 */
export function CouponButton(_props: SlotProps): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const couponHref = useRouteHref('coupon');
  const { bets, quickCouponHosts } = useAppSelector(selectCoupon);
  const count = bets.length;
  const [animating, setAnimating] = useState(false);
  const previous = useRef(count);

  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), COUPON_BUTTON_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [count]);

  const onClick = (): void => {
    if (animating) return;
    if (quickCouponHosts > 0) dispatch(quickCouponToggled());
    else if (couponHref !== null) navigate(couponHref);
  };

  return (
    <button
      type="button"
      className={`coupon-button${animating ? ' coupon-button--animating' : ''}`}
      aria-label={t('coupon_button_label', { count })}
      aria-disabled={animating || undefined}
      onClick={onClick}
    >
      <Icon name="slip" size={22} />
      <span className="coupon-button__count" aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
