/**
 * The reference promotions API: promotions, bonus offers, partners and CMS landing pages as structured blocks.
 * (Registered by server/app.ts; its routes are being built.)
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerPromotionRoutes(app: FastifyInstance, ctx: ServerContext): void {}
