/**
 * The reference support API: e-mail requests, callbacks, call history, the consultant and user questions.
 * (Registered by server/app.ts; its routes are being built.)
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerSupportRoutes(app: FastifyInstance, ctx: ServerContext): void {}
