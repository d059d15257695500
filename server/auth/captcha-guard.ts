/**
 * When sign-in and registration calls demand a captcha (docs/contracts/identity-api.md, Captcha):
 * after repeated failures of the account or the client's address (the server's own count, see
 * throttle.ts, whatever cookies the client keeps), after 3 failed sign-ins of this browser, always
 * with FORCE_CAPTCHA=1, and outside production when the request says `X-Force-Captcha: 1` (the
 * client forwards the page's ?force_captcha=1 so a tester can see the captcha without failing).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE, cookieOf, setCookie } from './cookies.ts';
import { AUTH_ERROR, AuthFailure } from './failures.ts';
import type { Identity } from './identity.ts';
import type { Attempt, ThrottleGroup } from './throttle.ts';

export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token';
export const FORCE_CAPTCHA_HEADER = 'x-force-captcha';

const BROWSER_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * This browser's captcha id; a browser without one gets one now (cookie), so its failed sign-ins
 * can be counted from the first.
 */
export function browserIdOf(identity: Identity, request: FastifyRequest, reply: FastifyReply): string {
  const existing = cookieOf(request, CAPTCHA_COOKIE);
  if (existing !== undefined && BROWSER_ID.test(existing)) return existing;
  const created = randomBytes(18).toString('base64url');
  setCookie(reply, CAPTCHA_COOKIE, created, { secure: identity.options.production });
  return created;
}

function isForced(identity: Identity, request: FastifyRequest): boolean {
  if (identity.options.forceCaptcha) return true;
  return !identity.options.production && request.headers[FORCE_CAPTCHA_HEADER] === '1';
}

export interface GuardedAttempt {
  browserId: string;
  /** Pending until the caller settles it by the secret's check (throttle.ts). */
  attempt: Attempt;
}

/**
 * Before a sign-in checks a password: the call counts in its group's window of the caller's
 * address; it is refused (429) while the account or the address is locked out; and, when a captcha
 * is demanded, it must redeem a solved one (else 400 error_code 111). The caller settles the
 * returned attempt by the check. `account` names the account the call is about (`player:<id>`, or
 * what was typed when nobody has it).
 */
export async function guardSecretCheck(
  identity: Identity,
  request: FastifyRequest,
  reply: FastifyReply,
  group: ThrottleGroup,
  account: string | null,
): Promise<GuardedAttempt> {
  const browserId = browserIdOf(identity, request, reply);
  await identity.throttle.countCall(request, reply, group);
  const attempt = await identity.throttle.attempt(reply, identity.throttle.keysOf(request, account));
  const demandedByFailures = attempt.verdict === 'captcha';
  if (!demandedByFailures && !isForced(identity, request) && !identity.captcha.needsCaptcha(browserId)) return { browserId, attempt };
  const header = request.headers[CAPTCHA_TOKEN_HEADER];
  const token = typeof header === 'string' ? header : undefined;
  if (identity.captcha.redeem(browserId, token)) return { browserId, attempt };
  // An attempt without the captcha the failures demanded is one more failure: a client that never
  // solves one (a script that drops its cookies) is locked out in the end instead of asked forever.
  if (demandedByFailures) attempt.failed();
  else attempt.passed();
  throw new AuthFailure(
    AUTH_ERROR.captchaRequired,
    token === undefined ? 'Captcha required' : 'Captcha required: that captcha answer was already used, has expired or was never validated',
  );
}

/**
 * Before a sign-in, registration or recovery call that checks no secret (a code sent, an account
 * made): guarded like a password check (guardSecretCheck), and no failure once let through.
 * `account` is null for calls about no account (registration).
 */
export async function guardAttempt(
  identity: Identity,
  request: FastifyRequest,
  reply: FastifyReply,
  group: ThrottleGroup,
  account: string | null,
): Promise<void> {
  (await guardSecretCheck(identity, request, reply, group, account)).attempt.passed();
}
