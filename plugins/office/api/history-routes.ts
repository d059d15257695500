/**
 *   GET  /web-api/office/powerbet                        {coupons}: the player's opened coupons, numbered
 *   GET  /web-api/office/powerbet/:couponId              {coupon, offer}; 404 {message} for a number that is not the player's
 *   POST /web-api/office/history/mail        {email, period}   {success, message}
 *   POST /web-api/office/history/casino-mail {email, period}   {success, message}
 *        (`email` may be the player's own address as the menu shows it, masked: it means that address)
 *   POST /web-api/office/history/clear       {accountId}       {success, message}
 *
 * A coupon's number is its place among the player's coupons, oldest first (the book's own ids are
 * not numbers). The coupons and their markets are read through the coupon API itself (in-process),
 * so the office sees exactly what the player's bet history shows. The reference server sends no
 * e-mail: it writes what it would send to its log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activeAccountOf, maskEmail, type Player, say } from '../../../server/kit/index.ts';
import { badRequest, bodyOf, officeCaller, positiveId } from './caller.ts';
import { answerSchemas } from '../schemas.ts';

export const MAIL_PERIODS_DAYS: readonly number[] = [1, 7, 30, 90];
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
/** Singles (0) and expresses (1): the types whose price is one product of the bets' prices. */
const RAISABLE_TYPES: readonly number[] = [0, 1];

interface BookCoupon {
  couponId: string;
  typeId: number;
  amount: number;
  coef: number;
  possibleWin: number;
  currencyIso: string;
  placedAt: string;
  statusId: number;
  bets: { marketId: string; statusId: number }[];
}

async function readThroughApi<T>(app: FastifyInstance, request: FastifyRequest, url: string): Promise<T> {
  const answer = await app.inject({ method: 'GET', url, headers: { authorization: request.headers.authorization ?? '', host: request.headers.host ?? 'localhost' } });
  if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode} in-process`);
  return answer.json<T>();
}

/** The player's coupons, numbered oldest first, newest first in the list. */
async function numberedCoupons(app: FastifyInstance, request: FastifyRequest) {
  const { coupons } = await readThroughApi<{ coupons: BookCoupon[] }>(app, request, '/web-api/coupon/history');
  return coupons.map((c, index) => ({ ...c, number: coupons.length - index }));
}

function couponView(c: BookCoupon & { number: number }) {
  return {
    number: c.number,
    couponId: c.couponId,
    typeId: c.typeId,
    amount: c.amount,
    coef: c.coef,
    possibleWin: c.possibleWin,
    currencyIso: c.currencyIso,
    placedAt: c.placedAt,
    statusId: c.statusId,
    legs: c.bets.length,
  };
}

function activeMoney(player: Player): number {
  return activeAccountOf(player)?.money ?? 0;
}

export function registerHistoryRoutes(app: FastifyInstance): void {
  app.get('/web-api/office/powerbet', { config: { answerSchema: answerSchemas.officePowerbetListAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    const coupons = await numberedCoupons(app, request);
    return { coupons: coupons.filter((c) => c.statusId < 0).map(couponView) };
  });

  app.get<{ Params: { couponId: string } }>('/web-api/office/powerbet/:couponId', { config: { answerSchema: answerSchemas.officePowerbetAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    const number = positiveId(request.params.couponId);
    if (number === undefined) return badRequest(reply, say(request, { en: 'The coupon number must be a whole number from 1', ru: 'Номер купона должен быть целым числом от 1' }), 'couponId');
    const coupon = (await numberedCoupons(app, request)).find((c) => c.number === number);
    if (!coupon) return reply.code(404).send({ message: say(request, { en: `You have no coupon number ${number}`, ru: `У вас нет купона номер ${number}` }) });
    const maxAmount = Math.round(Math.min(activeMoney(caller.player), coupon.amount) * 100) / 100;
    const unavailable = (reason: 'settled' | 'started' | 'closed' | 'type') => ({ coupon: couponView(coupon), offer: { available: false, reason, currentCoef: null, maxAmount } });
    if (coupon.statusId >= 0) return unavailable('settled');
    if (coupon.bets.some((b) => b.statusId >= 0)) return unavailable('started');
    if (!RAISABLE_TYPES.includes(coupon.typeId)) return unavailable('type');
    const ids = coupon.bets.map((b) => b.marketId).join(',');
    const { markets } = await readThroughApi<{ markets: { coef?: number; blocked: boolean; finished?: boolean }[] }>(app, request, `/web-api/coupon/markets?ids=${encodeURIComponent(ids)}`);
    if (markets.some((m) => m.blocked || m.finished || typeof m.coef !== 'number')) return unavailable('closed');
    const currentCoef = Math.round(markets.reduce((product, m) => product * (m.coef as number), 1) * 1000) / 1000;
    return { coupon: couponView(coupon), offer: { available: maxAmount > 0, currentCoef, maxAmount } };
  });

  for (const [path, kind] of [
    ['/web-api/office/history/mail', 'bets'],
    ['/web-api/office/history/casino-mail', 'casino'],
  ] as const) {
    app.post(path, { config: { answerSchema: answerSchemas.officeDoneAnswer } }, async (request, reply) => {
      const caller = officeCaller(app, request, reply);
      if (!caller) return reply;
      const body = bodyOf(request.body);
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      if (!EMAIL.test(email)) return badRequest(reply, say(request, { en: '"email" must be an e-mail address such as name@example.com', ru: '«email» должен быть адресом вида name@example.com' }), 'email');
      if (typeof body.period !== 'number' || !MAIL_PERIODS_DAYS.includes(body.period)) {
        return badRequest(reply, say(request, { en: `"period" must be one of ${MAIL_PERIODS_DAYS.join(', ')} (days)`, ru: `«period» должен быть одним из ${MAIL_PERIODS_DAYS.join(', ')} (дней)` }), 'period');
      }
      // The menu shows the player's address masked and the form offers it as it is shown: the masked
      // address stands for the player's own.
      const own = caller.player.email;
      const to = own !== null && email === maskEmail(own) ? own : email;
      request.log.info(`[office-mail] ${kind} history of ${body.period} days for player ${caller.player.id} to ${maskEmail(to)}`);
      const what = kind === 'bets' ? { en: 'bet history', ru: 'История ставок' } : { en: 'casino history', ru: 'История игр казино' };
      return {
        success: true,
        message: say(request, {
          en: `Your ${what.en} for the last ${body.period} days is on its way to ${email}`,
          ru: `${what.ru} за последние ${body.period} дн. отправлена на ${email}`,
        }),
      };
    });
  }

  app.post('/web-api/office/history/clear', { config: { answerSchema: answerSchemas.officeDoneAnswer } }, async (request, reply) => {
    const caller = officeCaller(app, request, reply);
    if (!caller) return reply;
    const accountId = positiveId(bodyOf(request.body).accountId);
    const account = caller.player.accounts.find((a) => a.id === accountId);
    if (!account) return badRequest(reply, say(request, { en: '"accountId" must be the id of one of your accounts', ru: '«accountId» должен быть номером одного из ваших счетов' }), 'accountId');
    caller.record.historyClearedAt.set(account.id, caller.now);
    return { success: true, message: say(request, { en: `The history of account ${account.id} (${account.iso}) is cleared`, ru: `История счёта ${account.id} (${account.iso}) очищена` }) };
  });
}
