/**
 * Limit type codes of the limit service and what each one measures. The codes are the service's own;
 * the names here are ours.
 */

/** Money limits per rolling period: wagering 1-3, loss 10-12, deposit 20-22 (24 h, 7 d, 30 d). */
export const WAGERING_TYPES = [1, 2, 3] as const;
export const LOSS_TYPES = [10, 11, 12] as const;
export const DEPOSIT_TYPES = [20, 21, 22] as const;
export const SELF_EXCLUSION_TYPE = 30;
export const SESSION_LIMIT_TYPE = 31;
export const REALITY_CHECK_TYPE = 32;
export const TIME_OUT_TYPE = 33;
/**
 * The extra-limits lock (SPEC 3.3): for the days the player chooses, the extra limits (SPEC 9:
 * time-out 33, self-exclusion 30, session limit 31) cannot be changed through the limits call, so a
 * session limit set in a calm moment cannot be raised or removed in a heated one. Self-exclusion
 * stays open (its own call, BlockUser): it only ever protects the player.
 */
export const EXTRA_LIMITS_LOCK_TYPE = 37;
export const EXTRA_LIMIT_TYPES = [TIME_OUT_TYPE, SELF_EXCLUSION_TYPE, SESSION_LIMIT_TYPE] as const;

/** The value that means "no limit" (an unlimited or forecasted limit): never shown as a number. */
export const NO_LIMIT_VALUE = 999999999;
/** The session limit's "not set" choice. */
export const SESSION_NOT_SET = -1;
/** How long after its start a pending limit that needs approval may still be cancelled. */
export const CANCEL_WINDOW_SECONDS = 86400;

export const SESSION_LIMIT_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;
export const DEFAULT_TIME_OUT_DAYS = [1, 7, 30] as const;
export const DEFAULT_SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825] as const;

export type Measure = 'money' | 'hours' | 'minutes' | 'days';
export type LimitKind = 'wagering' | 'loss' | 'deposit' | 'selfExclusion' | 'session' | 'realityCheck' | 'timeOut' | 'extraLock';

const DAY = 86400;
const MONEY_PERIOD_SECONDS = [DAY, 7 * DAY, 30 * DAY] as const;

export function kindOf(limitType: number): LimitKind | null {
  if ((WAGERING_TYPES as readonly number[]).includes(limitType)) return 'wagering';
  if ((LOSS_TYPES as readonly number[]).includes(limitType)) return 'loss';
  if ((DEPOSIT_TYPES as readonly number[]).includes(limitType)) return 'deposit';
  if (limitType === SELF_EXCLUSION_TYPE) return 'selfExclusion';
  if (limitType === SESSION_LIMIT_TYPE) return 'session';
  if (limitType === REALITY_CHECK_TYPE) return 'realityCheck';
  if (limitType === TIME_OUT_TYPE) return 'timeOut';
  if (limitType === EXTRA_LIMITS_LOCK_TYPE) return 'extraLock';
  return null;
}

export function measureOf(kind: LimitKind): Measure {
  switch (kind) {
    case 'session':
      return 'hours';
    case 'realityCheck':
      return 'minutes';
    case 'selfExclusion':
    case 'timeOut':
    case 'extraLock':
      return 'days';
    default:
      return 'money';
  }
}

/** A money limit's period in seconds (24 h, 7 d or 30 d), or null for limits without one. */
export function periodSecondsOf(limitType: number): number | null {
  const index = [WAGERING_TYPES, LOSS_TYPES, DEPOSIT_TYPES].map((types) => (types as readonly number[]).indexOf(limitType)).find((i) => i >= 0);
  return index === undefined ? null : MONEY_PERIOD_SECONDS[index]!;
}

/** Limits that keep the player from playing for a while once set: they cannot be cancelled. */
export function isExclusion(limitType: number): boolean {
  return limitType === SELF_EXCLUSION_TYPE || limitType === TIME_OUT_TYPE;
}

/** Limits that run for a fixed term once set and cannot be cancelled: the exclusions and the extra-limits lock. */
export function isFixedTerm(limitType: number): boolean {
  return isExclusion(limitType) || limitType === EXTRA_LIMITS_LOCK_TYPE;
}

/** Limits whose raising is held back by the region's cooling-off (a lower value is always safer). */
export function isRestrictingLimit(limitType: number): boolean {
  const kind = kindOf(limitType);
  return kind === 'wagering' || kind === 'loss' || kind === 'deposit' || kind === 'session';
}

export function isNoLimit(value: number): boolean {
  return value >= NO_LIMIT_VALUE || value === SESSION_NOT_SET;
}
