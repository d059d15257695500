/**
 *   GET  /web-api/bonuses/promo-codes/check?code=   valid / used / expired / unknown, and what it gives
 *   POST /web-api/bonuses/promo-codes/activate      { code } pays a valid code's reward
 *   GET  /web-api/bonuses/promo-codes/history       the codes the player used, newest first
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Player, refuse } from '../../../server/kit/index.ts';
import { answerSchemas, type PromoCodeCheckAnswer } from '../schemas.ts';
import { PROMO_CODE_PATTERN, promoCodeOf } from './catalogue.ts';
import { bodyRecord, callingPlayer, isoTime } from './http.ts';
import { scaleReward, type BonusLedger } from './ledger.ts';
import type { SectionGate } from './sections.ts';

/** Codes that do not exist a player may try within the window before checks are refused for a while. */
export const UNKNOWN_CODE_TRIES = 10;
export const UNKNOWN_CODE_WINDOW_MS = 10 * 60_000;

/**
 * Refuses a check or activation while the player has tried too many codes that do not exist
 * lately (guessing codes one by one), and counts this try if the code is unknown.
 */
function throttleGuessing(request: FastifyRequest, ledger: BonusLedger, player: Player, code: string, now: number): void {
  const tries = ledger.of(player).unknownCodeTries;
  while (tries.length > 0 && tries[0]! <= now - UNKNOWN_CODE_WINDOW_MS) tries.shift();
  if (tries.length >= UNKNOWN_CODE_TRIES) {
    const minutes = Math.max(1, Math.ceil((tries[0]! + UNKNOWN_CODE_WINDOW_MS - now) / 60_000));
    throw refuse(request, 429, {
      en: `Too many codes that do not exist: try again in ${minutes} min`,
      ru: `Слишком много несуществующих кодов: попробуйте через ${minutes} мин`,
    });
  }
  if (!promoCodeOf(code)) tries.push(now);
}

/** The code as the catalogue writes it (upper case, trimmed), or a 400 that says what a code looks like. */
function codeFrom(request: FastifyRequest, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw refuse(request, 400, { en: 'Enter a promo code', ru: 'Введите промокод' });
  const code = value.trim().toUpperCase();
  if (!PROMO_CODE_PATTERN.test(code)) {
    throw refuse(request, 400, { en: 'A promo code is 3 to 20 letters, digits or hyphens', ru: 'Промокод — от 3 до 20 латинских букв, цифр или дефисов' });
  }
  return code;
}

function checkCode(ledger: BonusLedger, player: Player, code: string, now: number): PromoCodeCheckAnswer {
  const entry = promoCodeOf(code);
  if (!entry) return { code, status: 'unknown', reward: null, validUntil: null, usedAt: null };
  const reward = scaleReward(player, entry.reward);
  const use = ledger.of(player).promoUses.find((u) => u.code === code);
  const status = use ? 'used' : entry.validUntil < now ? 'expired' : 'valid';
  return { code, status, reward, validUntil: isoTime(entry.validUntil), usedAt: use ? isoTime(use.usedAt) : null };
}

export function registerPromoCodeRoutes(app: FastifyInstance, ledger: BonusLedger, gate: SectionGate, now: () => number): void {
  app.get('/web-api/bonuses/promo-codes/check', { config: { answerSchema: answerSchemas.promoCodeCheckAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'promo-code-check');
    const code = codeFrom(request, (request.query as { code?: unknown }).code);
    throttleGuessing(request, ledger, player, code, now());
    return checkCode(ledger, player, code, now());
  });

  app.post('/web-api/bonuses/promo-codes/activate', { config: { answerSchema: answerSchemas.bonusActionAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'promo-code-check');
    const code = codeFrom(request, bodyRecord(request.body).code);
    throttleGuessing(request, ledger, player, code, now());
    const check = checkCode(ledger, player, code, now());
    if (check.status === 'unknown') throw refuse(request, 400, { en: `There is no promo code ${check.code}`, ru: `Промокода ${check.code} нет` });
    if (check.status === 'used') throw refuse(request, 400, { en: `You have used ${check.code} already`, ru: `Вы уже использовали ${check.code}` });
    if (check.status === 'expired') throw refuse(request, 400, { en: `${check.code} has expired`, ru: `Срок действия ${check.code} истёк` });
    const reward = check.reward!;
    ledger.credit(player, reward, `promo:${check.code}`);
    ledger.of(player).promoUses.push({ code: check.code, usedAt: now(), reward });
    return { success: true, reward, balance: ledger.balanceOf(player) };
  });

  app.get('/web-api/bonuses/promo-codes/history', { config: { answerSchema: answerSchemas.promoCodeHistoryAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    gate.require(request, 'promo-code-history');
    const uses = [...ledger.of(player).promoUses].sort((a, b) => b.usedAt - a.usedAt);
    return { items: uses.map((use) => ({ code: use.code, usedAt: isoTime(use.usedAt), reward: use.reward })) };
  });
}
