/**
 * The reference cricket API: championships, events, players and broadcasts.
 * (Registered by server/app.ts; its routes are being built.)
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerCricketRoutes(app: FastifyInstance, ctx: ServerContext): void {}
