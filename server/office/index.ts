/** The reference office API: the player's office (menu, settings, messages, wallets, promo codes ...). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

export function registerOfficeRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
