/**
 *   GET  /web-api/lotto/catalog?section=           sections with their counts, and the lotteries (of one section)
 *   GET  /web-api/lotto/lotteries/:lottoId?section=   one lottery: the open draw, prizes, the last draws (404 outside its section)
 *   GET  /web-api/lotto/results?lottoId=           past draws: the latest of every lottery, or one lottery's
 *   GET  /web-api/lotto/tickets?lottoId=           the player's tickets, settled first (401 for a guest)
 *   POST /web-api/lotto/tickets                    { lottoId, drawNumber, numbers, requestId } buys a ticket
 *
 * Names and refusals follow the caller's language header; prices are in the caller's currency (the
 * active account's, a guest's region's). A ticket is refused unless the one stake rule lets the player
 * stake this price (401 a guest or a bad token; 403 a banned player, self-exclusion, time-out, session,
 * wagering and loss limits), the account holds it, the draw named is still on sale and the player holds
 * fewer than the region's tickets per draw. The price is a 'lotto-ticket' entry of the ledger on the
 * account that pays, and a win a 'lotto-win' entry on that same account.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activeAccountOf,
  identifyCaller,
  languageOf,
  mayStake,
  Refusal,
  refuse,
  requirePlayer,
  restrictionsOf,
  sendStakeRefusal,
  stakeRefusalFor,
  type Identity,
  type Language,
  type ServerContext,
} from '../../../server/kit/index.ts';
import { answerSchemas, LOTTO_RESULTS_SECTION, LOTTO_SECTIONS, type LottoDraw, type LottoSection, type LotterySummary } from '../schemas.ts';
import {
  drawTime,
  drawnNumbers,
  inCurrency,
  lastDrawNumber,
  LOTTERIES,
  lotteryById,
  openDrawNumber,
  picksProblem,
  prizeTable,
  SECTION_NAMES,
  type Lottery,
} from './catalog.ts';
import type { TicketBook } from './tickets.ts';

/** Tickets one player may hold for one draw where the region says nothing. */
export const DEFAULT_MAX_TICKETS_PER_DRAW = 10;
/** Draws listed on a lottery's page, and on the results of one lottery. */
export const LAST_DRAWS_SHOWN = 5;
export const RESULTS_SHOWN = 20;
/** On the results of every lottery: this many recent draws of each. */
export const RESULTS_PER_LOTTERY = 3;

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

const iso = (time: number): string => new Date(time).toISOString();

function identityOf(app: FastifyInstance): Identity {
  const identity = (app as { identity?: Identity }).identity;
  if (!identity) throw new Error('The lotto routes need the identity API (registerAuthRoutes) registered first');
  return identity;
}

function lotteryOf(request: FastifyRequest, value: unknown): Lottery {
  const id = typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : typeof value === 'number' ? value : Number.NaN;
  const lottery = lotteryById(id);
  if (!lottery) throw refuse(request, 404, { en: `There is no lottery ${String(value)}`, ru: `Лотереи ${String(value)} нет` });
  return lottery;
}

function drawOf(lottery: Lottery, number: number, secret: Buffer, language: Language): LottoDraw {
  return {
    lottoId: lottery.id,
    lottoName: lottery.name[language],
    section: lottery.section,
    number,
    at: iso(drawTime(lottery, number)),
    numbers: drawnNumbers(lottery, number, secret),
  };
}

/** The last `count` draws held at `now`, newest first. */
function lastDraws(lottery: Lottery, count: number, now: number, secret: Buffer, language: Language): LottoDraw[] {
  const last = lastDrawNumber(lottery, now);
  const draws: LottoDraw[] = [];
  for (let number = last; number >= 1 && draws.length < count; number -= 1) draws.push(drawOf(lottery, number, secret, language));
  return draws;
}

export interface LottoRouteOptions {
  readonly book: TicketBook;
  readonly secret: Buffer;
  readonly now: () => number;
}

export function registerLottoApiRoutes(app: FastifyInstance, ctx: ServerContext, { book, secret, now }: LottoRouteOptions): void {
  const regionOf = (request: FastifyRequest) => ctx.siteConfigs.select(request.hostname);

  /** The currency prices are shown in: the signed-in caller's active account's, else the region's. */
  const currencyOf = (request: FastifyRequest): string => {
    const caller = identifyCaller(identityOf(app), request);
    const account = caller.kind === 'user' ? activeAccountOf(caller.player) : undefined;
    return account?.iso ?? regionOf(request).currencies.default;
  };

  const summaryOf = (lottery: Lottery, currency: string, language: Language, at: number): LotterySummary => {
    const open = openDrawNumber(lottery, at);
    return {
      id: lottery.id,
      section: lottery.section,
      name: lottery.name[language],
      pick: lottery.pick,
      drawn: lottery.drawn,
      of: lottery.of,
      price: inCurrency(lottery.priceUsd, currency),
      iso: currency,
      jackpot: lottery.jackpotUsd === undefined ? null : inCurrency(lottery.jackpotUsd, currency),
      openDraw: { number: open, at: iso(drawTime(lottery, open)), salesCloseAt: iso(drawTime(lottery, open) - lottery.salesCloseMs) },
    };
  };

  // Every answer depends on the clock (the draw on sale), the language and the caller's currency.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/web-api/lotto/')) reply.header('cache-control', 'no-store').header('vary', 'x-language, authorization');
    return payload;
  });

  app.get<{ Querystring: { section?: string } }>('/web-api/lotto/catalog', { config: { answerSchema: answerSchemas.lottoCatalogAnswer } }, async (request) => {
    const asked = request.query.section;
    const section = asked === undefined || asked === '' ? null : LOTTO_SECTIONS.find((s) => s === asked);
    if (section === undefined) {
      throw refuse(request, 404, { en: `There is no lotto section "${asked}"`, ru: `Раздела лото «${asked}» нет` });
    }
    const language = languageOf(request);
    const currency = currencyOf(request);
    const at = now();
    return {
      sections: LOTTO_SECTIONS.map((id: LottoSection) => ({ id, name: SECTION_NAMES[id][language], count: LOTTERIES.filter((l) => l.section === id).length })),
      section,
      lotteries: LOTTERIES.filter((l) => section === null || l.section === section).map((l) => summaryOf(l, currency, language, at)),
    };
  });

  app.get<{ Params: { lottoId: string }; Querystring: { section?: string } }>('/web-api/lotto/lotteries/:lottoId', { config: { answerSchema: answerSchemas.lottoLotteryAnswer } }, async (request) => {
    const lottery = lotteryOf(request, request.params.lottoId);
    // Asked under a section (the page's address names one), a lottery of another section is not there.
    const asked = request.query.section;
    if (asked !== undefined && asked !== lottery.section) {
      throw refuse(request, 404, { en: `There is no lottery ${lottery.id} in section "${asked}"`, ru: `В разделе «${asked}» нет лотереи ${lottery.id}` });
    }
    const language = languageOf(request);
    const currency = currencyOf(request);
    const at = now();
    return {
      ...summaryOf(lottery, currency, language, at),
      about: lottery.about[language],
      prizes: prizeTable(lottery, currency),
      maxTicketsPerDraw: regionOf(request).lotto?.maxTicketsPerDraw ?? DEFAULT_MAX_TICKETS_PER_DRAW,
      lastDraws: lastDraws(lottery, LAST_DRAWS_SHOWN, at, secret, language),
    };
  });

  app.get<{ Querystring: { lottoId?: string } }>('/web-api/lotto/results', { config: { answerSchema: answerSchemas.lottoResultsAnswer } }, async (request) => {
    const language = languageOf(request);
    const at = now();
    if (request.query.lottoId !== undefined) {
      const lottery = lotteryOf(request, request.query.lottoId);
      return { lottoId: lottery.id, draws: lastDraws(lottery, RESULTS_SHOWN, at, secret, language) };
    }
    const draws = LOTTERIES.flatMap((l) => lastDraws(l, RESULTS_PER_LOTTERY, at, secret, language)).sort((a, b) => b.at.localeCompare(a.at));
    return { lottoId: null, draws };
  });

  app.get<{ Querystring: { lottoId?: string } }>('/web-api/lotto/tickets', { config: { answerSchema: answerSchemas.lottoTicketsAnswer } }, async (request, reply) => {
    const caller = requirePlayer(identityOf(app), request, reply);
    if (!caller) return reply;
    const lottery = request.query.lottoId === undefined ? undefined : lotteryOf(request, request.query.lottoId);
    book.settle(caller.player);
    return { tickets: book.list(caller.player, languageOf(request), lottery?.id) };
  });

  app.post('/web-api/lotto/tickets', { config: { answerSchema: answerSchemas.lottoTicketBoughtAnswer } }, async (request, reply) => {
    // Asked first, so a guest or a banned player learns nothing more (and buys nothing).
    const caller = mayStake(app, request);
    if (!caller.ok) return sendStakeRefusal(reply, caller);
    const player = caller.player;
    const language = languageOf(request);
    const body = (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {}) as Record<string, unknown>;
    const requestId = body.requestId;
    if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) {
      throw refuse(request, 400, { en: 'requestId must be 8 to 64 letters, digits or dashes', ru: 'requestId — от 8 до 64 букв, цифр или дефисов' });
    }
    book.settle(player);
    // A retry of a purchase that went through answers that ticket: nothing is paid twice.
    const earlier = book.already(player, requestId);
    if (earlier) return { ticket: book.answer(earlier, language), balance: activeAccountOf(player)?.money ?? 0 };

    const lottery = lotteryOf(request, body.lottoId);
    const problem = picksProblem(lottery, body.numbers, language);
    if (problem !== null) throw new Refusal(400, problem);
    const at = now();
    const open = openDrawNumber(lottery, at);
    if (body.drawNumber !== open) {
      const next = iso(drawTime(lottery, open));
      throw refuse(request, 409, {
        en: `Sales for draw ${String(body.drawNumber)} have closed. Tickets are now for draw ${open} (${next}): check your numbers and buy again.`,
        ru: `Продажа билетов на тираж ${String(body.drawNumber)} закрыта. Сейчас продаются билеты на тираж ${open} (${next}): проверьте числа и купите снова.`,
      });
    }
    const account = activeAccountOf(player);
    if (!account) throw refuse(request, 403, { en: 'You have no account to pay from', ru: 'Нет счёта для оплаты' });
    const max = regionOf(request).lotto?.maxTicketsPerDraw ?? DEFAULT_MAX_TICKETS_PER_DRAW;
    if (book.countFor(player, lottery.id, open) >= max) {
      throw refuse(request, 403, { en: `You already hold ${max} tickets for this draw, the most one player may buy`, ru: `У вас уже ${max} билетов на этот тираж — больше купить нельзя` });
    }
    const price = inCurrency(lottery.priceUsd, account.iso);
    // The one stake rule decides again with the price: whether it fits the player's wagering and loss limits.
    const refusal = stakeRefusalFor(app, player, { amount: price, currencyIso: account.iso }, language);
    if (refusal !== null) return sendStakeRefusal(reply, refusal);
    if (price > account.money) {
      throw refuse(request, 400, { en: 'Not enough money on your account for this ticket: top it up first', ru: 'На счёте недостаточно денег для этого билета: сначала пополните его' });
    }
    const ticket = book.buy(player, { lottoId: lottery.id, drawNumber: open, numbers: body.numbers as number[], price, account, requestId });
    restrictionsOf(app).recordStake?.(player.id, price, account.iso);
    return { ticket: book.answer(ticket, language), balance: account.money };
  });
}

/** Whether a lotto page's data exists: its section (or the results), and its lottery within it. */
export function existsLottoPage(sectionName?: string, lottoId?: number): boolean {
  if (sectionName === undefined) return lottoId === undefined;
  const lottery = lottoId === undefined ? undefined : lotteryById(lottoId);
  if (sectionName === LOTTO_RESULTS_SECTION) return lottoId === undefined || lottery !== undefined;
  if (!LOTTO_SECTIONS.some((s) => s === sectionName)) return false;
  return lottoId === undefined || lottery?.section === sectionName;
}
