/**
 *   GET /web-api/bonuses/settings    what the bonus area offers this player on this site, and their club points
 */
import type { FastifyInstance } from 'fastify';
import { CASHBACK_PROGRAMMES } from './catalogue.ts';
import { callingPlayer } from './http.ts';
import type { BonusLedger } from './ledger.ts';
import type { SectionGate } from './sections.ts';
import { answerSchemas } from '../schemas.ts';

export function registerSettingsRoutes(app: FastifyInstance, ledger: BonusLedger, gate: SectionGate): void {
  app.get('/web-api/bonuses/settings', { config: { answerSchema: answerSchemas.bonusSettingsAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    const record = ledger.of(player);
    const on = (section: Parameters<SectionGate['offers']>[1]) => gate.offers(request, section);
    return {
      cashbackSetting: {
        sport: { enabled: on('cashback-sport'), percent: CASHBACK_PROGRAMMES.sport.percent },
        casino: { enabled: on('cashback-casino'), percent: CASHBACK_PROGRAMMES.casino.percent },
        slots: { enabled: on('cashback-slots'), percent: CASHBACK_PROGRAMMES.slots.percent },
      },
      bonusSetting: { enabled: on('bonuses') },
      firstDepositBonusSetting: { enabled: on('first-deposit'), available: !player.hasDeposit },
      showPromoCodeCheck: on('promo-code-check'),
      promoSetting: { promoCodeHistory: on('promo-code-history'), bringFriend: on('bring-friend'), specialOffers: on('special-offers') },
      showClubPoints: on('club'),
      clubPoints: record.points,
      pointsAccumulated: record.pointsAccumulated,
    };
  });
}
