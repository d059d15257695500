/** A player's limit as the limit service answers it, and small readings of one. */
import { CANCEL_WINDOW_SECONDS, isExclusion, type Measure } from './codes.ts';

export type LimitState = 'PENDING' | 'ACTIVE' | 'INACTIVE';

export interface Limit {
  limitType: number;
  limitValue: number;
  /** What is left in the current period (money), of today's play (hours), else null. */
  limitBalance: number | null;
  limitState: LimitState;
  /** A raised limit that applies only once the player confirms it again. */
  needApprove: boolean;
  /** Seconds since the epoch: when the limit (or its pending change) was set. */
  startedAt: number;
  /** Seconds: when a pending change becomes due, when an exclusion ends; null for open-ended limits. */
  endsAt: number | null;
  /** The self-exclusion reason's id. */
  selfExcludeReason: number | null;
  measure: Measure;
}

/** A pending change whose cooling-off is over and that waits for the player's yes or no. */
export function isAwaitingApproval(limit: Limit, now: number): boolean {
  return limit.limitState === 'PENDING' && limit.needApprove && limit.endsAt !== null && limit.endsAt <= now;
}

/** Whole hours (rounded up) until a pending change is due; 0 once it is. */
export function hoursLeft(limit: Limit, now: number): number {
  if (limit.endsAt === null) return 0;
  return Math.max(0, Math.ceil((limit.endsAt - now) / 3600));
}

/**
 * Whether the player may still withdraw a pending change: one that needs approval only within a day of
 * its start; one that applies by itself until it does. Exclusions and active limits: never.
 */
export function canCancel(limit: Limit, now: number): boolean {
  if (limit.limitState !== 'PENDING' || isExclusion(limit.limitType)) return false;
  if (limit.needApprove) return now < limit.startedAt + CANCEL_WINDOW_SECONDS;
  return limit.endsAt === null || now < limit.endsAt;
}

export function activeOf(limits: readonly Limit[], limitType: number): Limit | undefined {
  return limits.find((l) => l.limitType === limitType && l.limitState === 'ACTIVE');
}

export function pendingOf(limits: readonly Limit[], limitType: number): Limit | undefined {
  return limits.find((l) => l.limitType === limitType && l.limitState === 'PENDING');
}
