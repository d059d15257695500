/** The reference bonus API of the office: cashback, promo codes, bonuses, referral (bring a friend), rewards, special offers. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

export function registerBonusRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
