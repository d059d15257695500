/**
 * The account API as the pages read it: paths (relative to /web-api), the keys reads are shared
 * under, and parsers that accept an answer only in its schema's shape: the feature's own with the
 * validators generated from ./schemas.ts. The identity's and the platform's answers (user config,
 * secure data, phone countries) are read with the plugin API's parsers, built on the core's validators.
 */
import { parserOf } from '@plugin-api';
import { validate as isContactConfirmedAnswer } from './generated/validators/contactConfirmedAnswer.js';
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
export const SECURE_DATA = { key: 'office-account/secure-data', path: '/secure-data', grantPath: '/secure-data/grant' } as const;

export const parsePendingContact = parserOf(isPendingContactAnswer);
export const parseCodeSent = parserOf(isCodeSentAnswer);
export const parseContactConfirmed = parserOf(isContactConfirmedAnswer);
export const parseVerification = parserOf(isVerificationAnswer);
export const parseConvertOptions = parserOf(isConvertOptionsAnswer);
export const parseSubscription = parserOf(isSubscriptionAnswer);
