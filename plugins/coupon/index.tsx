import { definePlugin, lazyExtension } from '@plugin-api';
import { CouponButton } from './components/CouponButton.tsx';
import { loadCouponOnFirstPick } from './sagas/on-first-pick.saga.ts';
import './styles.css';

/**
 * What every page needs is here: the bottom bar's coupon button, which counts the stored coupon's
 * bets until the coupon has loaded. The coupon itself (its slice and sagas, runtime.ts) arrives with
 * whichever of its lazy extensions shows first: the page, the quick coupon or the settings modal.
 */
export default definePlugin({
  id: 'coupon',
  extensions: {
    'coupon-page': lazyExtension,
    'quick-panel': lazyExtension,
    'coupon-button': CouponButton,
    'settings-modal': lazyExtension,
  },
  // A price pressed on a page without the coupon (the home's top games) brings it.
  sagas: { loadOnFirstPick: loadCouponOnFirstPick },
});
