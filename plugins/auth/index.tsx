import { definePlugin } from '@plugin-api';
import { authSlice } from './slice.ts';
import { watchSignIn } from './sagas/login.saga.ts';
import { watchSmsCodes } from './sagas/sms.saga.ts';
import { watchPhoneData } from './sagas/phone.saga.ts';
import { watchRegistration } from './sagas/registration.saga.ts';
import { watchRecovery } from './sagas/recovery.saga.ts';
import { watchAccount } from './sagas/account.saga.ts';
import { watchCaptcha } from './sagas/captcha.saga.ts';
import { watchOneTap } from './sagas/one-tap.saga.ts';
import { registrationAllowedGuard } from './guards.ts';
import { AccountBar } from './components/AccountBar.tsx';
import { CaptchaModal } from './components/CaptchaModal.tsx';
import { LoginModal, LoginPage } from './components/LoginScreens.tsx';
import { RegistrationModal, RegistrationPage } from './components/Registration.tsx';
import { ForgotPasswordModal, ForgotPasswordPage } from './components/Recovery.tsx';
import { LogoutModal } from './components/LogoutModal.tsx';
import { AccountPage, BanPage, ConfirmTermsPage, IdentificationPage } from './components/AccountPages.tsx';
import { OneTap } from './components/OneTap.tsx';
import './styles.css';

export default definePlugin({
  id: 'auth',
  extensions: {
    'account-bar': AccountBar,
    'captcha-modal': CaptchaModal,
    'login-modal': LoginModal,
    'login-page': LoginPage,
    'registration-modal': RegistrationModal,
    'registration-page': RegistrationPage,
    'forgot-password-modal': ForgotPasswordModal,
    'forgot-password-page': ForgotPasswordPage,
    'logout-modal': LogoutModal,
    'account-page': AccountPage,
    'confirm-terms-page': ConfirmTermsPage,
    'identification-page': IdentificationPage,
    'ban-page': BanPage,
    'one-tap': OneTap,
    'registration-allowed': registrationAllowedGuard,
  },
  slices: [authSlice],
  // Each concern is its own saga (spawned by the core, so one failing does not stop the others).
  sagas: {
    login: watchSignIn,
    sms: watchSmsCodes,
    phone: watchPhoneData,
    registration: watchRegistration,
    recovery: watchRecovery,
    account: watchAccount,
    captcha: watchCaptcha,
    oneTap: watchOneTap,
  },
});
