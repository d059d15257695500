// The bet-type rules: how many legs each coupon type takes, which types take bankers or blocks,
// where the configured minimum stake is per line, and which shapes no coupon can have. One module
// for the coupon (what it offers and when it may place), the reference book (what it refuses) and
// the calculators (what they count), so the three cannot disagree; settleCoupon applies the same
// leg counts.
//
// Lucky starts at 4 legs (Lucky 15, 31, 63 ...). Its 3-leg form is the same seven bets as the
// patent, which has its own type id (8): the lucky of 3 legs would be a second name for the patent.

import { COUPON_TYPE, COUPON_TYPE_IDS, MIN_SYSTEM_VALUE, type CouponTypeId } from './types.ts';

/** Fewest legs of each type: a system needs 3 legs that are not bankers, a multi-bet 3 blocks outside its lobby, a conditional bet 2 blocks. */
export const MIN_LEGS_BY_TYPE: Readonly<Record<CouponTypeId, number>> = Object.freeze({
  [COUPON_TYPE.single]: 1,
  [COUPON_TYPE.express]: 2,
  [COUPON_TYPE.system]: MIN_SYSTEM_VALUE + 1,
  [COUPON_TYPE.chain]: 2,
  [COUPON_TYPE.multiBet]: MIN_SYSTEM_VALUE + 1,
  [COUPON_TYPE.conditional]: 2,
  [COUPON_TYPE.antiExpress]: 2,
  [COUPON_TYPE.lucky]: 4,
  [COUPON_TYPE.patent]: 3,
  [COUPON_TYPE.singles]: 2,
});

/** Types with a fixed number of legs; the others take any number from their minimum on. */
export const MAX_LEGS_BY_TYPE: Readonly<Partial<Record<CouponTypeId, number>>> = Object.freeze({
  [COUPON_TYPE.single]: 1,
  [COUPON_TYPE.patent]: 3,
});

/** Types whose legs can be bankers: the system's bankers, the multi-bet's lobby. */
export const BANKER_TYPES: readonly CouponTypeId[] = Object.freeze([COUPON_TYPE.system, COUPON_TYPE.multiBet]);

/** Types whose legs are grouped into blocks (legs sharing a block are one express inside the bet). */
export const BLOCK_TYPES: readonly CouponTypeId[] = Object.freeze([COUPON_TYPE.multiBet, COUPON_TYPE.conditional]);

/** Types whose stake is split over several lines: the configured minimum stake is per line, so theirs is lines × that. */
export const PER_LINE_MINIMUM_TYPES: readonly CouponTypeId[] = Object.freeze([COUPON_TYPE.system, COUPON_TYPE.multiBet, COUPON_TYPE.lucky, COUPON_TYPE.patent]);

/** Blocks a coupon can use: a coupon has at most 30 legs, so at most 30 blocks. */
export const MAX_BLOCK_ID = 30;

export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return (COUPON_TYPE_IDS as readonly unknown[]).includes(value);
}

export const takesBankers = (typeId: number): boolean => (BANKER_TYPES as readonly number[]).includes(typeId);
export const takesBlocks = (typeId: number): boolean => (BLOCK_TYPES as readonly number[]).includes(typeId);
export const hasPerLineMinimum = (typeId: number): boolean => (PER_LINE_MINIMUM_TYPES as readonly number[]).includes(typeId);

export function isBlockId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_BLOCK_ID;
}

/** Whether a coupon of `typeId` can have `legCount` legs. */
export function legCountFits(typeId: CouponTypeId, legCount: number): boolean {
  return legCount >= MIN_LEGS_BY_TYPE[typeId] && legCount <= (MAX_LEGS_BY_TYPE[typeId] ?? Infinity);
}

/** A banker more still leaves at least 3 legs that are not bankers (a system needs "2 of 3" at least). */
export function mayAddBanker(legCount: number, bankerCount: number): boolean {
  return legCount - bankerCount - 1 >= MIN_SYSTEM_VALUE + 1;
}

/** Blocks among the legs whose index `isBanker` does not claim (the lobby): a leg without a block is one of its own. */
export function blockCount(legs: readonly { readonly blockId?: number | undefined }[], isBanker: (index: number) => boolean = () => false): number {
  const blocks = new Set<number>();
  let own = 0;
  legs.forEach((leg, index) => {
    if (isBanker(index)) return;
    if (leg.blockId === undefined) own += 1;
    else blocks.add(leg.blockId);
  });
  return blocks.size + own;
}

/** What a system value counts on a type: legs that are not bankers (system), blocks outside the lobby (multi-bet); 0 elsewhere. */
export function systemPartCount(typeId: number, legs: readonly { readonly blockId?: number | undefined }[], bankerIndexes: readonly number[]): number {
  if (typeId === COUPON_TYPE.system) return legs.length - bankerIndexes.length;
  if (typeId === COUPON_TYPE.multiBet) return blockCount(legs, (index) => bankerIndexes.includes(index));
  return 0;
}

/** The largest system value over `parts` parts ("(parts - 1) of parts"; parts of parts would be an express). */
export function maxSystemValue(parts: number): number {
  return parts - 1;
}

/** Whether `value` is a system value `parts` parts allow: from 2 to parts - 1. */
export function systemValueFits(value: number, parts: number): boolean {
  return Number.isInteger(value) && value >= MIN_SYSTEM_VALUE && value <= maxSystemValue(parts);
}

/** Legs on one game cannot share a coupon (they are dependent), except as singles (9), each its own coupon. */
export function dependentLegIndexes(typeId: number, gameIds: readonly number[]): number[] {
  if (typeId === COUPON_TYPE.singles) return [];
  return gameIds.flatMap((gameId, index) => (gameIds.indexOf(gameId) !== gameIds.lastIndexOf(gameId) ? [index] : []));
}

/** Why no coupon can have a shape; `multi_bet_blocks` and `conditional_blocks` are what a player can still fix by moving legs between blocks. */
export type ShapeRefusalCode =
  | 'unknown_type'
  | 'leg_count'
  | 'repeated_market'
  | 'dependent_legs'
  | 'bankers_not_on_type'
  | 'bankers_not_legs'
  | 'too_few_without_bankers'
  | 'system_value'
  | 'multi_bet_blocks'
  | 'conditional_blocks';

export interface ShapeRefusal {
  readonly code: ShapeRefusalCode;
  /** What is wrong, for a developer (the book's 400 answer). */
  readonly message: string;
}

/**
 * A coupon's shape: its type, its legs in play order (a leg's block counts on a multi-bet or
 * conditional bet only; other types ignore it), the indexes of its bankers (lobby), its system value.
 */
export interface CouponShape {
  readonly typeId: number;
  readonly legs: readonly { readonly marketId: string; readonly gameId?: number; readonly blockId?: number | undefined }[];
  readonly bankerIndexes: readonly number[];
  /** Read on a system (2) or multi-bet (4) only. */
  readonly systemValue?: number | undefined;
}

const refusal = (code: ShapeRefusalCode, message: string): ShapeRefusal => ({ code, message });

/**
 * Why no coupon can have this shape, or null when one can: an unknown type, a market twice, bankers
 * where the type has none or that are not legs of it, a leg count the type does not take, two legs
 * of one game (when game ids are given), bankers leaving fewer than 3 other legs, a system value the parts do not
 * allow, a multi-bet with fewer than 3 blocks outside its lobby, a conditional bet with fewer than
 * 2 blocks. Prices and stakes are not the shape's business.
 */
export function shapeRefusal(shape: CouponShape): ShapeRefusal | null {
  const { typeId, legs, bankerIndexes } = shape;
  if (!isCouponTypeId(typeId)) return refusal('unknown_type', `expected a coupon type id among ${COUPON_TYPE_IDS.join(', ')}, got ${typeId}`);
  if (new Set(legs.map((leg) => leg.marketId)).size !== legs.length) return refusal('repeated_market', 'expected each market once in a coupon');
  if (bankerIndexes.length > 0 && !takesBankers(typeId)) return refusal('bankers_not_on_type', 'expected bankers only on a system (2) or multi-bet (4)');
  if (bankerIndexes.some((index) => !Number.isInteger(index) || index < 0 || index >= legs.length) || new Set(bankerIndexes).size !== bankerIndexes.length) {
    return refusal('bankers_not_legs', 'expected bankers to be distinct markets of the coupon');
  }
  if (!legCountFits(typeId, legs.length)) {
    const min = MIN_LEGS_BY_TYPE[typeId];
    const max = MAX_LEGS_BY_TYPE[typeId];
    const expected = max === undefined ? `at least ${min}` : min === max ? `exactly ${min}` : `from ${min} to ${max}`;
    return refusal('leg_count', `expected ${expected} legs for coupon type ${typeId}, got ${legs.length}`);
  }
  const gameIds = legs.map((leg) => leg.gameId);
  if (gameIds.every((id): id is number => id !== undefined) && dependentLegIndexes(typeId, gameIds).length > 0) {
    return refusal('dependent_legs', 'expected at most one bet per game in a coupon (dependent bets)');
  }
  if (legs.length - bankerIndexes.length < MIN_SYSTEM_VALUE + 1 && bankerIndexes.length > 0) {
    return refusal('too_few_without_bankers', `expected at least ${MIN_SYSTEM_VALUE + 1} legs that are not bankers, got ${legs.length - bankerIndexes.length}`);
  }
  if (typeId === COUPON_TYPE.conditional && blockCount(legs) < 2) return refusal('conditional_blocks', 'expected at least 2 blocks for a conditional coupon');
  const parts = systemPartCount(typeId, legs, bankerIndexes);
  if (typeId === COUPON_TYPE.multiBet && parts < MIN_SYSTEM_VALUE + 1) {
    return refusal('multi_bet_blocks', `expected at least ${MIN_SYSTEM_VALUE + 1} blocks outside the lobby, got ${parts}`);
  }
  if (takesBankers(typeId) && !systemValueFits(shape.systemValue ?? NaN, parts)) {
    return refusal('system_value', `expected a whole system value from ${MIN_SYSTEM_VALUE} to ${maxSystemValue(parts)} for ${parts} parts, got ${shape.systemValue}`);
  }
  return null;
}
