/**
 * The payments feature's data: the answers of its reference API (./api, /web-api/payments/...):
 * deposit and withdrawal methods, the deposit and withdrawal calls, the payment history, one payment
 * (the provider's result pages), payment requests with their topics, and the payment consultant.
 * Refusals are the core's error answer (schemas/common.schema.ts) with the input they are about.
 * The server checks its answers against these in development; the pages check them with the
 * validators generated from `answerSchemas` (generated/validators/) and take their types from them.
 * `configSection` is the site config's `payments` section.
 */
import type { FromSchema } from 'json-schema-to-ts';

const idSchema = { type: 'integer', minimum: 1 } as const;
const isoSchema = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const moneySchema = { type: 'number', minimum: 0 } as const;
const timestampSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}' } as const;

/** The cashier's kinds: what a player pays in or takes out through a method. */
export const PAYMENT_KINDS = ['deposit', 'withdrawal'] as const;
/** Money sent to another player of the same operator, or received from one (the transfer-user modal). */
export const TRANSFER_KINDS = ['transfer-out', 'transfer-in'] as const;
/** Every kind the history lists and filters by. */
export const HISTORY_KINDS = [...PAYMENT_KINDS, ...TRANSFER_KINDS] as const;
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
    kind: { enum: HISTORY_KINDS },
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

/** GET /payments/transfer: what the transfer-user modal needs before the player types. */
export const transferOptionsAnswerSchema = {
  $id: 'transfer-options-answer',
  type: 'object',
  additionalProperties: false,
  required: ['senderId', 'currency', 'balance', 'min', 'max'],
  properties: {
    /** The sender's own account number, which is no recipient. */
    senderId: idSchema,
    /** The sender's main account's currency: the recipient's must be the same. */
    currency: isoSchema,
    balance: moneySchema,
    min: moneySchema,
    max: moneySchema,
  },
} as const;

/** POST /payments/transfer { recipient, amount } (Idempotency-Key): the sender's side of the transfer and the new balance. */
export const transferResultAnswerSchema = {
  $id: 'transfer-result-answer',
  type: 'object',
  additionalProperties: false,
  required: ['payment', 'balance', 'recipientId'],
  properties: {
    payment: paymentSchema,
    balance: moneySchema,
    recipientId: idSchema,
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


export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export type TransferOptionsAnswer = FromSchema<typeof transferOptionsAnswerSchema>;
export type TransferResultAnswer = FromSchema<typeof transferResultAnswerSchema>;
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
/** The input a refusal of the payments API is about (its error answer's `field`). */
export type PaymentErrorField = 'amount' | 'methodId' | 'kind' | 'status' | 'page' | 'topicId' | 'subTopicId' | 'transactionId' | 'message' | 'paymentId' | 'recipient';

/** The site config's `payments` section: deposit and withdrawal pages, payment requests and the payment consultant. */
export const paymentsConfigSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Payments as this operator offers them; absent: the defaults.',
  properties: {
    consultant: {
      type: 'boolean',
      description:
        'The payment consultant (route office-payment-consultant) is offered; otherwise that route leads to the 500 page and the API answers 404. Default false.',
    },
    transfers: {
      type: 'boolean',
      description:
        'Players may send money to another player of this operator (the transfer-user modal and POST /web-api/payments/transfer); otherwise the query opens nothing, no link leads to it and the API answers 404. Leave it off where a regulator forbids player-to-player transfers. Default false.',
    },
  },
} as const;

export type PaymentsConfig = FromSchema<typeof paymentsConfigSchema>;

/** This feature's section of every site config. */
export const configSection = { key: 'payments', schema: paymentsConfigSchema } as const;

/** The API's answers by validator name: schemas/generate.ts makes generated/validators/<name>.js of each. */
export const answerSchemas = {
  paymentMethodsAnswer: paymentMethodsAnswerSchema,
  paymentAnswer: paymentAnswerSchema,
  paymentResultAnswer: paymentResultAnswerSchema,
  paymentHistoryAnswer: paymentHistoryAnswerSchema,
  paymentRequestTopicsAnswer: paymentRequestTopicsAnswerSchema,
  paymentRequestsAnswer: paymentRequestsAnswerSchema,
  paymentRequestCreatedAnswer: paymentRequestCreatedAnswerSchema,
  paymentConsultantAnswer: paymentConsultantAnswerSchema,
  transferOptionsAnswer: transferOptionsAnswerSchema,
  transferResultAnswer: transferResultAnswerSchema,
} as const;
