/**
 * What every bonus route shares: who calls (401 for a guest, by the identity API's rules), the
 * language of names and refusals, and refusals as thrown errors the app's error handler answers
 * as `{ message }` with their status.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requirePlayer } from '../auth/current-user.ts';
import type { Identity } from '../auth/identity.ts';
import type { ServerContext } from '../context.ts';
import type { Player } from '../auth/players.ts';
import type { Language, Localized } from './catalogue.ts';

export class BonusRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 429,
    message: string,
  ) {
    super(message);
    this.name = 'BonusRefusal';
  }
}

export function languageOf(request: FastifyRequest): Language {
  return request.headers['x-language'] === 'ru' ? 'ru' : 'en';
}

/** A refusal in the caller's language. */
export function refuse(request: FastifyRequest, status: 400 | 403 | 404 | 429, message: Localized): BonusRefusal {
  return new BonusRefusal(status, message[languageOf(request)]);
}

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
