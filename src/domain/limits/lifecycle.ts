/**
 * How a player's limits change: the rules the reference server applies (it is the authority) and the
 * plugin reads to explain them. Pure functions over a list of limits and a clock in seconds; each
 * answers a new list or a refusal with the message the player is shown.
 *
 * - A lower value (or a first limit) applies at once and drops a pending raise of the same limit.
 * - A higher value (or "no limit") waits as PENDING for the region's cooling-off, and, where the region
 *   says so, until the current period ends; then it applies by itself or waits for the player's yes.
 * - Time-outs and self-exclusions apply at once, last their length and cannot be undone.
 */
import {
  DEPOSIT_TYPES,
  EXTRA_LIMITS_LOCK_TYPE,
  EXTRA_LIMIT_TYPES,
  NO_LIMIT_VALUE,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_TYPE,
  SESSION_LIMIT_HOURS,
  SESSION_NOT_SET,
  TIME_OUT_TYPE,
  isExclusion,
  isFixedTerm,
  isRestrictingLimit,
  kindOf,
  measureOf,
} from './codes.ts';
import { activeOf, canCancel, isAwaitingApproval, pendingOf, type Limit } from './limit.ts';
import { currentPeriod } from './period.ts';
import type { RegionRules } from './rules.ts';
import { LIMIT_TEXTS as T, type LimitLanguage } from './texts.ts';

export type Change = { ok: true; limits: Limit[]; outcome: 'applied' | 'pending' } | { ok: false; status: 400 | 403; message: string };
export type Action = { ok: true; limits: Limit[] } | { ok: false; status: 400 | 403; message: string };

const refuse = (status: 400 | 403, message: string): { ok: false; status: 400 | 403; message: string } => ({ ok: false, status, message });

/** "No limit" compares above every number, so removing a limit is the largest raise of all. */
function comparable(value: number): number {
  return value === SESSION_NOT_SET || value >= NO_LIMIT_VALUE ? Number.POSITIVE_INFINITY : value;
}

function newLimit(limitType: number, limitValue: number, state: Limit['limitState'], startedAt: number, endsAt: number | null, needApprove = false): Limit {
  const kind = kindOf(limitType)!;
  return { limitType, limitValue, limitBalance: null, limitState: state, needApprove, awaitingApproval: false, startedAt, endsAt, selfExcludeReason: null, measure: measureOf(kind) };
}

/** Why a value is not one the player may choose for this limit, or null. */
export function valueProblem(limitType: number, limitValue: number, rules: RegionRules, lng: LimitLanguage = 'en'): string | null {
  const kind = kindOf(limitType);
  if (kind === null) return T.unknownType(limitType)[lng];
  if (!Number.isFinite(limitValue)) return T.notNumber()[lng];
  switch (kind) {
    case 'wagering':
    case 'loss':
    case 'deposit':
      return limitValue === NO_LIMIT_VALUE || (limitValue > 0 && limitValue < NO_LIMIT_VALUE && Math.round(limitValue * 100) === limitValue * 100)
        ? null
        : T.badAmount(NO_LIMIT_VALUE)[lng];
    case 'session':
      return limitValue === SESSION_NOT_SET || SESSION_LIMIT_HOURS.includes(limitValue) ? null : T.badSession()[lng];
    case 'realityCheck':
      return limitValue === 0 || (REALITY_CHECK_MINUTES as readonly number[]).includes(limitValue)
        ? null
        : T.badRealityCheck(REALITY_CHECK_MINUTES)[lng];
    case 'timeOut':
    case 'extraLock':
      return rules.timeOutDays.includes(limitValue) ? null : T.badDays(rules.timeOutDays)[lng];
    case 'selfExclusion':
      return rules.selfExclusionDays.includes(limitValue) ? null : T.badDays(rules.selfExclusionDays)[lng];
  }
}

/** An exclusion that is running now, if any (self-exclusion first). */
export function runningExclusion(limits: readonly Limit[], now: number): Limit | undefined {
  const running = (type: number) => limits.find((l) => l.limitType === type && l.limitState === 'ACTIVE' && (l.endsAt === null || l.endsAt > now));
  return running(SELF_EXCLUSION_TYPE) ?? running(TIME_OUT_TYPE);
}

/** The extra-limits lock running now, if any. */
export function runningExtraLimitsLock(limits: readonly Limit[], now: number): Limit | undefined {
  return limits.find((l) => l.limitType === EXTRA_LIMITS_LOCK_TYPE && l.limitState === 'ACTIVE' && (l.endsAt === null || l.endsAt > now));
}

/** Whether the extra-limits lock keeps this limit from being changed now. */
export function isLockedByExtraLimitsLock(limits: readonly Limit[], limitType: number, now: number): boolean {
  return (limitType === EXTRA_LIMITS_LOCK_TYPE || (EXTRA_LIMIT_TYPES as readonly number[]).includes(limitType)) && runningExtraLimitsLock(limits, now) !== undefined;
}

/** When a raise asked for at `now` may apply: after the cooling-off, and after the period where the region says so. */
export function dueAt(active: Limit | undefined, now: number, rules: RegionRules): number {
  const afterCoolingOff = now + rules.coolingOffSeconds;
  if (!rules.waitsForPeriodEnd || !active) return afterCoolingOff;
  const period = currentPeriod(active, now);
  return period ? Math.max(afterCoolingOff, period.end) : afterCoolingOff;
}

/** Whether this change loosens a limit the player has (what the cooling-off and the questionnaire are for). */
export function isRaise(limits: readonly Limit[], change: { limitType: number; limitValue: number }): boolean {
  if (!isRestrictingLimit(change.limitType)) return false;
  const active = activeOf(limits, change.limitType);
  return active !== undefined && comparable(change.limitValue) > comparable(active.limitValue);
}

/** Sets one limit (POST limits), except self-exclusion, which has its own call. */
export function changeLimit(limits: readonly Limit[], change: { limitType: number; limitValue: number }, rules: RegionRules, now: number, lng: LimitLanguage = 'en'): Change {
  const { limitType, limitValue } = change;
  const problem = valueProblem(limitType, limitValue, rules, lng);
  if (problem) return refuse(400, problem);
  if (limitType === SELF_EXCLUSION_TYPE) return refuse(400, T.selfExclusionByBlockUser()[lng]);
  if (isLockedByExtraLimitsLock(limits, limitType, now)) return refuse(403, T.extraLimitsLocked()[lng]);
  const others = limits.filter((l) => l.limitType !== limitType);

  if (limitType === EXTRA_LIMITS_LOCK_TYPE) {
    return { ok: true, outcome: 'applied', limits: [...others, newLimit(limitType, limitValue, 'ACTIVE', now, now + limitValue * 86400)] };
  }

  if (isExclusion(limitType)) {
    if (runningExclusion(limits, now)) return refuse(403, T.exclusionRunning()[lng]);
    return { ok: true, outcome: 'applied', limits: [...others, newLimit(limitType, limitValue, 'ACTIVE', now, now + limitValue * 86400)] };
  }
  if (!isRestrictingLimit(limitType)) {
    // The reality check only reminds: any change is safe at once, and 0 turns it off.
    return { ok: true, outcome: 'applied', limits: limitValue === 0 ? others : [...others, newLimit(limitType, limitValue, 'ACTIVE', now, null)] };
  }

  const active = activeOf(limits, limitType);
  const current = active ? comparable(active.limitValue) : Number.POSITIVE_INFINITY;
  const wanted = comparable(limitValue);
  if (wanted === current) return refuse(400, T.sameValue()[lng]);
  if (wanted < current) {
    // Lowering protects the player: it applies now and a raise that was waiting is dropped.
    return { ok: true, outcome: 'applied', limits: [...others, newLimit(limitType, limitValue, 'ACTIVE', now, null)] };
  }
  const pending = newLimit(limitType, limitValue, 'PENDING', now, dueAt(active, now, rules), rules.needsApproval);
  return { ok: true, outcome: 'pending', limits: [...others, ...(active ? [active] : []), pending] };
}

/** Self-exclusion (BlockUser): at once, for the chosen days, with the player's reason. */
export function selfExclude(limits: readonly Limit[], days: number, reasonId: number, rules: RegionRules, now: number, lng: LimitLanguage = 'en'): Action {
  const problem = valueProblem(SELF_EXCLUSION_TYPE, days, rules, lng);
  if (problem) return refuse(400, problem);
  if (runningExclusion(limits, now)?.limitType === SELF_EXCLUSION_TYPE) return refuse(403, T.selfExclusionRunning()[lng]);
  const limit = { ...newLimit(SELF_EXCLUSION_TYPE, days, 'ACTIVE', now, now + days * 86400), selfExcludeReason: reasonId };
  return { ok: true, limits: [...limits.filter((l) => l.limitType !== SELF_EXCLUSION_TYPE), limit] };
}

/** The panic button: a time-out of the region's length at once, however long a running one still has. */
export function panicBlock(limits: readonly Limit[], rules: RegionRules, now: number, lng: LimitLanguage = 'en'): Action {
  if (rules.panicBlockHours === null) return refuse(403, T.noPanicButton()[lng]);
  const ends = now + rules.panicBlockHours * 3600;
  const running = runningExclusion(limits, now);
  if (running && running.endsAt !== null && running.endsAt >= ends) return { ok: true, limits: [...limits] };
  const limit = newLimit(TIME_OUT_TYPE, Math.max(1, Math.ceil(rules.panicBlockHours / 24)), 'ACTIVE', now, ends);
  return { ok: true, limits: [...limits.filter((l) => l.limitType !== TIME_OUT_TYPE), limit] };
}

/**
 * The list as it stands at `now`: raises that need no approval and are due apply, finished
 * exclusions go. Raises awaiting approval stay PENDING until the player answers.
 */
export function settle(limits: readonly Limit[], now: number): Limit[] {
  let out = limits.filter((l) => !(isFixedTerm(l.limitType) && l.endsAt !== null && l.endsAt <= now));
  for (const due of out.filter((l) => l.limitState === 'PENDING' && !l.needApprove && l.endsAt !== null && l.endsAt <= now)) {
    out = out.filter((l) => l.limitType !== due.limitType);
    if (!isNoLimitValue(due.limitValue)) out.push({ ...due, limitState: 'ACTIVE', startedAt: due.endsAt!, endsAt: null });
  }
  return out;
}

function isNoLimitValue(value: number): boolean {
  return comparable(value) === Number.POSITIVE_INFINITY;
}

/** The player's yes to a raise that waited its cooling-off. */
export function approve(limits: readonly Limit[], limitType: number, now: number, lng: LimitLanguage = 'en'): Action {
  const pending = pendingOf(limits, limitType);
  if (!pending) return refuse(400, T.noPending(limitType)[lng]);
  if (!isAwaitingApproval(pending, now)) return refuse(403, T.confirmTooEarly()[lng]);
  const rest = limits.filter((l) => l.limitType !== limitType);
  return {
    ok: true,
    limits: isNoLimitValue(pending.limitValue) ? rest : [...rest, { ...pending, limitState: 'ACTIVE', needApprove: false, awaitingApproval: false, startedAt: now, endsAt: null }],
  };
}

/** The player's no: the raise is dropped (for a deposit limit, every deposit raise waiting with it). */
export function reject(limits: readonly Limit[], limitType: number, now: number, lng: LimitLanguage = 'en'): Action {
  const pending = pendingOf(limits, limitType);
  if (!pending) return refuse(400, T.noPending(limitType)[lng]);
  if (!isAwaitingApproval(pending, now)) return refuse(403, T.notAwaiting()[lng]);
  const deposit = (DEPOSIT_TYPES as readonly number[]).includes(limitType);
  const dropped = (l: Limit) =>
    l.limitState === 'PENDING' && (l.limitType === limitType || (deposit && (DEPOSIT_TYPES as readonly number[]).includes(l.limitType) && isAwaitingApproval(l, now)));
  return { ok: true, limits: limits.filter((l) => !dropped(l)) };
}

/** The player withdraws a pending raise while that is still allowed; exclusions are never cancelled. */
export function cancel(limits: readonly Limit[], limitType: number, now: number, lng: LimitLanguage = 'en'): Action {
  if (isExclusion(limitType) && limits.some((l) => l.limitType === limitType && l.limitState === 'ACTIVE')) {
    return refuse(403, T.exclusionNotCancellable()[lng]);
  }
  if (isLockedByExtraLimitsLock(limits, limitType, now)) return refuse(403, T.extraLimitsLocked()[lng]);
  const pending = pendingOf(limits, limitType);
  if (!pending) return refuse(400, T.noPending(limitType)[lng]);
  if (!canCancel(pending, now)) return refuse(403, T.cancelTooLate()[lng]);
  return { ok: true, limits: limits.filter((l) => l !== pending) };
}
