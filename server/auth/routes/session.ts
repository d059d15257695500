/**
 * Tokens and sessions:
 *   GET  /web-api/user/gettoken?force_refresh=true  a fresh token for a live auth_session cookie, else 401
 *   GET  /web-api/session/check                     { user_id } from the token, else from the cookie, else null
 *   POST /web-api/user/logout { all_devices }       ends this session (or all of the user's)
 * A session cookie is good only on its operator's sites: on another operator's host it names nobody.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, clearCookie, cookieOf } from '../cookies.ts';
import { identifyCaller } from '../current-user.ts';
import { sendUnauthorized } from '../failures.ts';
import type { Identity } from '../identity.ts';
import { bodyOf, flag } from '../request-body.ts';
import { mintToken } from '../sign-in-result.ts';

const OTHER_OPERATOR_SESSION = "This session belongs to another operator's site: sign in on this site";

export function registerSessionRoutes(app: FastifyInstance, identity: Identity): void {
  const secure = identity.options.production;
  /** The live session of the request's cookie, if it is this operator's. */
  const sessionHere = (request: FastifyRequest) => {
    const session = identity.sessions.byCookie(cookieOf(request, SESSION_COOKIE));
    return session?.operatorId === identity.operatorOf(request) ? session : undefined;
  };

  app.get('/web-api/user/gettoken', { config: { answerSchema: 'tokenAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const cookie = cookieOf(request, SESSION_COOKIE);
    const session = identity.sessions.byCookie(cookie);
    // Another operator's live session is refused here but not ended: on its own site it still works.
    if (session && session.operatorId !== identity.operatorOf(request)) return sendUnauthorized(reply, OTHER_OPERATOR_SESSION);
    if (!session) {
      // A dead cookie is dropped so the browser stops offering it.
      if (cookie !== undefined) clearCookie(reply, SESSION_COOKIE, secure);
      return sendUnauthorized(reply, 'No live session: sign in again');
    }
    return { data: { token: mintToken(identity, session) } };
  });

  app.get('/web-api/session/check', { config: { answerSchema: 'sessionCheckAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = identifyCaller(identity, request);
    if (caller.kind === 'invalid') return sendUnauthorized(reply, caller.message);
    if (caller.kind === 'user') return { user_id: caller.player.id };
    // No token yet (a reload before the client asked for one): the session cookie still says who it is.
    const session = sessionHere(request);
    return { user_id: session ? session.userId : null };
  });

  app.post('/web-api/user/logout', { config: { answerSchema: 'successAnswer' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = identifyCaller(identity, request);
    // An expired token gets 401 like everywhere; the client refreshes it and logs out for real.
    if (caller.kind === 'invalid') return sendUnauthorized(reply, caller.message);
    const allDevices = flag(bodyOf(request.body), 'all_devices');
    const fromCookie = sessionHere(request);
    for (const session of [caller.kind === 'user' ? caller.session : undefined, fromCookie]) {
      if (!session) continue;
      if (allDevices) identity.sessions.revokeAllOf(session.userId);
      else identity.sessions.revoke(session);
    }
    // A guest's logout has nothing to end; it still clears the cookie and succeeds (logout is idempotent).
    clearCookie(reply, SESSION_COOKIE, secure);
    return { success: true };
  });
}
