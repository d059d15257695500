/**
 * The reference API of the sports extras: teams, favorites, event search, the day's accumulator, champions, recommendations and results.
 * (Registered by server/app.ts; its routes are being built.)
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerSportsExtrasRoutes(app: FastifyInstance, ctx: ServerContext): void {}
