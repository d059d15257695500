/**
 * Password recovery:
 *   POST /web-api/user/password-recovery/send   { login }                  login, e-mail, id or phone
 *   POST /web-api/user/password-recovery/check  { ticket, code }           approved | 3 wrong_code | 4 time_up
 *   POST /web-api/user/password-recovery/save   { ticket, code, password } the new password; every session ends
 * `send` answers alike whether or not someone has the login (a ticket whose code is never sent), so
 * it does not tell which accounts exist. Sends are counted per address; wrong codes per account,
 * across all its tickets, up to a lock-out (throttle.ts).
 */
import type { FastifyInstance } from 'fastify';
import { guardAttempt } from '../captcha-guard.ts';
import type { Identity } from '../identity.ts';
import { CODE_TTL_SECONDS, newTicket } from '../one-time-codes.ts';
import { hashPassword } from '../passwords.ts';
import { formatPhone } from '../phone-countries.ts';
import type { OperatorPlayers, Player } from '../players.ts';
import { bodyOf, newPassword, requiredText } from '../request-body.ts';
import { accountKeyOf } from '../sign-in-result.ts';
import { checkSentCode, failureOfCodeCheck } from './sign-in.ts';

function recoveryKey(ticket: string): string {
  return `recovery:${ticket}`;
}

const PHONE_LIKE = /^\+?[\d\s()-]{6,}$/;

/** A login, e-mail or id first; then a phone typed with or without its country code. */
function findPlayer(players: OperatorPlayers, login: string): Player | undefined {
  const byName = players.findBySignInName(login);
  if (byName || !PHONE_LIKE.test(login)) return byName;
  return players.findByPhoneDigits(login.replace(/\D/g, ''));
}

export function registerRecoveryRoutes(app: FastifyInstance, identity: Identity): void {
  /** Whose wrong codes a ticket's tries count as: its player's, so new tickets do not bring new tries. */
  const ownerKey = (ticket: string): string => {
    const userId = identity.codes.find(recoveryKey(ticket))?.userId;
    return typeof userId === 'number' ? `player:${userId}` : `ticket:${ticket}`;
  };

  app.post('/web-api/user/password-recovery/send', { config: { answerSchema: 'recoverySendAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const login = requiredText(bodyOf(request.body), 'login', 'login', 320);
    const player = findPlayer(identity.playersOf(request), login);
    await guardAttempt(identity, request, reply, 'recovery', player ? accountKeyOf(player) : `login:${login}`);
    const ticket = newTicket();
    if (!player) {
      // A ticket like any other, with a code nobody is sent: checking it answers "wrong code" like a real one.
      identity.codes.issue(recoveryKey(ticket), null);
      return { success: true, ticket, expires_in: CODE_TTL_SECONDS, channel: PHONE_LIKE.test(login) ? 'sms' : 'email' };
    }
    // The code goes where the player named themselves: a typed phone gets an SMS, anything else the e-mail (if any).
    const channel = player.phone && (PHONE_LIKE.test(login) || !player.email) ? 'sms' : 'email';
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
    const ticket = requiredText(body, 'ticket', 'ticket', 100);
    const key = recoveryKey(ticket);
    const { issued } = await checkSentCode(identity, request, reply, key, ownerKey(ticket), requiredText(body, 'code', 'code', 12));
    issued.approved = true;
    return { status: 'approved' };
  });

  app.post('/web-api/user/password-recovery/save', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const ticket = requiredText(body, 'ticket', 'ticket', 100);
    const key = recoveryKey(ticket);
    const code = requiredText(body, 'code', 'code', 12);
    const password = newPassword(body, 'password');
    const { issued } = await checkSentCode(identity, request, reply, key, ownerKey(ticket), code);
    const player = issued.userId === null ? undefined : identity.playersOf(request).byId(issued.userId);
    if (!player) throw failureOfCodeCheck('unknown');
    const hash = await hashPassword(password);
    identity.codes.consume(key);
    player.password = hash;
    player.passwordChanged = true;
    player.generatedPassword = null;
    // Whoever knew the old password is signed out everywhere.
    identity.sessions.revokeAllOf(player.id);
    return { success: true };
  });
}
