/* Skeleton registration (the real components follow); plugin.json and this file must agree. */
import { createSlice } from '@reduxjs/toolkit';
import { definePlugin, type GuardDecision, type NavigationContext } from '@plugin-api';

const Placeholder = (): null => null;
const authSlice = createSlice({ name: 'auth', initialState: {}, reducers: {} });
function* idle(): Generator<never, void, unknown> {}

export default definePlugin({
  id: 'auth',
  extensions: {
    'account-bar': Placeholder,
    'captcha-modal': Placeholder,
    'login-modal': Placeholder,
    'login-page': Placeholder,
    'registration-modal': Placeholder,
    'registration-page': Placeholder,
    'forgot-password-modal': Placeholder,
    'forgot-password-page': Placeholder,
    'logout-modal': Placeholder,
    'account-page': Placeholder,
    'confirm-terms-page': Placeholder,
    'identification-page': Placeholder,
    'ban-page': Placeholder,
    'one-tap': Placeholder,
    'registration-allowed': {
      kind: 'guard',
      decide: (ctx: NavigationContext): GuardDecision => (ctx.config.features?.registrationAllowed ? { kind: 'allow' } : { kind: 'notFound' }),
    },
  },
  slices: [authSlice],
  sagas: { login: idle, sms: idle, registration: idle, recovery: idle, account: idle },
});
