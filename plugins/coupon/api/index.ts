/**
 * The coupon's reference API (the real placing calls are not known to us; these are ours), placing
 * through the server's bet book (server/bet-book, app.betBook). Request and answer schemas: ../schemas.ts.
 *
 *   POST /web-api/coupon/place   {bets:[{marketId, coef, blockId?}], typeId (0-9), amount, systemValue?,
 *                                 bankers?, antiExpressCoef?, bonusBet?, vipBet?, promoCode?,
 *                                 changeCoefAction, exactCoef?, isDropOnScoreChange?, currencyIso?,
 *                                 accountId?, userId?, coef?, coefByView?, coefViewId?, prepaidAmount?,
 *                                 amountByBlockId?, hyperBonusPercent?, refId?}
 *     SPEC 3.1's coupon to place; none of it is taken on trust: a userId other than the session's
 *     player or an accountId not the player's is 403, an accountId of theirs that is not the active
 *     one 409; a coef that is not the total of the odds sent, a coefByView that is not that coef in
 *     the coefViewId format, a prepaid amount or stakes by block (the reference book has neither)
 *     400; odds the book no longer gives under changeCoefAction are odds_changed (leg by leg), a
 *     hyperBonusPercent that is not the book's bonus bonus_unavailable, a refId that is not the
 *     site config's (the site the coupon is placed on) 400.
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
 *   GET /web-api/coupon/markets?ids=a,b,c  {markets: [{marketId, coef, blocked, finished, game?}]} — the
 *     current state of the coupon's own markets (at most 30), so the coupon follows prices on pages
 *     without a sports poller; an unknown market is {marketId, blocked: true, finished: true}. game
 *     ({score, statusId, timeSec}) is the market's game now, where the feed knows it.
 *
 *   GET /web-api/coupon/anti-express?ids=a,b  {coef} — the book's anti-express price for these
 *     markets now (server/bet-book/anti-express.ts); coef null while one is suspended or unknown.
 *
 *   The player's coupons (GET /web-api/coupon/history) are the bet history's: plugins/bet-history/api.
 *
 *   POST /web-api/coupon/save  {typeId, amount, currencyIso, systemValue?, bankers?, bets: [...]} → {code}
 *   GET  /web-api/coupon/load?code=ABC123  → the saved coupon at today's prices, {…, bets, dropped};
 *        404 {message} for a code nobody saved (saved.ts).
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
 * (server/bet-book/book.ts). The stake the rule and the limits see is what the coupon really takes
 * (stakeOf: bets × amount for singles).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  activeAccountOf,
  antiExpressQuote,
  defineReferenceApi,
  InvalidCouponError,
  isLedgerRefusal,
  KeyReuseError,
  languageOf,
  maskEmail,
  mayStake,
  restrictionsOf,
  sendStakeRefusal,
  stakeOf,
  stakeRefusalFor,
  type LedgerRefusal,
  type Limits,
  type OverridableSource,
  type PlaceRequest,
  type ServerContext,
} from '../../../server/kit/index.ts';
import {
  answerSchemas,
  antiExpressQuerySchema,
  emailBodySchema,
  loadQuerySchema,
  MAX_BETS,
  placeBodySchema,
  saveBodySchema,
  testOddsBodySchema,
} from '../schemas.ts';
import { createCouponStore, type SavedCoupon } from './saved.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const NO_STORE = 'no-store';

/** The ledger would not take the stake: nothing was charged, and the player is told why. */
function sendLedgerRefusal(reply: FastifyReply, refusal: LedgerRefusal): FastifyReply {
  return reply.code(refusal.code === 'invalid-amount' ? 400 : 409).send({ message: refusal.message });
}

/** The ids of a comma-separated query value, each once; null when there are none, too many or too long ones. */
function idsOf(value: unknown, max: number): string[] | null {
  const ids = [...new Set((typeof value === 'string' ? value : '').split(',').filter((id) => id !== ''))];
  return ids.length === 0 || ids.length > max || ids.some((id) => id.length > 64) ? null : ids;
}

/**
 * Who the coupon says bets, against who does: a userId that is not the session's player, an
 * accountId that is not one of the player's accounts (403: nothing the client says makes another
 * player's money its own), or one of theirs that is not the active one (409: the player switches
 * first, the coupon never bets from an account the player did not make active).
 */
function forgedIdentity(body: PlaceRequest, player: { id: number; accounts: readonly { id: number }[] }, activeAccountId: number): { status: 403 | 409; message: string } | null {
  if (body.userId !== undefined && body.userId !== player.id) return { status: 403, message: `The coupon names player ${body.userId}, but you are signed in as player ${player.id}` };
  if (body.accountId === undefined || body.accountId === activeAccountId) return null;
  if (!player.accounts.some((a) => a.id === body.accountId)) return { status: 403, message: `Account ${body.accountId} is not one of your accounts` };
  return { status: 409, message: `Account ${body.accountId} is not your active account: make it active to bet from it` };
}

function registerCouponRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The server's one book (app.betBook, the bet history reads it too); saved coupons are the coupon's own.
  const book = app.betBook;
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

  app.post<{ Body: PlaceRequest }>(
    '/web-api/coupon/place',
    { schema: { body: placeBodySchema }, config: { answerSchema: answerSchemas.couponPlaceAnswer } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : undefined;
      if (header !== undefined && (key === undefined || !IDEMPOTENCY_KEY.test(key))) {
        return reply.code(400).send({ message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
      }
      // From here to the answer nothing awaits, so two requests with one key cannot interleave.
      // Who bets, and whether they may bet at all (401 guest or bad token, 403 banned or excluded).
      const caller = mayStake(app, request);
      if (!caller.ok) return sendStakeRefusal(reply, caller);
      const { player } = caller;
      const account = activeAccountOf(player);
      if (!account) return reply.code(409).send({ message: 'You have no active account to bet from' });
      const forged = forgedIdentity(request.body, player, account.id);
      if (forged) return reply.code(forged.status).send({ message: forged.message });
      const siteRefId = ctx.siteConfigs.select(request.hostname).refId;
      if (request.body.refId !== undefined && request.body.refId !== siteRefId) {
        return reply.code(400).send({ message: `refId ${request.body.refId} is not this site's (${siteRefId ?? 'none'})` });
      }
      try {
        // A retry of a coupon already decided answers that decision, whatever the limits say now.
        const replayed = key === undefined ? null : book.replay(player.id, request.body, key);
        if (replayed) return reply.header('idempotent-replayed', 'true').send(replayed);
        // The stake the rule and the limits see is what the coupon takes, not the amount typed.
        const stake = { amount: stakeOf(request.body, account.iso), currencyIso: account.iso };
        const refusal = stakeRefusalFor(app, player, stake, languageOf(request));
        if (refusal !== null) return sendStakeRefusal(reply, refusal);
        const answer = book.place({ player, accountId: account.id }, request.body, limitsOf(request), key);
        if (answer.success) restrictionsOf(app).recordStake?.(player.id, stake.amount, stake.currencyIso);
        return answer;
      } catch (error) {
        if (error instanceof InvalidCouponError) return reply.code(400).send({ message: error.message });
        if (error instanceof KeyReuseError) return reply.code(422).send({ message: error.message });
        if (isLedgerRefusal(error)) return sendLedgerRefusal(reply, error);
        throw error;
      }
    },
  );

  app.get<{ Querystring: { ids?: string } }>('/web-api/coupon/markets', { config: { answerSchema: answerSchemas.couponMarketsAnswer } }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const ids = idsOf(request.query.ids, MAX_BETS);
    if (!ids) return reply.code(400).send({ message: `ids must list 1 to ${MAX_BETS} market ids, comma-separated` });
    return {
      markets: ids.map((marketId) => {
        const market = book.markets.currentMarket(marketId);
        return market
          ? { marketId, coef: market.coef, blocked: market.blocked || market.finished, finished: market.finished, ...(market.game ? { game: market.game } : {}) }
          : { marketId, blocked: true, finished: true };
      }),
    };
  });

  app.get<{ Querystring: { ids: string } }>(
    '/web-api/coupon/anti-express',
    { schema: { querystring: antiExpressQuerySchema, response: { 200: answerSchemas.couponAntiExpressAnswer } }, config: { answerSchema: answerSchemas.couponAntiExpressAnswer } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const ids = idsOf(request.query.ids, MAX_BETS);
      if (!ids || ids.length < 2) return reply.code(400).send({ message: `ids must list 2 to ${MAX_BETS} market ids, comma-separated` });
      const current = ids.map((id) => book.markets.currentMarket(id));
      const open = current.every((market) => market !== null && !market.blocked && !market.finished);
      return { coef: open ? antiExpressQuote(current.map((market) => market!.coef)) : null };
    },
  );

  app.post<{ Body: SavedCoupon }>(
    '/web-api/coupon/save',
    { schema: { body: saveBodySchema, response: { 200: answerSchemas.couponSaveAnswer } }, config: { answerSchema: answerSchemas.couponSaveAnswer } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const ids = new Set(request.body.bets.map((bet) => bet.marketId));
      if (ids.size !== request.body.bets.length) return reply.code(400).send({ message: 'expected each market once in a coupon' });
      if ((request.body.bankers ?? []).some((id) => !ids.has(id))) return reply.code(400).send({ message: 'expected bankers to be markets of the coupon' });
      return { code: saved.save(request.body) };
    },
  );

  app.get<{ Querystring: { code: string } }>(
    '/web-api/coupon/load',
    { schema: { querystring: loadQuerySchema, response: { 200: answerSchemas.couponLoadAnswer } }, config: { answerSchema: answerSchemas.couponLoadAnswer } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const code = request.query.code.toUpperCase();
      const answer = saved.load(code, book.markets);
      if (!answer) return reply.code(404).send({ message: `No coupon is saved under the code ${code}` });
      return answer;
    },
  );

  app.post<{ Body: { email: string; code: string } }>(
    '/web-api/coupon/export-email',
    { schema: { body: emailBodySchema, response: { 200: answerSchemas.couponEmailAnswer } }, config: { answerSchema: answerSchemas.couponEmailAnswer } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const code = request.body.code.toUpperCase();
      const coupon = saved.load(code, book.markets);
      if (!coupon) return reply.code(404).send({ message: `No coupon is saved under the code ${code}` });
      // The reference server has no mail service: the message goes to its log instead.
      request.log.info(
        { to: maskEmail(request.body.email), code, bets: coupon.bets.length, dropped: coupon.dropped.length },
        'coupon export by e-mail (not sent: the reference server has no mail service)',
      );
      return { sent: true as const };
    },
  );

  if (ctx.testRoutes) registerTestHook(app, book.markets);
}

/**
 * A test route: lets an end-to-end test move or suspend a market now instead of waiting for the
 * feed (the seeded demo markets never move by themselves). Registered only with the test routes on
 * (REFERENCE_TEST_ROUTES=1), so elsewhere it is a plain 404.
 */
function registerTestHook(app: FastifyInstance, markets: OverridableSource): void {
  app.post<{ Body: { marketId: string; coef?: number; blocked?: boolean } }>('/web-api/__test/odds', { schema: { body: testOddsBodySchema } }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const { marketId, ...patch } = request.body;
    const market = markets.override(marketId, patch);
    if (!market) return reply.code(404).send({ message: `No market ${marketId}` });
    return { marketId, coef: market.coef, blocked: market.blocked };
  });
  app.delete('/web-api/__test/odds', async (_request, reply) => {
    markets.clearOverrides();
    return reply.code(204).header('cache-control', NO_STORE).send();
  });
}

export default defineReferenceApi({ register: registerCouponRoutes });
