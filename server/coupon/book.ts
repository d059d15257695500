/**
 * The reference bookmaker for the coupon API, in memory: decides a placement against the current
 * markets, the site config's limits and the player's balance; keeps each player's coupons and
 * idempotency keys; settles coupons as their games finish.
 *
 * Every coupon type (0-9) is decided: its shape by the coupon engine itself
 * (settleCoupon refuses a leg count, system value, banker or block it does not allow), its prices
 * leg by leg (anti-express: the book's quote for the whole coupon, anti-express.ts), the bonus bet,
 * VIP bet and promo code by their rules (src/domain/coupon/eligibility.ts).
 *
 * Identity is not built yet: every request is the `demo` player (DEMO_PLAYER_ID), who starts with
 * 200 initial stakes of the site's default currency (demoBalance: USD 1000, RUB 30 000). When sign-in arrives, the route passes the real
 * player id and nothing here changes.
 */
import {
  bonusCoefficient,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  isBonusBetEligible,
  isPromoCodeAllowed,
  isVipBetEligible,
  settleCoupon,
  type CouponInput,
} from '../../src/domain/coupon/index.ts';
import { initialAmount, roundMoney } from '../../src/domain/money.ts';
import { antiExpressQuote } from './anti-express.ts';
import { RESULT_STATUS_ID, type MarketSource } from './markets.ts';
import { promoCodeValue } from './promo.ts';

export const DEMO_PLAYER_ID = 'demo';
/** The demo player's starting money in initial stakes of the currency (src/domain/money.ts). */
export const DEMO_BALANCE_IN_STAKES = 200;
export function demoBalance(currencyIso: string): number {
  return DEMO_BALANCE_IN_STAKES * initialAmount(currencyIso);
}
/** demoBalance('USD'). */
export const DEMO_BALANCE = 1000;
/** A player's remembered keys; the oldest are forgotten first (a key only matters for minutes). */
export const MAX_KEYS_PER_PLAYER = 1000;

export type CouponTypeId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type ChangeCoefAction = 0 | 1 | 2;

/** Types whose legs may be bankers (system) or the lobby (multi-bet). */
const BANKER_TYPES: readonly number[] = [COUPON_TYPE.system, COUPON_TYPE.multiBet];
/** Types whose legs are grouped into blocks. */
const BLOCK_TYPES: readonly number[] = [COUPON_TYPE.multiBet, COUPON_TYPE.conditional];
/** Types whose stake is split over lines: their configured minimum is per line (the client's rule too). */
const PER_LINE_MINIMUM_TYPES: readonly number[] = [COUPON_TYPE.system, COUPON_TYPE.multiBet, COUPON_TYPE.lucky, COUPON_TYPE.patent];

export interface PlaceRequest {
  /** In play order; blockId on a multi-bet (4) or conditional (5) bet. */
  bets: { marketId: string; coef: number; blockId?: number }[];
  typeId: CouponTypeId;
  amount: number;
  systemValue?: number;
  bankers?: string[];
  /** Anti-express (6): the quote the player agreed to. */
  antiExpressCoef?: number;
  /** The bonus bet: the win of an express of 3+ bets times bonusCoefficient(bets). */
  bonusBet?: boolean;
  /** A VIP bet: the stake may be above the maximum. */
  vipBet?: boolean;
  promoCode?: string;
  changeCoefAction: ChangeCoefAction;
  exactCoef?: number;
  isDropOnScoreChange?: boolean;
  currencyIso?: string;
}

export interface MarketState {
  marketId: string;
  coef: number;
  blocked: boolean;
}

export type PlaceAnswer =
  | { success: true; couponId: string; couponIds?: string[]; balance: number }
  | { success: false; reason: 'odds_changed' | 'market_blocked'; markets: MarketState[]; antiExpressCoef?: number }
  | { success: false; reason: 'amount_out_of_bounds'; min: number; max: number | null }
  | { success: false; reason: 'insufficient_funds'; balance: number }
  | { success: false; reason: 'bonus_unavailable' | 'vip_unavailable' | 'promo_code_invalid' | 'promo_code_used' };

export interface Limits {
  currencyIso: string;
  minByType: Readonly<Record<string, number>>;
  maxByType: Readonly<Record<string, number>>;
  /** Site flags (features.bonusBet / features.vipBet); off when absent. */
  bonusBetAllowed?: boolean;
  vipBetAllowed?: boolean;
}

export interface PlacedBet {
  marketId: string;
  gameId: number;
  coef: number;
  blockId?: number;
  /** Bet status id. */
  statusId: number;
}

export interface PlacedCoupon {
  couponId: string;
  typeId: number;
  /** What the player paid for this coupon. */
  amount: number;
  systemValue?: number;
  bankers?: string[];
  antiExpressCoef?: number;
  /** The bonus bet's coefficient, when it applies. */
  bonusCoefficient?: number;
  vipBet?: boolean;
  promoCode?: string;
  /** What the promo code paid of the stake. */
  promoAmount?: number;
  /** The total coefficient: a single's, an express's product, the anti-express price; 0 for the other types. */
  coef: number;
  possibleWin: number;
  currencyIso: string;
  placedAt: string;
  /** Status id of the coupon as a whole: -2 until every bet is settled. */
  statusId: number;
  payout: number | null;
  bets: PlacedBet[];
}

/** A problem with the request itself (answered 400): the client should never send it. */
export class InvalidCouponError extends Error {
  override readonly name = 'InvalidCouponError';
}

// ---------------------------------------------------------------------------------------------
// Pure rules

const bound = (byType: Readonly<Record<string, number>>, typeId: number): number | undefined =>
  byType[String(typeId)] ?? (typeId === COUPON_TYPE.singles ? byType[String(COUPON_TYPE.single)] : undefined);

/** The engine's input for a request at the given leg coefficients (possible win: statuses unsettled). */
function inputOf(request: PlaceRequest, coefs: readonly number[], currencyIso: string, stake = request.amount): CouponInput {
  const { typeId, bets } = request;
  const withBlocks = BLOCK_TYPES.includes(typeId);
  return {
    typeId,
    stake: typeId === COUPON_TYPE.singles ? stake * bets.length : stake,
    ...(request.systemValue === undefined ? {} : { systemValue: request.systemValue }),
    bankerIndexes: (request.bankers ?? []).map((id) => bets.findIndex((b) => b.marketId === id)),
    ...(request.antiExpressCoef === undefined ? {} : { antiExpressCoef: request.antiExpressCoef }),
    legs: bets.map((bet, i) => ({ coef: coefs[i]!, statusId: -2, ...(withBlocks && bet.blockId !== undefined ? { blockId: bet.blockId } : {}) })),
    currencyIso,
  };
}

/** Lines of a request the engine accepts (checkShape first). */
function linesOf(request: PlaceRequest, currencyIso: string): number {
  return settleCoupon(inputOf(request, request.bets.map((b) => b.coef), currencyIso)).lines;
}

/**
 * Bounds of the stake a player types: singles (9) per single (their own bound, else the
 * single's); where the stake is split over lines (system, multi-bet, lucky, patent) the configured
 * minimum is per line. The maximum never applies on the bonus account (there is none yet) nor to a
 * VIP bet, which asks for more than it.
 */
export function amountBounds(request: PlaceRequest, limits: Limits): { min: number; max: number | null } {
  let min = bound(limits.minByType, request.typeId) ?? 0;
  if (PER_LINE_MINIMUM_TYPES.includes(request.typeId)) min = roundMoney(linesOf(request, limits.currencyIso) * min, limits.currencyIso);
  return { min, max: request.vipBet === true ? null : (bound(limits.maxByType, request.typeId) ?? null) };
}

/**
 * What no coupon can be (answered 400; the client never sends it): a repeated market, bankers or
 * blocks where the type has none, a promo code on singles, and whatever the coupon engine refuses
 * for the type (leg counts, system values, bankers leaving too few legs, too few blocks, an
 * anti-express without its price). Throws InvalidCouponError.
 */
export function checkShape(request: PlaceRequest): void {
  const { bets, typeId } = request;
  if (!(COUPON_TYPE_IDS as readonly number[]).includes(typeId)) throw new InvalidCouponError(`expected a coupon type id from 0 to 9, got ${typeId}`);
  const ids = new Set(bets.map((b) => b.marketId));
  if (ids.size !== bets.length) throw new InvalidCouponError('expected each market once in a coupon');
  const bankers = request.bankers ?? [];
  if (bankers.length > 0 && !BANKER_TYPES.includes(typeId)) throw new InvalidCouponError('expected bankers only on a system (2) or multi-bet (4)');
  if (bankers.some((id) => !ids.has(id)) || new Set(bankers).size !== bankers.length) {
    throw new InvalidCouponError('expected bankers to be distinct markets of the coupon');
  }
  if (request.systemValue !== undefined && !BANKER_TYPES.includes(typeId)) throw new InvalidCouponError('expected a system value only on a system (2) or multi-bet (4)');
  if (request.antiExpressCoef !== undefined && typeId !== COUPON_TYPE.antiExpress) throw new InvalidCouponError('expected antiExpressCoef only on an anti-express (6)');
  if (request.promoCode !== undefined && !isPromoCodeAllowed(typeId)) throw new InvalidCouponError('promo codes are not accepted on singles (9)');
  if (typeId === COUPON_TYPE.single && bets.length !== 1) throw new InvalidCouponError(`expected 1 bet for a single, got ${bets.length}`);
  if (typeId === COUPON_TYPE.singles && bets.length < 2) throw new InvalidCouponError(`expected at least 2 bets for singles, got ${bets.length}`);
  try {
    settleCoupon(inputOf(request, bets.map((b) => b.coef), 'USD'));
  } catch (error) {
    if (error instanceof RangeError) throw new InvalidCouponError(error.message);
    throw error;
  }
}

/** Odds-change acceptance on the server side: 0 the same price only, 1 any price, 2 the same or higher. */
export function priceAccepted(sent: number, current: number, action: ChangeCoefAction): boolean {
  if (current === sent) return true;
  if (action === 1) return true;
  return action === 2 && current > sent;
}

function couponStatus(payout: number, stake: number): number {
  if (payout === 0) return 0;
  if (payout === stake) return 2;
  return payout > stake ? 1 : 5;
}

// ---------------------------------------------------------------------------------------------
// The book: players, coupons, keys

interface Remembered {
  fingerprint: string;
  answer: PlaceAnswer;
}

interface Player {
  balance: number;
  coupons: PlacedCoupon[];
  keys: Map<string, Remembered>;
  usedPromoCodes: Set<string>;
}

export interface Book {
  /**
   * Places (or refuses) a coupon. With a key the first answer is remembered: the same key and
   * request answer it again without acting (`replayed`), the same key with another request throws
   * KeyReuseError.
   */
  place(playerId: string, request: PlaceRequest, limits: Limits, idempotencyKey?: string): { answer: PlaceAnswer; replayed: boolean };
  /** `currencyIso` opens a new player's account in that currency (default USD). */
  history(playerId: string, currencyIso?: string): { balance: number; coupons: PlacedCoupon[] };
  balance(playerId: string): number;
  /** The market source the book decides with. */
  readonly markets: MarketSource;
}

export class KeyReuseError extends Error {
  override readonly name = 'KeyReuseError';
}

/** Money the book does not own: a signed-in player's active account (server/auth). */
export interface Purse {
  get(): number;
  set(balance: number): void;
}

export interface BookOptions {
  startingBalance?: number;
  now?: () => number;
  /** The purse of a player whose money lives elsewhere; undefined: the book keeps its own balance. */
  purseOf?: (playerId: string) => Purse | undefined;
}

export function createBook(markets: MarketSource, options: BookOptions = {}): Book {
  const players = new Map<string, Player>();
  const now = options.now ?? Date.now;
  let sequence = 0;

  const playerOf = (id: string, currencyIso = 'USD'): Player => {
    let player = players.get(id);
    if (!player) {
      const purse = options.purseOf?.(id);
      // A signed-in player's balance IS their account's money: reads and writes go straight through.
      player = purse
        ? {
            coupons: [],
            keys: new Map(),
            usedPromoCodes: new Set(),
            get balance() {
              return purse.get();
            },
            set balance(money: number) {
              purse.set(money);
            },
          }
        : { balance: options.startingBalance ?? demoBalance(currencyIso), coupons: [], keys: new Map(), usedPromoCodes: new Set() };
      players.set(id, player);
    }
    return player;
  };

  const nextCouponId = (): string => {
    sequence += 1;
    return `${now().toString(36).toUpperCase()}${String(sequence).padStart(4, '0')}`;
  };

  function decide(player: Player, request: PlaceRequest, limits: Limits): PlaceAnswer {
    checkShape(request);
    const { typeId } = request;
    const current = request.bets.map((bet) => ({ bet, market: markets.currentMarket(bet.marketId) }));
    const states: MarketState[] = current.map(({ bet, market }) => ({
      marketId: bet.marketId,
      coef: market?.coef ?? bet.coef,
      blocked: !market || market.blocked || market.finished,
    }));
    if (states.some((s) => s.blocked)) return { success: false, reason: 'market_blocked', markets: states };
    const open = current.map(({ bet, market }) => ({ bet, market: market! }));

    // Prices: leg by leg, except the anti-express, whose only price is the book's quote for the whole.
    let antiExpressCoef: number | undefined;
    if (typeId === COUPON_TYPE.antiExpress) {
      const quote = antiExpressQuote(open.map(({ market }) => market.coef));
      if (quote === null || !priceAccepted(request.antiExpressCoef!, quote, request.changeCoefAction)) {
        return { success: false, reason: 'odds_changed', markets: states, ...(quote === null ? {} : { antiExpressCoef: quote }) };
      }
      antiExpressCoef = quote;
    } else if (open.some(({ bet, market }) => !priceAccepted(bet.coef, market.coef, request.changeCoefAction))) {
      return { success: false, reason: 'odds_changed', markets: states };
    }
    const gameIds = open.map(({ market }) => market.gameId);
    if (typeId !== COUPON_TYPE.singles && new Set(gameIds).size !== gameIds.length) {
      throw new InvalidCouponError('expected at most one bet per game in a coupon (dependent bets)');
    }

    // Bonus bet, VIP bet and promo code, at the current prices.
    const coefs = open.map(({ market }) => market.coef);
    const expressCoef = coefs.reduce((p, c) => p * c, 1);
    let bonus: number | undefined;
    if (request.bonusBet === true) {
      const eligible = isBonusBetEligible({
        siteFlag: limits.bonusBetAllowed === true,
        typeId,
        bets: open.map(({ market }) => ({ coef: market.coef, marketKind: market.kind ?? 0 })),
        totalCoef: expressCoef,
      });
      if (!eligible) return { success: false, reason: 'bonus_unavailable' };
      bonus = bonusCoefficient(request.bets.length);
    }
    if (request.vipBet === true) {
      const configuredMax = bound(limits.maxByType, typeId);
      const eligible = isVipBetEligible({
        siteFlag: limits.vipBetAllowed === true,
        maxAmount: configuredMax ?? Infinity,
        bets: open.map(({ market }) => ({ isLive: market.isLive })),
        typeId,
      });
      if (!eligible) return { success: false, reason: 'vip_unavailable' };
    }

    const { min, max } = amountBounds(request, limits);
    if (request.amount < min || (max !== null && request.amount > max)) return { success: false, reason: 'amount_out_of_bounds', min, max };
    const iso = limits.currencyIso;
    const singles = typeId === COUPON_TYPE.singles;
    const total = roundMoney(singles ? request.amount * request.bets.length : request.amount, iso);

    let promoAmount = 0;
    if (request.promoCode !== undefined) {
      const worth = promoCodeValue(request.promoCode, iso);
      if (worth === null) return { success: false, reason: 'promo_code_invalid' };
      if (player.usedPromoCodes.has(request.promoCode)) return { success: false, reason: 'promo_code_used' };
      promoAmount = Math.min(worth, total);
    }
    const charge = roundMoney(total - promoAmount, iso);
    if (charge > player.balance) return { success: false, reason: 'insufficient_funds', balance: player.balance };

    // Placed at the current prices (under rule 1 or 2 they may differ from what the player saw).
    const placedAt = new Date(now()).toISOString();
    const withBlocks = BLOCK_TYPES.includes(typeId);
    const legs: PlacedBet[] = open.map(({ bet, market }) => ({
      marketId: bet.marketId,
      gameId: market.gameId,
      coef: market.coef,
      ...(withBlocks && bet.blockId !== undefined ? { blockId: bet.blockId } : {}),
      statusId: -2,
    }));
    const coupons: PlacedCoupon[] = singles
      ? legs.map((leg) => ({
          couponId: nextCouponId(),
          typeId: COUPON_TYPE.single,
          amount: request.amount,
          coef: leg.coef,
          possibleWin: roundMoney(request.amount * leg.coef, iso),
          currencyIso: iso,
          placedAt,
          statusId: -2,
          payout: null,
          bets: [leg],
        }))
      : [
          {
            couponId: nextCouponId(),
            typeId,
            amount: request.amount,
            ...(BANKER_TYPES.includes(typeId) ? { systemValue: request.systemValue!, bankers: request.bankers ?? [] } : {}),
            ...(antiExpressCoef === undefined ? {} : { antiExpressCoef }),
            ...(bonus === undefined ? {} : { bonusCoefficient: bonus }),
            ...(request.vipBet === true ? { vipBet: true } : {}),
            ...(request.promoCode === undefined ? {} : { promoCode: request.promoCode, promoAmount }),
            coef:
              typeId === COUPON_TYPE.single || typeId === COUPON_TYPE.express
                ? roundMoney(expressCoef, 'KWD')
                : typeId === COUPON_TYPE.antiExpress
                  ? antiExpressCoef!
                  : 0,
            possibleWin: 0,
            currencyIso: iso,
            placedAt,
            statusId: -2,
            payout: null,
            bets: legs,
          },
        ];
    for (const coupon of coupons) if (!singles) coupon.possibleWin = settle(coupon, true);
    player.balance = roundMoney(player.balance - charge, iso);
    if (request.promoCode !== undefined) player.usedPromoCodes.add(request.promoCode);
    player.coupons.push(...coupons);
    const [first] = coupons;
    return { success: true, couponId: first!.couponId, ...(singles ? { couponIds: coupons.map((c) => c.couponId) } : {}), balance: player.balance };
  }

  /** Settles the coupons whose games have all finished (no scheduler: done when history is read). */
  function settleFinished(player: Player): void {
    for (const coupon of player.coupons) {
      if (coupon.payout !== null) continue;
      for (const bet of coupon.bets) {
        if (bet.statusId >= 0) continue;
        const market = markets.currentMarket(bet.marketId);
        if (market?.finished && market.result) bet.statusId = RESULT_STATUS_ID[market.result];
        else bet.statusId = market && !market.isLive && !market.finished ? -1 : -2;
      }
      if (coupon.bets.some((b) => b.statusId < 0)) continue;
      const payout = settle(coupon, false);
      coupon.payout = payout;
      coupon.statusId = couponStatus(payout, coupon.amount);
      player.balance = roundMoney(player.balance + payout, coupon.currencyIso);
    }
  }

  return {
    place(playerId, request, limits, idempotencyKey) {
      const player = playerOf(playerId, limits.currencyIso);
      const fingerprint = JSON.stringify(request);
      if (idempotencyKey !== undefined) {
        const seen = player.keys.get(idempotencyKey);
        if (seen) {
          if (seen.fingerprint !== fingerprint) throw new KeyReuseError('This Idempotency-Key was already used for a different coupon');
          return { answer: seen.answer, replayed: true };
        }
      }
      const answer = decide(player, request, limits);
      if (idempotencyKey !== undefined) {
        player.keys.set(idempotencyKey, { fingerprint, answer });
        if (player.keys.size > MAX_KEYS_PER_PLAYER) player.keys.delete(player.keys.keys().next().value!);
      }
      return { answer, replayed: false };
    },
    history(playerId, currencyIso) {
      const player = playerOf(playerId, currencyIso);
      settleFinished(player);
      return { balance: player.balance, coupons: [...player.coupons].reverse() };
    },
    balance: (playerId) => playerOf(playerId).balance,
    markets,
  };
}

/**
 * Payout of a coupon's legs at their statuses, or (possible) if every leg wins. The bonus bet's
 * coefficient multiplies the payout of an express whose every leg won (and the possible win); the
 * money is rounded once, by the engine.
 */
function settle(coupon: PlacedCoupon, possible: boolean): number {
  const allWon = coupon.bets.every((leg) => leg.statusId === 1);
  const factor = coupon.bonusCoefficient !== undefined && (possible || allWon) ? coupon.bonusCoefficient : 1;
  const result = settleCoupon({
    typeId: coupon.typeId,
    stake: coupon.amount * factor,
    ...(coupon.systemValue === undefined ? {} : { systemValue: coupon.systemValue }),
    bankerIndexes: (coupon.bankers ?? []).map((id) => coupon.bets.findIndex((l) => l.marketId === id)),
    ...(coupon.antiExpressCoef === undefined ? {} : { antiExpressCoef: coupon.antiExpressCoef }),
    legs: coupon.bets.map((l) => ({ coef: l.coef, statusId: possible ? -2 : l.statusId, ...(l.blockId === undefined ? {} : { blockId: l.blockId }) })),
    currencyIso: coupon.currencyIso,
  });
  return possible ? result.possibleWin : (result.payout ?? 0);
}
