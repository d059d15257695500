import { definePlugin, lazyExtension } from '@plugin-api';
import { authSlice } from './slice.ts';
import { watchAccount, watchOneTap } from './sagas/on-demand.ts';
import { registrationAllowedGuard, registrationFormGuard, socialProviderGuard } from './guards.ts';
import { AccountBar } from './components/AccountBar.tsx';
import { OneTap } from './components/OneTap.tsx';
import { MessengerRegistration } from './components/MessengerRegistration.tsx';
import './styles.css';

/**
 * What every page needs is here: the header's account bar (with the one-tap prompt and the steps
 * after a one-click registration), the guard and the account saga. Sign-in, registration,
 * recovery, captcha and the account pages are lazy extensions (extensions/<name>.tsx): each is its
 * own chunk, fetched with the sagas it drives when it first shows.
 */
export default definePlugin({
  id: 'auth',
  extensions: {
    'account-bar': AccountBar,
    'one-tap': OneTap,
    'messenger-registration': MessengerRegistration,
    'registration-allowed': registrationAllowedGuard,
    'registration-form': registrationFormGuard,
    'social-provider': socialProviderGuard,
    'captcha-modal': lazyExtension,
    'login-modal': lazyExtension,
    'login-page': lazyExtension,
    'registration-modal': lazyExtension,
    'registration-page': lazyExtension,
    'forgot-password-modal': lazyExtension,
    'forgot-password-page': lazyExtension,
    'logout-modal': lazyExtension,
    'account-page': lazyExtension,
    'confirm-terms-page': lazyExtension,
    'identification-page': lazyExtension,
    'ban-page': lazyExtension,
    'link-page': lazyExtension,
    'password-reset-page': lazyExtension,
    'app-sign-in-page': lazyExtension,
    'qr-login-page': lazyExtension,
  },
  slices: [authSlice],
  // Each concern is its own saga (spawned by the core, so one failing does not stop the others).
  sagas: { account: watchAccount, oneTap: watchOneTap },
});
