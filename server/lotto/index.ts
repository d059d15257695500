/**
 * The reference lotto and toto API: sections, lotteries, draws and results.
 * (Registered by server/app.ts; its routes are being built.)
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerLottoRoutes(app: FastifyInstance, ctx: ServerContext): void {}
