/**
 * Password recovery:
 *   POST /web-api/user/password-recovery/send   { login }                  login, e-mail, id or phone
 *   POST /web-api/user/password-recovery/check  { ticket, code }           approved | 3 wrong_code | 4 time_up
 *   POST /web-api/user/password-recovery/save   { ticket, code, password } the new password; every session ends
 */
import type { FastifyInstance } from 'fastify';
import { browserIdOf, requireCaptchaIfDemanded } from '../captcha-guard.ts';
import { AUTH_ERROR, AuthFailure } from '../failures.ts';
import type { Identity } from '../identity.ts';
import { CODE_TTL_SECONDS, newTicket } from '../one-time-codes.ts';
import { hashPassword } from '../passwords.ts';
import { formatPhone } from '../phone-countries.ts';
import type { Player } from '../players.ts';
import { bodyOf, newPassword, requiredText } from '../request-body.ts';
import { failureOfCodeCheck } from './sign-in.ts';

function recoveryKey(ticket: string): string {
  return `recovery:${ticket}`;
}

const PHONE_LIKE = /^\+?[\d\s()-]{6,}$/;

/** A login, e-mail or id first; then a phone typed with or without its country code. */
function findPlayer(identity: Identity, login: string): Player | undefined {
  const byName = identity.players.findBySignInName(login);
  if (byName || !PHONE_LIKE.test(login)) return byName;
  return identity.players.findByPhoneDigits(login.replace(/\D/g, ''));
}

export function registerRecoveryRoutes(app: FastifyInstance, identity: Identity): void {
  app.post('/web-api/user/password-recovery/send', { config: { answerSchema: 'recoverySendAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const browserId = browserIdOf(identity, request, reply);
    requireCaptchaIfDemanded(identity, request, browserId);
    const login = requiredText(bodyOf(request.body), 'login', 'login', 320);
    const player = findPlayer(identity, login);
    if (!player) {
      // Recovery calls count like sign-in attempts.
      identity.captcha.signInFailed(browserId);
      throw new AuthFailure(AUTH_ERROR.wrongCredentials, 'No player has this login, e-mail, id or phone', 'login');
    }
    // The code goes where the player named themselves: a typed phone gets an SMS, anything else the e-mail (if any).
    const channel = player.phone && (PHONE_LIKE.test(login) || !player.email) ? 'sms' : 'email';
    const ticket = newTicket();
    const issued = identity.codes.issue(recoveryKey(ticket), player.id);
    const to = channel === 'sms' ? formatPhone(player.phone!) : player.email!;
    identity.codeLog.record('recovery', to, issued.code, {
      aliases: [login, player.login ?? '', String(player.id), player.email ?? '', player.phone ? `${player.phone.code}${player.phone.number}` : '', player.phone?.number ?? ''],
    });
    return { success: true, ticket, expires_in: CODE_TTL_SECONDS, channel };
  });

  app.post('/web-api/user/password-recovery/check', { config: { answerSchema: 'recoveryCheckAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const key = recoveryKey(requiredText(body, 'ticket', 'ticket', 100));
    const { result, issued } = identity.codes.check(key, requiredText(body, 'code', 'code', 12));
    if (result !== 'ok') throw failureOfCodeCheck(result);
    issued!.approved = true;
    return { status: 'approved' };
  });

  app.post('/web-api/user/password-recovery/save', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const key = recoveryKey(requiredText(body, 'ticket', 'ticket', 100));
    const code = requiredText(body, 'code', 'code', 12);
    const password = newPassword(body, 'password');
    const { result, issued } = identity.codes.check(key, code);
    if (result !== 'ok') throw failureOfCodeCheck(result);
    const player = issued!.userId === null ? undefined : identity.players.byUserId(issued!.userId);
    if (!player) throw failureOfCodeCheck('unknown');
    identity.codes.consume(key);
    player.password = hashPassword(password);
    player.passwordChanged = true;
    player.generatedPassword = null;
    // Whoever knew the old password is signed out everywhere.
    identity.sessions.revokeAllOf(player.id);
    return { success: true };
  });
}
