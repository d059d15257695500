// Shapes and ids shared by the coupon maths. Coupon type and bet status ids are the web API's.

/** Coupon type ids. */
export const COUPON_TYPE = Object.freeze({
  single: 0,
  express: 1,
  system: 2,
  chain: 3,
  multiBet: 4,
  conditional: 5,
  antiExpress: 6,
  lucky: 7,
  patent: 8,
  singles: 9,
} as const);

export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

export const COUPON_TYPE_IDS: readonly CouponTypeId[] = Object.freeze(Object.values(COUPON_TYPE));

/** Minimum system value (legs per line of a system). */
export const MIN_SYSTEM_VALUE = 2;

/** Bet (leg) status ids. */
export const LEG_STATUS = Object.freeze({
  notCalculated: -2,
  gameNotStarted: -1,
  lose: 0,
  win: 1,
  return: 2,
  forcedReturn: 3,
  halfWinHalfReturn: 4,
  halfLoseHalfReturn: 5,
  halfLoseHalfWin: 6,
} as const);

export type LegStatusId = (typeof LEG_STATUS)[keyof typeof LEG_STATUS];

/** One selection of the coupon. */
export interface CouponLeg {
  /** Decimal odds, at least 1. */
  readonly coef: number;
  /** A LEG_STATUS id. */
  readonly statusId: number;
  /**
   * Block of the leg. Only multi-bet (4) and conditional (5) use blocks: legs
   * sharing a blockId form one express inside the bet. Other types ignore it.
   */
  readonly blockId?: number;
}

export interface CouponInput {
  /** A COUPON_TYPE id. */
  readonly typeId: number;
  /** Total stake of the coupon; for chain (3) and conditional (5) the unit stake, which is also all that is paid. */
  readonly stake: number;
  /** Legs (blocks for multi-bet) per line of a system (2) or multi-bet (4); at least 2. Ignored by other types. */
  readonly systemValue?: number;
  /** Indexes into `legs` of the bankers of a system (2) or the lobby of a multi-bet (4). */
  readonly bankerIndexes?: readonly number[];
  /** Price of an anti-express (6), quoted by the book. */
  readonly antiExpressCoef?: number;
  readonly legs: readonly CouponLeg[];
  /** ISO 4217 code; money is rounded to its minor units (2 when omitted or unknown). */
  readonly currencyIso?: string;
}

export interface CouponSettlement {
  /** What the player pays, rounded. */
  readonly totalStake: number;
  /** Number of bets the stake is spread over (C(n, k) for a system); exact. */
  readonly lines: number;
  /** What the coupon pays back, rounded; null while any leg is unsettled (status -1 or -2). */
  readonly payout: number | null;
  /** What the coupon pays back if every leg wins (anti-express: if it wins), rounded. */
  readonly possibleWin: number;
}
