/** Password recovery as a page, with the recovery and phone-data sagas. */
export { ForgotPasswordPage as default } from '../components/Recovery.tsx';
import { watchRecovery } from '../sagas/recovery.saga.ts';
import { watchPhoneData } from '../sagas/phone.saga.ts';

export const sagas = { recovery: watchRecovery, phone: watchPhoneData };
