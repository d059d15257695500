/**
 * The error answers of the identity API. Handlers throw an AuthFailure; the auth routes' error
 * handler (index.ts) turns it into 400 `{ error_code, message, field? }`, so a handler reads as the
 * happy path plus one line per refusal.
 */
import type { FastifyReply } from 'fastify';
import type { AuthErrorField } from '../../schemas/auth-api.schema.ts';

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
  /** The contract's refusals are 400s; a refused attempt (throttle.ts) is answered by sendThrottled. */
  readonly statusCode = 400;
  constructor(
    readonly errorCode: AuthErrorCode,
    message: string,
    readonly field?: AuthErrorField,
    readonly retryAfter?: number,
    /** Every bad input when there are several (error_code 5); `field` is the first of them. */
    readonly fields?: readonly AuthErrorField[],
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
 * error_code 5 for every bad input of one call at once (the form marks them all after one submit);
 * null when there is none. Each problem is a field and what is wrong with it.
 */
export function invalidAll(problems: readonly (readonly [AuthErrorField, string])[]): AuthFailure | null {
  const [first, ...rest] = problems;
  if (!first) return null;
  const fields = problems.map(([field]) => field);
  return new AuthFailure(AUTH_ERROR.invalid, problems.map(([, message]) => message).join('; '), first[0], undefined, rest.length > 0 ? fields : undefined);
}

/**
 * The same login failure whether nobody has the login or the password is wrong, so the answer does
 * not tell an attacker which accounts exist. `both`: the form marks the login and the password.
 */
export function wrongCredentials(): AuthFailure {
  return new AuthFailure(AUTH_ERROR.wrongCredentials, 'Wrong login or password', 'both');
}

export function sendAuthFailure(reply: FastifyReply, failure: AuthFailure): FastifyReply {
  return reply
    .code(failure.statusCode)
    .header('cache-control', 'no-store')
    .send({
      error_code: failure.errorCode,
      message: failure.message,
      ...(failure.field ? { field: failure.field } : {}),
      ...(failure.fields ? { fields: failure.fields } : {}),
      ...(failure.retryAfter !== undefined ? { retry_after: failure.retryAfter } : {}),
    });
}

/** 401: no user where one is needed, or a token that is expired, forged or of an ended session. */
export function sendUnauthorized(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(401).header('cache-control', 'no-store').send({ error: { code: 401, message }, message });
}
