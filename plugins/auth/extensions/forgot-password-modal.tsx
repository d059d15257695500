/** Password recovery as a modal, with the recovery and phone-data sagas. */
export { ForgotPasswordModal as default } from '../components/Recovery.tsx';
import { watchRecovery } from '../sagas/recovery.saga.ts';
import { watchPhoneData } from '../sagas/phone.saga.ts';

export const sagas = { recovery: watchRecovery, phone: watchPhoneData };
