/** The coupon settings modal (query coupon-settings-modal), with the coupon's slice and sagas. */
export { SettingsModal as default } from '../components/SettingsModal.tsx';
export { slices, sagas } from '../runtime.ts';
