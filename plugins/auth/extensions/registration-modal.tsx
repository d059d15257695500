/** Registration as a modal, with the registration, SMS-code and phone-data sagas. */
export { RegistrationModal as default } from '../components/Registration.tsx';
import { watchRegistration } from '../sagas/registration.saga.ts';
import { watchSmsCodes } from '../sagas/sms.saga.ts';
import { watchPhoneData } from '../sagas/phone.saga.ts';

export const sagas = { registration: watchRegistration, sms: watchSmsCodes, phone: watchPhoneData };
