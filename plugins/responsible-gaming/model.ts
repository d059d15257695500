/**
 * The limit service's answers as this plugin reads them: each parser accepts the shape of
 * schemas/limits-api.schema.ts or answers null (the page then shows it as a failed call).
 */
import type {
  AvailableLimitsAnswer,
  LimitAnswer,
  SaveLimitsAnswer,
  SelfExcludeReasonsAnswer,
  TestAnswersAnswer,
} from '../../schemas/limits-api.schema.ts';

export type Limit = LimitAnswer;
export type AvailableLimit = AvailableLimitsAnswer[number];
export type SelfExcludeReason = SelfExcludeReasonsAnswer[number];
export type Question = SaveLimitsAnswer['questions'][number];
export type QuestionResult = TestAnswersAnswer['questionsResult'][number];

/** Calls of the limit service go to its own root, not the web API's. */
export const LIMIT_SERVICE = { basePath: '/limit-service-api' } as const;
export const LIMIT_PATH = '/api/external/web/v3';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isIntOrNull = (v: unknown): v is number | null => v === null || isInt(v);
const MEASURES = ['money', 'hours', 'minutes', 'days'];
const STATES = ['PENDING', 'ACTIVE', 'INACTIVE'];

function listOf<T>(answer: unknown, item: (v: unknown) => T | null): T[] | null {
  if (!Array.isArray(answer)) return null;
  const out: T[] = [];
  for (const v of answer) {
    const parsed = item(v);
    if (parsed === null) return null;
    out.push(parsed);
  }
  return out;
}

export function parseLimit(v: unknown): Limit | null {
  if (!isObject(v)) return null;
  const ok =
    isInt(v.limitType) &&
    isNum(v.limitValue) &&
    (v.limitBalance === null || isNum(v.limitBalance)) &&
    STATES.includes(v.limitState as string) &&
    typeof v.needApprove === 'boolean' &&
    typeof v.awaitingApproval === 'boolean' &&
    isInt(v.startedAt) &&
    isIntOrNull(v.endsAt) &&
    isIntOrNull(v.selfExcludeReason) &&
    MEASURES.includes(v.measure as string);
  return ok ? (v as unknown as Limit) : null;
}

export const parseLimits = (answer: unknown): Limit[] | null => listOf(answer, parseLimit);

export const parseAvailable = (answer: unknown): AvailableLimit[] | null =>
  listOf(answer, (v) =>
    isObject(v) && isInt(v.type) && MEASURES.includes(v.measure as string) && Array.isArray(v.availableValues) && v.availableValues.every(isNum) ? (v as unknown as AvailableLimit) : null,
  );

export const parseReasons = (answer: unknown): SelfExcludeReason[] | null =>
  listOf(answer, (v) => (isObject(v) && isInt(v.id) && typeof v.selfExcludeReason === 'string' ? { id: v.id, selfExcludeReason: v.selfExcludeReason } : null));

function parseQuestion(v: unknown): Question | null {
  if (!isObject(v) || !isInt(v.id) || typeof v.text !== 'string') return null;
  const answers = listOf(v.answers, (a) => (isObject(a) && isInt(a.id) && typeof a.text === 'string' ? { id: a.id, text: a.text } : null));
  return answers && answers.length >= 2 ? { id: v.id, text: v.text, answers } : null;
}

export interface SaveAnswer {
  status: 'applied' | 'pending' | 'questions';
  questions: Question[];
  tokenGuid: string | null;
  limits: Limit[];
}

export function parseSaveAnswer(answer: unknown): SaveAnswer | null {
  if (!isObject(answer) || !['applied', 'pending', 'questions'].includes(answer.status as string)) return null;
  const questions = listOf(answer.questions, parseQuestion);
  const limits = parseLimits(answer.limitsData);
  if (!questions || !limits || !(answer.tokenGuid === null || typeof answer.tokenGuid === 'string')) return null;
  return { status: answer.status as SaveAnswer['status'], questions, tokenGuid: answer.tokenGuid, limits };
}

export function parseTestAnswers(answer: unknown): { success: boolean; results: QuestionResult[]; limits: Limit[] } | null {
  if (!isObject(answer) || typeof answer.success !== 'boolean') return null;
  const results = listOf(answer.questionsResult, (r) => (isObject(r) && isInt(r.questionId) && typeof r.passed === 'boolean' ? { questionId: r.questionId, passed: r.passed } : null));
  const limits = parseLimits(answer.limitsData);
  return results && limits ? { success: answer.success, results, limits } : null;
}

/** limitaction, DELETE limit, BlockUser and panic all answer the list after the change. */
export function parseActionAnswer(answer: unknown): Limit[] | null {
  return isObject(answer) && answer.success === true ? parseLimits(answer.limitsData) : null;
}

export function parsePing(answer: unknown): { sessionHoursLeft: number | null } | null {
  if (!isObject(answer)) return null;
  const left = answer.sessionHoursLeft;
  return left === null || (isNum(left) && left >= 0) ? { sessionHoursLeft: left } : null;
}
