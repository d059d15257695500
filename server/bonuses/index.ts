/** The reference bonus API of the office: cashback, promo codes, bonuses, referral (bring a friend), rewards, special offers. */
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../auth/identity.ts';
import type { ServerContext } from '../context.ts';
import { registerBonusListRoutes } from './bonus-routes.ts';
import { registerCashbackRoutes } from './cashback-routes.ts';
import { BonusLedger } from './ledger.ts';
import { registerLoyaltyRoutes } from './loyalty-routes.ts';
import { registerPromoCodeRoutes } from './promo-code-routes.ts';
import { registerReferralRoutes } from './referral-routes.ts';

export function registerBonusRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The identity API's clock, so a test that moves it moves cashback periods and offer validity too.
  const now = (): number => (app as { identity?: Identity }).identity?.options.now() ?? Date.now();
  const ledger = new BonusLedger(now);
  registerCashbackRoutes(app, ledger, now);
  registerPromoCodeRoutes(app, ledger, now);
  registerBonusListRoutes(app, ledger, now);
  registerReferralRoutes(app, ctx, ledger);
  registerLoyaltyRoutes(app, ledger, now);
}
