/**
 * What the support API answers, checked before a page uses it with the validators generated from its
 * schemas (./schemas.ts), and the keys and paths the pages share (a list shown in two places is one
 * request).
 */
import { parserOf } from '@plugin-api';
import type {
  SupportCallback,
  SupportCallbackAnswer,
  SupportCallbacksAnswer,
  SupportConsultantAnswer,
  SupportContactsAnswer,
  SupportRequest,
  SupportRequestCreatedAnswer,
  SupportRequestsAnswer,
  SupportTopic,
} from './schemas.ts';
import { validate as isCallbackAnswer } from './generated/validators/supportCallbackAnswer.js';
import { validate as isCallbacksAnswer } from './generated/validators/supportCallbacksAnswer.js';
import { validate as isConsultantAnswer } from './generated/validators/supportConsultantAnswer.js';
import { validate as isContactsAnswer } from './generated/validators/supportContactsAnswer.js';
import { validate as isRequestCreatedAnswer } from './generated/validators/supportRequestCreatedAnswer.js';
import { validate as isRequestsAnswer } from './generated/validators/supportRequestsAnswer.js';

export type { SupportCallback, SupportRequest, SupportTopic };
export { CALLBACK_SLOTS, SUPPORT_TOPICS } from './schemas.ts';

export const KEYS = {
  contacts: 'support/contacts',
  consultant: 'support/consultant',
  requests: 'support/requests',
  callbacks: 'support/callbacks',
} as const;

export const PATHS = {
  contacts: '/support/contacts',
  consultant: '/support/consultant',
  requests: '/support/requests',
  questions: '/support/questions',
  callbacks: '/support/callbacks',
  cancelCallback: (id: number) => `/support/callbacks/${id}/cancel`,
} as const;

/** Query names of the support modals (route-manifests/support.json). */
export const MODALS = { question: 'support-question-modal', requests: 'support-requests-modal' } as const;

export const parseContacts = parserOf<SupportContactsAnswer>(isContactsAnswer);
export const parseConsultant = parserOf<SupportConsultantAnswer>(isConsultantAnswer);
export const parseRequests = parserOf<SupportRequestsAnswer>(isRequestsAnswer);
export const parseRequestCreated = parserOf<SupportRequestCreatedAnswer>(isRequestCreatedAnswer);
export const parseCallbacks = parserOf<SupportCallbacksAnswer>(isCallbacksAnswer);
export const parseCallbackAnswer = parserOf<SupportCallbackAnswer>(isCallbackAnswer);

// The bounds the server checks, so a player learns of a problem while typing.
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
export const SUBJECT_LENGTH = { min: 3, max: 120 } as const;
export const MESSAGE_LENGTH = { min: 20, max: 3000 } as const;
export const QUESTION_LENGTH = { min: 10, max: 500 } as const;

export function lengthProblem(text: string, bounds: { min: number; max: number }): 'required' | 'too-short' | 'too-long' | null {
  const length = text.trim().length;
  if (length === 0) return 'required';
  if (length < bounds.min) return 'too-short';
  if (length > bounds.max) return 'too-long';
  return null;
}

/** The phone as the server will read it: +digits, with spaces, dashes, dots and brackets dropped. */
export function phoneProblem(text: string): 'required' | 'invalid' | null {
  const compact = text.trim().replace(/[\s().-]/g, '');
  if (compact === '') return 'required';
  return /^\+\d{7,15}$/.test(compact) ? null : 'invalid';
}

