// Which extras a coupon may carry: bonus bet and its coefficient, VIP bet, promo codes.

import { roundHalfAwayFromZero } from '../money.ts';
import { COUPON_TYPE } from './types.ts';

/** Bonus bet conditions. */
export const BONUS_BET_MIN_BETS = 3;
export const BONUS_BET_MIN_COEF = 1.1;
export const BONUS_BET_EXCLUDED_MARKET_KIND = 7;
export const BONUS_BET_MIN_TOTAL_COEF = 1.01;

/** Bonus coefficient: 1 plus one percent per bet for 1 to 9 bets, 1.1 from 10 bets on (the same cap). */
const BONUS_PERCENT_PER_BET = 1;
const MAX_BONUS_COEFFICIENT = 1.1;

/**
 * Bonus coefficient for `betCount` bets: 1 + betCount / 100 for 1 to 9 bets, 1.1 from 10 on, rounded
 * to 3 decimals. Throws RangeError unless betCount is a whole number >= 1.
 */
export function bonusCoefficient(betCount: number): number {
  if (!Number.isInteger(betCount) || betCount < 1) {
    throw new RangeError(`expected a whole bet count >= 1, got ${betCount}`);
  }
  const coefficient = Math.min(1 + (betCount * BONUS_PERCENT_PER_BET) / 100, MAX_BONUS_COEFFICIENT);
  return roundHalfAwayFromZero(coefficient, 3);
}

export interface BonusBetCandidate {
  /** Site flag that turns the bonus bet on. */
  readonly siteFlag: boolean;
  readonly typeId: number;
  readonly bets: readonly { readonly coef: number; readonly marketKind: number }[];
  readonly totalCoef: number;
}

/** Site flag, express (1), at least 3 bets each at coef >= 1.1 and not market kind 7, total coef >= 1.01. */
export function isBonusBetEligible({ siteFlag, typeId, bets, totalCoef }: BonusBetCandidate): boolean {
  return (
    siteFlag &&
    typeId === COUPON_TYPE.express &&
    bets.length >= BONUS_BET_MIN_BETS &&
    bets.every((bet) => bet.coef >= BONUS_BET_MIN_COEF && bet.marketKind !== BONUS_BET_EXCLUDED_MARKET_KIND) &&
    totalCoef >= BONUS_BET_MIN_TOTAL_COEF
  );
}

export interface VipBetCandidate {
  readonly siteFlag: boolean;
  /** The coupon's maximum bet amount; unbounded (Infinity) by default. */
  readonly maxAmount: number;
  readonly bets: readonly { readonly isLive: boolean }[];
  readonly typeId: number;
}

/**
 * Site flag, a finite max amount, at least one bet, only line (not live) bets, and not the
 * singles type (9).
 */
export function isVipBetEligible({ siteFlag, maxAmount, bets, typeId }: VipBetCandidate): boolean {
  return (
    siteFlag &&
    Number.isFinite(maxAmount) &&
    bets.length >= 1 &&
    bets.every((bet) => !bet.isLive) &&
    typeId !== COUPON_TYPE.singles
  );
}

/** Promo codes are not accepted on singles (type 9). */
export function isPromoCodeAllowed(typeId: number): boolean {
  return typeId !== COUPON_TYPE.singles;
}
