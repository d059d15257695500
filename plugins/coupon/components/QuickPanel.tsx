import { useEffect, type ReactNode } from 'react';
import { Button, Icon, RouteLink, useAppDispatch, useAppSelector, useIsRouteActive, useTexts, type SlotProps } from '@plugin-api';
import { quickCouponMounted, quickCouponUnmounted, selectCoupon } from '../slice.ts';
import { useOpenSettingsModal } from './use-settings-modal.ts';
import { useSignInPrompt } from './use-sign-in-prompt.ts';

/**
 * The quick coupon: title, bet count, a link to the full coupon and the settings
 * button. With one-click on, the title says so and the count is hidden. Routes that allow a quick
 * coupon put it in their `quickCoupon` slot; it hides on the coupon page itself, while empty, and
 * when the coupon button has toggled it away.
 */
export function QuickPanel(_props: SlotProps): ReactNode {
  const { t } = useTexts('coupon');
  const dispatch = useAppDispatch();
  const { bets, settings, isVisibleQuickCoupon } = useAppSelector(selectCoupon);
  const onCouponPage = useIsRouteActive('coupon');
  const openSettings = useOpenSettingsModal();
  // A guest's one-click press on this page's prices opens the sign-in modal from here.
  const askedToSignIn = useSignInPrompt();

  // The coupon button toggles a quick coupon when the page has one (counted while mounted).
  useEffect(() => {
    dispatch(quickCouponMounted());
    return () => {
      dispatch(quickCouponUnmounted());
    };
  }, [dispatch]);

  const oneClick = settings.isActiveOneClick;
  if (onCouponPage || !isVisibleQuickCoupon || (bets.length === 0 && !oneClick)) return null;
  return (
    <section className="quick-coupon" aria-label={t('coupon_quick_label')}>
      <h2 className="quick-coupon__title">{t(oneClick ? 'coupon_one_click_title' : 'coupon_title')}</h2>
      {!oneClick && (
        <span className="quick-coupon__count" aria-label={t('coupon_bet_count', { count: bets.length })}>
          {bets.length}
        </span>
      )}
      <RouteLink to="coupon" className="quick-coupon__open">
        {t('coupon_open_full')}
      </RouteLink>
      <Button variant="ghost" className="quick-coupon__settings" aria-label={t('coupon_settings')} onClick={openSettings}>
        <Icon name="settings" size={20} />
      </Button>
      {askedToSignIn && (
        <p className="quick-coupon__notice" role="status">
          {t('coupon_sign_in_to_place')}
        </p>
      )}
    </section>
  );
}
