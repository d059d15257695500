/**
 * Parsers of the payments API's answers: each returns the answer when it has the shape the pages
 * rely on, else null (the page then shows the failure with a retry instead of breaking on a field
 * that is not there). The server checks the same answers against schemas/payments-api.schema.ts.
 */
import type {
  PaymentAnswer,
  PaymentConsultantAnswer,
  PaymentHistoryAnswer,
  PaymentMethodsAnswer,
  PaymentRequestCreatedAnswer,
  PaymentRequestsAnswer,
  PaymentRequestTopicsAnswer,
  PaymentResultAnswer,
} from '../../schemas/payments-api.schema.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const listOf = (value: unknown, item: (entry: unknown) => boolean): boolean => Array.isArray(value) && value.every(item);

function isPayment(value: unknown): boolean {
  return (
    isObject(value) &&
    isNumber(value.id) &&
    (value.kind === 'deposit' || value.kind === 'withdrawal') &&
    isString(value.methodTitle) &&
    isNumber(value.amount) &&
    isString(value.currency) &&
    isString(value.status) &&
    isString(value.createdAt)
  );
}

function isMethod(value: unknown): boolean {
  return isObject(value) && isString(value.id) && isString(value.title) && isString(value.description) && isNumber(value.min) && isNumber(value.max);
}

function isRequest(value: unknown): boolean {
  return isObject(value) && isNumber(value.id) && isString(value.topicTitle) && isString(value.message) && isString(value.status) && isString(value.createdAt);
}

export const parseMethods = (answer: unknown): PaymentMethodsAnswer | null =>
  isObject(answer) && isString(answer.currency) && isNumber(answer.balance) && typeof answer.hasDeposit === 'boolean' && listOf(answer.methods, isMethod)
    ? (answer as PaymentMethodsAnswer)
    : null;

export const parsePayment = (answer: unknown): PaymentAnswer | null => (isPayment(answer) ? (answer as PaymentAnswer) : null);

export const parsePaymentResult = (answer: unknown): PaymentResultAnswer | null =>
  isObject(answer) && isPayment(answer.payment) && isNumber(answer.balance) && isString(answer.redirectUrl) ? (answer as PaymentResultAnswer) : null;

export const parseHistory = (answer: unknown): PaymentHistoryAnswer | null =>
  isObject(answer) && listOf(answer.items, isPayment) && isNumber(answer.page) && isNumber(answer.pageSize) && isNumber(answer.total)
    ? (answer as PaymentHistoryAnswer)
    : null;

export const parseTopics = (answer: unknown): PaymentRequestTopicsAnswer | null =>
  isObject(answer) &&
  listOf(answer.topics, (t) => isObject(t) && isNumber(t.id) && isString(t.title) && listOf(t.subTopics, (s) => isObject(s) && isNumber(s.id) && isString(s.title)))
    ? (answer as PaymentRequestTopicsAnswer)
    : null;

export const parseRequests = (answer: unknown): PaymentRequestsAnswer | null =>
  isObject(answer) && listOf(answer.items, isRequest) ? (answer as PaymentRequestsAnswer) : null;

export const parseRequestCreated = (answer: unknown): PaymentRequestCreatedAnswer | null =>
  isObject(answer) && isRequest(answer.request) ? (answer as PaymentRequestCreatedAnswer) : null;

export const parseConsultant = (answer: unknown): PaymentConsultantAnswer | null =>
  isObject(answer) && listOf(answer.questions, (q) => isObject(q) && isNumber(q.id) && isString(q.question) && isString(q.answer))
    ? (answer as PaymentConsultantAnswer)
    : null;

/** Limit type codes of the deposit limits (24 hours, 7 days, 30 days). */
export const DEPOSIT_LIMIT_TYPES: readonly number[] = [20, 21, 22];
/** The value the limit service uses for "no limit". */
export const NO_LIMIT_VALUE = 999_999_999;

/**
 * Whether the limit service's answer holds a deposit limit in force (active, or waiting to start):
 * true or false, or null when the answer is not a list of limits (the prompt then still shows).
 */
export function parseHasDepositLimit(answer: unknown): boolean | null {
  const list = Array.isArray(answer) ? answer : isObject(answer) && Array.isArray(answer.limits) ? answer.limits : null;
  if (list === null) return null;
  return list.some(
    (limit) =>
      isObject(limit) &&
      DEPOSIT_LIMIT_TYPES.includes(Number(limit.limitType)) &&
      limit.limitState !== 'INACTIVE' &&
      isNumber(limit.limitValue) &&
      limit.limitValue !== NO_LIMIT_VALUE,
  );
}
