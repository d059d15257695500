/** A player's limit as the limit service answers it, and small readings of one. */
import type { LimitAnswer } from '../../../schemas/limits-api.schema.ts';
import { CANCEL_WINDOW_SECONDS, isExclusion } from './codes.ts';

/** The service's answer shape is the one definition (schemas/limits-api.schema.ts). */
export type Limit = LimitAnswer;
export type LimitState = Limit['limitState'];

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
