// Public API of the coupon maths.

export { settleCoupon } from './settle.ts';
export { systemValueOptions, type SystemValueOption } from './systemOptions.ts';
export {
  bonusCoefficient,
  isBonusBetEligible,
  isVipBetEligible,
  isPromoCodeAllowed,
  BONUS_BET_MIN_BETS,
  BONUS_BET_MIN_COEF,
  BONUS_BET_EXCLUDED_MARKET_KIND,
  BONUS_BET_MIN_TOTAL_COEF,
  type BonusBetCandidate,
  type VipBetCandidate,
} from './eligibility.ts';
export {
  MIN_LEGS_BY_TYPE,
  MAX_LEGS_BY_TYPE,
  BANKER_TYPES,
  BLOCK_TYPES,
  PER_LINE_MINIMUM_TYPES,
  MAX_BLOCK_ID,
  isCouponTypeId,
  isBlockId,
  takesBankers,
  takesBlocks,
  hasPerLineMinimum,
  legCountFits,
  mayAddBanker,
  blockCount,
  systemPartCount,
  maxSystemValue,
  systemValueFits,
  dependentLegIndexes,
  shapeRefusal,
  type CouponShape,
  type ShapeRefusal,
  type ShapeRefusalCode,
} from './rules.ts';
export { binomial, elementarySymmetric } from './combinatorics.ts';
export { settledLegFactor, isSettledStatus } from './legFactor.ts';
export {
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  LEG_STATUS,
  MIN_SYSTEM_VALUE,
  type CouponTypeId,
  type LegStatusId,
  type CouponLeg,
  type CouponInput,
  type CouponSettlement,
} from './types.ts';
