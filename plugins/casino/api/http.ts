/**
 * What every casino route shares: the caller's region (the site config chosen by Host), who calls,
 * and the checks of path and body values. Refusals are the kit's (thrown, answered `{ message }`
 * with their status in the caller's language).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identifyCaller, requirePlayer, type Identity, type Player, type ServerContext, type Session } from '../../../server/kit/index.ts';
import type { CasinoConfig } from '../../../schemas/casino-config.schema.ts';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { INTERNATIONAL } from './catalog.ts';

export interface Region {
  readonly config: SiteConfig;
  readonly casino: CasinoConfig | undefined;
  readonly market: string;
}

export function regionOf(ctx: ServerContext, request: FastifyRequest): Region {
  const config = ctx.siteConfigs.select(request.hostname);
  return { config, casino: config.casino, market: config.casino?.market ?? INTERNATIONAL };
}

function identityOf(app: FastifyInstance): Identity {
  const identity = (app as { identity?: Identity }).identity;
  if (!identity) throw new Error('The casino routes need the identity API (registerAuthRoutes) registered first');
  return identity;
}

/** The signed-in player, or undefined after answering 401. Player answers are never cached. */
export function callingPlayer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Player | undefined {
  reply.header('cache-control', 'no-store');
  return requirePlayer(identityOf(app), request, reply)?.player;
}

/** A signed-in caller: the player and the sign-in session their token names. */
export interface SignedInCaller {
  readonly player: Player;
  readonly session: Session;
}

/**
 * The signed-in caller, or null for a guest; a token that cannot be honoured still answers 401 (and
 * gives undefined), so the client refreshes it instead of silently seeing a guest's page.
 */
export function optionalCaller(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): SignedInCaller | null | undefined {
  const caller = identifyCaller(identityOf(app), request);
  if (caller.kind === 'guest') return null;
  reply.header('cache-control', 'no-store');
  return requirePlayer(identityOf(app), request, reply);
}

/** The signed-in player, or null for a guest; undefined after answering 401 to a token that cannot be honoured. */
export function optionalPlayer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Player | null | undefined {
  const caller = optionalCaller(app, request, reply);
  return caller === null ? null : caller?.player;
}

/** A JSON body as a record (anything else reads as empty, and the field checks refuse it). */
export function bodyRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A positive whole number from a path or query value, or undefined. */
export function positiveInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}
