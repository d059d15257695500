/**
 * Secure data: the player's private details (e-mail, phone, passport and its date, birthday, address) are shown only after
 * the password is confirmed again. The confirmation is a grant: a random token in an HttpOnly cookie
 * scoped to the secure-data path, good for 30 minutes and for that player only, kept in memory here.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from '../auth/cookies.ts';
import type { Player } from '../auth/players.ts';
import type { SecureDataAnswer } from '../../schemas/platform-api.schema.ts';

export const GRANT_COOKIE = 'secure_data_grant';
export const GRANT_PATH = '/web-api/secure-data';
export const GRANT_SECONDS = 30 * 60;

interface Grant {
  userId: number;
  expiresAt: number;
}

export interface GrantStore {
  issue(reply: FastifyReply, userId: number, secure: boolean): void;
  /** Whole seconds left of the live grant this request carries for this player; 0 without one. */
  secondsLeft(request: FastifyRequest, userId: number): number;
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
    secondsLeft(request, userId) {
      const token = cookieOf(request, GRANT_COOKIE);
      const grant = token === undefined ? undefined : grants.get(token);
      if (grant === undefined || grant.userId !== userId || grant.expiresAt <= now()) return 0;
      // Rounded up: a grant with half a second left is still a grant.
      return Math.ceil((grant.expiresAt - now()) / 1000);
    },
  };
}

/** The private details, and how long the page may show them before it must ask again. */
export function secureDataOf(player: Player, grantSecondsLeft: number): SecureDataAnswer {
  return {
    email: player.email,
    phone: player.phone ? `+${player.phone.code}${player.phone.number}` : null,
    passport: player.passport,
    passportDate: player.passportDate ?? null,
    dateBirthday: player.dateBirthday,
    registrationAddress: player.registrationAddress ?? null,
    grantExpiresInSeconds: grantSecondsLeft,
  };
}
