/**
 * When sign-in and registration calls demand a captcha (docs/contracts/identity-api.md, Captcha):
 * after 3 failed sign-ins of this browser, always with FORCE_CAPTCHA=1, and outside production when
 * the request says `X-Force-Captcha: 1` (the client forwards the page's ?force_captcha=1 so a
 * tester can see the captcha without failing three times).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE, cookieOf, setCookie } from './cookies.ts';
import { AUTH_ERROR, AuthFailure } from './failures.ts';
import type { Identity } from './identity.ts';

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

/** Throws 400 error_code 111 unless no captcha is demanded or the request redeems a solved one. */
export function requireCaptchaIfDemanded(identity: Identity, request: FastifyRequest, browserId: string): void {
  if (!isForced(identity, request) && !identity.captcha.needsCaptcha(browserId)) return;
  const header = request.headers[CAPTCHA_TOKEN_HEADER];
  const token = typeof header === 'string' ? header : undefined;
  if (identity.captcha.redeem(browserId, token)) return;
  throw new AuthFailure(
    AUTH_ERROR.captchaRequired,
    token === undefined ? 'Captcha required' : 'Captcha required: that captcha answer was already used, has expired or was never validated',
  );
}
