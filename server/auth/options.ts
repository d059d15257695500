/**
 * What the identity API can be tuned with, read once per server. Tests pass overrides (a clock they
 * move, a short token lifetime, a silent code log); `npm start` takes them from the environment:
 *
 *   AUTH_SECRET        HMAC key of the access tokens; default a random key per process, so a restart
 *                      invalidates every token (sessions are in memory and die with it anyway).
 *   TOKEN_TTL_SECONDS  access-token lifetime, default 900 (15 min).
 *   FORCE_CAPTCHA=1    every sign-in and registration call demands a captcha.
 */
import { randomBytes } from 'node:crypto';
import { StartupProblemsError } from '../startup-error.ts';
import { resolveThrottle, type ThrottleLimits, type ThrottleOverrides } from './throttle.ts';

export interface AuthOptions {
  /** Development extras (X-Force-Captcha, the last-code test endpoint) exist only when false. */
  production: boolean;
  secret: Buffer;
  tokenTtlSeconds: number;
  forceCaptcha: boolean;
  /** Milliseconds since the epoch; injectable so tests move time instead of sleeping. */
  now: () => number;
  /** Where `[auth-code] ...` lines go (the server log is stdout). */
  logLine: (line: string) => void;
  /** Windows per address and failure limits per account and address (throttle.ts). */
  throttle: ThrottleLimits;
}

/** Tests tighten single throttle limits; everything else is replaced whole. */
export type AuthOverrides = Partial<Omit<AuthOptions, 'production' | 'throttle'>> & { throttle?: ThrottleOverrides };

export const DEFAULT_TOKEN_TTL_SECONDS = 15 * 60;

/** One key per process unless AUTH_SECRET says otherwise. */
const PROCESS_SECRET = randomBytes(32);

export function resolveAuthOptions(production: boolean, overrides: AuthOverrides = {}, env: NodeJS.ProcessEnv = process.env): AuthOptions {
  return {
    production,
    secret: overrides.secret ?? (env.AUTH_SECRET ? Buffer.from(env.AUTH_SECRET, 'utf8') : PROCESS_SECRET),
    tokenTtlSeconds: overrides.tokenTtlSeconds ?? readTtl(env.TOKEN_TTL_SECONDS),
    forceCaptcha: overrides.forceCaptcha ?? env.FORCE_CAPTCHA === '1',
    now: overrides.now ?? Date.now,
    logLine: overrides.logLine ?? ((line) => console.log(line)),
    throttle: resolveThrottle(overrides.throttle),
  };
}

function readTtl(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_TOKEN_TTL_SECONDS;
  // A mistyped lifetime must stop the start (one problem line, like a bad site config) rather than
  // silently give 15 minutes or NaN.
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < 1) {
    throw new StartupProblemsError([
      { file: 'environment', pointer: '/TOKEN_TTL_SECONDS', message: `is "${raw}"`, expected: 'a whole number of seconds from 1 to 9999999' },
    ]);
  }
  return Number(raw);
}
