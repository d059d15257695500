/**
 * The support feature's data: the answers of its reference API (./api, /web-api/support/...):
 * contact channels, the consultants' hours, e-mail requests and questions with their answers,
 * callbacks, and the chat stand-in's replies. The server checks its answers against these in
 * development; the pages check them with the validators generated from `answerSchemas`
 * (generated/validators/) and take their types from them. Refusals are the core `{ message, field? }`.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const SUPPORT_TOPICS = ['account', 'payments', 'bets', 'casino', 'bonuses', 'other'] as const;
export const CALLBACK_SLOTS = ['asap', 'morning', 'afternoon', 'evening'] as const;

const dateTimeSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}' } as const;
const clockSchema = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' } as const;
const hoursSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: clockSchema, to: clockSchema },
  description: 'Opening hours in UTC; null: around the clock.',
} as const;
const topicSchema = { type: 'string', enum: SUPPORT_TOPICS } as const;

export const supportContactsAnswerSchema = {
  $id: 'support-contacts-answer',
  type: 'object',
  additionalProperties: false,
  required: ['channels'],
  properties: {
    channels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'value', 'hours'],
        properties: {
          kind: { type: 'string', enum: ['phone', 'email', 'telegram', 'whatsapp'] },
          value: { type: 'string', pattern: '^[^\\s<>"]{3,120}$' },
          hours: hoursSchema,
        },
      },
    },
  },
} as const;

export const supportConsultantAnswerSchema = {
  $id: 'support-consultant-answer',
  type: 'object',
  additionalProperties: false,
  required: ['online', 'hours', 'waitMinutes'],
  properties: {
    online: { type: 'boolean' },
    hours: hoursSchema,
    waitMinutes: { type: 'integer', minimum: 0 },
  },
} as const;

const requestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'topic', 'subject', 'createdAt', 'status', 'answer'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    kind: { type: 'string', enum: ['email', 'question'] },
    topic: topicSchema,
    subject: { type: 'string', minLength: 1 },
    createdAt: dateTimeSchema,
    status: { type: 'string', enum: ['open', 'answered'] },
    answer: { type: ['string', 'null'] },
  },
} as const;

export const supportRequestsAnswerSchema = {
  $id: 'support-requests-answer',
  type: 'object',
  additionalProperties: false,
  required: ['requests'],
  properties: { requests: { type: 'array', items: requestSchema } },
} as const;

export const supportRequestCreatedAnswerSchema = {
  $id: 'support-request-created-answer',
  type: 'object',
  additionalProperties: false,
  required: ['request', 'message'],
  properties: { request: requestSchema, message: { type: 'string', minLength: 1 } },
} as const;

const callbackSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'phone', 'slot', 'topic', 'createdAt', 'status'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    phone: { type: 'string', pattern: '^\\+\\d{7,15}$' },
    slot: { type: 'string', enum: CALLBACK_SLOTS },
    topic: topicSchema,
    createdAt: dateTimeSchema,
    status: { type: 'string', enum: ['scheduled', 'cancelled', 'done'] },
  },
} as const;

export const supportCallbacksAnswerSchema = {
  $id: 'support-callbacks-answer',
  type: 'object',
  additionalProperties: false,
  required: ['callbacks', 'offered'],
  properties: { callbacks: { type: 'array', items: callbackSchema }, offered: { type: 'boolean' } },
} as const;

export const supportCallbackAnswerSchema = {
  $id: 'support-callback-answer',
  type: 'object',
  additionalProperties: false,
  required: ['callback', 'message'],
  properties: { callback: callbackSchema, message: { type: 'string', minLength: 1 } },
} as const;

export const chatStandInReplyAnswerSchema = {
  $id: 'chat-stand-in-reply-answer',
  type: 'object',
  additionalProperties: false,
  required: ['reply'],
  properties: { reply: { type: 'string', minLength: 1 } },
} as const;

export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export type CallbackSlot = (typeof CALLBACK_SLOTS)[number];
export type SupportContactsAnswer = FromSchema<typeof supportContactsAnswerSchema>;
export type SupportConsultantAnswer = FromSchema<typeof supportConsultantAnswerSchema>;
export type SupportRequest = FromSchema<typeof requestSchema>;
export type SupportRequestsAnswer = FromSchema<typeof supportRequestsAnswerSchema>;
export type SupportRequestCreatedAnswer = FromSchema<typeof supportRequestCreatedAnswerSchema>;
export type SupportCallback = FromSchema<typeof callbackSchema>;
export type SupportCallbacksAnswer = FromSchema<typeof supportCallbacksAnswerSchema>;
export type SupportCallbackAnswer = FromSchema<typeof supportCallbackAnswerSchema>;

/** The support API's answers by validator name. */
export const answerSchemas = {
  supportContactsAnswer: supportContactsAnswerSchema,
  supportConsultantAnswer: supportConsultantAnswerSchema,
  supportRequestsAnswer: supportRequestsAnswerSchema,
  supportRequestCreatedAnswer: supportRequestCreatedAnswerSchema,
  supportCallbacksAnswer: supportCallbacksAnswerSchema,
  supportCallbackAnswer: supportCallbackAnswerSchema,
  chatStandInReplyAnswer: chatStandInReplyAnswerSchema,
} as const;
