/**
 * The links e-mails carry, and the calls that send them:
 *   GET  /web-api/user-pages/links/check?purpose=&token=   → { purpose, expires_at, email }  (nothing used)
 *   POST /web-api/user-pages/links/send { purpose: 'activate' }                  signed in: a new activation link
 *        (the first one is sent when a player registers with an e-mail)
 *   POST /web-api/user-pages/links/send { purpose: 'account-verify', email, password }  signed in: a link to a new e-mail
 *        (the current password, base64, as every e-mail change needs: whoever has the e-mail can recover the account)
 *   POST /web-api/user-pages/password-reset/send { login }                       a reset link to the player's e-mail
 *        (the same answer for an unknown login or an account without an e-mail; throttled like the recovery by code)
 *   POST /web-api/user-pages/activate { token, sign_in? }    the e-mail is confirmed (and, from activatefast, signed in)
 *   POST /web-api/user-pages/password-reset { token, password }   the new password; every session ends
 *   POST /web-api/user-pages/stop-newsletter { token }       the newsletter stops (again: still stopped, no error)
 *   POST /web-api/user-pages/account-verify { token }        the new e-mail replaces the old one
 *   POST /web-api/__test/newsletter { to }                   test routes only (REFERENCE_TEST_ROUTES=1): "sends" a newsletter with its stop link
 * A link that cannot be used answers 400 (invalid) or 410 (expired, used) with `code`, so the page
 * offers the right next step. The reference has no mail server: each link's token is printed as
 * `[auth-code] link <e-mail>: <token>` and handed to tests by GET /web-api/__test/last-code?kind=link.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LinkPurpose } from '../../schemas/user-pages-api.schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Player } from '../auth/players.ts';
import { isCurrentPassword } from '../auth/current-password.ts';
import { base64Text, bodyOf, email as emailOf, newPassword, requiredText } from '../auth/request-body.ts';
import { accountKeyOf, signIn } from '../auth/sign-in-result.ts';
import { userConfigOf } from '../auth/user-config.ts';
import { officeRecordOf } from '../office-record/record.ts';
import { maskEmail } from '../auth/masking.ts';
import { LINK_LIFETIME_MS, type Link } from './links.ts';
import { badInput, callingPlayer, forbidden, linkRefused } from './refusal.ts';
import type { UserPagesStore } from './store.ts';

const PURPOSES: readonly LinkPurpose[] = ['activate', 'password-reset', 'newsletter', 'account-verify'];
/** The office's "news by e-mail" setting: the same switch the mailing settings page flips. */
const NEWSLETTER_SETTING = 'enable_mail_news';
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

function tokenOf(body: Record<string, unknown>): string {
  const token = body.token;
  if (typeof token !== 'string' || token === '') throw badInput('"token" is missing: open the link from the e-mail as it is', 'token');
  // A token that cannot be one is an invalid link, not bad input: the page explains it the same way.
  if (!TOKEN.test(token)) throw linkRefused('invalid');
  return token;
}

export function registerLinkRoutes(app: FastifyInstance, store: UserPagesStore, testRoutes: boolean): void {
  const identity = app.identity;

  function send(purpose: LinkPurpose, player: Player, to: string): { success: true; email: string; expires_in: number } {
    const link = store.links.issue(purpose, player.id, to);
    identity.codeLog.record('link', to, link.token, { aliases: [String(player.id), player.login ?? ''], note: purpose });
    return { success: true, email: maskEmail(to), expires_in: Math.round(LINK_LIFETIME_MS[purpose] / 1000) };
  }

  /**
   * A link opened on another operator's site than its player's is nobody's there: it is refused
   * before it is used, so it still works on its own site.
   */
  function use(request: FastifyRequest, token: string, purpose: LinkPurpose): { link: Link; player: Player } {
    const checked = store.links.check(token, purpose);
    if (!checked.ok) throw linkRefused(checked.refusal);
    const player = identity.playersOf(request).byId(checked.link.userId);
    if (!player) throw linkRefused('invalid');
    const used = store.links.use(token, purpose);
    if (!used.ok) throw linkRefused(used.refusal);
    return { link: used.link, player };
  }

  // A player who registers with an e-mail is sent the activation link at once.
  identity.onEmailRegistration.push((player) => {
    if (player.email) send('activate', player, player.email);
  });

  app.get<{ Querystring: { purpose?: string; token?: string } }>(
    '/web-api/user-pages/links/check',
    { config: { answerSchema: 'linkCheckAnswer' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const purpose = PURPOSES.find((p) => p === request.query.purpose);
      if (!purpose) throw badInput(`"purpose" must be one of ${PURPOSES.join(', ')}`, 'purpose');
      const token = tokenOf({ token: request.query.token });
      const checked = store.links.check(token, purpose);
      if (!checked.ok) throw linkRefused(checked.refusal);
      return { purpose, expires_at: checked.link.expiresAt, email: maskEmail(checked.link.email) };
    },
  );

  app.post('/web-api/user-pages/links/send', { config: { answerSchema: 'linkSentAnswer' } }, async (request, reply) => {
    const player = callingPlayer(request, reply);
    if (!player) return reply;
    const body = bodyOf(request.body);
    if (body.purpose === 'activate') {
      if (!player.email) throw forbidden('Your account has no e-mail yet: add one in your profile, then activate it');
      if (store.activatedEmails.get(player.id) === player.email) throw forbidden('Your e-mail is activated already');
      return send('activate', player, player.email);
    }
    if (body.purpose === 'account-verify') {
      const to = emailOf(body, 'email');
      if (player.email?.toLowerCase() === to.toLowerCase()) throw badInput('This is your e-mail already', 'email');
      const password = base64Text(body, 'password', 'pass');
      if (password === '') throw badInput('Enter your current password', 'password');
      if (!(await isCurrentPassword(request, reply, player, password))) throw badInput('The current password is wrong', 'password');
      const holder = identity.players.on(player.operatorId).findByEmail(to);
      if (holder && holder.id !== player.id) throw badInput('This e-mail belongs to another account', 'email');
      store.pendingEmails.set(player.id, to);
      return send('account-verify', player, to);
    }
    throw badInput('"purpose" must be activate or account-verify', 'purpose');
  });

  /**
   * The same answer whether or not an account has the login, or an e-mail to send to: only a real
   * account's e-mail gets the link, and the answer names no address. Counted with the recovery
   * sends of the caller's address (one window for both ways to ask) and refused while the account
   * or the address is locked out, like the recovery by code.
   */
  app.post('/web-api/user-pages/password-reset/send', { config: { answerSchema: 'passwordResetSentAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const login = requiredText(bodyOf(request.body), 'login', 'login', 320);
    const player = identity.playersOf(request).findBySignInName(login);
    await identity.throttle.guardCall(request, reply, 'recovery', player ? accountKeyOf(player) : `login:${login}`);
    if (player?.email) send('password-reset', player, player.email);
    return { success: true, expires_in: Math.round(LINK_LIFETIME_MS['password-reset'] / 1000) };
  });

  app.post('/web-api/user-pages/activate', { config: { answerSchema: 'linkDoneAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const { link, player } = use(request, tokenOf(body), 'activate');
    // An e-mail changed since the link was sent is not the one the link confirms.
    if (player.email !== link.email) throw linkRefused('invalid', 'This link was sent to an e-mail your account no longer uses');
    store.activatedEmails.set(player.id, link.email);
    const done = { success: true as const, email: link.email, activation_type: userConfigOf(player).activation_type };
    if (body.sign_in !== true) return done;
    const signedIn = signIn(identity, request, reply, player, false);
    return { ...done, token: signedIn.data.token, user_id: player.id };
  });

  app.post('/web-api/user-pages/password-reset', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const token = tokenOf(body);
    // The password is checked before the link is used, so a refused password leaves the link working.
    const password = newPassword(body, 'password');
    const hash = await hashPassword(password);
    const { player } = use(request, token, 'password-reset');
    player.password = hash;
    player.passwordChanged = true;
    player.generatedPassword = null;
    // Whoever knew the old password is signed out everywhere.
    identity.sessions.revokeAllOf(player.id);
    return { success: true };
  });

  app.post('/web-api/user-pages/stop-newsletter', { config: { answerSchema: 'linkDoneAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { link, player } = use(request, tokenOf(bodyOf(request.body)), 'newsletter');
    officeRecordOf(player).settings.set(NEWSLETTER_SETTING, false);
    return { success: true, email: maskEmail(link.email), subscribed: false };
  });

  app.post('/web-api/user-pages/account-verify', { config: { answerSchema: 'linkDoneAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { link, player } = use(request, tokenOf(bodyOf(request.body)), 'account-verify');
    if (store.pendingEmails.get(player.id) !== link.email) throw linkRefused('invalid', 'A newer e-mail change replaced this one: open the link of the latest e-mail');
    const holder = identity.players.on(player.operatorId).findByEmail(link.email);
    if (holder && holder.id !== player.id) throw forbidden('This e-mail now belongs to another account');
    player.email = link.email;
    store.pendingEmails.delete(player.id);
    store.activatedEmails.set(player.id, link.email);
    return { success: true, email: link.email, activation_type: userConfigOf(player).activation_type };
  });

  if (testRoutes) {
    app.post('/web-api/__test/newsletter', { config: { answerSchema: 'linkSentAnswer' } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const to = requiredText(bodyOf(request.body), 'to', 'login', 320);
      const player = identity.playersOf(request).findBySignInName(to);
      if (!player?.email) throw badInput('No player with an e-mail has this login, e-mail or id', 'to');
      return send('newsletter', player, player.email);
    });
  }
}
