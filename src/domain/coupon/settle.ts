// Settlement of a coupon of any type (ids 0-9): lines, payout and possible win.
//
// Choices a reader might question:
// - `stake` is the coupon's total stake, split equally over its lines, except chain and conditional,
//   where it is the unit stake (also the only money paid: later bets are funded by earlier returns).
// - payout is null while any leg is unsettled (status -1 or -2), even when the result is already
//   certain (a lost leg in an express): the UI shows "not settled yet" rather than a number the
//   server has not confirmed.
// - possibleWin is the payout if every leg wins at its coef, whatever the legs' statuses, i.e. what
//   the coupon showed when it was placed. Anti-express is the exception: every leg winning is its
//   losing case, so its possible win is stake * antiExpressCoef.
// - Money is rounded to the currency's minor units once, at the end; lines are never rounded.

import { roundMoney } from '../money.ts';
import { groupIntoBlocks, product } from './blocks.ts';
import { binomial, elementarySymmetric, exactCount } from './combinatorics.ts';
import { assertKnownStatus, isSettledStatus, settledLegFactor } from './legFactor.ts';
import { chainReturn, conditionalReturn } from './progressive.ts';
import { MAX_LEGS_BY_TYPE, MIN_LEGS_BY_TYPE, systemValueFits, takesBankers } from './rules.ts';
import {
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  LEG_STATUS,
  MIN_SYSTEM_VALUE,
  type CouponInput,
  type CouponLeg,
  type CouponSettlement,
  type CouponTypeId,
} from './types.ts';

interface LegOutcome {
  readonly factor: number;
  readonly statusId: number;
}

/** What a coupon type needs to settle: its line count and its total return for given leg outcomes. */
interface SettlementPlan {
  readonly lines: number;
  returnFor(outcomes: readonly LegOutcome[]): number;
  /** Replaces "every leg wins" as the possible win (anti-express). */
  readonly bestReturn?: number;
}

function assertStake(stake: number): void {
  if (!Number.isFinite(stake) || stake < 0) throw new RangeError(`expected a finite stake >= 0, got ${stake}`);
}

function assertLegs(legs: readonly CouponLeg[]): void {
  if (!Array.isArray(legs)) throw new RangeError('expected legs to be an array');
  legs.forEach((leg, index) => {
    if (!Number.isFinite(leg.coef) || leg.coef < 1) {
      throw new RangeError(`expected leg ${index} to have a finite coef >= 1, got ${leg.coef}`);
    }
    assertKnownStatus(leg.statusId, index);
  });
}

/** The leg count the bet-type rules (rules.ts) allow for the type. */
function assertLegCount(typeName: string, typeId: CouponTypeId, count: number): void {
  const min = MIN_LEGS_BY_TYPE[typeId];
  const max = MAX_LEGS_BY_TYPE[typeId] ?? Infinity;
  if (count >= min && count <= max) return;
  const expected = min === max ? `exactly ${min}` : max === Infinity ? `at least ${min}` : `from ${min} to ${max}`;
  throw new RangeError(`expected ${expected} legs for a ${typeName} coupon, got ${count}`);
}

/** Banker (lobby) indexes: whole, in range, no repeats. Non-empty only for system and multi-bet. */
function bankerSetOf(input: CouponInput): ReadonlySet<number> {
  const indexes = input.bankerIndexes ?? [];
  const bankers = new Set<number>();
  for (const index of indexes) {
    if (!Number.isInteger(index) || index < 0 || index >= input.legs.length) {
      throw new RangeError(`expected banker indexes from 0 to ${input.legs.length - 1}, got ${index}`);
    }
    if (bankers.has(index)) throw new RangeError(`expected each banker index once, got ${index} twice`);
    bankers.add(index);
  }
  if (bankers.size > 0 && !takesBankers(input.typeId)) {
    throw new RangeError(`expected bankers only on a system (2) or multi-bet (4) coupon, got type ${input.typeId}`);
  }
  return bankers;
}

/** systemValue for `parts` legs (or blocks) that are not bankers: 2 <= value <= parts - 1. */
function systemValueOf(input: CouponInput, parts: number, partName: string): number {
  if (parts < MIN_SYSTEM_VALUE + 1) {
    throw new RangeError(`expected at least ${MIN_SYSTEM_VALUE + 1} ${partName} for a system, got ${parts}`);
  }
  const value = input.systemValue;
  if (value === undefined || !systemValueFits(value, parts)) {
    throw new RangeError(
      `expected a whole system value from ${MIN_SYSTEM_VALUE} to ${parts - 1} for ${parts} ${partName}, got ${value}`,
    );
  }
  return value;
}

function indexesWhere(count: number, keep: (index: number) => boolean): number[] {
  const kept: number[] = [];
  for (let index = 0; index < count; index += 1) if (keep(index)) kept.push(index);
  return kept;
}

const factorAt = (outcomes: readonly LegOutcome[], index: number): number => outcomes[index]?.factor ?? 0;

/**
 * Bankers times a system over `parts` (each part a list of leg indexes settled as an express):
 * every line holds all bankers and `value` parts; each line gets stake / lines.
 * Sum over lines of the line's product = product(bankers) * e_value(part products).
 */
function bankerSystemPlan(stake: number, bankers: readonly number[], parts: readonly number[][], value: number): SettlementPlan {
  const lines = exactCount(binomial(parts.length, value), `the line count C(${parts.length}, ${value})`);
  return {
    lines,
    returnFor: (outcomes) => {
      const bankerFactor = product(bankers.map((index) => factorAt(outcomes, index)));
      const partFactors = parts.map((part) => product(part.map((index) => factorAt(outcomes, index))));
      return (stake / lines) * bankerFactor * elementarySymmetric(partFactors, value);
    },
  };
}

/**
 * Every combination of 1 to n legs (lucky, patent): sum over j of e_j(factors) = product(1 + f) - 1,
 * since expanding the product gives one term per subset of legs and the empty subset is the 1.
 */
function allCombinationsPlan(stake: number, legCount: number): SettlementPlan {
  const lines = exactCount(2n ** BigInt(legCount) - 1n, `the line count 2^${legCount} - 1`);
  return {
    lines,
    returnFor: (outcomes) => (stake / lines) * (product(outcomes.map((outcome) => 1 + outcome.factor)) - 1),
  };
}

const unknownCouponType = (typeId: number): RangeError =>
  new RangeError(`expected a coupon type id among ${COUPON_TYPE_IDS.join(', ')}, got ${typeId}`);

function assertCouponType(typeId: number): void {
  if (!(COUPON_TYPE_IDS as readonly number[]).includes(typeId)) throw unknownCouponType(typeId);
}

function planFor(input: CouponInput): SettlementPlan {
  const { stake, legs } = input;
  const legCount = legs.length;
  assertCouponType(input.typeId);
  const bankers = bankerSetOf(input);
  const factors = (outcomes: readonly LegOutcome[]): number[] => outcomes.map((outcome) => outcome.factor);

  switch (input.typeId) {
    case COUPON_TYPE.single:
      assertLegCount('single', COUPON_TYPE.single, legCount);
      return { lines: 1, returnFor: (outcomes) => stake * factorAt(outcomes, 0) };

    case COUPON_TYPE.express:
      assertLegCount('express', COUPON_TYPE.express, legCount);
      return { lines: 1, returnFor: (outcomes) => stake * product(factors(outcomes)) };

    case COUPON_TYPE.system: {
      const others = indexesWhere(legCount, (index) => !bankers.has(index));
      const value = systemValueOf(input, others.length, 'non-banker legs');
      return bankerSystemPlan(stake, [...bankers], others.map((index) => [index]), value);
    }

    case COUPON_TYPE.chain:
      assertLegCount('chain', COUPON_TYPE.chain, legCount);
      return { lines: legCount, returnFor: (outcomes) => chainReturn(stake, factors(outcomes)) };

    // Multi-bet (1xBet platform rule): an express of the lobby (the bankers) and a system over the
    // other blocks, each block a single or an express (legs sharing a blockId). The lobby multiplies
    // every line; a lost lobby loses the whole bet, as does a system with no winning line.
    // payout = stake / C(B, k) * product(lobby) * e_k(block products), B blocks outside the lobby.
    // Without blocks and with the lobby as bankers this is exactly the system with bankers (2).
    case COUPON_TYPE.multiBet: {
      const blocks = groupIntoBlocks(legs, indexesWhere(legCount, (index) => !bankers.has(index)));
      const value = systemValueOf(input, blocks.length, 'blocks outside the lobby');
      return bankerSystemPlan(stake, [...bankers], blocks, value);
    }

    case COUPON_TYPE.conditional: {
      const blocks = groupIntoBlocks(legs, indexesWhere(legCount, () => true));
      if (blocks.length < 2) throw new RangeError(`expected at least 2 blocks for a conditional coupon, got ${blocks.length}`);
      return {
        lines: blocks.length,
        returnFor: (outcomes) =>
          conditionalReturn(stake, blocks.map((block) => product(block.map((index) => factorAt(outcomes, index))))),
      };
    }

    // Anti-express: one bet at the book's antiExpressCoef that wins when at least one leg loses.
    // No leg lost: if every leg was void the stake comes back, otherwise (the legs won, or lost only
    // half) the bet is lost. The half statuses do not count as a lost leg: the express they belong to
    // still returns money.
    case COUPON_TYPE.antiExpress: {
      assertLegCount('anti-express', COUPON_TYPE.antiExpress, legCount);
      const coef = input.antiExpressCoef;
      if (coef === undefined || !Number.isFinite(coef) || coef < 1) {
        throw new RangeError(`expected a finite antiExpressCoef >= 1 for an anti-express coupon, got ${coef}`);
      }
      const isVoid = (statusId: number): boolean => statusId === LEG_STATUS.return || statusId === LEG_STATUS.forcedReturn;
      return {
        lines: 1,
        bestReturn: stake * coef,
        returnFor: (outcomes) => {
          if (outcomes.some((outcome) => outcome.statusId === LEG_STATUS.lose)) return stake * coef;
          return outcomes.every((outcome) => isVoid(outcome.statusId)) ? stake : 0;
        },
      };
    }

    // Lucky: every single, double, treble ... and the n-fold of n legs (Lucky 15, 31, 63 for 4, 5, 6;
    // the 3-leg lucky is the patent, type 8, so a lucky starts at 4 legs: rules.ts). The extras some books add (double odds for a lone winner, a
    // bonus when all win) are promotions, not part of the bet, and are left out.
    case COUPON_TYPE.lucky:
      assertLegCount('lucky', COUPON_TYPE.lucky, legCount);
      return allCombinationsPlan(stake, legCount);

    // Patent: 3 singles, 3 doubles and 1 treble on 3 legs; the lucky of 3 legs.
    case COUPON_TYPE.patent:
      assertLegCount('patent', COUPON_TYPE.patent, legCount);
      return allCombinationsPlan(stake, legCount);

    case COUPON_TYPE.singles:
      assertLegCount('singles', COUPON_TYPE.singles, legCount);
      return { lines: legCount, returnFor: (outcomes) => (stake / legCount) * factors(outcomes).reduce((sum, f) => sum + f, 0) };

    default:
      throw unknownCouponType(input.typeId);
  }
}

function finiteMoney(value: number, what: string, iso: string | undefined): number {
  if (!Number.isFinite(value)) {
    throw new RangeError(`expected a finite ${what}; the coefficients' product is too large (got ${value})`);
  }
  return roundMoney(value, iso);
}

/**
 * Settles a coupon: lines, payout (null until every leg is settled) and possible win, money rounded
 * to the currency's minor units. Any system size is computed in O(legs * systemValue) without listing
 * lines. Throws RangeError for an unknown type, a leg count or system value the type does not allow,
 * a negative or non-finite stake, a coef below 1 or an unknown status.
 */
export function settleCoupon(input: CouponInput): CouponSettlement {
  assertStake(input.stake);
  assertLegs(input.legs);
  const plan = planFor(input);
  const iso = input.currencyIso;

  const isSettled = input.legs.every((leg) => isSettledStatus(leg.statusId));
  const payout = isSettled
    ? finiteMoney(
        plan.returnFor(input.legs.map((leg) => ({ factor: settledLegFactor(leg.coef, leg.statusId), statusId: leg.statusId }))),
        'payout',
        iso,
      )
    : null;
  const bestReturn = plan.bestReturn ?? plan.returnFor(input.legs.map((leg) => ({ factor: leg.coef, statusId: LEG_STATUS.win })));

  return {
    totalStake: roundMoney(input.stake, iso),
    lines: plan.lines,
    payout,
    possibleWin: finiteMoney(bestReturn, 'possible win', iso),
  };
}
