/** The captcha modal, with the saga that loads its pictures. */
export { CaptchaModal as default } from '../components/CaptchaModal.tsx';
import { watchCaptcha } from '../sagas/captcha.saga.ts';

export const sagas = { captcha: watchCaptcha };
