/**
 * The reference coupon API (SPEC 7 says placing and history calls are "not shown"; these are ours):
 *
 *   POST /web-api/coupon/place   {bets:[{marketId, coef}], typeId, amount, systemValue?, bankers?,
 *                                 changeCoefAction, exactCoef?, isDropOnScoreChange?, currencyIso?}
 *     200 {success: true, couponId, couponIds? (singles), balance}
 *     200 {success: false, reason: 'odds_changed' | 'market_blocked', markets: [{marketId, coef, blocked}]}
 *     200 {success: false, reason: 'amount_out_of_bounds', min, max}
 *     200 {success: false, reason: 'insufficient_funds', balance}
 *     400 a request no coupon can be (bet count for the type, system value, repeated market ...)
 *     422 an Idempotency-Key already used for a different coupon
 *   With an Idempotency-Key header the first answer is remembered per player: the same key again
 *   answers it (header Idempotent-Replayed: true) and never places a second bet.
 *
 *   GET /web-api/coupon/markets?ids=a,b,c  {markets: [{marketId, coef, blocked, finished}]} — the
 *     current state of the coupon's own markets (at most 30), so the coupon follows prices on pages
 *     without a sports poller; an unknown market is {marketId, blocked: true, finished: true}.
 *
 *   GET /web-api/coupon/history  {balance, currencyIso, coupons: [...]} newest first; coupons settle
 *     (bet and coupon status ids of SPEC 4.1, payout credited) as the feed's games finish.
 *
 * Amount bounds come from the served site config (limits.couponMinAmount / couponMaxAmount by
 * coupon type id). Guests place as the `demo` player (see server/coupon/book.ts) until sign-in exists.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { createBook, DEMO_PLAYER_ID, InvalidCouponError, KeyReuseError, type Book, type Limits, type PlaceRequest } from '../coupon/book.ts';
import { loadDefaultMarketSource, type MarketSource } from '../coupon/markets.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const MAX_MARKETS = 30;

const placeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bets', 'typeId', 'amount', 'changeCoefAction'],
  properties: {
    bets: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['marketId', 'coef'],
        properties: {
          marketId: { type: 'string', minLength: 1, maxLength: 64 },
          coef: { type: 'number', minimum: 1 },
        },
      },
    },
    typeId: { enum: [0, 1, 2, 9] },
    amount: { type: 'number', exclusiveMinimum: 0 },
    systemValue: { type: 'integer', minimum: 2 },
    bankers: { type: 'array', maxItems: 29, items: { type: 'string', minLength: 1, maxLength: 64 } },
    changeCoefAction: { enum: [0, 1, 2] },
    exactCoef: { type: 'number', minimum: 0 },
    isDropOnScoreChange: { type: 'boolean' },
    currencyIso: { type: 'string', pattern: '^[A-Z]{3}$' },
  },
} as const;

export interface CouponRoutesOptions {
  /** Where prices come from; default: the seeded demo markets, then the sports feed if present. */
  markets?: MarketSource;
}

/** Until sign-in exists every caller is the demo player. */
function playerOf(_request: FastifyRequest): string {
  return DEMO_PLAYER_ID;
}

export function registerCouponRoutes(app: FastifyInstance, ctx: ServerContext, options: CouponRoutesOptions = {}): void {
  // One book per server instance (tests get a fresh one). The feed loads on the first call.
  let book: Promise<Book> | null = null;
  const bookOf = (): Promise<Book> => {
    book ??= (options.markets ? Promise.resolve(options.markets) : loadDefaultMarketSource()).then((markets) => createBook(markets));
    return book;
  };

  const limitsOf = (request: FastifyRequest): Limits => {
    const config = ctx.siteConfigs.select(request.hostname);
    return {
      currencyIso: config.currencies.default,
      minByType: { ...config.limits?.couponMinAmount },
      maxByType: { ...config.limits?.couponMaxAmount },
    };
  };

  app.post<{ Body: PlaceRequest }>('/web-api/coupon/place', { schema: { body: placeBodySchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : undefined;
    if (header !== undefined && (key === undefined || !IDEMPOTENCY_KEY.test(key))) {
      return reply.code(400).send({ message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
    }
    const placed = await bookOf();
    // From here to the answer nothing awaits, so two requests with one key cannot interleave.
    try {
      const { answer, replayed } = placed.place(playerOf(request), request.body, limitsOf(request), key);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return answer;
    } catch (error) {
      if (error instanceof InvalidCouponError) return reply.code(400).send({ message: error.message });
      if (error instanceof KeyReuseError) return reply.code(422).send({ message: error.message });
      throw error;
    }
  });

  app.get<{ Querystring: { ids?: string } }>('/web-api/coupon/markets', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const ids = [...new Set((typeof request.query.ids === 'string' ? request.query.ids : '').split(',').filter((id) => id !== ''))];
    if (ids.length === 0 || ids.length > MAX_MARKETS || ids.some((id) => id.length > 64)) {
      return reply.code(400).send({ message: `ids must list 1 to ${MAX_MARKETS} market ids, comma-separated` });
    }
    const source = (await bookOf()).markets;
    return {
      markets: ids.map((marketId) => {
        const market = source.currentMarket(marketId);
        return market
          ? { marketId, coef: market.coef, blocked: market.blocked || market.finished, finished: market.finished }
          : { marketId, blocked: true, finished: true };
      }),
    };
  });

  app.get('/web-api/coupon/history', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { currencyIso } = limitsOf(request);
    const { balance, coupons } = (await bookOf()).history(playerOf(request), currencyIso);
    return { balance, currencyIso, coupons };
  });
}
