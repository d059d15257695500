/**
 * The account API as the pages read it: paths (relative to /web-api), the keys reads are shared
 * under, and parsers that accept an answer only in the shape the page relies on.
 */
import type { UserConfigAnswer } from '../../schemas/auth-api.schema.ts';
import type { SecureDataAnswer } from '../../schemas/platform-api.schema.ts';
import type { ConvertOptionsAnswer, EmailSubscriptionAnswer, PendingContactAnswer, SecurityCodeSentAnswer, VerificationAnswer } from '../../schemas/account-api.schema.ts';

export const USER_CONFIG = { key: 'office-account/user-config', path: '/user/config' } as const;
export const PENDING_CONTACT = { key: 'office-account/pending-contact', path: '/account/contact/pending' } as const;
export const VERIFICATION = { key: 'office-account/verification', path: '/account/verification' } as const;
export const CONVERT = { key: 'office-account/convert', path: '/account/convert' } as const;
export const SUBSCRIPTION = { key: 'office-account/email-subscription', path: '/account/email-subscription' } as const;
export const PHONE_COUNTRIES = { key: 'office-account/phone-countries', path: '/phone/countries' } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseUserConfig(answer: unknown): UserConfigAnswer | null {
  if (!isObject(answer) || typeof answer.user_id !== 'number') return null;
  if (!isObject(answer.protection_methods) || !isObject(answer.user_data)) return null;
  if (typeof answer.protection_level !== 'number' || ![0, 1, 2, 3].includes(answer.activation_type as number)) return null;
  return answer as unknown as UserConfigAnswer;
}

export function parsePendingContact(answer: unknown): PendingContactAnswer | null {
  if (!isObject(answer) || !('pending' in answer)) return null;
  const { pending } = answer;
  if (pending === null) return { pending: null };
  return isObject(pending) && (pending.kind === 'phone' || pending.kind === 'email') && typeof pending.to === 'string' ? (answer as PendingContactAnswer) : null;
}

export function parseCodeSent(answer: unknown): SecurityCodeSentAnswer | null {
  return isObject(answer) && (answer.channel === 'sms' || answer.channel === 'email') && typeof answer.to === 'string' ? (answer as SecurityCodeSentAnswer) : null;
}

export function parseVerification(answer: unknown): VerificationAnswer | null {
  return isObject(answer) && Array.isArray(answer.documents) && Array.isArray(answer.content_types) && typeof answer.max_bytes === 'number' && typeof answer.chunk_bytes === 'number'
    ? (answer as VerificationAnswer)
    : null;
}

export function parseConvertOptions(answer: unknown): ConvertOptionsAnswer | null {
  return isObject(answer) && Array.isArray(answer.accounts) && Array.isArray(answer.currencies) ? (answer as ConvertOptionsAnswer) : null;
}

export function parseSubscription(answer: unknown): EmailSubscriptionAnswer | null {
  return isObject(answer) && typeof answer.subscribed === 'boolean' && (answer.email === null || typeof answer.email === 'string') ? (answer as EmailSubscriptionAnswer) : null;
}

export interface PhoneCountry {
  readonly id: number;
  readonly name: string;
  readonly phoneCode: string;
}

export function parsePhoneCountries(answer: unknown): PhoneCountry[] | null {
  if (!Array.isArray(answer)) return null;
  return answer.every((c) => isObject(c) && typeof c.id === 'number' && typeof c.name === 'string' && typeof c.phoneCode === 'string') ? (answer as PhoneCountry[]) : null;
}

export const SECURE_DATA = { key: 'office-account/secure-data', path: '/secure-data', grantPath: '/secure-data/grant' } as const;

const textOrNull = (value: unknown): boolean => value === null || typeof value === 'string';

export function parseSecureData(answer: unknown): SecureDataAnswer | null {
  if (!isObject(answer) || !['email', 'phone', 'passport', 'passportDate', 'dateBirthday', 'registrationAddress'].every((key) => textOrNull(answer[key]))) return null;
  const seconds = answer.grantExpiresInSeconds;
  return Number.isSafeInteger(seconds) && (seconds as number) > 0 ? (answer as unknown as SecureDataAnswer) : null;
}
