/**
 *   GET  /web-api/bonuses/rewards                   points, level, and the rewards points buy
 *   POST /web-api/bonuses/rewards/:id/exchange      spends points on a reward (bonus money)
 *   GET  /web-api/bonuses/special-offers            personal offers with their validity
 *   POST /web-api/bonuses/special-offers/:id/accept takes an open offer's reward
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, type Player, refuse } from '../../../server/kit/index.ts';
import { answerSchemas, type RewardsAnswer, type SpecialOffer } from '../schemas.ts';
import { LEVELS, OFFER_TEMPLATES, REWARDS, type OfferTemplate } from './catalogue.ts';
import { callingPlayer, isoTime } from './http.ts';
import { scaleReward, type BonusLedger } from './ledger.ts';
import type { SectionGate } from './sections.ts';

const DAY_MS = 86_400_000;

function rewardsOf(ledger: BonusLedger, player: Player, request: FastifyRequest): RewardsAnswer {
  const lng = languageOf(request);
  const record = ledger.of(player);
  const levels = LEVELS.map((level) => ({ id: level.id, name: level.name[lng], minPoints: level.minPoints }));
  const reached = levels.filter((level) => level.minPoints <= record.pointsAccumulated);
  const level = reached[reached.length - 1]!;
  return {
    points: record.points,
    pointsAccumulated: record.pointsAccumulated,
    level,
    nextLevel: levels[reached.length] ?? null,
    levels,
    rewards: REWARDS.map((reward) => ({ id: reward.id, name: reward.name[lng], cost: reward.cost, reward: scaleReward(player, reward.reward) })),
    balance: ledger.balanceOf(player),
  };
}

function offerOf(ledger: BonusLedger, player: Player, template: OfferTemplate, request: FastifyRequest, now: number): SpecialOffer {
  const lng = languageOf(request);
  const record = ledger.of(player);
  const validFrom = record.openedAt + template.fromDay * DAY_MS;
  // An offer lasts to the end of its last day.
  const validTo = record.openedAt + (template.toDay + 1) * DAY_MS - 1000;
  const status = record.acceptedOffers.has(template.id) ? 'accepted' : now < validFrom ? 'upcoming' : now > validTo ? 'expired' : 'open';
  return {
    id: template.id,
    name: template.name[lng],
    description: template.description[lng],
    validFrom: isoTime(validFrom),
    validTo: isoTime(validTo),
    status,
    reward: scaleReward(player, template.reward),
  };
}

export function registerLoyaltyRoutes(app: FastifyInstance, ledger: BonusLedger, gate: SectionGate, now: () => number): void {
  app.get('/web-api/bonuses/rewards', { config: { answerSchema: answerSchemas.rewardsAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'club');
    return rewardsOf(ledger, player, request);
  });

  app.post('/web-api/bonuses/rewards/:id/exchange', { config: { answerSchema: answerSchemas.bonusActionAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'club');
    const offer = REWARDS.find((r) => r.id === (request.params as { id: string }).id);
    if (!offer) throw refuse(request, 404, { en: 'There is no such reward', ru: 'Такой награды нет' });
    const record = ledger.of(player);
    if (record.points < offer.cost) {
      throw refuse(request, 400, {
        en: `This reward costs ${offer.cost} points; you have ${record.points}`,
        ru: `Эта награда стоит ${offer.cost} баллов; у вас ${record.points}`,
      });
    }
    const reward = scaleReward(player, offer.reward);
    ledger.credit(player, reward, `reward:${offer.id}`);
    // Spending lowers the balance only: the level follows every point ever earned.
    record.points -= offer.cost;
    return { success: true, reward, balance: ledger.balanceOf(player) };
  });

  app.get('/web-api/bonuses/special-offers', { config: { answerSchema: answerSchemas.specialOffersAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'special-offers');
    return { offers: OFFER_TEMPLATES.map((template) => offerOf(ledger, player, template, request, now())) };
  });

  app.post('/web-api/bonuses/special-offers/:id/accept', { config: { answerSchema: answerSchemas.bonusActionAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'special-offers');
    const template = OFFER_TEMPLATES.find((t) => t.id === (request.params as { id: string }).id);
    if (!template) throw refuse(request, 404, { en: 'There is no such offer', ru: 'Такого предложения нет' });
    const offer = offerOf(ledger, player, template, request, now());
    if (offer.status === 'accepted') throw refuse(request, 400, { en: 'You have accepted this offer already', ru: 'Вы уже приняли это предложение' });
    if (offer.status === 'upcoming') throw refuse(request, 400, { en: 'This offer has not started yet', ru: 'Это предложение ещё не началось' });
    if (offer.status === 'expired') throw refuse(request, 400, { en: 'This offer has expired', ru: 'Срок действия предложения истёк' });
    ledger.credit(player, offer.reward, `offer:${template.id}`);
    ledger.of(player).acceptedOffers.set(template.id, now());
    return { success: true, reward: offer.reward, balance: ledger.balanceOf(player) };
  });
}
