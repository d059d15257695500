/**
 * What every bonus route shares: who calls (401 for a guest, by the identity API's rules). Their
 * language and refusals are the server kit's (server/kit/language.ts, server/kit/refusal.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Identity, type Player, requirePlayer, type ServerContext } from '../../../server/kit/index.ts';
/** The signed-in player, or undefined after answering 401. Player answers are never cached. */
export function callingPlayer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Player | undefined {
  reply.header('cache-control', 'no-store');
  const identity = (app as { identity?: Identity }).identity;
  if (!identity) throw new Error('The bonus routes need the identity API (registerAuthRoutes) registered first');
  return requirePlayer(identity, request, reply)?.player;
}

export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** A JSON body as a record (anything else reads as empty, and the field checks refuse it). */
export function bodyRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The site's canonical address (its config's first host, never the request's Host), for links a player shares elsewhere. */
export function originOf(ctx: ServerContext, request: FastifyRequest): string {
  return ctx.siteOrigins.canonical(ctx.siteConfigs.select(request.hostname));
}
