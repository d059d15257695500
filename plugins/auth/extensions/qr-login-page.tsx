/** qr-login, with the slice and saga of the waiting side (nobody else downloads them). */
import { qrLoginSlice } from '../qr-slice.ts';
import { watchQrLogin } from '../sagas/qr.saga.ts';

export { QrLoginPage as default } from '../components/QrLoginPage.tsx';
export const slices = [qrLoginSlice];
export const sagas = { qrLogin: watchQrLogin };
