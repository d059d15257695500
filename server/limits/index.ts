/** The reference limit service (responsible gaming): limits, approvals, reality check, session limit, self-exclusion. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

export function registerLimitRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
