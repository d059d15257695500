/**
 * The coupon maths for plugins (`@plugin-api/coupon-maths`): settling a coupon, the system values a coupon
 * offers, the bet-type rules (leg counts, bankers, blocks, which shapes no coupon can have), bonus and
 * VIP bet eligibility. A module of its own, not part of `@plugin-api`: the bundler
 * places a file in the chunk shared by every module that can reach it, and everything the index
 * re-exports is reachable from every plugin, so maths only the coupon and the calculators use would
 * load with the home page (docs/decisions/0010-heavy-plugin-api-by-subpath.md).
 */
export {
  settleCoupon,
  systemValueOptions,
  bonusCoefficient,
  isBonusBetEligible,
  isVipBetEligible,
  isPromoCodeAllowed,
  COUPON_TYPE,
  LEG_STATUS,
  MIN_SYSTEM_VALUE,
  MIN_LEGS_BY_TYPE,
  MAX_LEGS_BY_TYPE,
  MAX_BLOCK_ID,
  isCouponTypeId,
  isBlockId,
  takesBankers,
  takesBlocks,
  hasPerLineMinimum,
  legCountFits,
  mayAddBanker,
  systemPartCount,
  maxSystemValue,
  systemValueFits,
  dependentLegIndexes,
  shapeRefusal,
  type CouponTypeId,
  type ShapeRefusal,
  type SystemValueOption,
  type CouponSettlement,
} from '../domain/coupon/index.ts';
