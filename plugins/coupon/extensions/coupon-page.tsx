/** The full coupon page, with the coupon's slice and sagas. */
export { CouponPage as default } from '../components/CouponPage.tsx';
export { slices, sagas } from '../runtime.ts';
