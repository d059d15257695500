/** RechargePage as a lazy extension, with the limit-service read its deposit-limit prompt needs. */
import '../styles.css';
import { depositLimitsSlice, watchDepositLimits } from '../state/deposit-limits.ts';

export { RechargePage as default } from '../components/CashierPages.tsx';
export const slices = [depositLimitsSlice];
export const sagas = { depositLimits: watchDepositLimits };
