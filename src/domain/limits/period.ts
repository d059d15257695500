/** Rolling periods of money limits, anchored at the moment the limit started. */
import { periodSecondsOf } from './codes.ts';
import type { Limit } from './limit.ts';

/** The start and end (seconds) of the limit's period that contains `now`, or null for limits without periods. */
export function currentPeriod(limit: Pick<Limit, 'limitType' | 'startedAt'>, now: number): { start: number; end: number } | null {
  const length = periodSecondsOf(limit.limitType);
  if (length === null) return null;
  const elapsed = Math.max(0, now - limit.startedAt);
  const start = limit.startedAt + Math.floor(elapsed / length) * length;
  return { start, end: start + length };
}

/** The start of the calendar month (UTC) that contains `now`, in seconds. */
export function monthStart(now: number): number {
  const date = new Date(now * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
}

/** The UTC day number of a moment (days since the epoch). */
export function dayOf(now: number): number {
  return Math.floor(now / 86400);
}
