/**
 * The responsible-gaming limit rules for plugins (`@plugin-api/limit-rules`): a region's rules, the
 * lifecycle of a limit change, what a limit refuses, and the limit service's answers checked. Its own module for the same reason as
 * `@plugin-api/coupon-maths`: only the pages that explain or change limits need it.
 */
import type {
  AvailableLimitsAnswer,
  LimitActionAnswer,
  LimitPingAnswer,
  LimitsAnswer,
  SaveLimitsAnswer,
  SelfExcludeReasonsAnswer,
  TestAnswersAnswer,
} from '../../schemas/limits-api.schema.ts';
import { validate as isAvailableLimitsAnswer } from '../generated/validators/availableLimitsAnswer.js';
import { validate as isLimitActionAnswer } from '../generated/validators/limitActionAnswer.js';
import { validate as isLimitPingAnswer } from '../generated/validators/limitPingAnswer.js';
import { validate as isLimitsAnswer } from '../generated/validators/limitsAnswer.js';
import { validate as isSaveLimitsAnswer } from '../generated/validators/saveLimitsAnswer.js';
import { validate as isSelfExcludeReasonsAnswer } from '../generated/validators/selfExcludeReasonsAnswer.js';
import { validate as isTestAnswersAnswer } from '../generated/validators/testAnswersAnswer.js';
import { coreParser } from './identity-answers.ts';

export {
  regionRules,
  kindOf,
  isNoLimit,
  isRaise,
  isExclusion,
  isFixedTerm,
  runningExtraLimitsLock,
  valueProblem,
  dueAt,
  activeOf,
  pendingOf,
  isAwaitingApproval,
  hoursLeft,
  canCancel,
  NO_LIMIT_VALUE,
  SESSION_NOT_SET,
  SESSION_LIMIT_TYPE,
  REALITY_CHECK_TYPE,
  SELF_EXCLUSION_TYPE,
  TIME_OUT_TYPE,
  EXTRA_LIMITS_LOCK_TYPE,
  DEPOSIT_TYPES,
  WAGERING_TYPES,
  LOSS_TYPES,
  type RegionRules,
  type LimitKind,
} from '../domain/limits/index.ts';

// The limit service's answers (schemas/limits-api.schema.ts, the core's): each is the answer when it
// has its schema's shape, else null, the check the reference server's answers pass.

/** GET /limits: the player's limits. */
export const parseLimitsAnswer = coreParser<LimitsAnswer>(isLimitsAnswer);
/** GET /availablelimits: the limits the site offers and their choices. */
export const parseAvailableLimitsAnswer = coreParser<AvailableLimitsAnswer>(isAvailableLimitsAnswer);
/** GET /reasons/selfexclude: the reasons a player may give for self-exclusion. */
export const parseSelfExcludeReasonsAnswer = coreParser<SelfExcludeReasonsAnswer>(isSelfExcludeReasonsAnswer);
/** POST /limits: applied, pending, or a questionnaire to answer first (each question with two answers or more). */
export const parseSaveLimitsAnswer = coreParser<SaveLimitsAnswer>(isSaveLimitsAnswer);
/** POST /testanswers: the questionnaire's results and the limits after it. */
export const parseTestAnswersAnswer = coreParser<TestAnswersAnswer>(isTestAnswersAnswer);
/** limitaction, DELETE limit, BlockUser and the panic block: success and the limits after the change. */
export const parseLimitActionAnswer = coreParser<LimitActionAnswer>(isLimitActionAnswer);
/** POST /ping: the hours of play left today under the session limit (never negative), or null. */
export const parseLimitPingAnswer = coreParser<LimitPingAnswer>(isLimitPingAnswer);
