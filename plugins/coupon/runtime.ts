/**
 * The coupon itself: its slice and sagas, brought by each of the coupon's lazy extensions (the
 * page, the quick coupon, the settings modal) and installed once, whichever arrives first. The
 * coupon button in every page's bottom bar does without them (it reads the stored coupon until the
 * coupon is here), so a page without bets does not download the coupon.
 */
import { couponSlice } from './slice.ts';
import { persistCoupon } from './sagas/persistence.saga.ts';
import { applySiteLimits } from './sagas/limits.saga.ts';
import { followActiveAccount } from './sagas/account.saga.ts';
import { applyAutoMax } from './sagas/auto-max.saga.ts';
import { watchCouponAccountChoice } from './sagas/account-choice.saga.ts';
import { mirrorOfficeSettings } from './sagas/office-settings.saga.ts';
import { remindOfCoupon } from './sagas/reminder.saga.ts';
import { watchOneClick, watchPlacement } from './sagas/placement.saga.ts';
import { followCouponPrices } from './sagas/prices.saga.ts';
import { quoteAntiExpress } from './sagas/quote.saga.ts';
import { watchCouponSharing } from './sagas/share.saga.ts';

export const slices = [couponSlice];

// Started in this order when the coupon first loads: the stored coupon is restored before the
// site's limits and the active account's currency apply, and all of them before the reminder,
// placement and sharing watchers look at it.
export const sagas = {
  persistence: persistCoupon,
  siteLimits: applySiteLimits,
  account: followActiveAccount,
  autoMax: applyAutoMax,
  accountChoice: watchCouponAccountChoice,
  officeSettings: mirrorOfficeSettings,
  reminder: remindOfCoupon,
  placement: watchPlacement,
  oneClick: watchOneClick,
  prices: followCouponPrices,
  quote: quoteAntiExpress,
  sharing: watchCouponSharing,
};
