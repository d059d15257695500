/** The reference bonus API of the office: cashback, promo codes, bonuses, referral (bring a friend), rewards, special offers. */
import type { FastifyInstance } from 'fastify';
import { defineReferenceApi, type Identity, type ServerContext } from '../../../server/kit/index.ts';
import { registerBonusListRoutes } from './bonus-routes.ts';
import { registerCashbackRoutes } from './cashback-routes.ts';
import { BonusLedger } from './ledger.ts';
import { registerLoyaltyRoutes } from './loyalty-routes.ts';
import { registerPromoCodeRoutes } from './promo-code-routes.ts';
import { registerReferralRoutes } from './referral-routes.ts';
import { SECTIONS_OFF_BY_OPERATOR, sectionGate } from './sections.ts';
import { registerSettingsRoutes } from './settings-routes.ts';

function registerBonusRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The identity API's clock, so a test that moves it moves cashback periods and offer validity too.
  const now = (): number => (app as { identity?: Identity }).identity?.options.now() ?? Date.now();
  const ledger = new BonusLedger(now, app.ledger);
  const gate = sectionGate(ctx, SECTIONS_OFF_BY_OPERATOR);
  registerSettingsRoutes(app, ledger, gate);
  registerCashbackRoutes(app, ledger, gate, now);
  registerPromoCodeRoutes(app, ledger, gate, now);
  registerBonusListRoutes(app, ledger, gate, now);
  registerReferralRoutes(app, ctx, ledger, gate);
  registerLoyaltyRoutes(app, ledger, gate, now);
}

export default defineReferenceApi({ register: registerBonusRoutes });
