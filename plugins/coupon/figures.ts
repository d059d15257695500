/**
 * What follows from the coupon's state: lines, total stake, bounds, total coefficient, possible win,
 * the extras the coupon qualifies for and whether it may be placed. Pure, from the state's inputs
 * only; the slice's selectors memoise it (selectCouponFigures), so nothing here is ever stored and
 * nothing can go stale. The bet-type rules are the shared ones (src/domain/coupon/rules.ts, through
 * @plugin-api/coupon-maths): the reference book refuses exactly the shapes these figures call
 * incomplete.
 */
import { amountStep as currencyAmountStep, initialAmount as currencyInitialAmount, roundMoney } from '@plugin-api';
import {
  bonusCoefficient,
  COUPON_TYPE,
  dependentLegIndexes,
  hasPerLineMinimum,
  isBonusBetEligible,
  isPromoCodeAllowed,
  isVipBetEligible,
  MIN_SYSTEM_VALUE,
  settleCoupon,
  shapeRefusal,
  systemPartCount,
  systemValueOptions,
  takesBankers,
  type ShapeRefusal,
  type SystemValueOption,
} from '@plugin-api/coupon-maths';
import {
  amountProblem,
  betsInPlayOrder,
  BONUS_ACCOUNT_TYPE,
  isBetLocked,
  isGameFinished,
  maxAmountFor,
  minAmountFor,
  needsOddsConfirmation,
  PROMO_CODE_PATTERN,
  settlementInputOf,
  totalStakeOf,
  type CouponFigures,
  type CouponState,
  type ShapeProblem,
} from './model.ts';

/** The state's fields the figures are made of. */
export type FigureInputs = Pick<
  CouponState,
  | 'typeId'
  | 'bets'
  | 'bankers'
  | 'systemValue'
  | 'amount'
  | 'limits'
  | 'settings'
  | 'account'
  | 'antiExpressQuote'
  | 'antiExpressQuoteFailedKey'
  | 'manualPromoCode'
  | 'manuallyDeletedBonusBet'
  | 'placement'
>;

/** The market ids an anti-express quote is for (the quote saga asks for exactly these). */
export function antiExpressKeyOf(bets: readonly { marketId: string }[]): string {
  return bets.map((bet) => bet.marketId).join(',');
}

/** The currency's amount step, or the player's own for it (settings). */
export function amountStepOf(coupon: Pick<CouponState, 'limits' | 'settings'>): number {
  const iso = coupon.limits.currencyIso;
  const manualStep = coupon.settings.amountStepByCurrencyIso[iso];
  return coupon.settings.isManualAmountStep && manualStep !== undefined ? manualStep : currencyAmountStep(iso);
}

/** What the system value counts over: legs that are not bankers (system), blocks outside the lobby (multi-bet); 0 elsewhere. */
export function systemPartsOf(coupon: Pick<CouponState, 'typeId' | 'bets' | 'bankers'>): number {
  const { typeId, bets, bankers } = coupon;
  return systemPartCount(typeId, bets, bankers.map((id) => bets.findIndex((bet) => bet.marketId === id)));
}

/** The anti-express quote the player agreed to, when it is for exactly the coupon's markets. */
function antiExpressCoefOf(coupon: FigureInputs): number | null {
  const quote = coupon.antiExpressQuote;
  return coupon.typeId === COUPON_TYPE.antiExpress && quote?.key === antiExpressKeyOf(coupon.bets) ? quote.acceptedCoef : null;
}

/** The anti-express quote moved and the acceptance rule did not take the new price. */
export function antiExpressNeedsConfirmation(coupon: FigureInputs): boolean {
  const quote = coupon.antiExpressQuote;
  return antiExpressCoefOf(coupon) !== null && quote !== null && quote.coef !== quote.acceptedCoef;
}

/**
 * The coupon's shape as the shared rules read it, in play order. Dependent bets are left to the
 * bets' own lock (the coupon shows its figures while it says which bets share a game), as the book
 * checks them against its markets, after the prices.
 */
function shapeRefusalOf(coupon: FigureInputs): ShapeRefusal | null {
  const { typeId, bankers } = coupon;
  const legs = betsInPlayOrder(coupon.bets, typeId).map(({ marketId, blockId }) => ({ marketId, blockId }));
  return shapeRefusal({ typeId, legs, bankerIndexes: bankers.map((id) => legs.findIndex((leg) => leg.marketId === id)), systemValue: coupon.systemValue });
}

/**
 * What the type itself still needs, as the player is told: blocks a multi-bet or conditional bet
 * lacks (the rules' refusals a player fixes by moving bets between blocks), or the anti-express quote.
 */
function shapeProblemOf(coupon: FigureInputs, refused: ShapeRefusal | null, antiExpressCoef: number | null): ShapeProblem | null {
  if (refused?.code === 'multi_bet_blocks') return 'coupon_problem_multi_bet_blocks';
  if (refused?.code === 'conditional_blocks') return 'coupon_problem_conditional_blocks';
  if (coupon.typeId === COUPON_TYPE.antiExpress && antiExpressCoef === null) {
    return coupon.antiExpressQuoteFailedKey === antiExpressKeyOf(coupon.bets) ? 'coupon_problem_quote_failed' : 'coupon_problem_quote_pending';
  }
  return null;
}

function trySettle(input: Parameters<typeof settleCoupon>[0]): ReturnType<typeof settleCoupon> | null {
  try {
    return settleCoupon(input);
  } catch {
    return null;
  }
}

function product(values: readonly number[]): number {
  return values.reduce((acc, v) => acc * v, 1);
}

/** The coupon's figures from its inputs. */
export function couponFigures(coupon: FigureInputs): CouponFigures {
  const { bets, limits, settings, typeId, bankers } = coupon;
  const count = bets.length;
  const iso = limits.currencyIso;
  const antiExpressCoef = antiExpressCoefOf(coupon);
  const dependent = new Set(dependentLegIndexes(typeId, bets.map((bet) => bet.gameId)).map((index) => bets[index]!.marketId));

  // The maximum applies to the configured types, not on the bonus account; a VIP bet asks the book
  // for more than the maximum, so it lifts it.
  const configuredMax = maxAmountFor(limits, typeId, coupon.account?.type === BONUS_ACCOUNT_TYPE);
  const isVipBetAvailable = count > 0 && isVipBetEligible({ siteFlag: limits.vipBetAllowed, maxAmount: configuredMax ?? Infinity, bets: bets.map((b) => ({ isLive: b.isLive })), typeId });
  const isActiveVipBet = settings.isVipBet && isVipBetAvailable;

  const configuredMin = minAmountFor(limits, typeId);
  const parts = takesBankers(typeId) ? systemPartsOf(coupon) : 0;
  const systemValues: SystemValueOption[] = parts > MIN_SYSTEM_VALUE ? systemValueOptions(parts, 0, configuredMin, iso) : [];

  // Lines, total stake and the minimum (per line where the stake is split over lines).
  const refused = shapeRefusalOf(coupon);
  const shapeProblem = shapeProblemOf(coupon, refused, antiExpressCoef);
  const shape = { typeId, bets, bankers, systemValue: coupon.systemValue, antiExpressCoef, amount: coupon.amount };
  const settled = refused === null && shapeProblem === null ? trySettle(settlementInputOf(shape, iso)) : null;
  const perLine = hasPerLineMinimum(typeId);
  const calcSystemsMin = perLine && settled ? roundMoney(settled.lines * configuredMin, iso) : 0;
  const minBetAmount = perLine ? calcSystemsMin : configuredMin;
  const maxBetAmount = isActiveVipBet ? null : configuredMax;

  // Total coefficient (agreed prices): a single's coef, an express's product, the anti-express
  // quote; the other types have none.
  const coef =
    typeId === COUPON_TYPE.single && count === 1
      ? bets[0]!.acceptedCoef
      : typeId === COUPON_TYPE.express && count >= 2
        ? roundMoney(product(bets.map((b) => b.acceptedCoef)), 'KWD')
        : antiExpressCoef ?? 0;

  // Bonus bet: an express of 3+ bets, each at 1.1 or more and not kind 7, site flag on. The player
  // may delete it (manuallyDeletedBonusBet) and add it back.
  const isBonusBetAvailable = isBonusBetEligible({ siteFlag: limits.bonusBetAllowed, typeId, bets: bets.map((b) => ({ coef: b.acceptedCoef, marketKind: b.kind })), totalCoef: coef });
  const bonus = isBonusBetAvailable && !coupon.manuallyDeletedBonusBet ? bonusCoefficient(count) : null;

  // No promo codes on singles; a code that cannot be one is said under the field and not placed
  // without (nor with) it.
  const promoAllowed = isPromoCodeAllowed(typeId);
  const promoCode = promoAllowed ? coupon.manualPromoCode : '';
  const promoMalformed = promoCode !== '' && !PROMO_CODE_PATTERN.test(promoCode);

  const activePlaceBetIds = bets.filter((b) => !isBetLocked(b, dependent.has(b.marketId)) && !isGameFinished(b)).map((b) => b.marketId);
  return {
    isActivePlaceBet:
      settled !== null &&
      activePlaceBetIds.length === count &&
      !bets.some(needsOddsConfirmation) &&
      !antiExpressNeedsConfirmation(coupon) &&
      !promoMalformed &&
      amountProblem(coupon.amount, minBetAmount, maxBetAmount) === null &&
      coupon.placement.status !== 'placing',
    isActiveVipBet,
    isActiveSystemBanker: bankers.length > 0,
    activePlaceBetIds,
    dependentMarketIds: [...dependent],
    accountId: coupon.account?.id ?? null,
    minBetAmount,
    maxBetAmount,
    coef,
    coefByView: coef > 0 ? coef.toFixed(2) : '',
    promoCode,
    systemValues,
    antiExpressCoef,
    maxPayout: settled ? (trySettle(settlementInputOf(shape, iso, bonus ?? 1))?.possibleWin ?? null) : null,
    initialAmount: currencyInitialAmount(iso),
    amountStep: amountStepOf(coupon),
    calcSystemsMin,
    lines: settled?.lines ?? 0,
    totalStake: roundMoney(totalStakeOf(shape), iso),
    bonusCoefficient: bonus,
    isBonusBetAvailable,
    isVipBetAvailable,
    isPromoCodeAllowed: promoAllowed,
    shapeProblem,
  };
}
