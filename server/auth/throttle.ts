/**
 * Throttling of every call that checks a secret (passwords, sent codes) or that a guest can repeat
 * to make something (registrations, recovery codes). Two layers, both decided by the server alone,
 * whatever cookies the client keeps or drops:
 *
 * - Per client address, a window of calls per group (@fastify/rate-limit's store): every call
 *   counts, so the windows are generous; they stop floods, not people.
 * - Failures per account and per address (wrong password, unknown login, wrong code, a captcha
 *   the throttle demanded and did not get): after `captchaAfter` failures in `failureWindowMs` a
 *   sign-in needs a solved captcha; after `lockAfter` every attempt is refused for `lockMs` (429
 *   with retry_after), the right password included. Successes are not counted, so a test suite
 *   signing in as `demo` hundreds of times never meets either.
 *
 * The answer when refused: 429 `{ message, retry_after }` and a Retry-After header (the identity
 * API's own handler adds its `error_code`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

export type ThrottleGroup = 'sign-in' | 'registration' | 'recovery' | 'secure-data' | 'codes';

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

/** Whose failures an attempt counts towards: the account it names (if any) and the caller's address. */
export interface AttemptKeys {
  account: string | null;
  address: string;
}

interface FailureRecord {
  times: number[];
  lockedUntil: number;
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
   * out; else says whether a captcha is demanded first.
   */
  verdict(reply: FastifyReply, keys: AttemptKeys): Verdict {
    const now = this.now();
    let captcha = false;
    for (const [key, limits] of this.limitedKeys(keys)) {
      const record = this.fresh(key, now);
      if (!record) continue;
      if (record.lockedUntil > now) {
        const seconds = Math.ceil((record.lockedUntil - now) / 1000);
        throw refuse(reply, `Too many failed attempts: try again in ${describeWait(seconds)}`, seconds);
      }
      if (record.times.length >= limits.captchaAfter) captcha = true;
    }
    return captcha ? 'captcha' : 'open';
  }

  /**
   * Before a code or a password is checked where no captcha can be shown (codes, the secure-data
   * grant, the account pages): counted in the group's window, refused while locked out. Failures
   * still count, so a guesser meets the lock-out; the captcha is for the sign-in forms.
   */
  async guardCheck(request: FastifyRequest, reply: FastifyReply, group: ThrottleGroup, account: string | null): Promise<AttemptKeys> {
    await this.countCall(request, reply, group);
    const keys = this.keysOf(request, account);
    this.verdict(reply, keys);
    return keys;
  }

  /** A wrong secret (or a demanded captcha not given): counts for the account and the address. */
  failed(keys: AttemptKeys): void {
    const now = this.now();
    for (const [key, limits] of this.limitedKeys(keys)) {
      const record = this.fresh(key, now) ?? this.remember(key);
      record.times.push(now);
      if (record.times.length >= limits.lockAfter) record.lockedUntil = now + this.limits.lockMs;
    }
  }

  /**
   * The right secret: the account's failures are forgotten. The address's are not, or a guesser
   * could wipe them by signing in to an account of their own between guesses.
   */
  succeeded(keys: AttemptKeys): void {
    if (keys.account !== null) this.failures.delete(keys.account);
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
    if (record.times.length === 0 && record.lockedUntil <= now) {
      this.failures.delete(key);
      return undefined;
    }
    return record;
  }

  private remember(key: string): FailureRecord {
    if (this.failures.size >= MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
    const record: FailureRecord = { times: [], lockedUntil: 0 };
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

function refuse(reply: FastifyReply, message: string, seconds: number): TooManyAttempts {
  reply.header('retry-after', String(seconds));
  return new TooManyAttempts(message, seconds);
}

function describeWait(seconds: number): string {
  return seconds < 90 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}
