/** The quick coupon (pages with prices put it in their quickCoupon slot), with the coupon's slice and sagas: a price pressed there reaches the coupon. */
export { QuickPanel as default } from '../components/QuickPanel.tsx';
export { slices, sagas } from '../runtime.ts';
