/**
 * Throttling of every call that checks a secret (passwords, sent codes) or that a guest can repeat
 * to make something (registrations, recovery codes, fun-money game sessions). Two layers, both
 * decided by the server alone, whatever cookies the client keeps or drops:
 *
 * - Per client address, a window of calls per group (@fastify/rate-limit's store): every call
 *   counts, so the windows are generous; they stop floods, not people.
 * - Failures per account and per address (wrong password, unknown login, wrong code, a captcha
 *   the throttle demanded and did not get): after `captchaAfter` failures in `failureWindowMs` a
 *   sign-in needs a solved captcha; after `lockAfter` every attempt is refused for `lockMs` (429
 *   with retry_after), the right password included. Successes are not counted, so a test suite
 *   signing in as `demo` hundreds of times never meets either.
 * - A check counts from the moment it is let through, not once its (asynchronous) hash is done:
 *   while checks of an account or address are pending, a further one that would meet the captcha
 *   or the lock-out if they all failed waits for them (see `attempt`). A burst of parallel guesses
 *   is judged like the same guesses one after another; parallel right passwords only queue.
 *
 * The answer when refused: 429 `{ message, retry_after }` and a Retry-After header (sendThrottled;
 * the identity API adds its `error_code`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

export type ThrottleGroup = 'sign-in' | 'registration' | 'recovery' | 'secure-data' | 'codes' | 'demo-launch';

export interface AttemptWindow {
  max: number;
  windowMs: number;
}

export interface FailureLimits {
  captchaAfter: number;
  lockAfter: number;
}

export interface ThrottleLimits {
  windows: Record<ThrottleGroup, AttemptWindow>;
  account: FailureLimits;
  address: FailureLimits;
  failureWindowMs: number;
  lockMs: number;
}

/** What a test may tighten: any window or limit, the rest keeps its default. */
export interface ThrottleOverrides {
  windows?: Partial<Record<ThrottleGroup, AttemptWindow>>;
  account?: Partial<FailureLimits>;
  address?: Partial<FailureLimits>;
  failureWindowMs?: number;
  lockMs?: number;
}

const MINUTE = 60 * 1000;

export const DEFAULT_THROTTLE: ThrottleLimits = {
  // Floods, not people: a test suite signing in or registering from one address hundreds of times
  // a run stays far below; the failure counts below are what stop a guesser.
  windows: {
    'sign-in': { max: 300, windowMs: MINUTE },
    registration: { max: 300, windowMs: MINUTE },
    recovery: { max: 30, windowMs: MINUTE },
    'secure-data': { max: 30, windowMs: MINUTE },
    codes: { max: 60, windowMs: MINUTE },
    // Each fun-money launch is a game session the server keeps (plugins/casino/api/game-desk.ts).
    'demo-launch': { max: 60, windowMs: MINUTE },
  },
  // Three wrong passwords are a typo and a forgotten password; ten are a guesser.
  account: { captchaAfter: 3, lockAfter: 10 },
  // An address may be a whole office behind one NAT: more room before everyone there is asked.
  address: { captchaAfter: 20, lockAfter: 100 },
  failureWindowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};

export function resolveThrottle(overrides: ThrottleOverrides = {}): ThrottleLimits {
  return {
    windows: { ...DEFAULT_THROTTLE.windows, ...overrides.windows },
    account: { ...DEFAULT_THROTTLE.account, ...overrides.account },
    address: { ...DEFAULT_THROTTLE.address, ...overrides.address },
    failureWindowMs: overrides.failureWindowMs ?? DEFAULT_THROTTLE.failureWindowMs,
    lockMs: overrides.lockMs ?? DEFAULT_THROTTLE.lockMs,
  };
}

/** A refused attempt: the caller must wait `retryAfter` seconds. */
export class TooManyAttempts extends Error {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
    this.name = 'TooManyAttempts';
  }
}

export type Verdict = 'open' | 'captcha';

/**
 * A check let through by `attempt`: pending until it is settled, exactly once, as failed or passed.
 * Attempts wait on it, so it must be settled however the check ends: `check` does so even when the
 * check throws.
 */
export class Attempt {
  private open = true;

  constructor(
    readonly keys: AttemptKeys,
    /** 'captcha': the failures so far demand a solved captcha before the check. */
    readonly verdict: Verdict,
    private readonly settle: (failed: boolean) => void,
  ) {}

  /** A wrong secret (or a demanded captcha not given): one failure for the account and the address. */
  failed(): void {
    this.close(true);
  }

  /** No failure: the right secret, or a call that checks none. */
  passed(): void {
    this.close(false);
  }

  /** Runs the check and settles the attempt by its result (`failedIf`); a check that throws counts as failed. */
  async check<T>(run: () => T | Promise<T>, failedIf: (result: T) => boolean): Promise<T> {
    let failed = true;
    try {
      const result = await run();
      failed = failedIf(result);
      return result;
    } finally {
      this.close(failed);
    }
  }

  private close(failed: boolean): void {
    if (!this.open) return;
    this.open = false;
    this.settle(failed);
  }
}

/** Whose failures an attempt counts towards: the account it names (if any) and the caller's address. */
export interface AttemptKeys {
  account: string | null;
  address: string;
}

interface FailureRecord {
  times: number[];
  lockedUntil: number;
  /** Checks let through and not settled yet: each may still turn out a failure. */
  pending: number;
  /** Attempts waiting for a pending check to settle before they are judged. */
  waiters: Array<() => void>;
}

/** Keys remembered at most; the oldest go first, so a flood of made-up logins cannot fill memory. */
const MAX_KEYS = 50_000;

type Limiter = (request: FastifyRequest) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;

export class Throttle {
  private readonly failures = new Map<string, FailureRecord>();
  private readonly limiters = new Map<ThrottleGroup, Limiter>();

  constructor(
    private readonly now: () => number,
    readonly limits: ThrottleLimits,
  ) {}

  /** The keys of an attempt on this account (a player id, or what was typed when nobody has it). */
  keysOf(request: FastifyRequest, account: string | null): AttemptKeys {
    return { account: account === null ? null : `account:${account.trim().toLowerCase()}`, address: `address:${normalizeIP(request.ip, 64)}` };
  }

  /**
   * Counts the call in its group's window of the caller's address; throws TooManyAttempts (and sets
   * Retry-After) once the window is full.
   */
  async countCall(request: FastifyRequest, reply: FastifyReply, group: ThrottleGroup): Promise<void> {
    const result = await this.limiterFor(request, group)(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw refuse(reply, `Too many requests from your address: try again in ${describeWait(result.ttlInSeconds)}`, result.ttlInSeconds);
  }

  /**
   * Before a secret is checked: throws TooManyAttempts while the account or the address is locked
   * out; else lets the check through as pending, with whether a captcha is demanded first. Were the
   * pending checks of a key all to fail, this one might be locked out or asked for a captcha: then
   * it waits for them and is judged again. Judging and counting happen with no await between, so
   * parallel attempts cannot all be judged on the same count.
   */
  async attempt(reply: FastifyReply, keys: AttemptKeys): Promise<Attempt> {
    for (;;) {
      const now = this.now();
      let captcha = false;
      let undecided: FailureRecord | undefined;
      for (const [key, limits] of this.limitedKeys(keys)) {
        const record = this.fresh(key, now);
        if (!record) continue;
        if (record.lockedUntil > now) {
          const seconds = Math.ceil((record.lockedUntil - now) / 1000);
          throw refuse(reply, `Too many failed attempts: try again in ${describeWait(seconds)}`, seconds);
        }
        const failures = record.times.length;
        if (failures >= limits.captchaAfter) captcha = true;
        const worstCase = failures + record.pending;
        if (record.pending > 0 && (worstCase >= limits.lockAfter || (failures < limits.captchaAfter && worstCase >= limits.captchaAfter))) undecided ??= record;
      }
      if (undecided) {
        const record = undecided;
        await new Promise<void>((resolve) => record.waiters.push(resolve));
        continue;
      }
      const held = this.limitedKeys(keys).map(([key]) => this.fresh(key, now) ?? this.remember(key));
      for (const record of held) record.pending += 1;
      return new Attempt(keys, captcha ? 'captcha' : 'open', (failed) => this.settle(keys, held, failed));
    }
  }

  /**
   * Before a code or a password is checked where no captcha can be shown (codes, the secure-data
   * grant, the account pages): counted in the group's window, refused while locked out. The check
   * is then settled on the returned attempt, so a guesser meets the lock-out; the captcha is for
   * the sign-in forms.
   */
  async guardCheck(request: FastifyRequest, reply: FastifyReply, group: ThrottleGroup, account: string | null): Promise<Attempt> {
    await this.countCall(request, reply, group);
    return this.attempt(reply, this.keysOf(request, account));
  }

  /** Before a call about an account that checks no secret (a link sent): counted and refused like a check, never a failure. */
  async guardCall(request: FastifyRequest, reply: FastifyReply, group: ThrottleGroup, account: string | null): Promise<void> {
    (await this.guardCheck(request, reply, group, account)).passed();
  }

  /**
   * The right secret: the account's failures are forgotten. The address's are not, or a guesser
   * could wipe them by signing in to an account of their own between guesses.
   */
  succeeded(keys: AttemptKeys): void {
    const record = keys.account === null ? undefined : this.failures.get(keys.account);
    if (!record) return;
    record.times = [];
    record.lockedUntil = 0;
    if (record.pending === 0 && record.waiters.length === 0) this.failures.delete(keys.account!);
  }

  /** An attempt settled: a failure counts for the account and the address; waiting attempts are judged again. */
  private settle(keys: AttemptKeys, held: FailureRecord[], failed: boolean): void {
    for (const record of held) record.pending -= 1;
    if (failed) {
      const now = this.now();
      for (const [key, limits] of this.limitedKeys(keys)) {
        const record = this.fresh(key, now) ?? this.remember(key);
        record.times.push(now);
        if (record.times.length >= limits.lockAfter) record.lockedUntil = now + this.limits.lockMs;
      }
    }
    for (const record of held) for (const wake of record.waiters.splice(0)) wake();
  }

  private limitedKeys(keys: AttemptKeys): Array<[string, FailureLimits]> {
    return [...(keys.account === null ? [] : [[keys.account, this.limits.account] as [string, FailureLimits]]), [keys.address, this.limits.address]];
  }

  /** The key's record with failures older than the window dropped; undefined when nothing is left. */
  private fresh(key: string, now: number): FailureRecord | undefined {
    const record = this.failures.get(key);
    if (!record) return undefined;
    const since = now - this.limits.failureWindowMs;
    record.times = record.times.filter((time) => time > since);
    if (record.times.length === 0 && record.lockedUntil <= now && record.pending === 0 && record.waiters.length === 0) {
      this.failures.delete(key);
      return undefined;
    }
    return record;
  }

  private remember(key: string): FailureRecord {
    if (this.failures.size >= MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
    const record: FailureRecord = { times: [], lockedUntil: 0, pending: 0, waiters: [] };
    this.failures.set(key, record);
    return record;
  }

  /** One limiter (its own store) per group, made on first use: the plugin's decorator exists only once the server is up. */
  private limiterFor(request: FastifyRequest, group: ThrottleGroup): Limiter {
    let limiter = this.limiters.get(group);
    if (!limiter) {
      const { max, windowMs } = this.limits.windows[group];
      limiter = request.server.createRateLimit({ max, timeWindow: windowMs }) as Limiter;
      this.limiters.set(group, limiter);
    }
    return limiter;
  }
}

/** The throttle's 429 answer, `{ ...extra, message, retry_after }` (the identity API's extra is its error_code 7). */
export function sendThrottled(reply: FastifyReply, refusal: TooManyAttempts, extra: Record<string, unknown> = {}): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(refusal.retryAfter))
    .header('cache-control', 'no-store')
    .send({ ...extra, message: refusal.message, retry_after: refusal.retryAfter });
}

function refuse(reply: FastifyReply, message: string, seconds: number): TooManyAttempts {
  reply.header('retry-after', String(seconds));
  return new TooManyAttempts(message, seconds);
}

function describeWait(seconds: number): string {
  return seconds < 90 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}
