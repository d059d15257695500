/**
 * Sign-in credentials and protection methods:
 *   POST /web-api/account/password           { password, new_password } (base64)  → { success }
 *        every other session of the player ends (their tokens and cookies); the caller's stays
 *   POST /web-api/account/login              { login, password }                  → { success }
 *   POST /web-api/account/security-question  { question_id, answer, password }    → { success }
 *   POST /web-api/account/email-auth         { enabled, password }                → { success }
 *   POST /web-api/account/two-factor/code    { enable }                           → where the code went
 *   POST /web-api/account/two-factor         { enable, code }                     → { success }
 * Each asks for the current password or a sent code, so a phone left signed in cannot be taken over.
 */
import type { FastifyInstance } from 'fastify';
import { formatPhone, hashPassword, PASSWORD_MAX, PASSWORD_MIN, passwordMatches, type Player } from '../../../server/kit/index.ts';
import { takeCode } from './codes.ts';
import { base64Secret, bodyOf, booleanOf, codeOf, integerOf, requireCurrentPassword, text } from './input.ts';
import { badInput, callingPlayer, callingSession, forbidden } from './refusal.ts';
import { answerSchemas } from '../schemas.ts';

/** The security questions the client lists (by id; their texts are the client's dictionary's). */
export const SECURITY_QUESTION_IDS = [1, 2, 3, 4, 5] as const;
const LOGIN = /^[A-Za-z][A-Za-z0-9_.-]{2,29}$/;

/** The answer is compared case- and space-insensitively: "Rex" and " rex " are the same dog. */
export function normaliseAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

function twoFactorKey(playerId: number, enable: boolean): string {
  return `account:two-factor-${enable ? 'on' : 'off'}:${playerId}`;
}

export function registerCredentialRoutes(app: FastifyInstance): void {
  const identity = app.identity;

  app.post('/web-api/account/password', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    const caller = callingSession(request, reply);
    if (!caller) return reply;
    const { player, session } = caller;
    const body = bodyOf(request.body);
    await requireCurrentPassword(request, reply, body, player);
    const next = base64Secret(body, 'new_password');
    if ([...next].length < PASSWORD_MIN || [...next].length > PASSWORD_MAX) {
      throw badInput(`The new password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, 'new_password');
    }
    if (next.trim() !== next) throw badInput('The new password may not start or end with a space', 'new_password');
    if (await passwordMatches(next, player.password)) throw badInput('The new password must differ from the current one', 'new_password');
    player.password = await hashPassword(next);
    player.passwordChanged = true;
    player.generatedPassword = null; // a one-click password must not be e-mailed once replaced
    // Whoever signed in with the old password elsewhere (a thief included) is signed out; this device stays.
    identity.sessions.revokeAllBut(session);
    return { success: true };
  });

  app.post('/web-api/account/login', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    const login = text(body, 'login', { max: 30 });
    if (!LOGIN.test(login)) throw badInput('The login starts with a letter and has 3 to 30 letters, digits, dots, dashes or underscores', 'login');
    await requireCurrentPassword(request, reply, body, player);
    if (player.login?.toLowerCase() === login.toLowerCase()) throw badInput('This is your login already', 'login');
    const holder = identity.players.on(player.operatorId).findBySignInName(login);
    if (holder && holder.id !== player.id) throw badInput('This login is taken: choose another', 'login');
    player.login = login;
    return { success: true };
  });

  app.post('/web-api/account/security-question', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    const questionId = integerOf(body, 'question_id');
    if (!(SECURITY_QUESTION_IDS as readonly number[]).includes(questionId)) throw badInput('Choose one of the listed questions', 'question_id');
    const answer = normaliseAnswer(text(body, 'answer', { min: 2, max: 100 }));
    await requireCurrentPassword(request, reply, body, player);
    player.securityQuestion = { questionId, answer: await hashPassword(answer) };
    return { success: true };
  });

  app.post('/web-api/account/email-auth', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    const enabled = booleanOf(body, 'enabled');
    await requireCurrentPassword(request, reply, body, player);
    if (enabled && !player.email) throw forbidden('Add and confirm an e-mail first: the sign-in codes are sent there', 'enabled');
    player.emailAuth = enabled;
    return { success: true };
  });

  app.post('/web-api/account/two-factor/code', { config: { answerSchema: answerSchemas.securityCodeSentAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const enable = booleanOf(bodyOf(request.body), 'enable');
    if (enable === player.twoStep) throw badInput(enable ? 'Two-factor sign-in is on already' : 'Two-factor sign-in is off already', 'enable');
    const channel = codeChannel(player);
    if (!channel) throw forbidden('Bind a phone or add an e-mail first: the code is sent there', 'enable');
    const issued = identity.codes.issue(twoFactorKey(player.id, enable), player.id);
    identity.codeLog.record(channel.kind, channel.to, issued.code, { aliases: [String(player.id), player.login ?? ''], note: `two-factor ${enable ? 'on' : 'off'}` });
    return { channel: channel.kind, to: channel.to, expires_at: issued.expiresAt };
  });

  app.post('/web-api/account/two-factor', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    const enable = booleanOf(body, 'enable');
    const code = codeOf(body);
    await takeCode(request, reply, player, twoFactorKey(player.id, enable), code);
    player.twoStep = enable;
    return { success: true };
  });
}

/** Codes go to the confirmed e-mail when there is one (it reaches every device), else by SMS. */
function codeChannel(player: Player): { kind: 'email' | 'sms'; to: string } | null {
  if (player.email) return { kind: 'email', to: player.email };
  if (player.phone) return { kind: 'sms', to: formatPhone(player.phone) };
  return null;
}
