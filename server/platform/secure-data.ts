/**
 * Secure data: the player's private details (e-mail, phone, passport, birthday) are shown only after
 * the password is confirmed again. The confirmation is a grant: a random token in an HttpOnly cookie
 * scoped to the secure-data path, good for 30 minutes and for that player only, kept in memory here.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from '../auth/cookies.ts';
import type { Player } from '../auth/players.ts';

export const GRANT_COOKIE = 'secure_data_grant';
export const GRANT_PATH = '/web-api/secure-data';
export const GRANT_SECONDS = 30 * 60;

interface Grant {
  userId: number;
  expiresAt: number;
}

export interface GrantStore {
  issue(reply: FastifyReply, userId: number, secure: boolean): void;
  /** True when the request carries a live grant of this player. */
  holds(request: FastifyRequest, userId: number): boolean;
}

export function createGrantStore(now: () => number): GrantStore {
  const grants = new Map<string, Grant>();
  const forget = () => {
    for (const [token, grant] of grants) if (grant.expiresAt <= now()) grants.delete(token);
  };
  return {
    issue(reply, userId, secure) {
      forget();
      const token = randomBytes(24).toString('base64url');
      grants.set(token, { userId, expiresAt: now() + GRANT_SECONDS * 1000 });
      const parts = [`${GRANT_COOKIE}=${token}`, `Path=${GRANT_PATH}`, 'HttpOnly', 'SameSite=Strict', `Max-Age=${GRANT_SECONDS}`];
      if (secure) parts.push('Secure');
      reply.header('set-cookie', parts.join('; '));
    },
    holds(request, userId) {
      const token = cookieOf(request, GRANT_COOKIE);
      const grant = token === undefined ? undefined : grants.get(token);
      return grant !== undefined && grant.userId === userId && grant.expiresAt > now();
    },
  };
}

export function secureDataOf(player: Player) {
  return {
    email: player.email,
    phone: player.phone ? `+${player.phone.code}${player.phone.number}` : null,
    passport: player.passport,
    dateBirthday: player.dateBirthday,
  };
}
