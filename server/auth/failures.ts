/**
 * The error answers of the identity API. Handlers throw an AuthFailure; the auth routes' error
 * handler (index.ts) turns it into 400 `{ error_code, message, field? }`, so a handler reads as the
 * happy path plus one line per refusal.
 */
import type { FastifyReply } from 'fastify';
import type { AuthErrorField } from '../../schemas/auth-api.schema.ts';
import type { TooManyAttempts } from './throttle.ts';

export const AUTH_ERROR = {
  wrongCredentials: 1,
  wrongCode: 3,
  codeExpired: 4,
  invalid: 5,
  alreadyRegistered: 6,
  tooEarly: 7,
  captchaRequired: 111,
} as const;

export type AuthErrorCode = (typeof AUTH_ERROR)[keyof typeof AUTH_ERROR];

export class AuthFailure extends Error {
  constructor(
    readonly errorCode: AuthErrorCode,
    message: string,
    readonly field?: AuthErrorField,
    readonly retryAfter?: number,
    /** 400 for the contract's refusals; 429 when the throttle refuses to even look (throttle.ts). */
    readonly statusCode: 400 | 429 = 400,
  ) {
    super(message);
    this.name = 'AuthFailure';
  }
}

/** error_code 5: the input is not what the call expects; the message says what is. */
export function invalid(field: AuthErrorField | undefined, message: string): AuthFailure {
  return new AuthFailure(AUTH_ERROR.invalid, message, field);
}

/**
 * The same login failure whether nobody has the login or the password is wrong, so the answer does
 * not tell an attacker which accounts exist. `both`: the form marks the login and the password.
 */
export function wrongCredentials(): AuthFailure {
  return new AuthFailure(AUTH_ERROR.wrongCredentials, 'Wrong login or password', 'both');
}

/** A throttle refusal as the identity API answers it: 429 with error_code 7 (too early) and retry_after. */
export function tooManyAttempts(refusal: TooManyAttempts): AuthFailure {
  return new AuthFailure(AUTH_ERROR.tooEarly, refusal.message, undefined, refusal.retryAfter, 429);
}

export function sendAuthFailure(reply: FastifyReply, failure: AuthFailure): FastifyReply {
  if (failure.statusCode === 429 && failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
  return reply
    .code(failure.statusCode)
    .header('cache-control', 'no-store')
    .send({
      error_code: failure.errorCode,
      message: failure.message,
      ...(failure.field ? { field: failure.field } : {}),
      ...(failure.retryAfter !== undefined ? { retry_after: failure.retryAfter } : {}),
    });
}

/** 401: no user where one is needed, or a token that is expired, forged or of an ended session. */
export function sendUnauthorized(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(401).header('cache-control', 'no-store').send({ error: { code: 401, message }, message });
}
