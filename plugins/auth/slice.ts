/**
 * The auth slice (store key 'auth'): the sign-in form (mode, login,
 * phone, phone by SMS, remember, two-step ticket), the auth attempt counter, SMS codes
 * and their resend countdowns, phone countries and masks, the registration (type, step, one-click
 * credentials, bonus, tracking log), password recovery, and the small forms of the account pages.
 *
 * Actions are events. Passwords and codes travel in request events only and are never stored,
 * except the generated one-click credentials, which the person must see once.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice, signedIn } from '@plugin-api';
import type { AuthFailure, PhoneCountry, PhoneMask, RecoverySendAnswer } from './answers.ts';
import {
  DEFAULT_SIGN_IN_MODE,
  EMPTY_PHONE,
  IDLE,
  type BonusChoice,
  type ChoosableSignInMode,
  type FormStatus,
  type PhoneValue,
  type RecoveryCodeProblem,
  type RecoveryEvent,
  type RecoveryStep,
  type RegistrationStep,
  type RegistrationType,
  type SignInMode,
  type SmsPurpose,
  type TrackedRegistrationEvent,
} from './model.ts';

export interface SmsState {
  /** "<code><number>" the code went to; a different number needs a new code. */
  sentTo: string | null;
  /** Seconds until the code may be sent again (ticks down once a second). */
  resendIn: number;
  /** Epoch ms when the code stops working. */
  expiresAt: number | null;
  status: FormStatus;
}

export interface AuthState {
  /** The form on screen. */
  currentForm: 'login' | 'registration' | 'recovery' | null;
  signIn: {
    mode: SignInMode;
    login: string;
    phone: PhoneValue;
    phoneBySms: PhoneValue;
    remember: boolean;
    /** The server asked for a two-step code for this ticket. */
    twoStep: { ticket: string; expiresAt: number; from: ChoosableSignInMode } | null;
    status: FormStatus;
    /** How many sign-ins (or registrations) this session has seen: modals close when it moves. */
    signedInCount: number;
  };
  /** Auth attempts: rises on each login or recovery call, back to 0 on success. */
  attempts: number;
  sms: Record<SmsPurpose, SmsState>;
  phoneData: { status: 'idle' | 'loading' | 'ready' | 'failed'; countries: PhoneCountry[]; masks: PhoneMask[] };
  registration: {
    type: RegistrationType | null;
    step: RegistrationStep;
    status: FormStatus;
    /** One click: the generated login and password, until the person has moved on. */
    credentials: { login: string; password: string } | null;
    email: FormStatus & { sent: boolean };
    bonus: FormStatus & { chosen: BonusChoice | null };
    /** A registration screen is showing (tracking: shown once, leave once). */
    open: boolean;
    log: TrackedRegistrationEvent[];
  };
  recovery: {
    step: RecoveryStep;
    login: string;
    ticket: string | null;
    expiresAt: number | null;
    /** Where the code went, as the server says from what was typed: an e-mail, a phone, or the account's contact. */
    channel: RecoverySendAnswer['channel'] | null;
    /** The approved code, needed again to save the password. */
    code: string | null;
    codeProblem: RecoveryCodeProblem | null;
    status: FormStatus;
    log: RecoveryEvent[];
  };
  account: { switchingId: number | null; error: string | null };
  terms: FormStatus & { failed: boolean };
  identification: FormStatus & { done: boolean };
  captcha: { challengeId: number | null; image: string | null; status: 'idle' | 'loading' | 'ready' | 'failed' };
  oneTap: { clientId: string | null; status: 'idle' | 'loading' | 'ready' | 'failed' | 'script_failed'; redirecting: boolean };
}

const idleSms: SmsState = { sentTo: null, resendIn: 0, expiresAt: null, status: IDLE };

export const initialAuthState: AuthState = {
  currentForm: null,
  signIn: {
    mode: DEFAULT_SIGN_IN_MODE,
    login: '',
    phone: EMPTY_PHONE,
    phoneBySms: EMPTY_PHONE,
    remember: false,
    twoStep: null,
    status: IDLE,
    signedInCount: 0,
  },
  attempts: 0,
  sms: { login: idleSms, registration: idleSms },
  phoneData: { status: 'idle', countries: [], masks: [] },
  registration: {
    type: null,
    step: 'form',
    status: IDLE,
    credentials: null,
    email: { ...IDLE, sent: false },
    bonus: { ...IDLE, chosen: null },
    open: false,
    log: [],
  },
  recovery: { step: 'request', login: '', ticket: null, expiresAt: null, channel: null, code: null, codeProblem: null, status: IDLE, log: [] },
  account: { switchingId: null, error: null },
  terms: { ...IDLE, failed: false },
  identification: { ...IDLE, done: false },
  captcha: { challengeId: null, image: null, status: 'idle' },
  oneTap: { clientId: null, status: 'idle', redirecting: false },
};

const pending: FormStatus = { pending: true, fieldErrors: {}, error: null };
const failed = (failure: AuthFailure): FormStatus => ({ pending: false, fieldErrors: failure.fieldErrors, error: failure.error });
const phoneKey = (phone: PhoneValue): string => `${phone.code}${phone.number}`;

/** What a sign-in form submits; the password and code are never stored. */
export type SignInRequest =
  | { mode: 'login_password'; login: string; password: string }
  | { mode: 'phone_password'; phone: PhoneValue; password: string }
  | { mode: 'sms'; phone: PhoneValue; code: string }
  | { mode: 'login_password_two_step_code'; code: string };

export type RegistrationRequest =
  | { type: 'one_click'; currency: string; countryId: number | null }
  | { type: 'phone'; phone: PhoneValue; code: string; password: string; currency: string }
  | { type: 'full'; email: string; password: string; currency: string; name?: string; surname?: string; countryId?: number | null }
  | { type: 'social'; provider: string; currency: string };

export interface IdentificationRequest {
  name: string;
  surname: string;
  date_birthday: string;
  passport: string;
}

export const authSlice = definePluginSlice(
  createSlice({
    name: 'auth',
    initialState: initialAuthState,
    reducers: {
      // --- sign-in -----------------------------------------------------------------------------
      signInFormShown: (state) => {
        state.currentForm = 'login';
      },
      signInModeSwitched: (state, action: PayloadAction<ChoosableSignInMode>) => {
        state.signIn.mode = action.payload;
        state.signIn.twoStep = null;
        state.signIn.status = IDLE;
      },
      rememberToggled: (state, action: PayloadAction<boolean>) => {
        state.signIn.remember = action.payload;
      },
      signInRequested: (state, action: PayloadAction<SignInRequest>) => {
        const request = action.payload;
        if (request.mode === 'login_password') state.signIn.login = request.login.trim();
        if (request.mode === 'phone_password') state.signIn.phone = request.phone;
        if (request.mode === 'sms') state.signIn.phoneBySms = request.phone;
        state.signIn.status = pending;
        state.attempts += 1;
      },
      signInFailed: (state, action: PayloadAction<AuthFailure>) => {
        state.signIn.status = failed(action.payload);
      },
      twoStepRequired: (state, action: PayloadAction<{ ticket: string; expiresAt: number }>) => {
        const from = state.signIn.mode === 'login_password_two_step_code' ? (state.signIn.twoStep?.from ?? 'login_password') : state.signIn.mode;
        state.signIn.twoStep = { ...action.payload, from };
        state.signIn.mode = 'login_password_two_step_code';
        state.signIn.status = IDLE;
      },
      twoStepAbandoned: (state) => {
        state.signIn.mode = state.signIn.twoStep?.from ?? DEFAULT_SIGN_IN_MODE;
        state.signIn.twoStep = null;
        state.signIn.status = IDLE;
      },

      // --- SMS codes -----------------------------------------------------------------------------
      smsCodeRequested: (state, action: PayloadAction<{ purpose: SmsPurpose; phone: PhoneValue }>) => {
        const sms = state.sms[action.payload.purpose];
        sms.status = pending;
      },
      smsCodeSent: (state, action: PayloadAction<{ purpose: SmsPurpose; phone: PhoneValue; resendIn: number; expiresAt: number }>) => {
        const { purpose, phone, resendIn, expiresAt } = action.payload;
        state.sms[purpose] = { sentTo: phoneKey(phone), resendIn, expiresAt, status: IDLE };
      },
      smsCodeFailed: (state, action: PayloadAction<{ purpose: SmsPurpose; failure: AuthFailure }>) => {
        state.sms[action.payload.purpose].status = failed(action.payload.failure);
      },
      smsCountdownTicked: (state, action: PayloadAction<{ purpose: SmsPurpose }>) => {
        const sms = state.sms[action.payload.purpose];
        sms.resendIn = Math.max(0, sms.resendIn - 1);
      },
      /** The number changed after a code was sent: that code no longer applies. */
      smsCodeForgotten: (state, action: PayloadAction<{ purpose: SmsPurpose }>) => {
        state.sms[action.payload.purpose] = idleSms;
      },

      // --- phone countries and masks -------------------------------------------------------------
      phoneDataRequested: (state) => {
        if (state.phoneData.status !== 'ready') state.phoneData.status = 'loading';
      },
      phoneDataLoaded: (state, action: PayloadAction<{ countries: PhoneCountry[]; masks: PhoneMask[] }>) => {
        state.phoneData = { status: 'ready', ...action.payload };
      },
      phoneDataFailed: (state) => {
        state.phoneData.status = 'failed';
      },

      // --- registration --------------------------------------------------------------------------
      /**
       * One registration tracking event. A shown screen is tracked once however often it
       * re-renders, and a leave only for a screen that is open and whose registration is not done.
       */
      registrationTracked: {
        reducer: (state, action: PayloadAction<TrackedRegistrationEvent>) => {
          const reg = state.registration;
          const { event } = action.payload;
          if (event === 'popup_shown') {
            if (reg.open) return;
            reg.open = true;
            state.currentForm = 'registration';
            if (reg.step === 'done') Object.assign(reg, { type: null, step: 'form', status: IDLE, credentials: null, email: { ...IDLE, sent: false }, bonus: { ...IDLE, chosen: null } });
          }
          if (event === 'leave') {
            if (!reg.open) return;
            reg.open = false;
            if (reg.step !== 'form') return; // registered: that is not a leave
          }
          if (event === 'type_picked') {
            reg.type = action.payload.type;
            reg.status = IDLE;
          }
          reg.log.push(action.payload);
        },
        prepare: (event: TrackedRegistrationEvent['event'], type: RegistrationType | null = null) => ({ payload: { event, type } }),
      },
      registrationRequested: (state, _action: PayloadAction<RegistrationRequest>) => {
        state.registration.status = pending;
      },
      registrationFailed: (state, action: PayloadAction<AuthFailure>) => {
        state.registration.status = failed(action.payload);
      },
      /** The server created the account; one click goes on to show the credentials, others are done. */
      registrationSucceeded: (state, action: PayloadAction<{ credentials: { login: string; password: string } | null }>) => {
        const { credentials } = action.payload;
        state.registration.status = IDLE;
        state.registration.credentials = credentials;
        state.registration.step = credentials ? 'credentials' : 'done';
      },
      /** The social provider's page is next: the browser is leaving. */
      socialRegistrationRedirected: (state) => {
        state.registration.status = pending;
      },
      socialRegistrationCompleteRequested: (state, _action: PayloadAction<{ state: string }>) => {
        state.registration.type = 'social';
        state.registration.status = pending;
      },
      credentialsEmailRequested: (state, _action: PayloadAction<{ email: string }>) => {
        state.registration.email = { ...pending, sent: false };
      },
      credentialsEmailSent: (state) => {
        state.registration.email = { ...IDLE, sent: true };
      },
      credentialsEmailFailed: (state, action: PayloadAction<AuthFailure>) => {
        const { fieldErrors, error } = action.payload;
        // The server names the field `email`; on this form it is the e-mail of the credentials.
        state.registration.email = { ...failed({ ...action.payload, fieldErrors: fieldErrors.email ? { bonus_email: fieldErrors.email } : {}, error: fieldErrors.email ? null : error }), sent: false };
      },
      credentialsKept: (state) => {
        if (state.registration.step === 'credentials') state.registration.step = 'bonus';
      },
      bonusChosen: (state, action: PayloadAction<BonusChoice>) => {
        state.registration.bonus = { ...pending, chosen: action.payload };
      },
      bonusSaved: (state) => {
        state.registration.bonus.pending = false;
        state.registration.step = 'done';
        state.registration.credentials = null;
      },
      bonusFailed: (state, action: PayloadAction<AuthFailure>) => {
        state.registration.bonus = { ...failed(action.payload), chosen: null };
      },

      // --- password recovery ---------------------------------------------------------------------
      recoveryShown: (state) => {
        state.currentForm = 'recovery';
        if (state.recovery.step === 'done') state.recovery = { ...initialAuthState.recovery, log: state.recovery.log };
        state.recovery.log.push('popup_shown');
      },
      recoveryCodeRequested: (state, action: PayloadAction<{ login: string }>) => {
        state.recovery.login = action.payload.login.trim();
        state.recovery.status = pending;
        state.recovery.codeProblem = null;
        state.attempts += 1;
      },
      recoveryCodeSent: (state, action: PayloadAction<{ ticket: string; expiresAt: number; channel: RecoverySendAnswer['channel'] }>) => {
        Object.assign(state.recovery, action.payload, { step: 'code', status: IDLE, code: null, codeProblem: null });
        state.recovery.log.push('code_sent');
      },
      recoveryCodeSubmitted: (state, _action: PayloadAction<{ code: string }>) => {
        state.recovery.status = pending;
        state.attempts += 1;
      },
      recoveryCodeApproved: (state, action: PayloadAction<{ code: string }>) => {
        Object.assign(state.recovery, { step: 'password', code: action.payload.code, codeProblem: null, status: IDLE });
        state.recovery.log.push('code_approved');
      },
      recoveryCodeRefused: (state, action: PayloadAction<RecoveryCodeProblem>) => {
        state.recovery.codeProblem = action.payload;
        state.recovery.step = 'code';
        state.recovery.status = IDLE;
        state.recovery.log.push(action.payload === 'time_up' ? 'code_expired' : 'code_wrong');
      },
      recoveryPasswordSubmitted: (state, _action: PayloadAction<{ password: string }>) => {
        state.recovery.status = pending;
        state.attempts += 1;
      },
      recoverySucceeded: (state) => {
        Object.assign(state.recovery, { step: 'done', ticket: null, code: null, status: IDLE });
        state.recovery.log.push('password_saved');
        state.attempts = 0;
      },
      recoveryFailed: (state, action: PayloadAction<AuthFailure>) => {
        state.recovery.status = failed(action.payload);
        state.recovery.log.push('error');
      },
      recoveryRestarted: (state) => {
        state.recovery = { ...initialAuthState.recovery, login: state.recovery.login, log: state.recovery.log };
      },

      // --- account, terms, identification --------------------------------------------------------
      accountSwitchRequested: (state, action: PayloadAction<{ accountId: number }>) => {
        state.account = { switchingId: action.payload.accountId, error: null };
      },
      accountSwitchSettled: (state, action: PayloadAction<{ error: string | null }>) => {
        state.account = { switchingId: null, error: action.payload.error };
      },
      termsConfirmRequested: (state) => {
        state.terms = { ...pending, failed: false };
      },
      termsConfirmSettled: (state, action: PayloadAction<{ ok: boolean }>) => {
        state.terms = { ...IDLE, failed: !action.payload.ok };
      },
      termsErrorDismissed: (state) => {
        state.terms.failed = false;
      },
      identificationSubmitted: (state, _action: PayloadAction<IdentificationRequest>) => {
        state.identification = { ...pending, done: false };
      },
      identificationFailed: (state, action: PayloadAction<AuthFailure>) => {
        state.identification = { ...failed(action.payload), done: false };
      },
      identificationSucceeded: (state) => {
        state.identification = { ...IDLE, done: true };
      },

      // --- captcha -------------------------------------------------------------------------------
      captchaImageRequested: (state, action: PayloadAction<{ challengeId: number }>) => {
        state.captcha = { challengeId: action.payload.challengeId, image: state.captcha.image, status: 'loading' };
      },
      captchaImageLoaded: (state, action: PayloadAction<{ challengeId: number; image: string }>) => {
        if (state.captcha.challengeId === action.payload.challengeId) state.captcha = { ...action.payload, status: 'ready' };
      },
      captchaImageFailed: (state, action: PayloadAction<{ challengeId: number }>) => {
        if (state.captcha.challengeId === action.payload.challengeId) state.captcha.status = 'failed';
      },

      // --- guest one-tap -------------------------------------------------------------------------
      oneTapClientIdRequested: (state, _action: PayloadAction<{ provider: string }>) => {
        if (state.oneTap.status === 'idle' || state.oneTap.status === 'failed') state.oneTap.status = 'loading';
      },
      oneTapClientIdLoaded: (state, action: PayloadAction<{ clientId: string }>) => {
        state.oneTap = { clientId: action.payload.clientId, status: 'ready', redirecting: false };
      },
      oneTapFailed: (state) => {
        state.oneTap.status = 'failed';
      },
      oneTapScriptFailed: (state, _action: PayloadAction<{ provider: string; scriptUrl: string; reason: string }>) => {
        state.oneTap.status = 'script_failed';
      },
      oneTapCredentialReceived: (state, _action: PayloadAction<{ provider: string; credential: string }>) => {
        state.oneTap.redirecting = true;
      },
      oneTapSignInFailed: (state) => {
        state.oneTap.redirecting = false;
      },
    },
    extraReducers: (builder) => {
      builder.addCase(signedIn, (state) => {
        state.signIn.signedInCount += 1;
        state.signIn.status = IDLE;
        state.signIn.twoStep = null;
        if (state.signIn.mode === 'login_password_two_step_code') state.signIn.mode = DEFAULT_SIGN_IN_MODE;
        state.attempts = 0;
        state.sms = { login: idleSms, registration: idleSms };
      });
    },
    selectors: {
      selectSignIn: (state) => state.signIn,
      selectRegistration: (state) => state.registration,
      selectRecovery: (state) => state.recovery,
      selectPhoneData: (state) => state.phoneData,
      selectSms: (state, purpose: SmsPurpose): SmsState => state.sms[purpose],
      selectAttempts: (state) => state.attempts,
    },
  }),
);

export const {
  signInFormShown,
  signInModeSwitched,
  rememberToggled,
  signInRequested,
  signInFailed,
  twoStepRequired,
  twoStepAbandoned,
  smsCodeRequested,
  smsCodeSent,
  smsCodeFailed,
  smsCountdownTicked,
  smsCodeForgotten,
  phoneDataRequested,
  phoneDataLoaded,
  phoneDataFailed,
  registrationTracked,
  registrationRequested,
  registrationFailed,
  registrationSucceeded,
  socialRegistrationRedirected,
  socialRegistrationCompleteRequested,
  credentialsEmailRequested,
  credentialsEmailSent,
  credentialsEmailFailed,
  credentialsKept,
  bonusChosen,
  bonusSaved,
  bonusFailed,
  recoveryShown,
  recoveryCodeRequested,
  recoveryCodeSent,
  recoveryCodeSubmitted,
  recoveryCodeApproved,
  recoveryCodeRefused,
  recoveryPasswordSubmitted,
  recoverySucceeded,
  recoveryFailed,
  recoveryRestarted,
  accountSwitchRequested,
  accountSwitchSettled,
  termsConfirmRequested,
  termsConfirmSettled,
  termsErrorDismissed,
  identificationSubmitted,
  identificationFailed,
  identificationSucceeded,
  captchaImageRequested,
  captchaImageLoaded,
  captchaImageFailed,
  oneTapClientIdRequested,
  oneTapClientIdLoaded,
  oneTapFailed,
  oneTapScriptFailed,
  oneTapCredentialReceived,
  oneTapSignInFailed,
} = authSlice.actions;

// Selectors, from the app's state (the initial state until the slice has state of its own)

/** The whole auth state. */
export const selectAuth = authSlice.selectSlice;
export const { selectSignIn, selectRegistration, selectRecovery, selectPhoneData, selectSms, selectAttempts } = authSlice.selectors;
