/**
 * The bet history's reference API: the signed-in player's coupons as the server's bet book keeps
 * them (app.betBook, server/bet-book; the coupon API places them).
 *
 *   GET /web-api/coupon/history  {balance, currencyIso, coupons: [...], total, page, pageSize, pages}
 *     the signed-in player's coupons (401 for a guest or a bad token), newest first; balance and
 *     currencyIso are the active account's. Coupons settle (bet and coupon status ids, payout paid
 *     to the account the stake came from) as the feed's games finish. Optional query state, status,
 *     period, page, pageSize and the bets' game and market details: history-query.ts.
 */
import type { FastifyInstance } from 'fastify';
import { activeAccountOf, defineReferenceApi, requirePlayer, type ServerContext } from '../../../server/kit/index.ts';
import { answerSchemas } from '../schemas.ts';
import { historyPage, parseHistoryQuery } from './history-query.ts';

function registerHistoryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: Record<string, string | undefined> }>('/web-api/coupon/history', { config: { answerSchema: answerSchemas.couponHistoryAnswer } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // A player's own history, banned or not; a guest has none.
    const caller = requirePlayer(app.identity, request, reply);
    if (!caller) return reply;
    const coupons = app.betBook.history(caller.player);
    const account = activeAccountOf(caller.player);
    return {
      balance: account?.money ?? 0,
      currencyIso: account?.iso ?? ctx.siteConfigs.select(request.hostname).currencies.default,
      ...historyPage(coupons, parseHistoryQuery(request.query)),
    };
  });
}

export default defineReferenceApi({ register: registerHistoryRoutes });
