import { definePlugin } from '@plugin-api';
import { couponSlice } from './slice.ts';
import { persistCoupon } from './sagas/persistence.saga.ts';
import { applySiteLimits } from './sagas/limits.saga.ts';
import { followActiveAccount } from './sagas/account.saga.ts';
import { remindOfCoupon } from './sagas/reminder.saga.ts';
import { watchOneClick, watchPlacement } from './sagas/placement.saga.ts';
import { followCouponPrices } from './sagas/prices.saga.ts';
import { quoteAntiExpress } from './sagas/quote.saga.ts';
import { watchCouponSharing } from './sagas/share.saga.ts';
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
  // site's limits and the active account's currency apply, and all of them before the reminder,
  // placement and sharing watchers look at it.
  sagas: {
    persistence: persistCoupon,
    siteLimits: applySiteLimits,
    account: followActiveAccount,
    reminder: remindOfCoupon,
    placement: watchPlacement,
    oneClick: watchOneClick,
    prices: followCouponPrices,
    quote: quoteAntiExpress,
    sharing: watchCouponSharing,
  },
});
