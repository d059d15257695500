/**
 * Answers of the payments web API (server/payments): deposit and withdrawal methods, the deposit and
 * withdrawal calls, the payment history, one payment (the provider's result pages), payment
 * requests with their topics, and the payment consultant. The reference server checks its answers
 * against these in development; the payments plugin derives its types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

const idSchema = { type: 'integer', minimum: 1 } as const;
const isoSchema = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const moneySchema = { type: 'number', minimum: 0 } as const;
const timestampSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}' } as const;

export const PAYMENT_KINDS = ['deposit', 'withdrawal'] as const;
export const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'cancelled'] as const;
export const PAYMENT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;

/** GET /payments/methods?kind=deposit|withdrawal: what the active account may use, limits in its currency. */
export const paymentMethodsAnswerSchema = {
  $id: 'payment-methods-answer',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'accountId', 'currency', 'balance', 'hasDeposit', 'methods'],
  properties: {
    kind: { enum: PAYMENT_KINDS },
    accountId: idSchema,
    currency: isoSchema,
    balance: moneySchema,
    /** The player has made a deposit before (the user config's has_deposit). */
    hasDeposit: { type: 'boolean' },
    methods: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title', 'description', 'min', 'max'],
        properties: {
          id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
          title: { type: 'string', minLength: 1 },
          description: { type: 'string' },
          min: moneySchema,
          max: moneySchema,
        },
      },
    },
  },
} as const;

const paymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'methodId', 'methodTitle', 'amount', 'currency', 'status', 'createdAt'],
  properties: {
    id: idSchema,
    kind: { enum: PAYMENT_KINDS },
    methodId: { type: 'string' },
    methodTitle: { type: 'string' },
    amount: moneySchema,
    currency: isoSchema,
    status: { enum: PAYMENT_STATUSES },
    createdAt: timestampSchema,
  },
} as const;

/** GET /payments/:paymentId (the signed-in player's own payment only). */
export const paymentAnswerSchema = { ...paymentSchema, $id: 'payment-answer' } as const;

/** POST /payments/deposit and /payments/withdrawal { methodId, amount }: the payment and where the provider sends the player. */
export const paymentResultAnswerSchema = {
  $id: 'payment-result-answer',
  type: 'object',
  additionalProperties: false,
  required: ['payment', 'balance', 'redirectUrl'],
  properties: {
    payment: paymentSchema,
    balance: moneySchema,
    /** A same-origin path: the provider's result page for this payment. */
    redirectUrl: { type: 'string', pattern: '^/[a-z]{2}/onpay/' },
  },
} as const;

/** GET /payments/history?kind&status&page */
export const paymentHistoryAnswerSchema = {
  $id: 'payment-history-answer',
  type: 'object',
  additionalProperties: false,
  required: ['items', 'page', 'pageSize', 'total'],
  properties: {
    items: { type: 'array', items: paymentSchema },
    page: idSchema,
    pageSize: idSchema,
    total: { type: 'integer', minimum: 0 },
  },
} as const;

/** GET /payments/request-topics */
export const paymentRequestTopicsAnswerSchema = {
  $id: 'payment-request-topics-answer',
  type: 'object',
  additionalProperties: false,
  required: ['topics'],
  properties: {
    topics: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title', 'transactionKind', 'subTopics'],
        properties: {
          id: idSchema,
          title: { type: 'string', minLength: 1 },
          /** The kind of payment a request of this topic is about, or null when it is about none. */
          transactionKind: { enum: [...PAYMENT_KINDS, null] },
          subTopics: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'title'],
              properties: { id: idSchema, title: { type: 'string', minLength: 1 } },
            },
          },
        },
      },
    },
  },
} as const;

const paymentRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'topicId', 'topicTitle', 'subTopicTitle', 'transactionId', 'message', 'status', 'createdAt'],
  properties: {
    id: idSchema,
    topicId: idSchema,
    topicTitle: { type: 'string' },
    subTopicTitle: { type: ['string', 'null'] },
    transactionId: { type: ['integer', 'null'], minimum: 1 },
    message: { type: 'string' },
    status: { enum: PAYMENT_REQUEST_STATUSES },
    createdAt: timestampSchema,
  },
} as const;

/** GET /payments/requests */
export const paymentRequestsAnswerSchema = {
  $id: 'payment-requests-answer',
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items: { type: 'array', items: paymentRequestSchema } },
} as const;

/** POST /payments/requests { topicId, subTopicId, transactionId, message } */
export const paymentRequestCreatedAnswerSchema = {
  $id: 'payment-request-created-answer',
  type: 'object',
  additionalProperties: false,
  required: ['request'],
  properties: { request: paymentRequestSchema },
} as const;

/** GET /payments/consultant (404 where the site config does not offer the consultant). */
export const paymentConsultantAnswerSchema = {
  $id: 'payment-consultant-answer',
  type: 'object',
  additionalProperties: false,
  required: ['questions'],
  properties: {
    questions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'question', 'answer'],
        properties: { id: idSchema, question: { type: 'string', minLength: 1 }, answer: { type: 'string', minLength: 1 } },
      },
    },
  },
} as const;

/** 400 and 403 of the payments API: what is wrong, in the caller's language, and which input it is about. */
export const paymentErrorAnswerSchema = {
  $id: 'payment-error-answer',
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: {
    message: { type: 'string', minLength: 1 },
    field: { enum: ['amount', 'methodId', 'kind', 'status', 'page', 'topicId', 'subTopicId', 'transactionId', 'message', 'paymentId'] },
  },
} as const;

export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];
export type PaymentMethodsAnswer = FromSchema<typeof paymentMethodsAnswerSchema>;
export type PaymentMethodAnswer = PaymentMethodsAnswer['methods'][number];
export type PaymentAnswer = FromSchema<typeof paymentAnswerSchema>;
export type PaymentResultAnswer = FromSchema<typeof paymentResultAnswerSchema>;
export type PaymentHistoryAnswer = FromSchema<typeof paymentHistoryAnswerSchema>;
export type PaymentRequestTopicsAnswer = FromSchema<typeof paymentRequestTopicsAnswerSchema>;
export type PaymentRequestTopic = PaymentRequestTopicsAnswer['topics'][number];
export type PaymentRequestsAnswer = FromSchema<typeof paymentRequestsAnswerSchema>;
export type PaymentRequestAnswer = PaymentRequestsAnswer['items'][number];
export type PaymentRequestCreatedAnswer = FromSchema<typeof paymentRequestCreatedAnswerSchema>;
export type PaymentConsultantAnswer = FromSchema<typeof paymentConsultantAnswerSchema>;
export type PaymentErrorAnswer = FromSchema<typeof paymentErrorAnswerSchema>;
export type PaymentErrorField = NonNullable<PaymentErrorAnswer['field']>;
