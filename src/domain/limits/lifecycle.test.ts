import { describe, expect, it } from 'vitest';
import {
  approve,
  betRefusal,
  cancel,
  canCancel,
  changeLimit,
  depositRefusal,
  emptyActivity,
  hoursLeft,
  isAwaitingApproval,
  panicBlock,
  recordPlay,
  regionRules,
  reject,
  selfExclude,
  settle,
  withBalances,
  type Limit,
} from './index.ts';

// The three shipped regions' sections, as in site-configs/*.json.
const UK = regionRules({ increaseCoolingOffHours: 24, increaseNeedsApproval: true, timeOutDays: [1, 7, 30, 42], selfExclusionDays: [180, 365, 730, 1095, 1825], promptDepositLimit: true });
const SE = regionRules({ increaseCoolingOffHours: 72, increaseNeedsApproval: false, increaseWaitsForPeriodEnd: true });
const DE = regionRules({ increaseCoolingOffHours: 168, increaseNeedsApproval: false, monthlyDepositCap: { amount: 1000, currency: 'EUR' }, panicBlockHours: 24 });

const T0 = Date.UTC(2026, 10, 10, 12) / 1000;
const HOUR = 3600;
const DAY = 86400;

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

function withDepositLimit(rules = UK, value = 100): Limit[] {
  return ok(changeLimit([], { limitType: 20, limitValue: value }, rules, T0)).limits;
}

describe('a decrease', () => {
  it('applies at once and drops a raise that was waiting', () => {
    const raised = ok(changeLimit(withDepositLimit(), { limitType: 20, limitValue: 300 }, UK, T0 + HOUR)).limits;
    const lowered = ok(changeLimit(raised, { limitType: 20, limitValue: 50 }, UK, T0 + 2 * HOUR));
    expect(lowered.outcome).toBe('applied');
    expect(lowered.limits).toEqual([expect.objectContaining({ limitType: 20, limitValue: 50, limitState: 'ACTIVE' })]);
  });

  it('a first limit is a decrease from "no limit"', () => {
    expect(ok(changeLimit([], { limitType: 21, limitValue: 500 }, SE, T0)).outcome).toBe('applied');
  });

  it('the same value again is refused with a reason', () => {
    expect(changeLimit(withDepositLimit(), { limitType: 20, limitValue: 100 }, UK, T0)).toEqual({ ok: false, status: 400, message: 'The limit already has this value' });
  });
});

describe('an increase in uk-regulated', () => {
  const raised = ok(changeLimit(withDepositLimit(), { limitType: 20, limitValue: 300 }, UK, T0 + HOUR));

  it('waits 24 h as PENDING beside the current limit, which still counts', () => {
    expect(raised.outcome).toBe('pending');
    const pending = raised.limits.find((l) => l.limitState === 'PENDING')!;
    expect(pending).toMatchObject({ limitValue: 300, needApprove: true, endsAt: T0 + 25 * HOUR });
    expect(raised.limits.find((l) => l.limitState === 'ACTIVE')).toMatchObject({ limitValue: 100 });
    expect(hoursLeft(pending, T0 + 2 * HOUR)).toBe(23);
  });

  it('cannot be confirmed before the cooling-off ends, and never applies by itself', () => {
    expect(approve(raised.limits, 20, T0 + 10 * HOUR)).toMatchObject({ ok: false, status: 403 });
    const later = settle(raised.limits, T0 + 30 * HOUR);
    const pending = later.find((l) => l.limitState === 'PENDING')!;
    expect(isAwaitingApproval(pending, T0 + 30 * HOUR)).toBe(true);
  });

  it('applies once the player confirms it again', () => {
    const approved = ok(approve(raised.limits, 20, T0 + 26 * HOUR)).limits;
    expect(approved).toEqual([expect.objectContaining({ limitType: 20, limitValue: 300, limitState: 'ACTIVE', needApprove: false })]);
  });

  it('a rejection drops it and every deposit raise waiting with it, keeping the current limits', () => {
    const both = ok(changeLimit(ok(changeLimit(raised.limits, { limitType: 21, limitValue: 100 }, UK, T0 + HOUR)).limits, { limitType: 21, limitValue: 900 }, UK, T0 + HOUR)).limits;
    const rejected = ok(reject(both, 20, T0 + 26 * HOUR)).limits;
    expect(rejected.every((l) => l.limitState === 'ACTIVE')).toBe(true);
    expect(rejected.map((l) => [l.limitType, l.limitValue])).toEqual([
      [20, 100],
      [21, 100],
    ]);
  });

  it('may be cancelled within 86400 s of its start, not after', () => {
    const pending = raised.limits.find((l) => l.limitState === 'PENDING')!;
    expect(canCancel(pending, T0 + HOUR + DAY - 1)).toBe(true);
    expect(ok(cancel(raised.limits, 20, T0 + 2 * HOUR)).limits).toEqual([expect.objectContaining({ limitValue: 100, limitState: 'ACTIVE' })]);
    expect(cancel(raised.limits, 20, T0 + HOUR + DAY)).toMatchObject({ ok: false, status: 403 });
  });

  it('removing a limit (999999999) is a raise too', () => {
    const removed = ok(changeLimit(withDepositLimit(), { limitType: 20, limitValue: 999999999 }, UK, T0));
    expect(removed.outcome).toBe('pending');
    expect(ok(approve(removed.limits, 20, T0 + DAY)).limits).toEqual([]);
  });

  it('offers time-outs up to 6 weeks and self-exclusion of at least 6 months', () => {
    expect(ok(changeLimit([], { limitType: 33, limitValue: 42 }, UK, T0)).limits[0]).toMatchObject({ endsAt: T0 + 42 * DAY, limitState: 'ACTIVE' });
    expect(changeLimit([], { limitType: 33, limitValue: 60 }, UK, T0)).toMatchObject({ ok: false, status: 400 });
    expect(selfExclude([], 30, 1, UK, T0)).toMatchObject({ ok: false, status: 400 });
    expect(ok(selfExclude([], 180, 2, UK, T0)).limits[0]).toMatchObject({ limitType: 30, selfExcludeReason: 2, endsAt: T0 + 180 * DAY });
    expect(UK.promptDepositLimit).toBe(true);
  });
});

describe('an increase in se-regulated', () => {
  it('waits 72 h and applies by itself', () => {
    const limits = withDepositLimit(SE, 100); // a 24 h limit: its period ends long before 72 h
    const raised = ok(changeLimit(limits, { limitType: 20, limitValue: 200 }, SE, T0 + HOUR)).limits;
    expect(raised.find((l) => l.limitState === 'PENDING')).toMatchObject({ needApprove: false, endsAt: T0 + 73 * HOUR });
    expect(settle(raised, T0 + 72 * HOUR).find((l) => l.limitState === 'PENDING')).toBeDefined();
    expect(settle(raised, T0 + 73 * HOUR)).toEqual([expect.objectContaining({ limitValue: 200, limitState: 'ACTIVE', startedAt: T0 + 73 * HOUR })]);
  });

  it('not before the current period ends', () => {
    const monthly = ok(changeLimit([], { limitType: 22, limitValue: 1000 }, SE, T0)).limits;
    const raised = ok(changeLimit(monthly, { limitType: 22, limitValue: 2000 }, SE, T0 + DAY)).limits;
    expect(raised.find((l) => l.limitState === 'PENDING')?.endsAt).toBe(T0 + 30 * DAY);
  });
});

describe('de-regulated', () => {
  it('raises wait 7 days', () => {
    const raised = ok(changeLimit(withDepositLimit(DE), { limitType: 20, limitValue: 150 }, DE, T0)).limits;
    expect(raised.find((l) => l.limitState === 'PENDING')?.endsAt).toBe(T0 + 7 * DAY);
  });

  it('caps deposits at 1,000 EUR a calendar month, whatever the player set', () => {
    const activity = { ...emptyActivity(), deposits: [{ amount: 900, at: T0, currency: 'EUR' }] };
    expect(depositRefusal([], activity, DE, T0 + HOUR, 100, 'EUR')).toBeNull();
    expect(depositRefusal([], activity, DE, T0 + HOUR, 150, 'EUR')).toMatch(/capped at 1000 EUR a month: 100 EUR left/);
    expect(depositRefusal([], activity, DE, Date.UTC(2026, 11, 1) / 1000, 1000, 'EUR')).toBeNull();
    expect(depositRefusal([], activity, UK, T0 + HOUR, 5000, 'GBP')).toBeNull();
  });

  it('the panic button blocks deposits and bets for 24 h at once', () => {
    const blocked = ok(panicBlock([], DE, T0)).limits;
    expect(blocked).toEqual([expect.objectContaining({ limitType: 33, limitState: 'ACTIVE', endsAt: T0 + DAY })]);
    expect(betRefusal(blocked, emptyActivity(), T0 + HOUR)).toMatch(/time-out/);
    expect(depositRefusal(blocked, emptyActivity(), DE, T0 + HOUR, 10, 'EUR')).toMatch(/time-out/);
    expect(betRefusal(settle(blocked, T0 + DAY), emptyActivity(), T0 + DAY)).toBeNull();
    expect(panicBlock([], UK, T0)).toMatchObject({ ok: false, status: 403 });
  });
});

describe('exclusions', () => {
  it('cannot be cancelled or changed once running, and end by themselves', () => {
    const timedOut = ok(changeLimit([], { limitType: 33, limitValue: 1 }, UK, T0)).limits;
    expect(cancel(timedOut, 33, T0 + HOUR)).toMatchObject({ ok: false, status: 403 });
    expect(changeLimit(timedOut, { limitType: 33, limitValue: 7 }, UK, T0 + HOUR)).toMatchObject({ ok: false, status: 403 });
    expect(settle(timedOut, T0 + DAY)).toEqual([]);
  });
});

describe('the extra-limits lock (37)', () => {
  it('keeps the session limit and the time-out as they are for its days, in the player language; self-exclusion stays open', () => {
    const withSession = ok(changeLimit([], { limitType: 31, limitValue: 2 }, UK, T0)).limits;
    const locked = ok(changeLimit(withSession, { limitType: 37, limitValue: 7 }, UK, T0)).limits;
    expect(locked.find((l) => l.limitType === 37)).toMatchObject({ limitState: 'ACTIVE', measure: 'days', startedAt: T0, endsAt: T0 + 7 * DAY });
    expect(changeLimit(locked, { limitType: 31, limitValue: 5 }, UK, T0 + HOUR)).toEqual({ ok: false, status: 403, message: 'Your extra limits are locked: they cannot be changed now' });
    expect(changeLimit(locked, { limitType: 31, limitValue: 1 }, UK, T0 + HOUR, 'ru')).toMatchObject({ ok: false, status: 403, message: expect.stringMatching(/^Дополнительные лимиты заблокированы/) });
    expect(changeLimit(locked, { limitType: 33, limitValue: 1 }, UK, T0 + HOUR)).toMatchObject({ ok: false, status: 403 });
    expect(changeLimit(locked, { limitType: 37, limitValue: 1 }, UK, T0 + HOUR)).toMatchObject({ ok: false, status: 403 });
    expect(cancel(locked, 37, T0 + HOUR)).toMatchObject({ ok: false, status: 403 });
    // The money limits are not extra limits: a deposit limit still changes.
    expect(changeLimit(locked, { limitType: 20, limitValue: 50 }, UK, T0 + HOUR).ok).toBe(true);
    expect(selfExclude(locked, 180, 1, UK, T0 + HOUR).ok).toBe(true);
    expect(changeLimit(locked, { limitType: 37, limitValue: 3 }, UK, T0)).toMatchObject({ ok: false, status: 400 });
    const after = settle(locked, T0 + 7 * DAY);
    expect(after.some((l) => l.limitType === 37)).toBe(false);
    expect(changeLimit(after, { limitType: 31, limitValue: 1 }, UK, T0 + 7 * DAY).ok).toBe(true);
  });
});

describe('balances and refusals', () => {
  it('a deposit limit counts deposits of its current period only', () => {
    const limits = withDepositLimit(UK, 100);
    const activity = { ...emptyActivity(), deposits: [{ amount: 70, at: T0 + HOUR, currency: 'GBP' }] };
    expect(withBalances(limits, activity, T0 + 2 * HOUR)[0]?.limitBalance).toBe(30);
    expect(depositRefusal(limits, activity, UK, T0 + 2 * HOUR, 31, 'GBP')).toMatch(/deposit limit: 30 GBP left/);
    expect(withBalances(limits, activity, T0 + DAY + 1)[0]?.limitBalance).toBe(100);
  });

  it('a wagering limit refuses a stake above what is left', () => {
    const limits = ok(changeLimit([], { limitType: 1, limitValue: 50 }, UK, T0)).limits;
    const activity = { ...emptyActivity(), stakes: [{ amount: 40, at: T0, currency: 'GBP' }] };
    expect(betRefusal(limits, activity, T0 + HOUR, 10)).toBeNull();
    expect(betRefusal(limits, activity, T0 + HOUR, 11)).toMatch(/wagering limit: 10 left/);
    expect(betRefusal(limits, activity, T0 + HOUR, 11, 'ru', 'GBP')).toBe('Ставка превысит ваш лимит ставок: в этом периоде осталось 10 GBP');
  });

  it('the session limit counts time played today and refuses bets once it is used up', () => {
    const limits = ok(changeLimit([], { limitType: 31, limitValue: 1 }, UK, T0)).limits;
    const half = recordPlay(emptyActivity(), 1800, T0);
    expect(withBalances(limits, half, T0)[0]?.limitBalance).toBe(0.5);
    const all = recordPlay(half, 1800, T0 + 1800);
    expect(betRefusal(limits, all, T0 + 1800)).toMatch(/session limit/);
    expect(betRefusal(limits, all, T0 + DAY)).toBeNull();
  });

  it('values a region does not offer are refused with what is expected', () => {
    expect(changeLimit([], { limitType: 32, limitValue: 7 }, UK, T0)).toMatchObject({ ok: false, message: expect.stringMatching(/5, 10, 15, 30, 45, 60/) });
    expect(changeLimit([], { limitType: 31, limitValue: 25 }, UK, T0)).toMatchObject({ ok: false, status: 400 });
    expect(changeLimit([], { limitType: 20, limitValue: -5 }, UK, T0)).toMatchObject({ ok: false, status: 400 });
    expect(changeLimit([], { limitType: 99, limitValue: 5 }, UK, T0)).toMatchObject({ ok: false, status: 400 });
  });
});
