/**
 * The reference bookmaker, in memory (a shared service like the ledger: the coupon API places
 * through it, the bet history reads it; server/bet-book/index.ts): decides a placement against the current
 * markets, the site config's limits and the player's account; keeps each player's coupons and
 * idempotency keys; settles coupons as their games finish.
 *
 * Every coupon type (0-9) is decided: its shape by the bet-type rules the coupon itself offers and
 * places by (src/domain/coupon/rules.ts: leg counts, system values, bankers, blocks), its prices
 * leg by leg (anti-express: the book's quote for the whole coupon, anti-express.ts), the bonus bet,
 * VIP bet and promo code by their rules (src/domain/coupon/eligibility.ts).
 *
 * Money moves only through the server's ledger (server/ledger/ledger.ts): the stake is a 'stake'
 * entry on the account the coupon is charged from, and each coupon keeps that account's id and
 * currency, so its settlement ('settlement', or 'stake-refund' for a coupon returned whole) pays
 * that same account in that same currency, whichever account the player has made active since.
 * Whether the player may stake at all is not the book's question: the route asks the stake rule
 * (server/limits/stake-rule.ts) first, so the book only ever sees signed-in players.
 */
import {
  bonusCoefficient,
  COUPON_TYPE,
  dependentLegIndexes,
  hasPerLineMinimum,
  isBonusBetEligible,
  isPromoCodeAllowed,
  isVipBetEligible,
  settleCoupon,
  shapeRefusal,
  takesBankers,
  takesBlocks,
  type CouponInput,
} from '../../src/domain/coupon/index.ts';
import { inWholeMinorUnits, minorUnits, roundMoney } from '../../src/domain/money.ts';
import { formatOdds, ODDS_FORMAT_IDS } from '../../src/domain/odds.ts';
import type { Player } from '../auth/players.ts';
import { LedgerRefusal, type Ledger } from '../ledger/ledger.ts';
import { antiExpressQuote } from './anti-express.ts';
import { RESULT_STATUS_ID, type MarketSource } from './markets.ts';
import { promoCodeValue } from './promo.ts';
import { notifyIfAsked } from '../office-record/notify.ts';

/** A player's remembered keys; the oldest are forgotten first (a key only matters for minutes). */
export const MAX_KEYS_PER_PLAYER = 1000;

export type CouponTypeId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type ChangeCoefAction = 0 | 1 | 2;

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
  /** The account the player means to bet from (the route checks it is theirs and the active one). */
  accountId?: number;
  /** The player the client thinks is signed in (the route checks it is the session's). */
  userId?: number;
  /** The coupon's total coefficient at the prices the player agreed to: a single's, an express's product, the anti-express price; 0 for the other types. */
  coef?: number;
  /** That coefficient as the player saw it, in the odds format coefViewId. */
  coefByView?: string;
  coefViewId?: number;
  /** What a prepaid balance pays of the stake (the reference accounts have none: 0). */
  prepaidAmount?: number;
  /** Stakes by block (the reference coupon has one stake: none). */
  amountByBlockId?: Record<string, number>;
  /** The bonus bet's percentage on the win (SPEC's hyper bonus), as the player was shown it. */
  hyperBonusPercent?: number;
  /** The operator's reference id (the route checks it is the site's the coupon is placed on). */
  refId?: number;
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

/** The site config's rules for a coupon (bounds in the charged account's currency). */
export interface Limits {
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
  /** The coupon's stake (a single of singles (9): that single's). */
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
  const withBlocks = takesBlocks(typeId);
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

/** One minor unit of the currency (0.01 USD, 1 JPY, 0.001 KWD): the least money a line can carry. */
function minorUnit(currencyIso: string): number {
  return 10 ** -minorUnits(currencyIso);
}

/**
 * Bounds of the stake a player types: singles (9) per single (their own bound, else the
 * single's); where the stake is split over lines (system, multi-bet, lucky, patent) the minimum is
 * per line. The minimum is the site config's where it gives one for the type, and never less than
 * one minor unit of the currency per line or single, so no line's stake rounds to nothing (a chain
 * or anti-express of 0.004 USD would otherwise be a free bet). The maximum never applies on the
 * bonus account (there is none yet) nor to a VIP bet, which asks for more than it.
 */
export function amountBounds(request: PlaceRequest, limits: Limits, currencyIso: string): { min: number; max: number | null } {
  const perLine = Math.max(bound(limits.minByType, request.typeId) ?? 0, minorUnit(currencyIso));
  const lines = hasPerLineMinimum(request.typeId) ? linesOf(request, currencyIso) : 1;
  return { min: roundMoney(lines * perLine, currencyIso), max: request.vipBet === true ? null : (bound(limits.maxByType, request.typeId) ?? null) };
}

/**
 * What a coupon takes from the player (before a promo code pays part of it): its amount, which is
 * the whole stake of every type (a system's, lucky's or patent's is split over its lines; a chain's
 * or conditional's is the unit stake, all it ever takes), except singles (9), whose amount is each
 * single's: bets × amount. The one number the charge is made of and the limits count.
 */
export function stakeOf(request: PlaceRequest, currencyIso: string): number {
  return roundMoney(request.typeId === COUPON_TYPE.singles ? request.amount * request.bets.length : request.amount, currencyIso);
}

/**
 * What no coupon can be (answered 400; the client never sends it): a shape the bet-type rules
 * refuse (src/domain/coupon/rules.ts, the rules the coupon offers and places by: leg counts,
 * repeated markets, bankers, system values, blocks), a system value or anti-express price on a type
 * without one, a promo code on singles, and an anti-express without its price (the engine's).
 * Throws InvalidCouponError.
 */
export function checkShape(request: PlaceRequest): void {
  const { bets, typeId } = request;
  const bankerIndexes = (request.bankers ?? []).map((id) => bets.findIndex((b) => b.marketId === id));
  const refused = shapeRefusal({ typeId, legs: bets, bankerIndexes, systemValue: request.systemValue });
  if (refused !== null) throw new InvalidCouponError(refused.message);
  if (request.systemValue !== undefined && !takesBankers(typeId)) throw new InvalidCouponError('expected a system value only on a system (2) or multi-bet (4)');
  if (request.antiExpressCoef !== undefined && typeId !== COUPON_TYPE.antiExpress) throw new InvalidCouponError('expected antiExpressCoef only on an anti-express (6)');
  if (request.promoCode !== undefined && !isPromoCodeAllowed(typeId)) throw new InvalidCouponError('promo codes are not accepted on singles (9)');
  try {
    settleCoupon(inputOf(request, bets.map((b) => b.coef), 'USD'));
  } catch (error) {
    if (error instanceof RangeError) throw new InvalidCouponError(error.message);
    throw error;
  }
  checkStatedFigures(request);
}

/**
 * The total coefficient of a coupon at leg prices `coefs`: a single's price, an express's product
 * (to 3 places, as the coupon shows it), the anti-express price; 0 for the types that have none.
 */
export function totalCoefOf(typeId: number, coefs: readonly number[], antiExpressCoef?: number): number {
  if (typeId === COUPON_TYPE.single || typeId === COUPON_TYPE.express) return roundMoney(coefs.reduce((p, c) => p * c, 1), 'KWD');
  if (typeId === COUPON_TYPE.antiExpress) return antiExpressCoef ?? 0;
  return 0;
}

/** The bonus bet's percentage on the win for its coefficient (1.05 is 5 %). */
export function bonusPercentOf(coefficient: number): number {
  return Math.round((coefficient - 1) * 1000) / 10;
}

/**
 * What the client states about its own coupon must be what its bets make: the total coefficient of
 * the prices it sends, that coefficient printed in the odds format it names; no prepaid amount and
 * no stakes by block, which the reference book does not offer. Throws InvalidCouponError.
 */
function checkStatedFigures(request: PlaceRequest): void {
  const { typeId } = request;
  const sentTotal = totalCoefOf(typeId, request.bets.map((b) => b.coef), request.antiExpressCoef);
  if (request.coef !== undefined && Math.abs(request.coef - sentTotal) > 1e-9) {
    throw new InvalidCouponError(`coef ${request.coef} is not the coupon's total coefficient at the odds it sends (${sentTotal})`);
  }
  if (request.coefViewId !== undefined && !ODDS_FORMAT_IDS.includes(request.coefViewId)) {
    throw new InvalidCouponError(`coefViewId ${request.coefViewId} is not an odds format (${ODDS_FORMAT_IDS.join(', ')})`);
  }
  if (request.coefByView !== undefined) {
    const expected = sentTotal > 1 ? formatOdds(sentTotal, request.coefViewId ?? 0) : '';
    if (request.coefByView !== expected) throw new InvalidCouponError(`coefByView "${request.coefByView}" is not the coefficient ${sentTotal} in odds format ${request.coefViewId ?? 0} ("${expected}")`);
  }
  if ((request.prepaidAmount ?? 0) > 0) throw new InvalidCouponError('No prepaid amount is available to this account: prepaidAmount must be 0');
  if (Object.keys(request.amountByBlockId ?? {}).length > 0) throw new InvalidCouponError('The coupon has one stake: stakes by block (amountByBlockId) are not offered');
  if ((request.hyperBonusPercent ?? 0) > 0 && request.bonusBet !== true) throw new InvalidCouponError('hyperBonusPercent is only sent with the bonus bet (bonusBet: true)');
}

/** Odds-change acceptance on the server side: 0 the same price only, 1 any price, 2 the same or higher. */
export function priceAccepted(sent: number, current: number, action: ChangeCoefAction): boolean {
  if (current === sent) return true;
  if (action === 1) return true;
  return action === 2 && current > sent;
}

/** A coupon's claim on the account it was charged from (its ref among the ledger's claims). */
const claimOf = (couponId: string): string => `coupon:${couponId}`;

/** Coupon status id of a coupon whose payout is its stake (every bet returned). */
const RETURNED_STATUS_ID = 2;

function couponStatus(payout: number, stake: number): number {
  if (payout === 0) return 0;
  if (payout === stake) return RETURNED_STATUS_ID;
  return payout > stake ? 1 : 5;
}

// ---------------------------------------------------------------------------------------------
// The book: players, coupons, keys

interface Remembered {
  fingerprint: string;
  answer: PlaceAnswer;
}

/** A placed coupon and the account its stake came from (in the coupon's currencyIso). */
export interface StakedCoupon extends PlacedCoupon {
  /** The account charged for the stake: settlement pays this account, never the active one. */
  readonly accountId: number;
}

/** What the book keeps of one player (their money is their accounts', through the ledger). */
interface PlayerBook {
  coupons: StakedCoupon[];
  keys: Map<string, Remembered>;
  usedPromoCodes: Set<string>;
}

/** Who stakes and from which of their accounts. */
export interface Staker {
  readonly player: Player;
  readonly accountId: number;
}

export interface Book<Markets extends MarketSource = MarketSource> {
  /**
   * The answer remembered under this player's Idempotency-Key for the same request, or null for a
   * key they have not used; throws KeyReuseError for a key they used for another request. Keys are
   * the player's own: another player's key is no answer of theirs.
   */
  replay(playerId: number, request: PlaceRequest, idempotencyKey: string): PlaceAnswer | null;
  /**
   * Places (or refuses) a coupon, charging the staker's account through the ledger. With a key the
   * answer is remembered under it (ask replay first: a key answers once). Throws InvalidCouponError
   * for a request no coupon can be, LedgerRefusal when the ledger will not take the stake.
   */
  place(staker: Staker, request: PlaceRequest, limits: Limits, idempotencyKey?: string): PlaceAnswer;
  /** The player's coupons, newest first, after paying those whose games have all finished. */
  history(player: Player): StakedCoupon[];
  /** The market source the book decides with. */
  readonly markets: Markets;
}

export class KeyReuseError extends Error {
  override readonly name = 'KeyReuseError';
}

export interface BookOptions {
  /** Every stake and payout is an entry here. */
  ledger: Ledger;
  now?: () => number;
}

export function createBook<Markets extends MarketSource>(markets: Markets, options: BookOptions): Book<Markets> {
  const books = new Map<number, PlayerBook>();
  const { ledger } = options;
  const now = options.now ?? Date.now;
  let sequence = 0;

  const bookOf = (playerId: number): PlayerBook => {
    let book = books.get(playerId);
    if (!book) books.set(playerId, (book = { coupons: [], keys: new Map(), usedPromoCodes: new Set() }));
    return book;
  };
  ledger.onSettleDue((player) => {
    const book = books.get(player.id);
    if (book) settleFinished(player, book);
  });

  const nextCouponId = (): string => {
    sequence += 1;
    return `${now().toString(36).toUpperCase()}${String(sequence).padStart(4, '0')}`;
  };

  function decide({ player, accountId }: Staker, request: PlaceRequest, limits: Limits): PlaceAnswer {
    checkShape(request);
    const account = player.accounts.find((a) => a.id === accountId);
    if (!account) throw new LedgerRefusal('no-such-account', `Account ${accountId} is not one of this player's`);
    const iso = account.iso;
    const book = bookOf(player.id);
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
    // A stated coef is the total of the odds sent (checkShape), and those odds have just passed the
    // rule leg by leg: a total the book's prices do not meet was refused with them.
    if (dependentLegIndexes(typeId, open.map(({ market }) => market.gameId)).length > 0) {
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
      // The percentage the player was shown must be the book's: a bonus is never what the client says.
      if (request.hyperBonusPercent !== undefined && Math.abs(request.hyperBonusPercent - bonusPercentOf(bonus)) > 1e-9) return { success: false, reason: 'bonus_unavailable' };
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

    const { min, max } = amountBounds(request, limits, iso);
    if (request.amount < min || (max !== null && request.amount > max)) return { success: false, reason: 'amount_out_of_bounds', min, max };
    // The charge is the amount rounded to money, the coupon settles from the amount itself: only when
    // they are one number is what the player is paid what they staked for (0.104999 USD at odds 10
    // would be charged 0.10 and pay 1.05).
    if (!inWholeMinorUnits(request.amount, iso)) {
      throw new InvalidCouponError(`The amount must be a whole number of ${iso} minor units: at most ${minorUnits(iso)} digits after the point, got ${request.amount}`);
    }
    const amount = roundMoney(request.amount, iso);
    const singles = typeId === COUPON_TYPE.singles;
    const total = stakeOf(request, iso);

    let promoAmount = 0;
    if (request.promoCode !== undefined) {
      const worth = promoCodeValue(request.promoCode, iso);
      if (worth === null) return { success: false, reason: 'promo_code_invalid' };
      if (book.usedPromoCodes.has(request.promoCode)) return { success: false, reason: 'promo_code_used' };
      promoAmount = Math.min(worth, total);
    }
    const charge = roundMoney(total - promoAmount, iso);
    if (charge > account.money) return { success: false, reason: 'insufficient_funds', balance: account.money };

    // Placed at the current prices (under rule 1 or 2 they may differ from what the player saw).
    const placedAt = new Date(now()).toISOString();
    const withBlocks = takesBlocks(typeId);
    const legs: PlacedBet[] = open.map(({ bet, market }) => ({
      marketId: bet.marketId,
      gameId: market.gameId,
      coef: market.coef,
      ...(withBlocks && bet.blockId !== undefined ? { blockId: bet.blockId } : {}),
      statusId: -2,
    }));
    const coupons: StakedCoupon[] = singles
      ? legs.map((leg) => ({
          couponId: nextCouponId(),
          accountId,
          typeId: COUPON_TYPE.single,
          amount,
          coef: leg.coef,
          possibleWin: roundMoney(amount * leg.coef, iso),
          currencyIso: iso,
          placedAt,
          statusId: -2,
          payout: null,
          bets: [leg],
        }))
      : [
          {
            couponId: nextCouponId(),
            accountId,
            typeId,
            amount,
            ...(takesBankers(typeId) ? { systemValue: request.systemValue!, bankers: request.bankers ?? [] } : {}),
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
    // The charge first: when the ledger refuses it (it throws), no coupon exists and no code is used.
    // A stake the promo code pays whole takes nothing from the account (and the ledger posts no zero).
    const couponIds = coupons.map((c) => c.couponId);
    if (charge > 0) ledger.post(player, account.id, -charge, 'stake', couponIds.join(','));
    // Until it settles, each coupon may pay this account back: it keeps the account and its currency.
    for (const couponId of couponIds) ledger.openClaim(player, account.id, claimOf(couponId));
    if (request.promoCode !== undefined) book.usedPromoCodes.add(request.promoCode);
    book.coupons.push(...coupons);
    return { success: true, couponId: couponIds[0]!, ...(singles ? { couponIds } : {}), balance: account.money };
  }

  /**
   * Settles the coupons whose games have all finished (no scheduler: done when history is read),
   * paying the account each stake came from. The coupon's claim on its account (Ledger.openClaim)
   * keeps that account in the coupon's currency; should it hold another currency all the same, the
   * coupon is not paid in the wrong money: it waits, unsettled.
   */
  function settleFinished(player: Player, book: PlayerBook): void {
    for (const coupon of book.coupons) {
      if (coupon.payout !== null) continue;
      for (const bet of coupon.bets) {
        if (bet.statusId >= 0) continue;
        const market = markets.currentMarket(bet.marketId);
        if (market?.finished && market.result) bet.statusId = RESULT_STATUS_ID[market.result];
        else bet.statusId = market && !market.isLive && !market.finished ? -1 : -2;
      }
      if (coupon.bets.some((b) => b.statusId < 0)) continue;
      const payout = settle(coupon, false);
      const statusId = couponStatus(payout, coupon.amount);
      if (payout > 0) {
        const account = player.accounts.find((a) => a.id === coupon.accountId);
        if (account?.iso !== coupon.currencyIso) continue;
        ledger.post(player, account.id, payout, statusId === RETURNED_STATUS_ID ? 'stake-refund' : 'settlement', coupon.couponId);
      }
      ledger.closeClaim(player, claimOf(coupon.couponId));
      coupon.payout = payout;
      coupon.statusId = statusId;
      // The office's "When a bet is settled" switch: a message in the player's mailbox.
      notifyIfAsked(player, 'notify_bet_settled', {
        title: { en: `Coupon ${coupon.couponId} is settled`, ru: `Купон ${coupon.couponId} рассчитан` },
        text: { en: `It paid ${payout} ${coupon.currencyIso}.`, ru: `Выплата: ${payout} ${coupon.currencyIso}.` },
      });
    }
  }

  return {
    replay(playerId, request, idempotencyKey) {
      const seen = bookOf(playerId).keys.get(idempotencyKey);
      if (!seen) return null;
      if (seen.fingerprint !== JSON.stringify(request)) throw new KeyReuseError('This Idempotency-Key was already used for a different coupon');
      return seen.answer;
    },
    place(staker, request, limits, idempotencyKey) {
      const answer = decide(staker, request, limits);
      if (idempotencyKey !== undefined) {
        const { keys } = bookOf(staker.player.id);
        keys.set(idempotencyKey, { fingerprint: JSON.stringify(request), answer });
        if (keys.size > MAX_KEYS_PER_PLAYER) keys.delete(keys.keys().next().value!);
      }
      return answer;
    },
    history(player) {
      const book = bookOf(player.id);
      settleFinished(player, book);
      return [...book.coupons].reverse();
    },
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
