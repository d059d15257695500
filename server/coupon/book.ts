/**
 * The reference bookmaker for the coupon API, in memory: decides a placement against the current
 * markets, the site config's limits and the player's balance; keeps each player's coupons and
 * idempotency keys; settles coupons as their games finish.
 *
 * Identity is not built yet: every request is the `demo` player (DEMO_PLAYER_ID), who starts with
 * 200 initial stakes of the site's default currency (demoBalance: USD 1000, RUB 30 000). When sign-in arrives, the route passes the real
 * player id and nothing here changes.
 */
import { COUPON_TYPE, MIN_SYSTEM_VALUE, binomial, settleCoupon } from '../../src/domain/coupon/index.ts';
import { initialAmount, roundMoney } from '../../src/domain/money.ts';
import { RESULT_STATUS_ID, type MarketSource } from './markets.ts';

export const DEMO_PLAYER_ID = 'demo';
/** The demo player's starting money in initial stakes of the currency (SPEC 9 initial amounts). */
export const DEMO_BALANCE_IN_STAKES = 200;
export function demoBalance(currencyIso: string): number {
  return DEMO_BALANCE_IN_STAKES * initialAmount(currencyIso);
}
/** demoBalance('USD'). */
export const DEMO_BALANCE = 1000;
/** A player's remembered keys; the oldest are forgotten first (a key only matters for minutes). */
export const MAX_KEYS_PER_PLAYER = 1000;

export type CouponTypeId = 0 | 1 | 2 | 9;
export type ChangeCoefAction = 0 | 1 | 2;

export interface PlaceRequest {
  bets: { marketId: string; coef: number }[];
  typeId: CouponTypeId;
  amount: number;
  systemValue?: number;
  bankers?: string[];
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
  | { success: false; reason: 'odds_changed' | 'market_blocked'; markets: MarketState[] }
  | { success: false; reason: 'amount_out_of_bounds'; min: number; max: number | null }
  | { success: false; reason: 'insufficient_funds'; balance: number };

export interface Limits {
  currencyIso: string;
  minByType: Readonly<Record<string, number>>;
  maxByType: Readonly<Record<string, number>>;
}

export interface PlacedBet {
  marketId: string;
  gameId: number;
  coef: number;
  /** SPEC 4.1 bet status id. */
  statusId: number;
}

export interface PlacedCoupon {
  couponId: string;
  typeId: number;
  /** What the player paid for this coupon. */
  amount: number;
  systemValue?: number;
  bankers?: string[];
  coef: number;
  possibleWin: number;
  currencyIso: string;
  placedAt: string;
  /** SPEC 4.1 status id of the coupon as a whole: -2 until every bet is settled. */
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

/**
 * SPEC 5 bounds of the stake a player types: singles (9) per single (their own bound, else the
 * single's); a system's configured minimum is per line (lines × minimum). The maximum never applies
 * on the bonus account (there is none yet).
 */
export function amountBounds(request: PlaceRequest, limits: Limits): { min: number; max: number | null } {
  let min = bound(limits.minByType, request.typeId) ?? 0;
  if (request.typeId === COUPON_TYPE.system) {
    const others = request.bets.length - (request.bankers?.length ?? 0);
    min = roundMoney(Number(binomial(others, request.systemValue ?? MIN_SYSTEM_VALUE)) * min, limits.currencyIso);
  }
  return { min, max: bound(limits.maxByType, request.typeId) ?? null };
}

/** Bet counts, games and system values the type allows; throws InvalidCouponError otherwise. */
export function checkShape(request: PlaceRequest): void {
  const { bets, typeId } = request;
  const ids = new Set(bets.map((b) => b.marketId));
  if (ids.size !== bets.length) throw new InvalidCouponError('expected each market once in a coupon');
  if (typeId === COUPON_TYPE.single && bets.length !== 1) throw new InvalidCouponError(`expected 1 bet for a single, got ${bets.length}`);
  if (typeId === COUPON_TYPE.express && bets.length < 2) throw new InvalidCouponError(`expected at least 2 bets for an express, got ${bets.length}`);
  if (typeId === COUPON_TYPE.system) {
    const bankers = request.bankers ?? [];
    if (bankers.some((id) => !ids.has(id)) || new Set(bankers).size !== bankers.length) {
      throw new InvalidCouponError('expected bankers to be distinct markets of the coupon');
    }
    const others = bets.length - bankers.length;
    const value = request.systemValue;
    if (others < MIN_SYSTEM_VALUE + 1 || value === undefined || value < MIN_SYSTEM_VALUE || value > others - 1) {
      throw new InvalidCouponError(`expected a system value from ${MIN_SYSTEM_VALUE} to ${others - 1} for ${others} bets that are not bankers, got ${value}`);
    }
  } else if (request.bankers && request.bankers.length > 0) {
    throw new InvalidCouponError('expected bankers only on a system (2)');
  }
}

/** SPEC 3.1 acceptance on the server side: 0 the same price only, 1 any price, 2 the same or higher. */
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

export function createBook(markets: MarketSource, options: { startingBalance?: number; now?: () => number } = {}): Book {
  const players = new Map<string, Player>();
  const now = options.now ?? Date.now;
  let sequence = 0;

  const playerOf = (id: string, currencyIso = 'USD'): Player => {
    let player = players.get(id);
    if (!player) {
      player = { balance: options.startingBalance ?? demoBalance(currencyIso), coupons: [], keys: new Map() };
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
    const current = request.bets.map((bet) => ({ bet, market: markets.currentMarket(bet.marketId) }));
    const states: MarketState[] = current.map(({ bet, market }) => ({
      marketId: bet.marketId,
      coef: market?.coef ?? bet.coef,
      blocked: !market || market.blocked || market.finished,
    }));
    if (states.some((s) => s.blocked)) return { success: false, reason: 'market_blocked', markets: states };
    if (current.some(({ bet, market }) => !priceAccepted(bet.coef, market!.coef, request.changeCoefAction))) {
      return { success: false, reason: 'odds_changed', markets: states };
    }
    const gameIds = current.map(({ market }) => market!.gameId);
    if (request.typeId !== COUPON_TYPE.singles && new Set(gameIds).size !== gameIds.length) {
      throw new InvalidCouponError('expected at most one bet per game in a coupon (dependent bets)');
    }

    const { min, max } = amountBounds(request, limits);
    if (request.amount < min || (max !== null && request.amount > max)) return { success: false, reason: 'amount_out_of_bounds', min, max };
    const iso = limits.currencyIso;
    const singles = request.typeId === COUPON_TYPE.singles;
    const total = roundMoney(singles ? request.amount * request.bets.length : request.amount, iso);
    if (total > player.balance) return { success: false, reason: 'insufficient_funds', balance: player.balance };

    // Placed at the current prices (under rule 1 or 2 they may differ from what the player saw).
    const placedAt = new Date(now()).toISOString();
    const legs = current.map(({ bet, market }) => ({ marketId: bet.marketId, gameId: market!.gameId, coef: market!.coef, statusId: -2 }));
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
            typeId: request.typeId,
            amount: request.amount,
            ...(request.typeId === COUPON_TYPE.system ? { systemValue: request.systemValue!, bankers: request.bankers ?? [] } : {}),
            coef: request.typeId === COUPON_TYPE.system ? 0 : roundMoney(legs.reduce((p, l) => p * l.coef, 1), 'KWD'),
            possibleWin: settle(request.typeId, request.amount, request.systemValue, request.bankers ?? [], legs, iso, true),
            currencyIso: iso,
            placedAt,
            statusId: -2,
            payout: null,
            bets: legs,
          },
        ];
    player.balance = roundMoney(player.balance - total, iso);
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
      const payout = settle(coupon.typeId, coupon.amount, coupon.systemValue, coupon.bankers ?? [], coupon.bets, coupon.currencyIso, false);
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

/** Payout of legs at their statuses, or (possible) every leg winning. */
function settle(
  typeId: number,
  stake: number,
  systemValue: number | undefined,
  bankers: readonly string[],
  legs: readonly { marketId: string; coef: number; statusId: number }[],
  currencyIso: string,
  possible: boolean,
): number {
  const result = settleCoupon({
    typeId,
    stake,
    ...(systemValue === undefined ? {} : { systemValue }),
    bankerIndexes: bankers.map((id) => legs.findIndex((l) => l.marketId === id)),
    legs: legs.map((l) => ({ coef: l.coef, statusId: possible ? -2 : l.statusId })),
    currencyIso,
  });
  return possible ? result.possibleWin : (result.payout ?? 0);
}
