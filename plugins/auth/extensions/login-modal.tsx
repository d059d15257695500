/** Sign-in as a modal, with the sign-in, SMS-code and phone-data sagas it drives. */
export { LoginModal as default } from '../components/LoginScreens.tsx';
import { watchSignIn } from '../sagas/login.saga.ts';
import { watchSmsCodes } from '../sagas/sms.saga.ts';
import { watchPhoneData } from '../sagas/phone.saga.ts';

export const sagas = { login: watchSignIn, sms: watchSmsCodes, phone: watchPhoneData };
