/**
 * The account API as the pages read it: paths (relative to /web-api), the keys reads are shared
 * under, and parsers that accept an answer only in its schema's shape: the feature's own with the
 * validators generated from ./schemas.ts; the identity's and the platform's (user config, secure
 * data, phone countries) still with checks of their own until the plugin API offers their validators.
 */
import type { UserConfigAnswer } from '../../schemas/auth-api.schema.ts';
import type { SecureDataAnswer } from '../../schemas/platform-api.schema.ts';
import { parserOf } from '@plugin-api';
import { validate as isConvertOptionsAnswer } from './generated/validators/convertOptionsAnswer.js';
import { validate as isSubscriptionAnswer } from './generated/validators/emailSubscriptionAnswer.js';
import { validate as isPendingContactAnswer } from './generated/validators/pendingContactAnswer.js';
import { validate as isCodeSentAnswer } from './generated/validators/securityCodeSentAnswer.js';
import { validate as isVerificationAnswer } from './generated/validators/verificationAnswer.js';

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

export const parsePendingContact = parserOf(isPendingContactAnswer);
export const parseCodeSent = parserOf(isCodeSentAnswer);
export const parseVerification = parserOf(isVerificationAnswer);
export const parseConvertOptions = parserOf(isConvertOptionsAnswer);
export const parseSubscription = parserOf(isSubscriptionAnswer);

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
