/**
 *   GET  /web-api/bonuses/cashback/:kind          this period's cashback (kind: sport, casino, slots)
 *   POST /web-api/bonuses/cashback/:kind/claim    pays what has accrued to the bonus account
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyFactor, type Player, refuse } from '../../../server/kit/index.ts';
import { answerSchemas, CASHBACK_KINDS, type CashbackAnswer, type CashbackKind } from '../schemas.ts';
import { CASHBACK_PROGRAMMES, cashbackPeriod } from './catalogue.ts';
import { callingPlayer, isoTime } from './http.ts';
import { bonusCurrency, round2, type BonusLedger } from './ledger.ts';
import type { SectionGate } from './sections.ts';

function kindOf(request: FastifyRequest): CashbackKind {
  const kind = (request.params as { kind?: string }).kind;
  const known = CASHBACK_KINDS.find((k) => k === kind);
  if (!known) throw refuse(request, 404, { en: `There is no cashback programme "${kind}" (sport, casino or slots)`, ru: `Программы кешбэка «${kind}» нет (sport, casino или slots)` });
  return known;
}

function cashbackOf(ledger: BonusLedger, player: Player, kind: CashbackKind, now: number): CashbackAnswer {
  const programme = CASHBACK_PROGRAMMES[kind];
  const record = ledger.of(player);
  const period = cashbackPeriod(now);
  const claimedAt = record.cashbackClaims.get(`${kind}:${period.start}`) ?? null;
  const iso = bonusCurrency(player);
  const lossAmount = record.losses[kind];
  const accrued = claimedAt === null ? round2((lossAmount * programme.percent) / 100) : 0;
  return {
    kind,
    percent: programme.percent,
    periodStart: isoTime(period.start),
    // The last second of Sunday: the period's end as a player reads a date.
    periodEnd: isoTime(period.end - 1000),
    lossAmount,
    accrued,
    minimumClaim: round2(programme.minimumClaim * currencyFactor(iso)),
    claimedAt: claimedAt === null ? null : isoTime(claimedAt),
    iso,
    isVisiblePromoPointsRules: programme.isVisiblePromoPointsRules,
    showAdditionalCashBackTerms: programme.showAdditionalCashBackTerms,
    promoPoints: Math.floor((accrued / currencyFactor(iso)) * programme.pointsPerUnit),
    usePromoPointsName: programme.usePromoPointsName,
    balance: ledger.balanceOf(player),
  };
}

export function registerCashbackRoutes(app: FastifyInstance, ledger: BonusLedger, gate: SectionGate, now: () => number): void {
  app.get('/web-api/bonuses/cashback/:kind', { config: { answerSchema: answerSchemas.cashbackAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    const kind = kindOf(request);
    gate.require(request, `cashback-${kind}`);
    return cashbackOf(ledger, player, kind, now());
  });

  app.post('/web-api/bonuses/cashback/:kind/claim', { config: { answerSchema: answerSchemas.bonusActionAnswer } }, async (request, reply) => {
    const player = callingPlayer(app, request, reply);
    if (!player) return reply;
    const kind = kindOf(request);
    gate.require(request, `cashback-${kind}`);
    const cashback = cashbackOf(ledger, player, kind, now());
    if (cashback.claimedAt !== null) {
      throw refuse(request, 400, { en: 'This period’s cashback has been claimed already; the next one opens on Monday', ru: 'Кешбэк за этот период уже получен; следующий период начнётся в понедельник' });
    }
    if (cashback.accrued < cashback.minimumClaim) {
      throw refuse(request, 400, { en: 'Nothing to claim yet: cashback accrues on net losses in the period', ru: 'Пока нечего получать: кешбэк начисляется с чистого проигрыша за период' });
    }
    const period = `${kind}:${cashbackPeriod(now()).start}`;
    const reward = { kind: 'money', amount: cashback.accrued, iso: cashback.iso } as const;
    ledger.credit(player, reward, `cashback:${period}`);
    if (cashback.promoPoints > 0) ledger.credit(player, { kind: 'points', amount: cashback.promoPoints, iso: cashback.iso }, `cashback:${period}`);
    ledger.of(player).cashbackClaims.set(period, now());
    return { success: true, reward, balance: ledger.balanceOf(player) };
  });
}
