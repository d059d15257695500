import { definePlugin } from '@plugin-api';
import { couponSlice } from './slice.ts';
import { persistCoupon } from './sagas/persistence.saga.ts';
import { applySiteLimits } from './sagas/limits.saga.ts';
import { remindOfCoupon } from './sagas/reminder.saga.ts';
import { watchOneClick, watchPlacement } from './sagas/placement.saga.ts';
import { followCouponPrices } from './sagas/prices.saga.ts';
import { CouponPage } from './components/CouponPage.tsx';
import { QuickPanel } from './components/QuickPanel.tsx';
import { CouponButton } from './components/CouponButton.tsx';
import { SettingsModal } from './components/SettingsModal.tsx';
import './styles.css';

export default definePlugin({
  id: 'coupon',
  extensions: {
    'coupon-page': CouponPage,
    'quick-panel': QuickPanel,
    'coupon-button': CouponButton,
    'settings-modal': SettingsModal,
  },
  slices: [couponSlice],
  // Started in this order when the plugin first loads: the stored coupon is restored before the
  // site's limits apply, and both before the reminder and placement watchers look at it.
  sagas: {
    persistence: persistCoupon,
    siteLimits: applySiteLimits,
    reminder: remindOfCoupon,
    placement: watchPlacement,
    oneClick: watchOneClick,
    prices: followCouponPrices,
  },
});
