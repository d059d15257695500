/**
 * The notices feature's data: the answers of its reference API (./api, /web-api/notices/...), the
 * maintenance announcement in the language it is shown in and the first-deposit offer's public
 * terms. The server checks its answers against these in development; the notices check them with
 * the validators generated from `answerSchemas` (generated/validators/) and take their types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** A UTC time the page shows: month, day, hour and minute in range, so it reads as a date. */
const dateTimeSchema = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d' } as const;

export const maintenanceNoticeAnswerSchema = {
  $id: 'maintenance-notice-answer',
  type: 'object',
  additionalProperties: false,
  required: ['announced', 'language', 'title', 'message', 'startsLabel', 'endsLabel', 'startedAt', 'endedAt'],
  properties: {
    /** False outside the announcement window (or when no maintenance is planned). */
    announced: { type: 'boolean' },
    /** Russian for Azerbaijani, Kazakh, Ukrainian and Russian pages, English otherwise. */
    language: { type: 'string', enum: ['en', 'ru'] },
    title: { type: 'string', minLength: 1 },
    message: { type: 'string', minLength: 1 },
    /** Labels of the two times, in the notice's language too. */
    startsLabel: { type: 'string', minLength: 1 },
    endsLabel: { type: 'string', minLength: 1 },
    startedAt: { anyOf: [dateTimeSchema, { type: 'null' }] },
    endedAt: { anyOf: [dateTimeSchema, { type: 'null' }] },
  },
} as const;
export type MaintenanceNoticeAnswer = FromSchema<typeof maintenanceNoticeAnswerSchema>;

export const firstDepositOfferAnswerSchema = {
  $id: 'first-deposit-offer-answer',
  type: 'object',
  additionalProperties: false,
  required: ['percent', 'maxAmount', 'minDeposit', 'wagerMultiplier', 'validDays', 'iso'],
  properties: {
    percent: { type: 'integer', minimum: 1 },
    maxAmount: { type: 'number', exclusiveMinimum: 0 },
    minDeposit: { type: 'number', exclusiveMinimum: 0 },
    wagerMultiplier: { type: 'integer', minimum: 1 },
    validDays: { type: 'integer', minimum: 1 },
    iso: { type: 'string', pattern: '^[A-Z]{3}$' },
  },
} as const;
export type FirstDepositOfferAnswer = FromSchema<typeof firstDepositOfferAnswerSchema>;

/** The notices API's answers by validator name. */
export const answerSchemas = {
  maintenanceNoticeAnswer: maintenanceNoticeAnswerSchema,
  firstDepositOfferAnswer: firstDepositOfferAnswerSchema,
} as const;
