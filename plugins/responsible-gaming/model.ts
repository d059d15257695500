/**
 * The limit service's answers as this plugin reads them. Their schemas are the core's
 * (schemas/limits-api.schema.ts); the plugin API's parsers (`@plugin-api/limit-rules`) check them,
 * and an answer of another shape is shown as a failed call.
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
