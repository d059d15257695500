/**
 * Refusals of the account API. A handler throws one; the scope's error handler (index.ts) answers it
 * as `{ message, field? }` with its status, so a handler reads as the happy path plus one line per
 * refusal, and the client shows the message next to the field it names.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Player, requirePlayer, type Session } from '../../../server/kit/index.ts';

export class AccountRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AccountRefusal';
  }
}

/** 400: the input is not what the call takes; the message says what is. */
export function badInput(message: string, field?: string): AccountRefusal {
  return new AccountRefusal(400, message, field);
}

/** 403: the input is fine but this player may not do it now; the message says why and what to do. */
export function forbidden(message: string, field?: string): AccountRefusal {
  return new AccountRefusal(403, message, field);
}

export function sendRefusal(reply: FastifyReply, refusal: AccountRefusal): FastifyReply {
  return reply
    .code(refusal.statusCode)
    .header('cache-control', 'no-store')
    .send({ message: refusal.message, ...(refusal.field ? { field: refusal.field } : {}) });
}

/** The calling player, or undefined once 401 has been answered (guests and dead tokens). */
export function callingPlayer(request: FastifyRequest, reply: FastifyReply): Player | undefined {
  return callingSession(request, reply)?.player;
}

/** The calling player and the session their token belongs to, or undefined once 401 has been answered. */
export function callingSession(request: FastifyRequest, reply: FastifyReply): { player: Player; session: Session } | undefined {
  reply.header('cache-control', 'no-store');
  return requirePlayer(request.server.identity, request, reply);
}
