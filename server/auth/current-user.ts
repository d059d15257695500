/**
 * Who is calling: from `Authorization: Bearer <token>` only. Cookies alone never make a request a
 * user's (that would let another site's form act for the player); the auth_session cookie is
 * good for exactly one thing, minting a token at gettoken (and answering session/check).
 * A token is good only on its operator's sites: on another operator's host its player does not
 * exist, and answering for them there would apply that site's rules to them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendUnauthorized } from './failures.ts';
import type { Identity } from './identity.ts';
import type { Player } from './players.ts';
import type { Session } from './sessions.ts';
import { verifyToken } from './tokens.ts';

export type Caller =
  | { kind: 'guest' }
  /** `issuedAt`: when the token was minted (unix seconds), null for a token that does not say. */
  | { kind: 'user'; player: Player; session: Session; issuedAt: number | null }
  /** A token was sent but cannot be honoured: answer 401 so the client refreshes it. */
  | { kind: 'invalid'; message: string };

const INVALID_MESSAGES = {
  malformed: 'The access token is malformed',
  forged: 'The access token is not signed by this server',
  expired: 'The access token has expired',
} as const;

export const OTHER_OPERATOR_TOKEN = "This token belongs to another operator's site: sign in on this site";

export function identifyCaller(identity: Identity, request: FastifyRequest): Caller {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return { kind: 'guest' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return { kind: 'invalid', message: 'The Authorization header must be "Bearer <token>"' };
  const checked = verifyToken(match[1]!, identity.options.secret, identity.nowSeconds());
  if (!checked.ok) return { kind: 'invalid', message: INVALID_MESSAGES[checked.reason] };
  if (checked.claims.op !== identity.operatorOf(request)) return { kind: 'invalid', message: OTHER_OPERATOR_TOKEN };
  const session = identity.sessions.byPublicId(checked.claims.sid);
  const player = identity.players.byUserId(checked.claims.sub);
  if (!session || session.userId !== checked.claims.sub || session.operatorId !== checked.claims.op || player?.operatorId !== checked.claims.op) return { kind: 'invalid', message: 'The session of this token has ended' };
  return { kind: 'user', player, session, issuedAt: checked.claims.iat ?? null };
}

/**
 * The signed-in user of a request (from its Bearer token), or null for a guest or a token that is
 * not valid. For routes outside server/auth (coupon placing, bet history): a route that must tell
 * "guest" from "bad token" (401, so the client refreshes) uses identifyCaller instead.
 */
export function currentUserId(request: FastifyRequest): number | null {
  const identity = (request.server as { identity?: Identity }).identity;
  if (!identity) return null;
  const caller = identifyCaller(identity, request);
  return caller.kind === 'user' ? caller.player.id : null;
}

/** The calling player, or undefined after answering 401. */
export function requirePlayer(identity: Identity, request: FastifyRequest, reply: FastifyReply): Extract<Caller, { kind: 'user' }> | undefined {
  const caller = identifyCaller(identity, request);
  if (caller.kind === 'user') return caller;
  sendUnauthorized(reply, caller.kind === 'invalid' ? caller.message : 'Sign in first: this call needs a signed-in user');
  return undefined;
}
