/** The reference account API: profile, security, phone and e-mail, verification. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

export function registerAccountRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
