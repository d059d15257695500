/**
 *   GET  /web-api/bonuses/bonuses                   active, available and completed bonuses with wagering
 *   POST /web-api/bonuses/bonuses/:id/activate      takes an available bonus: its money goes to the bonus account
 *   GET  /web-api/bonuses/first-deposit             the first-deposit offer and the player's choice
 *   POST /web-api/bonuses/first-deposit             { optIn: boolean }, only before the first deposit
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyFactor, FIRST_DEPOSIT_OFFER, languageOf, type Player, refuse } from '../../../server/kit/index.ts';
import { answerSchemas, type BonusesAnswer, type FirstDepositBonusAnswer } from '../schemas.ts';
import { BONUS_TEMPLATES } from './catalogue.ts';
import { bodyRecord, callingPlayer, isoTime } from './http.ts';
import { bonusCurrency, round2, type BonusLedger } from './ledger.ts';
import type { SectionGate } from './sections.ts';

function bonusesOf(ledger: BonusLedger, player: Player, request: FastifyRequest): BonusesAnswer {
  const lng = languageOf(request);
  const iso = bonusCurrency(player);
  const factor = currencyFactor(iso);
  const bonuses = ledger.of(player).bonuses.map((record) => {
    const template = BONUS_TEMPLATES.find((t) => t.id === record.id)!;
    const amount = round2(template.amount * factor);
    return {
      id: record.id,
      kind: template.kind,
      name: template.name[lng],
      description: template.description[lng],
      amount,
      iso,
      status: record.status,
      wagered: record.wagered,
      required: round2(amount * template.wagerMultiplier),
      wagerMultiplier: template.wagerMultiplier,
      expiresAt: isoTime(record.expiresAt),
    };
  });
  return { bonuses, balance: ledger.balanceOf(player) };
}

function firstDepositOf(ledger: BonusLedger, player: Player): FirstDepositBonusAnswer {
  const iso = bonusCurrency(player);
  const factor = currencyFactor(iso);
  return {
    available: !player.hasDeposit,
    optedIn: !player.hasDeposit && ledger.of(player).firstDepositOptIn,
    percent: FIRST_DEPOSIT_OFFER.percent,
    maxAmount: round2(FIRST_DEPOSIT_OFFER.maxAmount * factor),
    minDeposit: round2(FIRST_DEPOSIT_OFFER.minDeposit * factor),
    wagerMultiplier: FIRST_DEPOSIT_OFFER.wagerMultiplier,
    validDays: FIRST_DEPOSIT_OFFER.validDays,
    iso,
  };
}

export function registerBonusListRoutes(app: FastifyInstance, ledger: BonusLedger, gate: SectionGate, now: () => number): void {
  app.get('/web-api/bonuses/bonuses', { config: { answerSchema: answerSchemas.bonusesAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'bonuses');
    return bonusesOf(ledger, player, request);
  });

  app.post('/web-api/bonuses/bonuses/:id/activate', { config: { answerSchema: answerSchemas.bonusActionAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'bonuses');
    const id = (request.params as { id: string }).id;
    const record = ledger.of(player).bonuses.find((b) => b.id === id);
    if (!record) throw refuse(request, 404, { en: 'There is no such bonus', ru: 'Такого бонуса нет' });
    if (record.status !== 'available') throw refuse(request, 400, { en: 'This bonus has been taken already', ru: 'Этот бонус уже получен' });
    if (record.expiresAt <= now()) throw refuse(request, 400, { en: 'This bonus has expired', ru: 'Срок действия бонуса истёк' });
    const template = BONUS_TEMPLATES.find((t) => t.id === id)!;
    const iso = bonusCurrency(player);
    const reward = { kind: 'money', amount: round2(template.amount * currencyFactor(iso)), iso } as const;
    ledger.credit(player, reward, `bonus:${id}`);
    record.status = 'active';
    return { success: true, reward, balance: ledger.balanceOf(player) };
  });

  app.get('/web-api/bonuses/first-deposit', { config: { answerSchema: answerSchemas.firstDepositBonusAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'first-deposit');
    return firstDepositOf(ledger, player);
  });

  app.post('/web-api/bonuses/first-deposit', { config: { answerSchema: answerSchemas.firstDepositBonusAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'first-deposit');
    const optIn = bodyRecord(request.body).optIn;
    if (typeof optIn !== 'boolean') throw refuse(request, 400, { en: '"optIn" must be true or false', ru: '«optIn» должно быть true или false' });
    if (player.hasDeposit) {
      throw refuse(request, 403, { en: 'The first-deposit bonus is for players who have not deposited yet', ru: 'Бонус на первый депозит — для игроков, которые ещё не пополняли счёт' });
    }
    ledger.of(player).firstDepositOptIn = optIn;
    return firstDepositOf(ledger, player);
  });
}
