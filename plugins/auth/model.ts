/**
 * The auth plugin's vocabulary: sign-in modes, registration types and steps,
 * recovery steps, the fields a server error may name, and the modal query names. Pure data and
 * small pure helpers; no React, no I/O.
 */

import type { RouteId } from '@plugin-api';

/** Sign-in form modes; the two-step mode is entered only when the server asks for it. */
export const SIGN_IN_MODES = ['login_password', 'phone_password', 'sms'] as const;
export type ChoosableSignInMode = (typeof SIGN_IN_MODES)[number];
export type SignInMode = ChoosableSignInMode | 'login_password_two_step_code';
export const DEFAULT_SIGN_IN_MODE: SignInMode = 'login_password';

/** Registration types (fast_reg/one_click, phone_reg/phone, full_reg/full, soc_reg/social). */
export const REGISTRATION_TYPES = ['one_click', 'phone', 'full', 'social'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Where a registration is: choosing and filling a form, then (one click only) credentials and the bonus. */
export type RegistrationStep = 'form' | 'credentials' | 'bonus' | 'done';

/** Bonus choice: 0 decline, 1 sport bonus, 2 casino bonus. */
export const BONUS_CHOICES = [1, 2, 0] as const;
export type BonusChoice = (typeof BONUS_CHOICES)[number];

/**
 * Registration tracking: popup shown, type picked, reg call, then done or error, or
 * leave if not done. There is no analytics vendor here: the events are plugin actions and the
 * slice keeps the log.
 */
export type RegistrationEvent = 'popup_shown' | 'type_picked' | 'reg_call' | 'done' | 'error' | 'leave';
export interface TrackedRegistrationEvent {
  event: RegistrationEvent;
  type: RegistrationType | null;
}

/** Password recovery: ask for a code, enter it, set a new password, done. */
export type RecoveryStep = 'request' | 'code' | 'password' | 'done';
/** Why a recovery code was refused: wrong while it has not expired, time_up afterwards. */
export type RecoveryCodeProblem = 'wrong_code' | 'time_up';
export type RecoveryEvent = 'popup_shown' | 'code_sent' | 'code_approved' | 'code_wrong' | 'code_expired' | 'password_saved' | 'error';

/** The fields a form shows an error on; the server's `field` names the first six. */
export type AuthField =
  | 'login'
  | 'pass'
  | 'code'
  | 'phone'
  | 'email'
  | 'pass2'
  | 'name'
  | 'surname'
  | 'date_birthday'
  | 'passport'
  | 'bonus_email';
/** Field -> dictionary key of the message shown on it. */
export type FieldErrors = Partial<Record<AuthField, string>>;

/** A form's round trip: busy while a call runs, then errors by field and/or one form error (dictionary keys). */
export interface FormStatus {
  pending: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
}
export const IDLE: FormStatus = { pending: false, fieldErrors: {}, error: null };

/** Modal query names (route-manifests/auth.json `modals`). */
export const MODAL = {
  login: 'login-modal',
  registration: 'registration-modal',
  forgotPassword: 'forgot-password-modal',
  logout: 'logout-modal',
} as const;
export type ModalQuery = (typeof MODAL)[keyof typeof MODAL];

/** Route ids of route-manifests/auth.json the plugin links to (typed: a renamed route fails typecheck). */
export const ROUTE = {
  login: 'login',
  registration: 'registration',
  registrationSocial: 'registration-social',
  forgotPassword: 'forgotpassword',
  account: 'account',
  confirmTerms: 'confirm-terms',
  identification: 'identification',
  ban: 'ban',
} as const satisfies Record<string, RouteId>;

/** The social registration comes back to the registration page with this query parameter. */
export const SOCIAL_STATE_PARAM = 'social_state';

/** A phone number as the form holds it: the country (its dialling code) and the national digits. */
export interface PhoneValue {
  countryId: number | null;
  /** Dialling code without '+', e.g. "7". */
  code: string;
  /** National number, digits only. */
  number: string;
}
export const EMPTY_PHONE: PhoneValue = { countryId: null, code: '', number: '' };

/** SMS purposes of POST /user/sms/send. */
export type SmsPurpose = 'login' | 'registration';

/** Base64 of the UTF-8 bytes (the contract's "both encoded" login and password). */
export function encodeCredential(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The text of the downloadable credentials file after a one-click registration. */
export function credentialsFileText(labels: { login: string; password: string }, credentials: { login: string; password: string }): string {
  return `${labels.login}: ${credentials.login}\n${labels.password}: ${credentials.password}\n`;
}

/** The contract's password rule (registration, recovery): 6 to 64 characters, no space at either end. */
export function passwordProblem(password: string): string | undefined {
  if (password === '') return 'auth_error_required_password';
  if (password.length < 6 || password.length > 64 || password.trim() !== password) return 'auth_error_invalid_pass';
  return undefined;
}

/**
 * ISO 4217 numeric codes of the currencies our sites offer: the one-tap call sends the currency
 * by id. An unlisted currency is sent by its letters; the server then
 * falls back to the site's default.
 */
export const CURRENCY_NUMERIC: Readonly<Record<string, number>> = {
  USD: 840, EUR: 978, RUB: 643, GBP: 826, KZT: 398, UAH: 980, BYN: 933, UZS: 860, AZN: 944, KGS: 417, TRY: 949, INR: 356, GEL: 981, AMD: 51,
};

/** The one-click registration's steps after the account exists (credentials to keep, then the bonus). */
export function isPostRegistrationStep(step: string): boolean {
  return step === 'credentials' || step === 'bonus';
}
