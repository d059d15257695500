/**
 * Parsers of the payments API's answers: each returns the answer when it has its schema's shape
 * (./schemas.ts, checked by the generated validators, the same code the server's answer check runs),
 * else null (the page then shows the failure with a retry instead of breaking on a field that is
 * not there).
 */
import { parserOf } from '@plugin-api';
import { parseLimitsAnswer } from '@plugin-api/limit-rules';
import { validate as isPaymentAnswer } from './generated/validators/paymentAnswer.js';
import { validate as isConsultantAnswer } from './generated/validators/paymentConsultantAnswer.js';
import { validate as isHistoryAnswer } from './generated/validators/paymentHistoryAnswer.js';
import { validate as isMethodsAnswer } from './generated/validators/paymentMethodsAnswer.js';
import { validate as isRequestCreatedAnswer } from './generated/validators/paymentRequestCreatedAnswer.js';
import { validate as isRequestsAnswer } from './generated/validators/paymentRequestsAnswer.js';
import { validate as isTopicsAnswer } from './generated/validators/paymentRequestTopicsAnswer.js';
import { validate as isResultAnswer } from './generated/validators/paymentResultAnswer.js';
import { validate as isTransferOptionsAnswer } from './generated/validators/transferOptionsAnswer.js';
import { validate as isTransferResultAnswer } from './generated/validators/transferResultAnswer.js';

export const parseMethods = parserOf(isMethodsAnswer);
export const parsePayment = parserOf(isPaymentAnswer);
export const parsePaymentResult = parserOf(isResultAnswer);
export const parseHistory = parserOf(isHistoryAnswer);
export const parseTopics = parserOf(isTopicsAnswer);
export const parseRequests = parserOf(isRequestsAnswer);
export const parseRequestCreated = parserOf(isRequestCreatedAnswer);
export const parseConsultant = parserOf(isConsultantAnswer);

/** Limit type codes of the deposit limits (24 hours, 7 days, 30 days). */
export const DEPOSIT_LIMIT_TYPES: readonly number[] = [20, 21, 22];
/** The value the limit service uses for "no limit". */
export const NO_LIMIT_VALUE = 999_999_999;

/**
 * Whether the limit service's answer holds a deposit limit in force (active, or waiting to start):
 * true or false, or null when the answer is not a list of limits (the prompt then still shows).
 */
export function parseHasDepositLimit(answer: unknown): boolean | null {
  const limits = parseLimitsAnswer(answer);
  if (limits === null) return null;
  return limits.some((limit) => DEPOSIT_LIMIT_TYPES.includes(limit.limitType) && limit.limitState !== 'INACTIVE' && limit.limitValue !== NO_LIMIT_VALUE);
}

export const parseTransferOptions = parserOf(isTransferOptionsAnswer);
export const parseTransferResult = parserOf(isTransferResultAnswer);
