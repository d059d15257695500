/**
 * The responsible-gaming limit rules for plugins (`@plugin-api/limit-rules`): a region's rules, the
 * lifecycle of a limit change, what a limit refuses, and the limit service's list of limits checked. Its own module for the same reason as
 * `@plugin-api/coupon-maths`: only the pages that explain or change limits need it.
 */
import type { LimitsAnswer } from '../../schemas/limits-api.schema.ts';
import { validate as validateLimitsAnswer } from '../generated/validators/limitsAnswer.js';

export {
  regionRules,
  kindOf,
  isNoLimit,
  isRaise,
  isExclusion,
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
  DEPOSIT_TYPES,
  WAGERING_TYPES,
  LOSS_TYPES,
  type RegionRules,
  type LimitKind,
} from '../domain/limits/index.ts';

/** The limit service's list of a player's limits when the answer has its schema's shape, else null. */
export const parseLimitsAnswer = (answer: unknown): LimitsAnswer | null => (validateLimitsAnswer(answer) ? (answer as LimitsAnswer) : null);
