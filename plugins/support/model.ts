/**
 * What the support API answers, checked before a page uses it, and the keys and paths the pages
 * share (a list shown in two places is one request).
 */
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
} from '../../schemas/support-api.schema.ts';

export type { SupportCallback, SupportRequest, SupportTopic };

export const SUPPORT_TOPICS: readonly SupportTopic[] = ['account', 'payments', 'bets', 'casino', 'bonuses', 'other'];
export const CALLBACK_SLOTS = ['asap', 'morning', 'afternoon', 'evening'] as const;

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isHours = (value: unknown) => value === null || (isRecord(value) && typeof value.from === 'string' && typeof value.to === 'string');

export function parseContacts(answer: unknown): SupportContactsAnswer | null {
  if (!isRecord(answer) || !Array.isArray(answer.channels)) return null;
  const ok = answer.channels.every((c) => isRecord(c) && typeof c.kind === 'string' && typeof c.value === 'string' && isHours(c.hours));
  return ok ? (answer as unknown as SupportContactsAnswer) : null;
}

export function parseConsultant(answer: unknown): SupportConsultantAnswer | null {
  if (!isRecord(answer) || typeof answer.online !== 'boolean' || typeof answer.waitMinutes !== 'number' || !isHours(answer.hours)) return null;
  return answer as unknown as SupportConsultantAnswer;
}

function isRequest(value: unknown): value is SupportRequest {
  return isRecord(value) && typeof value.id === 'number' && typeof value.subject === 'string' && typeof value.createdAt === 'string' && (value.answer === null || typeof value.answer === 'string');
}

export function parseRequests(answer: unknown): SupportRequestsAnswer | null {
  return isRecord(answer) && Array.isArray(answer.requests) && answer.requests.every(isRequest) ? (answer as unknown as SupportRequestsAnswer) : null;
}

export function parseRequestCreated(answer: unknown): SupportRequestCreatedAnswer | null {
  return isRecord(answer) && isRequest(answer.request) && typeof answer.message === 'string' ? (answer as unknown as SupportRequestCreatedAnswer) : null;
}

function isCallback(value: unknown): value is SupportCallback {
  return isRecord(value) && typeof value.id === 'number' && typeof value.phone === 'string' && typeof value.status === 'string' && typeof value.createdAt === 'string';
}

export function parseCallbacks(answer: unknown): SupportCallbacksAnswer | null {
  return isRecord(answer) && typeof answer.offered === 'boolean' && Array.isArray(answer.callbacks) && answer.callbacks.every(isCallback)
    ? (answer as unknown as SupportCallbacksAnswer)
    : null;
}

export function parseCallbackAnswer(answer: unknown): SupportCallbackAnswer | null {
  return isRecord(answer) && isCallback(answer.callback) && typeof answer.message === 'string' ? (answer as unknown as SupportCallbackAnswer) : null;
}

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

