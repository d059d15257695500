/**
 * Sign-in (all answer the sign-in result: signed in, or two-step required):
 *   POST /web-api/user/login           { login: b64, password: b64, save }  login, e-mail or id
 *   POST /web-api/user/login/phone     { phone_number, country_code, password: b64, save }
 *   POST /web-api/user/sms/send        { phone-number, phone-code, purpose: login | registration }
 *   POST /web-api/user/login/sms       { phone-number, phone-code, sms-code, save }
 *   POST /web-api/user/login/two-step  { ticket, code, save }
 * Every kind is throttled per account and per address (throttle.ts): failures make the server
 * demand a captcha, then lock out (captcha-guard.ts). A wrong password and an unknown login answer
 * alike, in about the same time, so the answers do not tell which accounts exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guardAttempt, guardSecretCheck } from '../captcha-guard.ts';
import { AUTH_ERROR, AuthFailure, invalid, wrongCredentials } from '../failures.ts';
import type { Identity } from '../identity.ts';
import { CODE_TTL_SECONDS, newTicket, type CodeCheck, type IssuedCode } from '../one-time-codes.ts';
import { checkAgainstNobody, passwordMatches } from '../passwords.ts';
import { formatPhone, readPhone, type Phone } from '../phone-countries.ts';
import type { Player } from '../players.ts';
import { base64Text, bodyOf, flag, requiredText, type Body } from '../request-body.ts';
import { accountKeyOf, signIn, type SignedIn } from '../sign-in-result.ts';

export const SMS_RESEND_AFTER_SECONDS = 30;

export interface TwoStepRequired {
  success: false;
  two_step_required: true;
  ticket: string;
  expires_in: number;
}

/**
 * Where an SMS code is filed: per operator too, since each operator is a separate back end whose
 * players may share a phone number; a code sent on one operator's site is unknown on another's.
 */
export function smsCodeKey(operatorId: string, purpose: 'login' | 'registration', phone: Phone): string {
  return `sms:${operatorId}:${purpose}:${phone.code}:${phone.number}`;
}

export function twoStepKey(ticket: string): string {
  return `two_step:${ticket}`;
}

/** The failures of a code check, as answers (wrong_code while unexpired, time_up after). */
export function failureOfCodeCheck(result: Exclude<CodeCheck, 'ok'>, field: 'code' = 'code'): AuthFailure {
  switch (result) {
    case 'expired':
      return new AuthFailure(AUTH_ERROR.codeExpired, 'The code has expired (time_up): ask for a new one', field);
    case 'exhausted':
      return new AuthFailure(AUTH_ERROR.wrongCode, 'Too many wrong codes: ask for a new one', field);
    case 'unknown':
      return new AuthFailure(AUTH_ERROR.wrongCode, 'No code was sent for this, or it was used already: ask for a new one', field);
    case 'wrong':
      return new AuthFailure(AUTH_ERROR.wrongCode, 'Wrong code (wrong_code)', field);
  }
}

/**
 * A sent code's check (SMS, two-step, registration, recovery): throttled like a password, so the
 * wrong codes of an account across all its codes lead to a lock-out; no captcha (the code is the
 * proof of a person). `account` is whose codes these are (`player:<id>`, or the phone or ticket).
 */
export async function checkSentCode(identity: Identity, request: FastifyRequest, reply: FastifyReply, key: string, account: string, code: string) {
  const attempt = await identity.throttle.guardCheck(request, reply, 'codes', account);
  // Only a wrong code is a guess; an expired, used-up or unknown one is no failure.
  const checked = await attempt.check(() => identity.codes.check(key, code), ({ result }) => result === 'wrong');
  if (checked.result !== 'ok') throw failureOfCodeCheck(checked.result);
  return checked as { result: 'ok'; issued: IssuedCode };
}

/** Phone fields as the SMS calls spell them ("phone-code", "phone-number") or as login/phone does. */
export function phoneFrom(body: Body, codeKey: string, numberKey: string): Phone {
  const read = readPhone(body[codeKey], body[numberKey]);
  if (!read.ok) throw invalid('phone', read.message);
  return read.phone;
}

/** login/password fields: empty ones are field errors (login, pass or both). */
function credentials(body: Body): { login: string; password: string } {
  const login = base64Text(body, 'login', 'login').trim();
  const password = base64Text(body, 'password', 'pass');
  if (login === '' && password === '') throw invalid('both', 'Enter the login and the password');
  if (login === '') throw invalid('login', 'Enter the login, e-mail or player id');
  if (password === '') throw invalid('pass', 'Enter the password');
  return { login, password };
}

function passwordOnly(body: Body): string {
  const password = base64Text(body, 'password', 'pass');
  if (password === '') throw invalid('pass', 'Enter the password');
  return password;
}

export function registerSignInRoutes(app: FastifyInstance, identity: Identity): void {
  const schema = { config: { answerSchema: 'signInAnswer' as const } };

  /**
   * The password check of both password forms: the player's hash, or a stand-in one when nobody has
   * the login (the same work, so the same time). Throws the one wrong-credentials answer.
   */
  const checkPassword = async (request: FastifyRequest, reply: FastifyReply, player: Player | undefined, typedLogin: string, password: string): Promise<Player> => {
    const { browserId, attempt } = await guardSecretCheck(identity, request, reply, 'sign-in', player ? accountKeyOf(player) : `login:${typedLogin}`);
    const matches = await attempt.check(() => (player ? passwordMatches(password, player.password) : checkAgainstNobody(password)), (right) => !right);
    if (!player || !matches) {
      identity.captcha.signInFailed(browserId);
      throw wrongCredentials();
    }
    return player;
  };

  /**
   * Right password: signed in, unless the player confirms sign-ins with a code (two-step on, or
   * confirmation by e-mail on an account with an e-mail): then a code goes out first, and the same
   * two-step form finishes the sign-in.
   */
  const passwordAccepted = (request: FastifyRequest, reply: FastifyReply, player: Player, remember: boolean): SignedIn | TwoStepRequired => {
    const confirmsByCode = player.twoStep || (player.emailAuth === true && player.email !== null);
    if (!confirmsByCode) return signIn(identity, request, reply, player, remember);
    const ticket = newTicket();
    const issued = identity.codes.issue(twoStepKey(ticket), player.id);
    identity.codeLog.record('two_step', player.login ?? String(player.id), issued.code, {
      aliases: [String(player.id), player.email ?? ''],
    });
    return { success: false, two_step_required: true, ticket, expires_in: CODE_TTL_SECONDS };
  };

  app.post('/web-api/user/login', schema, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const { login, password } = credentials(body);
    const remember = flag(body, 'save');
    const player = await checkPassword(request, reply, identity.playersOf(request).findBySignInName(login), login, password);
    return passwordAccepted(request, reply, player, remember);
  });

  app.post('/web-api/user/login/phone', schema, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const phone = phoneFrom(body, 'country_code', 'phone_number');
    const password = passwordOnly(body);
    const remember = flag(body, 'save');
    const player = await checkPassword(request, reply, identity.playersOf(request).findByPhone(phone), `phone:${phone.code}${phone.number}`, password);
    return passwordAccepted(request, reply, player, remember);
  });

  app.post('/web-api/user/sms/send', { config: { answerSchema: 'smsSendAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const purpose = requiredText(body, 'purpose', 'purpose');
    if (purpose !== 'login' && purpose !== 'registration') throw invalid('purpose', '"purpose" must be "login" or "registration"');
    const phone = phoneFrom(body, 'phone-code', 'phone-number');
    const owner = identity.playersOf(request).findByPhone(phone);
    await guardAttempt(identity, request, reply, 'sign-in', owner ? accountKeyOf(owner) : `phone:${phone.code}${phone.number}`);
    if (purpose === 'registration' && owner) throw new AuthFailure(AUTH_ERROR.alreadyRegistered, 'This phone number is registered already: sign in instead', 'phone');
    const key = smsCodeKey(identity.operatorOf(request), purpose, phone);
    const previous = identity.codes.find(key);
    if (previous) {
      const waitMs = previous.issuedAt + SMS_RESEND_AFTER_SECONDS * 1000 - identity.options.now();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AuthFailure(AUTH_ERROR.tooEarly, `A code was sent just now; ask again in ${seconds} s`, 'phone', seconds);
      }
    }
    const issued = identity.codes.issue(key, owner?.id ?? null);
    // A sign-in code for a phone nobody has is filed but never sent: the answer is the same as for a
    // player's phone, so it does not tell which numbers have accounts; the code is never typed right.
    if (purpose === 'registration' || owner) identity.codeLog.record('sms', formatPhone(phone), issued.code, { aliases: [phone.number], note: purpose });
    return { success: true, resend_after: SMS_RESEND_AFTER_SECONDS, expires_in: CODE_TTL_SECONDS };
  });

  app.post('/web-api/user/login/sms', schema, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const phone = phoneFrom(body, 'phone-code', 'phone-number');
    const code = requiredText(body, 'sms-code', 'code', 12);
    const remember = flag(body, 'save');
    const key = smsCodeKey(identity.operatorOf(request), 'login', phone);
    const owner = identity.playersOf(request).findByPhone(phone);
    await checkSentCode(identity, request, reply, key, owner ? accountKeyOf(owner) : `phone:${phone.code}${phone.number}`, code);
    identity.codes.consume(key);
    if (!owner) throw failureOfCodeCheck('unknown');
    // The SMS code is already a second factor: no two-step on top.
    return signIn(identity, request, reply, owner, remember);
  });

  app.post('/web-api/user/login/two-step', schema, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const ticket = requiredText(body, 'ticket', 'ticket');
    const code = requiredText(body, 'code', 'code', 12);
    const remember = flag(body, 'save');
    const key = twoStepKey(ticket);
    // Wrong codes count for the player the ticket was issued to, across all their tickets.
    const ticketOwner = identity.codes.find(key)?.userId;
    const { issued } = await checkSentCode(identity, request, reply, key, typeof ticketOwner === 'number' ? `player:${ticketOwner}` : `ticket:${ticket}`, code);
    identity.codes.consume(key);
    const player = issued.userId === null ? undefined : identity.playersOf(request).byId(issued.userId);
    if (!player) throw failureOfCodeCheck('unknown');
    return signIn(identity, request, reply, player, remember);
  });
}
