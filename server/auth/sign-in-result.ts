/**
 * The end of every successful sign-in and registration: a new session (cookie), a token, and the
 * browser's and the account's failed sign-in counts back to 0.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE, SESSION_COOKIE, cookieOf, setCookie } from './cookies.ts';
import type { Identity } from './identity.ts';
import type { Player } from './players.ts';
import { REMEMBERED_SESSION_SECONDS, type Session } from './sessions.ts';
import { signToken } from './tokens.ts';

/** A token for this session: TOKEN_TTL_SECONDS long, never outliving the session. */
export function mintToken(identity: Identity, session: Session): string {
  const exp = Math.min(identity.nowSeconds() + identity.options.tokenTtlSeconds, Math.floor(session.expiresAt / 1000));
  return signToken({ sub: session.userId, op: session.operatorId, sid: session.id, exp, iat: identity.nowSeconds() }, identity.options.secret);
}

export interface SignedIn {
  success: true;
  data: { token: string; user_id: number; login?: string; password?: string };
}

/** The throttle's name for a player's account, whichever login, e-mail, id or phone was typed. */
export function accountKeyOf(player: Player): string {
  return `player:${player.id}`;
}

export function signIn(
  identity: Identity,
  request: FastifyRequest,
  reply: FastifyReply,
  player: Player,
  remember: boolean,
  extra: { login?: string; password?: string } = {},
): SignedIn {
  const session = identity.sessions.open(player, remember);
  // Remember me: a cookie that survives the browser for the session's 30 days; else it dies with the browser.
  setCookie(reply, SESSION_COOKIE, session.secret, {
    ...(remember ? { maxAgeSeconds: REMEMBERED_SESSION_SECONDS } : {}),
    secure: identity.options.production,
  });
  const browserId = cookieOf(request, CAPTCHA_COOKIE);
  if (browserId !== undefined) identity.captcha.signInSucceeded(browserId);
  identity.throttle.succeeded(identity.throttle.keysOf(request, accountKeyOf(player)));
  return { success: true, data: { token: mintToken(identity, session), user_id: player.id, ...extra } };
}
