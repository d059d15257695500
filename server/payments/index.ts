/** The reference payments API: deposits, withdrawals, payment history and payment requests. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

export function registerPaymentRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
