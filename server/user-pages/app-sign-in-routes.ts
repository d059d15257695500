/**
 * Signing in from an app (the authApp link): an app where the player is signed in asks for a
 * one-time token and opens the site with it; the site signs the same player in.
 *   POST /web-api/user-pages/app-token                     signed in → { method_id, token, sign, expires_in }
 *   POST /web-api/user-pages/auth-app { method_id, token, sign }     → the sign-in answer (session cookie and token)
 * `sign` is the server's HMAC of the method and the token, so a token typed by hand or altered on
 * the way is refused before it is looked up. A token signs in once, within its minute, on the site
 * of its player's operator, and only while the session that minted it lives.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../auth/current-user.ts';
import { bodyOf } from '../auth/request-body.ts';
import { signIn } from '../auth/sign-in-result.ts';
import { badInput, linkRefused } from './refusal.ts';
import type { UserPagesStore } from './store.ts';

/** The only sign-in method of the reference: the player's own app. */
export const APP_METHOD_ID = 1;
export const APP_TOKEN_LIFETIME_MS = 60_000;

function signOf(secret: Buffer, methodId: number, token: string): string {
  return createHmac('sha256', secret).update(`${methodId}.${token}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function registerAppSignInRoutes(app: FastifyInstance, store: UserPagesStore): void {
  const identity = app.identity;

  app.post('/web-api/user-pages/app-token', { config: { answerSchema: 'appTokenAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = requirePlayer(identity, request, reply);
    if (!caller) return reply;
    const token = randomBytes(24).toString('base64url');
    store.appTokens.set(token, { userId: caller.player.id, sessionId: caller.session.id, expiresAt: store.now() + APP_TOKEN_LIFETIME_MS, used: false });
    return { method_id: APP_METHOD_ID, token, sign: signOf(identity.options.secret, APP_METHOD_ID, token), expires_in: APP_TOKEN_LIFETIME_MS / 1000 };
  });

  app.post('/web-api/user-pages/auth-app', { config: { answerSchema: 'signInAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request.body);
    const methodId = Number(body.method_id);
    if (methodId !== APP_METHOD_ID) throw badInput(`"method_id" must be ${APP_METHOD_ID}`, 'method_id');
    const { token, sign } = body;
    if (typeof token !== 'string' || typeof sign !== 'string' || token === '' || sign === '') throw badInput('"token" and "sign" are both needed: open the link from the app as it is', 'token');
    if (!sameText(sign, signOf(identity.options.secret, methodId, token))) throw linkRefused('invalid', 'This sign-in link is not valid: it was changed on the way');
    const issued = store.appTokens.get(token);
    if (!issued) throw linkRefused('invalid', 'This sign-in link is not valid');
    if (issued.used) throw linkRefused('used', 'This sign-in link has been used already');
    if (issued.expiresAt <= store.now()) throw linkRefused('expired', 'This sign-in link has expired');
    const player = identity.playersOf(request).byId(issued.userId);
    if (!player) throw linkRefused('invalid', 'This sign-in link is not valid');
    if (!identity.sessions.byPublicId(issued.sessionId)) throw linkRefused('expired', 'This sign-in link ended with the session that made it (a password change or a sign-out everywhere): sign in in the app and open a new one');
    issued.used = true;
    return signIn(identity, request, reply, player, false);
  });
}
