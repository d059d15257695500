/**
 * What the account pages decide, as pure functions over the user config: the protection checklist,
 * how binding a contact changes the activation type, the verification status, which required data
 * is missing, and the checks a form runs as the player types (the server checks again).
 */
import { isPendingVerification, isVerified, type RouteId } from '@plugin-api';
import type { UserConfigAnswer } from '../../schemas/auth-api.schema.ts';
import type { SecureDataAnswer } from '../../schemas/platform-api.schema.ts';

export type ProtectionMethod = keyof UserConfigAnswer['protection_methods'];

export interface ChecklistItem {
  readonly method: ProtectionMethod;
  readonly done: boolean;
  /** The page that turns the method on (or manages it once on). */
  readonly routeId: RouteId;
}

/** The five protection methods in the order a player should take them, each with its page. */
export function protectionChecklist(config: UserConfigAnswer): ChecklistItem[] {
  const m = config.protection_methods;
  return [
    { method: 'is_changed_password', done: m.is_changed_password, routeId: 'office-change-password' },
    { method: 'enable_phone_binding', done: m.enable_phone_binding, routeId: m.enable_phone_binding ? 'office-phone-change' : 'office-phone-binding' },
    { method: 'enable_two_factor_auth', done: m.enable_two_factor_auth, routeId: m.enable_two_factor_auth ? 'office-two-factor-disable' : 'office-two-factor-enable' },
    { method: 'enable_security_question', done: m.enable_security_question, routeId: 'office-security-question' },
    { method: 'enable_email_auth', done: m.enable_email_auth, routeId: 'office-security-auth-by-email' },
  ];
}

/** activation_type: 0 none, 1 e-mail only, 2 both, 3 phone only. */
export type ActivationType = UserConfigAnswer['activation_type'];

/** Binding a phone: none becomes phone only, e-mail only becomes both; the rest stay. */
export function activationAfterPhoneBinding(type: ActivationType): ActivationType {
  if (type === 0) return 3;
  if (type === 1) return 2;
  return type;
}

/** Confirming an e-mail: none becomes e-mail only, phone only becomes both; the rest stay. */
export function activationAfterEmailConfirmation(type: ActivationType): ActivationType {
  if (type === 0) return 1;
  if (type === 3) return 2;
  return type;
}

export type VerificationStatus = 'verified' | 'pending' | 'document_requested' | 'not_verified';

/**
 * Verified wins (the documents were accepted); a request for another document comes next (the
 * player must act); then "pending" while the operator checks what was sent.
 */
export function verificationStatusOf(config: UserConfigAnswer): VerificationStatus {
  const facts = {
    internalVerificationStatus: config.internal_verification_status,
    verificationStatusGroupCode: config.verification_status_group_code,
    requestedAdditionalDocument: config.requested_additional_document,
  };
  if (isVerified(facts)) return 'verified';
  if (config.requested_additional_document) return 'document_requested';
  if (isPendingVerification(config.user_status_id)) return 'pending';
  return 'not_verified';
}

export const REQUIRED_PROFILE_FIELDS = ['name', 'surname', 'date_birthday', 'passport', 'passport_date', 'registration_address'] as const;
export type ProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** The required profile fields still empty (all six filled: the profile is complete). */
export function missingProfileFields(config: UserConfigAnswer): ProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => !filled(config.user_data[field]));
}

/** The contact fields still empty: phone and e-mail. */
export function missingContacts(config: UserConfigAnswer): Array<'phone' | 'email'> {
  const missing: Array<'phone' | 'email'> = [];
  if (!filled(config.phone_number)) missing.push('phone');
  if (!filled(config.user_email)) missing.push('email');
  return missing;
}

/** The profile fields the user config only says are set ("***"): their values come from the secure data. */
export const SECURE_PROFILE_FIELDS = ['date_birthday', 'passport', 'passport_date', 'registration_address'] as const;

/** True when editing the profile needs the secure data first: something private is set and must be shown to be kept. */
export function profileHasSecureValues(config: UserConfigAnswer): boolean {
  return SECURE_PROFILE_FIELDS.some((field) => filled(config.user_data[field]));
}

/** The form's starting values: the names from the user config, the private fields from the secure data (if read). */
export function profileValuesOf(config: UserConfigAnswer, secure: SecureDataAnswer | null): ProfileValues {
  return {
    name: config.user_data.name ?? '',
    surname: config.user_data.surname ?? '',
    date_birthday: secure?.dateBirthday ?? '',
    passport: secure?.passport ?? '',
    passport_date: secure?.passportDate ?? '',
    registration_address: secure?.registrationAddress ?? '',
  };
}

// --- What a form checks as the player types; each answers a dictionary key or null -------------------

export type FieldCheck = (value: string, all: Readonly<Record<string, string>>) => string | null;

const PERSON_NAME = /^\p{L}[\p{L}' -]{0,49}$/u;
const PASSPORT = /^[A-Za-z0-9][A-Za-z0-9 -]{3,19}$/;
const LOGIN = /^[A-Za-z][A-Za-z0-9_.-]{2,29}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const ADULT_AGE = 18;

/** A YYYY-MM-DD calendar day as a UTC date, or null. */
export function calendarDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 ? date : null;
}

function isAdultOn(birth: Date, today: Date): boolean {
  const adultFrom = Date.UTC(birth.getUTCFullYear() + ADULT_AGE, birth.getUTCMonth(), birth.getUTCDate());
  return adultFrom <= today.getTime();
}

export function required(value: string): string | null {
  return value.trim() === '' ? 'office_account_error_required' : null;
}

export function profileChecks(today: Date): Record<ProfileField, FieldCheck> {
  return {
    name: (v) => required(v) ?? (PERSON_NAME.test(v.trim()) ? null : 'office_account_error_person_name'),
    surname: (v) => required(v) ?? (PERSON_NAME.test(v.trim()) ? null : 'office_account_error_person_name'),
    date_birthday: (v) => {
      const birth = calendarDay(v);
      if (!birth) return 'office_account_error_date';
      return isAdultOn(birth, today) ? null : 'office_account_error_adult';
    },
    passport: (v) => required(v) ?? (PASSPORT.test(v.trim()) && v.replace(/\D/g, '').length >= 4 ? null : 'office_account_error_passport'),
    passport_date: (v, all) => {
      const issued = calendarDay(v);
      if (!issued) return 'office_account_error_date';
      if (issued.getTime() > today.getTime()) return 'office_account_error_future_date';
      const birth = calendarDay(all.date_birthday ?? '');
      return birth && issued.getTime() <= birth.getTime() ? 'office_account_error_issued_before_birth' : null;
    },
    registration_address: (v) => (v.trim().length >= 5 ? null : 'office_account_error_address'),
  };
}

export const newPasswordCheck: FieldCheck = (v) => {
  if ([...v].length < PASSWORD_MIN || [...v].length > PASSWORD_MAX) return 'office_account_error_password_length';
  return v.trim() === v ? null : 'office_account_error_password_spaces';
};

export const loginCheck: FieldCheck = (v) => (LOGIN.test(v.trim()) ? null : 'office_account_error_login');
export const emailCheck: FieldCheck = (v) => (EMAIL.test(v.trim()) ? null : 'office_account_error_email');
export const codeCheck: FieldCheck = (v) => (/^\d{6}$/.test(v.replace(/\s/g, '')) ? null : 'office_account_error_code');
export const phoneNumberCheck: FieldCheck = (v) => (/^[0-9 ()+-]+$/.test(v) && v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 12 ? null : 'office_account_error_phone');

/** Passwords travel as base64 of their UTF-8 bytes, as at sign-in. */
export function base64OfText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
