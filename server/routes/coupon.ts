/**
 * The reference coupon API (the real placing and history calls are not known to us; these are ours).
 * Request and answer schemas: schemas/coupon-api.schema.ts.
 *
 *   POST /web-api/coupon/place   {bets:[{marketId, coef, blockId?}], typeId (0-9), amount, systemValue?,
 *                                 bankers?, antiExpressCoef?, bonusBet?, vipBet?, promoCode?,
 *                                 changeCoefAction, exactCoef?, isDropOnScoreChange?, currencyIso?}
 *     200 {success: true, couponId, couponIds? (singles), balance}
 *     200 {success: false, reason: 'odds_changed' | 'market_blocked', markets: [{marketId, coef, blocked}], antiExpressCoef?}
 *     200 {success: false, reason: 'amount_out_of_bounds', min, max}
 *     200 {success: false, reason: 'insufficient_funds', balance}
 *     200 {success: false, reason: 'bonus_unavailable' | 'vip_unavailable' | 'promo_code_invalid' | 'promo_code_used'}
 *     401 {message} a guest, or a malformed, forged or expired token: only a signed-in player bets
 *     403 {message} the stake rule refuses the bet (server/limits/stake-rule.ts: a banned player;
 *         self-exclusion, time-out, panic block, session limit over, a wagering or loss limit the
 *         stake would pass): the message says why
 *     409 {message} the ledger would not take the stake (the account cannot pay it), or no account
 *         is active; nothing is charged
 *     400 a request no coupon can be (what the coupon engine refuses for the type: bet count, system
 *         value, bankers, blocks; a repeated market; a promo code on singles ...)
 *     422 an Idempotency-Key already used for a different coupon
 *   With an Idempotency-Key header the first answer is remembered per player: the same key again
 *   answers it (header Idempotent-Replayed: true) and never places a second bet.
 *
 *   GET /web-api/coupon/markets?ids=a,b,c  {markets: [{marketId, coef, blocked, finished}]} — the
 *     current state of the coupon's own markets (at most 30), so the coupon follows prices on pages
 *     without a sports poller; an unknown market is {marketId, blocked: true, finished: true}.
 *
 *   GET /web-api/coupon/anti-express?ids=a,b  {coef} — the book's anti-express price for these
 *     markets now (server/coupon/anti-express.ts); coef null while one is suspended or unknown.
 *
 *   GET /web-api/coupon/history  {balance, currencyIso, coupons: [...], total, page, pageSize, pages}
 *     the signed-in player's coupons (401 for a guest or a bad token), newest first; balance and
 *     currencyIso are the active account's. Coupons settle (bet and coupon status ids, payout paid
 *     to the account the stake came from) as the feed's games finish. Optional query state, status, period, page, pageSize and the bets' game
 *     and market details: server/coupon/history-query.ts.
 *
 *   POST /web-api/coupon/save  {typeId, amount, currencyIso, systemValue?, bankers?, bets: [...]} → {code}
 *   GET  /web-api/coupon/load?code=ABC123  → the saved coupon at today's prices, {…, bets, dropped};
 *        404 {message} for a code nobody saved (server/coupon/saved.ts).
 *   POST /web-api/coupon/export-email  {email, code} → {sent: true}; the reference server sends no
 *        mail, it writes the e-mail to its log. 404 for an unknown code.
 *
 *   Only with the test routes on (REFERENCE_TEST_ROUTES=1; the e2e tests move prices with it):
 *   POST   /web-api/__test/odds  {marketId, coef?, blocked?} → {marketId, coef, blocked}; 404 unknown market
 *   DELETE /web-api/__test/odds  → 204, every market back to its own price
 *
 * Amount bounds come from the served site config (limits.couponMinAmount / couponMaxAmount by
 * coupon type id; at least one minor unit per line), the bonus and VIP flags from its features. Only
 * a signed-in player (Bearer token, server/auth) bets, from the account active when they place: the
 * stake is a ledger entry on it, in its currency, and the coupon's payout goes back to it
 * (server/coupon/book.ts). The stake the rule and the limits see is what the coupon really takes
 * (stakeOf: bets × amount for singles).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { requirePlayer } from '../auth/current-user.ts';
import { maskEmail } from '../auth/masking.ts';
import { activeAccountOf } from '../auth/players.ts';
import { isLedgerRefusal, type LedgerRefusal } from '../ledger/ledger.ts';
import { restrictionsOf } from '../limits/restrictions.ts';
import { mayStake, sendStakeRefusal, stakeRefusalFor } from '../limits/stake-rule.ts';
import { antiExpressQuote } from '../coupon/anti-express.ts';
import { createBook, InvalidCouponError, KeyReuseError, stakeOf, type Book, type Limits, type PlaceRequest } from '../coupon/book.ts';
import { loadDefaultMarketSource, withOverrides, type MarketSource, type OverridableSource } from '../coupon/markets.ts';
import { createCouponStore, type SavedCoupon } from '../coupon/saved.ts';
import { historyPage, parseHistoryQuery } from '../coupon/history-query.ts';
import { answerSchemas as historyAnswerSchemas } from '../../plugins/bet-history/schemas.ts';
import {
  antiExpressAnswerSchema,
  antiExpressQuerySchema,
  emailAnswerSchema,
  emailBodySchema,
  loadAnswerSchema,
  loadQuerySchema,
  MAX_BETS,
  placeBodySchema,
  saveAnswerSchema,
  saveBodySchema,
  testOddsBodySchema,
} from '../../schemas/coupon-api.schema.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const NO_STORE = 'no-store';

export interface CouponRoutesOptions {
  /** Where prices come from; default: the seeded demo markets, then the sports feed if present. */
  markets?: MarketSource;
}

/** The ledger would not take the stake: nothing was charged, and the player is told why. */
function sendLedgerRefusal(reply: FastifyReply, refusal: LedgerRefusal): FastifyReply {
  return reply.code(refusal.code === 'invalid-amount' ? 400 : 409).send({ message: refusal.message });
}

/** The ids of a comma-separated query value, each once; null when there are none, too many or too long ones. */
function idsOf(value: unknown, max: number): string[] | null {
  const ids = [...new Set((typeof value === 'string' ? value : '').split(',').filter((id) => id !== ''))];
  return ids.length === 0 || ids.length > max || ids.some((id) => id.length > 64) ? null : ids;
}

export function registerCouponRoutes(app: FastifyInstance, ctx: ServerContext, options: CouponRoutesOptions = {}): void {
  // One book and one store of saved coupons per server instance (tests get fresh ones). The feed
  // loads on the first call.
  let book: Promise<Book> | null = null;
  let source: OverridableSource | null = null;
  const bookOf = (): Promise<Book> => {
    book ??= (options.markets ? Promise.resolve(options.markets) : loadDefaultMarketSource()).then((markets) => {
      source = withOverrides(markets);
      return createBook(source, { ledger: app.ledger });
    });
    return book;
  };
  const saved = createCouponStore();

  const limitsOf = (request: FastifyRequest): Limits => {
    const config = ctx.siteConfigs.select(request.hostname);
    return {
      minByType: { ...config.limits?.couponMinAmount },
      maxByType: { ...config.limits?.couponMaxAmount },
      bonusBetAllowed: config.features?.bonusBet === true,
      vipBetAllowed: config.features?.vipBet === true,
    };
  };

  app.post<{ Body: PlaceRequest }>('/web-api/coupon/place', { schema: { body: placeBodySchema } }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : undefined;
    if (header !== undefined && (key === undefined || !IDEMPOTENCY_KEY.test(key))) {
      return reply.code(400).send({ message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
    }
    const placed = await bookOf();
    // From here to the answer nothing awaits, so two requests with one key cannot interleave.
    // Who bets, and whether they may bet at all (401 guest or bad token, 403 banned or excluded).
    const caller = mayStake(app, request);
    if (!caller.ok) return sendStakeRefusal(reply, caller);
    const { player } = caller;
    const account = activeAccountOf(player);
    if (!account) return reply.code(409).send({ message: 'You have no active account to bet from' });
    try {
      // A retry of a coupon already decided answers that decision, whatever the limits say now.
      const replayed = key === undefined ? null : placed.replay(player.id, request.body, key);
      if (replayed) return reply.header('idempotent-replayed', 'true').send(replayed);
      // The stake the rule and the limits see is what the coupon takes, not the amount typed.
      const stake = { amount: stakeOf(request.body, account.iso), currencyIso: account.iso };
      const refusal = stakeRefusalFor(app, player, stake);
      if (refusal !== null) return sendStakeRefusal(reply, refusal);
      const answer = placed.place({ player, accountId: account.id }, request.body, limitsOf(request), key);
      if (answer.success) restrictionsOf(app).recordStake?.(player.id, stake.amount, stake.currencyIso);
      return answer;
    } catch (error) {
      if (error instanceof InvalidCouponError) return reply.code(400).send({ message: error.message });
      if (error instanceof KeyReuseError) return reply.code(422).send({ message: error.message });
      if (isLedgerRefusal(error)) return sendLedgerRefusal(reply, error);
      throw error;
    }
  });

  app.get<{ Querystring: { ids?: string } }>('/web-api/coupon/markets', async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const ids = idsOf(request.query.ids, MAX_BETS);
    if (!ids) return reply.code(400).send({ message: `ids must list 1 to ${MAX_BETS} market ids, comma-separated` });
    const markets = (await bookOf()).markets;
    return {
      markets: ids.map((marketId) => {
        const market = markets.currentMarket(marketId);
        return market
          ? { marketId, coef: market.coef, blocked: market.blocked || market.finished, finished: market.finished }
          : { marketId, blocked: true, finished: true };
      }),
    };
  });

  app.get<{ Querystring: { ids: string } }>(
    '/web-api/coupon/anti-express',
    { schema: { querystring: antiExpressQuerySchema, response: { 200: antiExpressAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const ids = idsOf(request.query.ids, MAX_BETS);
      if (!ids || ids.length < 2) return reply.code(400).send({ message: `ids must list 2 to ${MAX_BETS} market ids, comma-separated` });
      const markets = (await bookOf()).markets;
      const current = ids.map((id) => markets.currentMarket(id));
      const open = current.every((market) => market !== null && !market.blocked && !market.finished);
      return { coef: open ? antiExpressQuote(current.map((market) => market!.coef)) : null };
    },
  );

  // The answer the bet-history pages read: its schema is theirs (plugins/bet-history/schemas.ts).
  app.get<{ Querystring: Record<string, string | undefined> }>('/web-api/coupon/history', { config: { answerSchema: historyAnswerSchemas.couponHistoryAnswer } }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const book = await bookOf();
    // A player's own history, banned or not; a guest has none.
    const caller = requirePlayer(app.identity, request, reply);
    if (!caller) return reply;
    const coupons = book.history(caller.player);
    const account = activeAccountOf(caller.player);
    // Filters, paging and leg details: server/coupon/history-query.ts.
    return { balance: account?.money ?? 0, currencyIso: account?.iso ?? ctx.siteConfigs.select(request.hostname).currencies.default, ...historyPage(coupons, parseHistoryQuery(request.query)) };
  });

  app.post<{ Body: SavedCoupon }>('/web-api/coupon/save', { schema: { body: saveBodySchema, response: { 200: saveAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const ids = new Set(request.body.bets.map((bet) => bet.marketId));
    if (ids.size !== request.body.bets.length) return reply.code(400).send({ message: 'expected each market once in a coupon' });
    if ((request.body.bankers ?? []).some((id) => !ids.has(id))) return reply.code(400).send({ message: 'expected bankers to be markets of the coupon' });
    return { code: saved.save(request.body) };
  });

  app.get<{ Querystring: { code: string } }>(
    '/web-api/coupon/load',
    { schema: { querystring: loadQuerySchema, response: { 200: loadAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const code = request.query.code.toUpperCase();
      const answer = saved.load(code, (await bookOf()).markets);
      if (!answer) return reply.code(404).send({ message: `No coupon is saved under the code ${code}` });
      return answer;
    },
  );

  app.post<{ Body: { email: string; code: string } }>(
    '/web-api/coupon/export-email',
    { schema: { body: emailBodySchema, response: { 200: emailAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const code = request.body.code.toUpperCase();
      const coupon = saved.load(code, (await bookOf()).markets);
      if (!coupon) return reply.code(404).send({ message: `No coupon is saved under the code ${code}` });
      // The reference server has no mail service: the message goes to its log instead.
      request.log.info(
        { to: maskEmail(request.body.email), code, bets: coupon.bets.length, dropped: coupon.dropped.length },
        'coupon export by e-mail (not sent: the reference server has no mail service)',
      );
      return { sent: true as const };
    },
  );

  if (ctx.testRoutes) registerTestHook(app, async () => {
    await bookOf();
    return source!;
  });
}

/**
 * A test route: lets an end-to-end test move or suspend a market now instead of waiting for the
 * feed (the seeded demo markets never move by themselves). Registered only with the test routes on
 * (REFERENCE_TEST_ROUTES=1), so elsewhere it is a plain 404.
 */
function registerTestHook(app: FastifyInstance, sourceOf: () => Promise<OverridableSource>): void {
  app.post<{ Body: { marketId: string; coef?: number; blocked?: boolean } }>(
    '/web-api/__test/odds',
    { schema: { body: testOddsBodySchema } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const { marketId, ...patch } = request.body;
      const market = (await sourceOf()).override(marketId, patch);
      if (!market) return reply.code(404).send({ message: `No market ${marketId}` });
      return { marketId, coef: market.coef, blocked: market.blocked };
    },
  );
  app.delete('/web-api/__test/odds', async (_request, reply) => {
    (await sourceOf()).clearOverrides();
    return reply.code(204).header('cache-control', NO_STORE).send();
  });
}
