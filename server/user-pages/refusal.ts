/**
 * Refusals of the user-pages API. A handler throws one; the scope's error handler (index.ts)
 * answers it with its status as `{ message, code }` for a link that cannot be used (the page picks
 * its next step by `code`) or `{ message, field? }` otherwise.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LinkRefusal } from '../../schemas/user-pages-api.schema.ts';
import { requirePlayer } from '../auth/current-user.ts';
import type { Player } from '../auth/players.ts';
import { LINK_REFUSAL_MESSAGES } from './links.ts';

export class PageRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 410,
    message: string,
    readonly detail: { code?: LinkRefusal; field?: string } = {},
  ) {
    super(message);
    this.name = 'PageRefusal';
  }
}

export const badInput = (message: string, field?: string): PageRefusal => new PageRefusal(400, message, field ? { field } : {});
export const forbidden = (message: string): PageRefusal => new PageRefusal(403, message);
export const notFound = (message: string): PageRefusal => new PageRefusal(404, message);

/** A link (or app token, or QR sign-in) that cannot be used: 400 when it never was valid, 410 when it was. */
export function linkRefused(code: LinkRefusal, message: string = LINK_REFUSAL_MESSAGES[code]): PageRefusal {
  return new PageRefusal(code === 'invalid' ? 400 : 410, message, { code });
}

export function sendPageRefusal(reply: FastifyReply, refusal: PageRefusal): FastifyReply {
  const { code, field } = refusal.detail;
  return reply
    .code(refusal.statusCode)
    .header('cache-control', 'no-store')
    .send({ message: refusal.message, ...(code ? { code } : {}), ...(field ? { field } : {}) });
}

/** The calling player, or undefined once 401 has been answered (guests and dead tokens). */
export function callingPlayer(request: FastifyRequest, reply: FastifyReply): Player | undefined {
  reply.header('cache-control', 'no-store');
  return requirePlayer(request.server.identity, request, reply)?.player;
}
