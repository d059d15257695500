/**
 * The calculators' rules: which coupon types they offer, how typed numbers are read, and the coupon
 * maths (the same the coupon uses, from the plugin API) applied to what the player entered. Pure:
 * the page keeps the text as typed and asks this module what it means.
 */
import {
  COUPON_TYPE,
  LEG_STATUS,
  MAX_LEGS_BY_TYPE,
  MIN_LEGS_BY_TYPE,
  settleCoupon,
  systemValueOptions,
  type CouponSettlement,
  type CouponTypeId,
  type SystemValueOption,
} from '@plugin-api/coupon-maths';

export type CalcTypeKey = 'express' | 'system' | 'singles' | 'lucky' | 'patent';

export interface CalcType {
  readonly id: CouponTypeId;
  readonly key: CalcTypeKey;
  /** The bet-type rules' fewest legs for the type: the calculator counts what the coupon would. */
  readonly minLegs: number;
  readonly maxLegs: number;
}

/** A type with the rules' leg counts, and at most `calculatorMax` selections where the rules set no maximum. */
function calcType(id: CouponTypeId, key: CalcTypeKey, calculatorMax: number): CalcType {
  return { id, key, minLegs: MIN_LEGS_BY_TYPE[id], maxLegs: MAX_LEGS_BY_TYPE[id] ?? calculatorMax };
}

export const CALC_TYPES: readonly [CalcType, ...CalcType[]] = [
  calcType(COUPON_TYPE.express, 'express', 20),
  calcType(COUPON_TYPE.system, 'system', 20),
  calcType(COUPON_TYPE.singles, 'singles', 20),
  // A lucky of n legs is 2^n - 1 bets: ten legs (1,023 bets) is already more than any book takes.
  calcType(COUPON_TYPE.lucky, 'lucky', 10),
  calcType(COUPON_TYPE.patent, 'patent', 3),
];

export const LEG_RESULTS = ['win', 'lose', 'void', 'half-win', 'half-lose'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

const STATUS_OF: Readonly<Record<LegResult, number>> = {
  win: LEG_STATUS.win,
  lose: LEG_STATUS.lose,
  void: LEG_STATUS.return,
  'half-win': LEG_STATUS.halfWinHalfReturn,
  'half-lose': LEG_STATUS.halfLoseHalfReturn,
};

export const ODDS_BOUNDS = { min: 1.01, max: 10000 } as const;
export const STAKE_BOUNDS = { min: 0.01, max: 1_000_000 } as const;

export function calcTypeOf(key: string): CalcType {
  return CALC_TYPES.find((type) => type.key === key) ?? CALC_TYPES[0];
}

/** "1,85" and "1.85" are the same number (phones offer either separator); anything else is not a number. */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,4})?$/.test(normalised)) return null;
  return Number(normalised);
}

export type NumberProblem = 'required' | 'not-a-number' | 'too-small' | 'too-large';

export function numberProblem(text: string, bounds: { min: number; max: number }): NumberProblem | null {
  if (text.trim() === '') return 'required';
  const value = parseDecimal(text);
  if (value === null) return 'not-a-number';
  if (value < bounds.min) return 'too-small';
  if (value > bounds.max) return 'too-large';
  return null;
}

export interface CalcLeg {
  readonly odds: string;
  readonly result: LegResult;
}

export interface CalcInput {
  readonly type: CalcType;
  readonly legs: readonly CalcLeg[];
  readonly stake: string;
  readonly systemValue: number;
  readonly currencyIso: string;
  /** Settle by the legs' results (the betting calculator) or only count the possible win (calc). */
  readonly settle: boolean;
}

/** System sizes for this many legs ("2/4", "3/4"), none for other types. */
export function systemOptionsFor(type: CalcType, legCount: number): SystemValueOption[] {
  return type.id === COUPON_TYPE.system ? systemValueOptions(legCount, 0, 0) : [];
}

/** The system value to use: the chosen one while it fits the legs, else the smallest. */
export function effectiveSystemValue(options: readonly SystemValueOption[], chosen: number): number {
  return options.some((option) => option.value === chosen) ? chosen : (options[0]?.value ?? 2);
}

/** What the coupon counts, or null while any number is missing or out of bounds. */
export function calculate(input: CalcInput): CouponSettlement | null {
  if (numberProblem(input.stake, STAKE_BOUNDS) !== null) return null;
  if (input.legs.length < input.type.minLegs || input.legs.length > input.type.maxLegs) return null;
  if (input.legs.some((leg) => numberProblem(leg.odds, ODDS_BOUNDS) !== null)) return null;
  const options = systemOptionsFor(input.type, input.legs.length);
  return settleCoupon({
    typeId: input.type.id,
    stake: parseDecimal(input.stake)!,
    ...(input.type.id === COUPON_TYPE.system ? { systemValue: effectiveSystemValue(options, input.systemValue) } : {}),
    legs: input.legs.map((leg) => ({ coef: parseDecimal(leg.odds)!, statusId: input.settle ? STATUS_OF[leg.result] : LEG_STATUS.gameNotStarted })),
    currencyIso: input.currencyIso,
  });
}
