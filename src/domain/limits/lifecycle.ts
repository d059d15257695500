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
  NO_LIMIT_VALUE,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_TYPE,
  SESSION_LIMIT_HOURS,
  SESSION_NOT_SET,
  TIME_OUT_TYPE,
  isExclusion,
  isRestrictingLimit,
  kindOf,
  measureOf,
} from './codes.ts';
import { activeOf, canCancel, isAwaitingApproval, pendingOf, type Limit } from './limit.ts';
import { currentPeriod } from './period.ts';
import type { RegionRules } from './rules.ts';

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
export function valueProblem(limitType: number, limitValue: number, rules: RegionRules): string | null {
  const kind = kindOf(limitType);
  if (kind === null) return `limitType ${limitType} is not a limit this service knows`;
  if (!Number.isFinite(limitValue)) return 'limitValue must be a number';
  switch (kind) {
    case 'wagering':
    case 'loss':
    case 'deposit':
      return limitValue === NO_LIMIT_VALUE || (limitValue > 0 && limitValue < NO_LIMIT_VALUE && Math.round(limitValue * 100) === limitValue * 100)
        ? null
        : `limitValue must be an amount above 0 with at most 2 decimals, or ${NO_LIMIT_VALUE} for no limit`;
    case 'session':
      return limitValue === SESSION_NOT_SET || SESSION_LIMIT_HOURS.includes(limitValue) ? null : 'limitValue must be 1 to 24 hours, or -1 for no session limit';
    case 'realityCheck':
      return limitValue === 0 || (REALITY_CHECK_MINUTES as readonly number[]).includes(limitValue)
        ? null
        : `limitValue must be one of ${REALITY_CHECK_MINUTES.join(', ')} minutes, or 0 to turn the reality check off`;
    case 'timeOut':
      return rules.timeOutDays.includes(limitValue) ? null : `limitValue must be one of ${rules.timeOutDays.join(', ')} days`;
    case 'selfExclusion':
      return rules.selfExclusionDays.includes(limitValue) ? null : `limitValue must be one of ${rules.selfExclusionDays.join(', ')} days`;
  }
}

/** An exclusion that is running now, if any (self-exclusion first). */
export function runningExclusion(limits: readonly Limit[], now: number): Limit | undefined {
  const running = (type: number) => limits.find((l) => l.limitType === type && l.limitState === 'ACTIVE' && (l.endsAt === null || l.endsAt > now));
  return running(SELF_EXCLUSION_TYPE) ?? running(TIME_OUT_TYPE);
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
export function changeLimit(limits: readonly Limit[], change: { limitType: number; limitValue: number }, rules: RegionRules, now: number): Change {
  const { limitType, limitValue } = change;
  const problem = valueProblem(limitType, limitValue, rules);
  if (problem) return refuse(400, problem);
  if (limitType === SELF_EXCLUSION_TYPE) return refuse(400, 'Self-exclusion is set with BlockUser, with a reason');
  const others = limits.filter((l) => l.limitType !== limitType);

  if (isExclusion(limitType)) {
    if (runningExclusion(limits, now)) return refuse(403, 'A time-out or self-exclusion is running: it cannot be changed until it ends');
    return { ok: true, outcome: 'applied', limits: [...others, newLimit(limitType, limitValue, 'ACTIVE', now, now + limitValue * 86400)] };
  }
  if (!isRestrictingLimit(limitType)) {
    // The reality check only reminds: any change is safe at once, and 0 turns it off.
    return { ok: true, outcome: 'applied', limits: limitValue === 0 ? others : [...others, newLimit(limitType, limitValue, 'ACTIVE', now, null)] };
  }

  const active = activeOf(limits, limitType);
  const current = active ? comparable(active.limitValue) : Number.POSITIVE_INFINITY;
  const wanted = comparable(limitValue);
  if (wanted === current) return refuse(400, 'The limit already has this value');
  if (wanted < current) {
    // Lowering protects the player: it applies now and a raise that was waiting is dropped.
    return { ok: true, outcome: 'applied', limits: [...others, newLimit(limitType, limitValue, 'ACTIVE', now, null)] };
  }
  const pending = newLimit(limitType, limitValue, 'PENDING', now, dueAt(active, now, rules), rules.needsApproval);
  return { ok: true, outcome: 'pending', limits: [...others, ...(active ? [active] : []), pending] };
}

/** Self-exclusion (BlockUser): at once, for the chosen days, with the player's reason. */
export function selfExclude(limits: readonly Limit[], days: number, reasonId: number, rules: RegionRules, now: number): Action {
  const problem = valueProblem(SELF_EXCLUSION_TYPE, days, rules);
  if (problem) return refuse(400, problem);
  if (runningExclusion(limits, now)?.limitType === SELF_EXCLUSION_TYPE) return refuse(403, 'A self-exclusion is running already');
  const limit = { ...newLimit(SELF_EXCLUSION_TYPE, days, 'ACTIVE', now, now + days * 86400), selfExcludeReason: reasonId };
  return { ok: true, limits: [...limits.filter((l) => l.limitType !== SELF_EXCLUSION_TYPE), limit] };
}

/** The panic button: a time-out of the region's length at once, however long a running one still has. */
export function panicBlock(limits: readonly Limit[], rules: RegionRules, now: number): Action {
  if (rules.panicBlockHours === null) return refuse(403, 'This site has no panic button');
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
  let out = limits.filter((l) => !(isExclusion(l.limitType) && l.endsAt !== null && l.endsAt <= now));
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
export function approve(limits: readonly Limit[], limitType: number, now: number): Action {
  const pending = pendingOf(limits, limitType);
  if (!pending) return refuse(400, `There is no pending change of limit ${limitType}`);
  if (!isAwaitingApproval(pending, now)) return refuse(403, 'This change cannot be confirmed before its cooling-off period ends');
  const rest = limits.filter((l) => l.limitType !== limitType);
  return {
    ok: true,
    limits: isNoLimitValue(pending.limitValue) ? rest : [...rest, { ...pending, limitState: 'ACTIVE', needApprove: false, awaitingApproval: false, startedAt: now, endsAt: null }],
  };
}

/** The player's no: the raise is dropped (for a deposit limit, every deposit raise waiting with it). */
export function reject(limits: readonly Limit[], limitType: number, now: number): Action {
  const pending = pendingOf(limits, limitType);
  if (!pending) return refuse(400, `There is no pending change of limit ${limitType}`);
  if (!isAwaitingApproval(pending, now)) return refuse(403, 'This change is not waiting for an answer yet');
  const deposit = (DEPOSIT_TYPES as readonly number[]).includes(limitType);
  const dropped = (l: Limit) =>
    l.limitState === 'PENDING' && (l.limitType === limitType || (deposit && (DEPOSIT_TYPES as readonly number[]).includes(l.limitType) && isAwaitingApproval(l, now)));
  return { ok: true, limits: limits.filter((l) => !dropped(l)) };
}

/** The player withdraws a pending raise while that is still allowed; exclusions are never cancelled. */
export function cancel(limits: readonly Limit[], limitType: number, now: number): Action {
  if (isExclusion(limitType) && limits.some((l) => l.limitType === limitType && l.limitState === 'ACTIVE')) {
    return refuse(403, 'A time-out or self-exclusion cannot be cancelled once it has started');
  }
  const pending = pendingOf(limits, limitType);
  if (!pending) return refuse(400, `There is no pending change of limit ${limitType}`);
  if (!canCancel(pending, now)) return refuse(403, 'The time to cancel this change has passed');
  return { ok: true, limits: limits.filter((l) => l !== pending) };
}
