/**
 * Binding and changing the phone and the e-mail, each confirmed with a code sent to the new address:
 *   POST /web-api/account/phone/code    { phone_code, phone_number, password (base64) }  → { pending }   (an SMS is sent)
 *   POST /web-api/account/email/code    { email, password (base64) }  → { pending }   (an e-mail is sent)
 *   GET  /web-api/account/contact/pending                             → { pending }   (what waits for its code)
 *   POST /web-api/account/phone/confirm { code }                      → { success, activation_type }
 *   POST /web-api/account/email/confirm { code }                      → { success, activation_type }
 *   GET  /web-api/account/email-subscription                          → { email, subscribed }
 *   POST /web-api/account/email-subscription { subscribed }           → { email, subscribed }
 * Both ask for the current password too: whoever controls the e-mail or the phone can recover the
 * password (by link, by code or by SMS), so a stolen session must not be able to put its own there.
 * A confirmed contact is an activated one, so the activation type follows: binding a phone turns
 * "none" into "phone only" and "e-mail only" into "both"; confirming an e-mail does the mirror.
 */
import type { FastifyInstance } from 'fastify';
import { formatPhone, maskEmail, officeRecordOf, type Player, readPhone, userConfigOf } from '../../../server/kit/index.ts';
import { takeCode } from './codes.ts';
import { bodyOf, booleanOf, codeOf, requireCurrentPassword, text } from './input.ts';
import { badInput, callingPlayer, forbidden } from './refusal.ts';
import type { AccountStore, PendingContact } from './store.ts';
import { answerSchemas } from '../schemas.ts';

/** The newsletter is the office's "news by e-mail" mailing setting: one switch, whichever page flips it. */
const NEWSLETTER_SETTING = 'enable_mail_news';
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;

function contactKey(kind: 'phone' | 'email', playerId: number): string {
  return `account:${kind}:${playerId}`;
}

/** Like the user config's: the address itself is secure data (GET /web-api/secure-data). */
function maskedEmail(player: Player): string | null {
  return player.email === null ? null : maskEmail(player.email);
}

function pendingAnswer(pending: PendingContact | undefined, now: number) {
  if (!pending || pending.expiresAt <= now) return { pending: null };
  return {
    pending: { kind: pending.kind, to: pending.kind === 'phone' ? formatPhone(pending.phone) : pending.email, expires_at: pending.expiresAt },
  };
}

export function registerContactRoutes(app: FastifyInstance, store: AccountStore): void {
  const identity = app.identity;
  const now = (): number => identity.options.now();
  const aliasesOf = (player: Player): string[] => [String(player.id), player.login ?? ''];

  app.post('/web-api/account/phone/code', { config: { answerSchema: answerSchemas.pendingContactAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    const read = readPhone(body.phone_code, body.phone_number);
    if (!read.ok) throw badInput(read.message, 'phone_number');
    const { phone } = read;
    if (player.phone && player.phone.code === phone.code && player.phone.number === phone.number) throw badInput('This phone is bound to your account already', 'phone_number');
    await requireCurrentPassword(request, reply, body, player);
    const holder = identity.players.on(player.operatorId).findByPhone(phone);
    if (holder && holder.id !== player.id) throw badInput('This phone number belongs to another account', 'phone_number');
    const issued = identity.codes.issue(contactKey('phone', player.id), player.id);
    identity.codeLog.record('sms', formatPhone(phone), issued.code, { aliases: aliasesOf(player), note: 'phone binding' });
    const pending: PendingContact = { kind: 'phone', phone, expiresAt: issued.expiresAt };
    store.pendingContacts.set(player.id, pending);
    return pendingAnswer(pending, now());
  });

  app.post('/web-api/account/email/code', { config: { answerSchema: answerSchemas.pendingContactAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    const email = text(body, 'email', { max: 320 });
    if (!EMAIL.test(email)) throw badInput('Type an e-mail address such as name@example.com', 'email');
    if (player.email?.toLowerCase() === email.toLowerCase()) throw badInput('This e-mail is on your account already', 'email');
    await requireCurrentPassword(request, reply, body, player);
    const holder = identity.players.on(player.operatorId).findByEmail(email);
    if (holder && holder.id !== player.id) throw badInput('This e-mail belongs to another account', 'email');
    const issued = identity.codes.issue(contactKey('email', player.id), player.id);
    identity.codeLog.record('email', email, issued.code, { aliases: aliasesOf(player), note: 'e-mail confirmation' });
    const pending: PendingContact = { kind: 'email', email, expiresAt: issued.expiresAt };
    store.pendingContacts.set(player.id, pending);
    return pendingAnswer(pending, now());
  });

  app.get('/web-api/account/contact/pending', { config: { answerSchema: answerSchemas.pendingContactAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    return pendingAnswer(store.pendingContacts.get(player.id), now());
  });

  for (const kind of ['phone', 'email'] as const) {
    app.post(`/web-api/account/${kind}/confirm`, { config: { answerSchema: answerSchemas.contactConfirmedAnswer } }, async (request, reply) => {
      const player = callingPlayer(request, reply);
      if (!player) return reply;
      const code = codeOf(bodyOf(request.body));
      const pending = store.pendingContacts.get(player.id);
      if (!pending || pending.kind !== kind) throw badInput(kind === 'phone' ? 'Ask for an SMS code first' : 'Ask for an e-mail code first', 'code');
      await takeCode(request, reply, player, contactKey(kind, player.id), code);
      // Someone may have taken the address while the code travelled: checked again at the last moment.
      const players = identity.players.on(player.operatorId);
      const holder = pending.kind === 'phone' ? players.findByPhone(pending.phone) : players.findByEmail(pending.email);
      if (holder && holder.id !== player.id) throw badInput(kind === 'phone' ? 'This phone number belongs to another account' : 'This e-mail belongs to another account', 'code');
      if (pending.kind === 'phone') player.phone = pending.phone;
      else player.email = pending.email;
      store.pendingContacts.delete(player.id);
      return { success: true, activation_type: userConfigOf(player).activation_type };
    });
  }

  app.get('/web-api/account/email-subscription', { config: { answerSchema: answerSchemas.emailSubscriptionAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    return { email: maskedEmail(player), subscribed: player.email !== null && officeRecordOf(player).settings.get(NEWSLETTER_SETTING) === true };
  });

  app.post('/web-api/account/email-subscription', { config: { answerSchema: answerSchemas.emailSubscriptionAnswer } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const subscribed = booleanOf(bodyOf(request.body), 'subscribed');
    if (subscribed && !player.email) throw forbidden('Add and confirm an e-mail first: the newsletter is sent there', 'subscribed');
    officeRecordOf(player).settings.set(NEWSLETTER_SETTING, subscribed);
    return { email: maskedEmail(player), subscribed };
  });
}
