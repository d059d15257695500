/**
 * Answers of the limit service (responsible gaming) under /limit-service-api/api/external/web/v3/ and
 * the user's reality-check call. The reference server checks its answers against these in
 * development; the responsible-gaming plugin derives its types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

const seconds = { type: 'integer', minimum: 0 } as const;

export const limitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['limitType', 'limitValue', 'limitBalance', 'limitState', 'needApprove', 'awaitingApproval', 'startedAt', 'endsAt', 'selfExcludeReason', 'measure'],
  properties: {
    limitType: { type: 'integer' },
    /** 999999999 means "no limit"; -1 is a session limit that is not set. */
    limitValue: { type: 'number' },
    limitBalance: { type: ['number', 'null'] },
    limitState: { type: 'string', enum: ['PENDING', 'ACTIVE', 'INACTIVE'] },
    needApprove: { type: 'boolean' },
    /**
     * Ours, beside the service's fields: the cooling-off of this pending change is over by the
     * service's clock and it waits for the player's answer. The service decides this, not the
     * phone's clock (which may be wrong).
     */
    awaitingApproval: { type: 'boolean' },
    startedAt: seconds,
    endsAt: { type: ['integer', 'null'], minimum: 0 },
    selfExcludeReason: { type: ['integer', 'null'] },
    measure: { type: 'string', enum: ['money', 'hours', 'minutes', 'days'] },
  },
} as const;

const limitListSchema = { type: 'array', items: limitSchema } as const;

export const limitsAnswerSchema = { $id: 'limits-answer', ...limitListSchema } as const;

export const availableLimitsAnswerSchema = {
  $id: 'available-limits-answer',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'measure', 'availableValues'],
    properties: {
      type: { type: 'integer' },
      measure: { type: 'string', enum: ['money', 'hours', 'minutes', 'days'] },
      /** The choices; empty for money limits, which take any amount. */
      availableValues: { type: 'array', items: { type: 'number' } },
    },
  },
} as const;

export const selfExcludeReasonsAnswerSchema = {
  $id: 'self-exclude-reasons-answer',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'selfExcludeReason'],
    properties: { id: { type: 'integer' }, selfExcludeReason: { type: 'string', minLength: 1 } },
  },
} as const;

const questionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'text', 'answers'],
  properties: {
    id: { type: 'integer' },
    text: { type: 'string', minLength: 1 },
    answers: {
      type: 'array',
      minItems: 2,
      items: { type: 'object', additionalProperties: false, required: ['id', 'text'], properties: { id: { type: 'integer' }, text: { type: 'string', minLength: 1 } } },
    },
  },
} as const;

export const saveLimitsAnswerSchema = {
  $id: 'save-limits-answer',
  type: 'object',
  additionalProperties: false,
  required: ['status', 'questions', 'tokenGuid', 'limitsData'],
  properties: {
    /** applied: in force now; pending: waiting for its cooling-off; questions: answer them first (testanswers). */
    status: { type: 'string', enum: ['applied', 'pending', 'questions'] },
    questions: { type: 'array', items: questionSchema },
    tokenGuid: { type: ['string', 'null'] },
    limitsData: limitListSchema,
  },
} as const;

export const testAnswersAnswerSchema = {
  $id: 'test-answers-answer',
  type: 'object',
  additionalProperties: false,
  required: ['questionsResult', 'success', 'limitsData'],
  properties: {
    questionsResult: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['questionId', 'passed'], properties: { questionId: { type: 'integer' }, passed: { type: 'boolean' } } },
    },
    success: { type: 'boolean' },
    limitsData: limitListSchema,
  },
} as const;

/** limitaction, DELETE limit, BlockUser and the panic block. */
export const limitActionAnswerSchema = {
  $id: 'limit-action-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'limitsData'],
  properties: { success: { const: true }, limitsData: limitListSchema },
} as const;

export const limitPingAnswerSchema = {
  $id: 'limit-ping-answer',
  type: 'object',
  additionalProperties: false,
  required: ['sessionHoursLeft'],
  properties: {
    /** Hours of play left today under the session limit; null without one. */
    sessionHoursLeft: { type: ['number', 'null'], minimum: 0 },
  },
} as const;

export const realityCheckAnswerSchema = {
  $id: 'reality-check-answer',
  type: 'object',
  additionalProperties: false,
  required: ['success', 'doNotShowAgain'],
  properties: { success: { const: true }, doNotShowAgain: { type: 'boolean' } },
} as const;

export const limitsClockAnswerSchema = {
  $id: 'limits-clock-answer',
  type: 'object',
  additionalProperties: false,
  required: ['now', 'offsetSeconds'],
  properties: { now: seconds, offsetSeconds: seconds },
} as const;

export type LimitAnswer = FromSchema<typeof limitSchema>;
export type LimitsAnswer = FromSchema<typeof limitsAnswerSchema>;
export type AvailableLimitsAnswer = FromSchema<typeof availableLimitsAnswerSchema>;
export type SelfExcludeReasonsAnswer = FromSchema<typeof selfExcludeReasonsAnswerSchema>;
export type SaveLimitsAnswer = FromSchema<typeof saveLimitsAnswerSchema>;
export type TestAnswersAnswer = FromSchema<typeof testAnswersAnswerSchema>;
export type LimitActionAnswer = FromSchema<typeof limitActionAnswerSchema>;
export type LimitPingAnswer = FromSchema<typeof limitPingAnswerSchema>;
export type RealityCheckAnswer = FromSchema<typeof realityCheckAnswerSchema>;
