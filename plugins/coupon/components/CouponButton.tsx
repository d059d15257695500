import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Icon, useAppDispatch, useIsRouteActive, useRouteHref, useTexts, type SlotProps } from '@plugin-api';
import { quickCouponToggledByButton, useCouponButtonState } from '../button-state.ts';

/** How long the count animation runs after a bet is added or removed; the button waits for it. */
export const COUPON_BUTTON_ANIMATION_MS = 600;

/**
 * The coupon button (the bottom bar's bet-slip item, site config `shell.couponButton`): shows the
 * bet count; toggles the quick coupon on pages that have one, otherwise goes to the coupon route.
 * It is not clickable while its animation runs. Its visible word is the bar's "Bet slip"; the count
 * is a badge on the icon, hidden while the coupon is empty (the accessible name always says it).
 * It does without the coupon's slice (button-state.ts): every page has it, most have no coupon loaded.
 */
export function CouponButton(_props: SlotProps): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const couponHref = useRouteHref('coupon');
  const { count, hasQuickCoupon, liveCount } = useCouponButtonState();
  const onCouponPage = useIsRouteActive('coupon');
  const [animating, setAnimating] = useState(false);
  const previous = useRef(liveCount);

  // Only a bet added or removed animates: not the stored count read at hydration, nor the coupon arriving.
  useEffect(() => {
    const before = previous.current;
    previous.current = liveCount;
    if (before === null || liveCount === null || before === liveCount) return undefined;
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), COUPON_BUTTON_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [liveCount]);

  const onClick = (): void => {
    if (animating) return;
    if (hasQuickCoupon) dispatch(quickCouponToggledByButton());
    else if (couponHref !== null) navigate(couponHref);
  };

  return (
    <button
      type="button"
      className={`coupon-button${animating ? ' coupon-button--animating' : ''}`}
      aria-label={t('coupon_button_label', { count })}
      aria-disabled={animating || undefined}
      aria-current={onCouponPage ? 'page' : undefined}
      onClick={onClick}
    >
      <span className="coupon-button__icon">
        <Icon name="slip" size={22} />
        {count > 0 && (
          <span className="coupon-button__count" aria-hidden="true">
            {count}
          </span>
        )}
      </span>
      <span className="coupon-button__text" aria-hidden="true">
        {t('coupon_button_text')}
      </span>
    </button>
  );
}
