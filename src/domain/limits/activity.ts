/**
 * What a player did that limits count (deposits, stakes, time played today), how much of each limit
 * is left, and whether a deposit or a bet must be refused. Amounts are compared as they are: the
 * reference keeps limits in the player's account currency.
 */
import { DEPOSIT_TYPES, LOSS_TYPES, SESSION_LIMIT_TYPE, SELF_EXCLUSION_TYPE, WAGERING_TYPES, isNoLimit, kindOf } from './codes.ts';
import { runningExclusion } from './lifecycle.ts';
import { activeOf, isAwaitingApproval, type Limit } from './limit.ts';
import { currentPeriod, dayOf, monthStart } from './period.ts';
import type { RegionRules } from './rules.ts';
import { LIMIT_TEXTS as T, type LimitLanguage } from './texts.ts';

export interface Movement {
  amount: number;
  at: number;
  currency: string;
}

export interface PlayActivity {
  deposits: Movement[];
  /** Stakes placed; until a bet settles its stake counts as lost. */
  stakes: Movement[];
  /** Seconds played on one UTC day (counted from the session pings). */
  played: { day: number; seconds: number };
}

export const emptyActivity = (): PlayActivity => ({ deposits: [], stakes: [], played: { day: 0, seconds: 0 } });

const sumSince = (movements: readonly Movement[], since: number): number => movements.filter((m) => m.at >= since).reduce((sum, m) => sum + m.amount, 0);
const round2 = (value: number): number => Math.round(value * 100) / 100;

export function playedToday(activity: PlayActivity, now: number): number {
  return activity.played.day === dayOf(now) ? activity.played.seconds : 0;
}

/** Seconds of play left today under the session limit; null without one. */
export function sessionSecondsLeft(limits: readonly Limit[], activity: PlayActivity, now: number): number | null {
  const limit = activeOf(limits, SESSION_LIMIT_TYPE);
  if (!limit || isNoLimit(limit.limitValue)) return null;
  return Math.max(0, limit.limitValue * 3600 - playedToday(activity, now));
}

/**
 * The list as the service answers it at `now`: what is left of each active limit (money in its
 * period, hours of today's play), and which pending changes wait for the player's answer.
 */
export function withBalances(limits: readonly Limit[], activity: PlayActivity, now: number): Limit[] {
  return limits.map((limit) => {
    if (limit.limitState !== 'ACTIVE') return { ...limit, limitBalance: null, awaitingApproval: isAwaitingApproval(limit, now) };
    const kind = kindOf(limit.limitType);
    if (kind === 'session') {
      const left = sessionSecondsLeft([limit], activity, now);
      return { ...limit, limitBalance: left === null ? null : round2(left / 3600) };
    }
    const period = currentPeriod(limit, now);
    if (!period || isNoLimit(limit.limitValue)) return { ...limit, limitBalance: null };
    const used = sumSince(kind === 'deposit' ? activity.deposits : activity.stakes, period.start);
    return { ...limit, limitBalance: round2(Math.max(0, limit.limitValue - used)) };
  });
}

/** Adds `seconds` of play (the caller bounds a gap between pings, so a closed tab does not count). */
export function recordPlay(activity: PlayActivity, seconds: number, now: number): PlayActivity {
  const today = dayOf(now);
  const base = activity.played.day === today ? activity.played.seconds : 0;
  return { ...activity, played: { day: today, seconds: base + Math.max(0, seconds) } };
}

function exclusionMessage(limit: Limit, lng: LimitLanguage): string {
  const until = new Date((limit.endsAt ?? 0) * 1000).toISOString().slice(0, 16).replace('T', ' ');
  return limit.limitType === SELF_EXCLUSION_TYPE
    ? T.selfExcluded(until)[lng]
    : T.timeOut(until)[lng];
}

/** Why this player may not bet `stake` (in `currency`) now, or null; in the player's language. */
export function betRefusal(limits: readonly Limit[], activity: PlayActivity, now: number, stake?: number, lng: LimitLanguage = 'en', currency?: string): string | null {
  const exclusion = runningExclusion(limits, now);
  if (exclusion) return exclusionMessage(exclusion, lng);
  if (sessionSecondsLeft(limits, activity, now) === 0) return T.sessionEnded()[lng];
  if (stake === undefined) return null;
  for (const [types, what] of [
    [WAGERING_TYPES, 'wagering'],
    [LOSS_TYPES, 'loss'],
  ] as const) {
    for (const limit of withBalances(types.map((t) => activeOf(limits, t)).filter((l) => l !== undefined), activity, now)) {
      if (limit.limitBalance !== null && stake > limit.limitBalance) return T.stakeOverLimit(what, limit.limitBalance, currency)[lng];
    }
  }
  return null;
}

/** Why this deposit must be refused (an exclusion, a deposit limit, the region's monthly cap), or null; in the player's language. */
export function depositRefusal(limits: readonly Limit[], activity: PlayActivity, rules: RegionRules, now: number, amount: number, currency: string, lng: LimitLanguage = 'en'): string | null {
  const exclusion = runningExclusion(limits, now);
  if (exclusion) return exclusionMessage(exclusion, lng);
  for (const limit of withBalances(DEPOSIT_TYPES.map((t) => activeOf(limits, t)).filter((l) => l !== undefined), activity, now)) {
    if (limit.limitBalance !== null && amount > limit.limitBalance) return T.depositOverLimit(limit.limitBalance, currency)[lng];
  }
  const cap = rules.monthlyDepositCap;
  // Every deposit counts against the cap, whatever its currency: a second currency must not open a way round it.
  if (cap) {
    const left = round2(cap.amount - sumSince(activity.deposits, monthStart(now)));
    if (amount > left) return T.monthlyCap(cap.amount, Math.max(0, left), cap.currency)[lng];
  }
  return null;
}
