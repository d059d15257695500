/**
 * Password recovery:
 *   POST /web-api/user/password-recovery/send   { login }                  login, e-mail, id or phone
 *   POST /web-api/user/password-recovery/check  { ticket, code }           approved | 3 wrong_code | 4 time_up
 *   POST /web-api/user/password-recovery/save   { ticket, code, password } the new password; every session ends
 * `send` answers alike whether or not someone has the login (a ticket whose code is never sent), so
 * it does not tell which accounts exist; its `channel` follows from what was typed, never from the
 * account: an e-mail → `email`, a phone written as one (+, spaces, dashes) → `sms`, a login or a
 * bare number (an id or a phone) → `account` (the account's e-mail, or its phone when it has none).
 * Sends are counted per address; wrong codes per account, across all its tickets, up to a lock-out
 * (throttle.ts).
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
const DIGITS_ONLY = /^\d+$/;

type RecoveryChannel = 'email' | 'sms' | 'account';

/** What the answer says the code went to: from the typed text alone, the same whether or not anyone has it. */
function channelOf(login: string): RecoveryChannel {
  if (login.includes('@')) return 'email';
  // Bare digits may be a player id as well as a phone: which one it was would tell that the account exists.
  return PHONE_LIKE.test(login) && !DIGITS_ONLY.test(login) ? 'sms' : 'account';
}

/** A login, e-mail or id first; then a phone typed with or without its country code. */
function findPlayer(players: OperatorPlayers, login: string): { player: Player; byPhone: boolean } | undefined {
  const byName = players.findBySignInName(login);
  if (byName) return { player: byName, byPhone: false };
  const byPhone = PHONE_LIKE.test(login) ? players.findByPhoneDigits(login.replace(/\D/g, '')) : undefined;
  return byPhone && { player: byPhone, byPhone: true };
}

/** Where the code really goes: the phone the player typed, else the e-mail, else the phone; nowhere for an account with neither. */
function destinationOf({ player, byPhone }: { player: Player; byPhone: boolean }): string | undefined {
  if (player.phone && (byPhone || !player.email)) return formatPhone(player.phone);
  return player.email ?? undefined;
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
    const found = findPlayer(identity.playersOf(request), login);
    await guardAttempt(identity, request, reply, 'recovery', found ? accountKeyOf(found.player) : `login:${login}`);
    const ticket = newTicket();
    const answer = { success: true, ticket, expires_in: CODE_TTL_SECONDS, channel: channelOf(login) };
    const to = found && destinationOf(found);
    if (!found || !to) {
      // A ticket like any other, with a code nobody is sent: checking it answers "wrong code" like a real one.
      identity.codes.issue(recoveryKey(ticket), null);
      return answer;
    }
    const { player } = found;
    const issued = identity.codes.issue(recoveryKey(ticket), player.id);
    identity.codeLog.record('recovery', to, issued.code, {
      aliases: [login, player.login ?? '', String(player.id), player.email ?? '', player.phone ? `${player.phone.code}${player.phone.number}` : '', player.phone?.number ?? ''],
    });
    return answer;
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
