/**
 * The reference limit service (responsible gaming): limits, approvals, reality check, session limit,
 * self-exclusion and the panic button. It is the authority: it applies the region's rules itself
 * (src/domain/limits, the same rules the plugin explains) and decorates the server with the
 * `restrictions` the coupon and payment routes ask before they take a bet or money.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { Identity } from '../auth/identity.ts';
import { registerLimitListRoutes } from './limit-routes.ts';
import { registerPlayRoutes } from './play-routes.ts';
import { createLimitService } from './service.ts';

export function registerLimitRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const identity = (app as { identity?: Identity }).identity;
  // The identity API is registered first; without it no caller could ever be a player.
  if (!identity) throw new Error('registerLimitRoutes needs the identity API (registerAuthRoutes) registered before it');
  const service = createLimitService(ctx, identity);
  app.decorate('restrictions', service.restrictions);
  registerLimitListRoutes(app, identity, service);
  registerPlayRoutes(app, identity, service, ctx.testRoutes);
}
