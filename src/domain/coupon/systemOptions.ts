// The system values a player can pick for a coupon (each option: value, offset, minBetAmount, combo).

import { roundMoney } from '../money.ts';
import { binomial, exactCount } from './combinatorics.ts';
import { MIN_SYSTEM_VALUE } from './types.ts';

export interface SystemValueOption {
  /** Non-banker legs per line. */
  readonly value: number;
  /**
   * Position of the option in the list, i.e. value - MIN_SYSTEM_VALUE (0 for "2 of n"). Defined here
   * because the field comes without a rule; a position is what a select box needs.
   */
  readonly offset: number;
  /** Lines of the system: C(non-bankers, value). */
  readonly lines: number;
  /** "value/non-bankers", the label players know ("2/5" is 10 doubles of 5 legs). */
  readonly combo: string;
  /** The smallest total stake that gives every line the minimum line amount: lines * minLineAmount. */
  readonly minBetAmount: number;
}

/**
 * Options from "2 of m" to "(m - 1) of m", m = legCount - bankerCount (never below 2;
 * m of m would be an express). Empty when m < 3. minBetAmount is rounded to the minor units of
 * `currencyIso` (2 decimals when omitted).
 */
export function systemValueOptions(
  legCount: number,
  bankerCount: number,
  minLineAmount: number,
  currencyIso?: string,
): SystemValueOption[] {
  if (!Number.isInteger(legCount) || legCount < 0) {
    throw new RangeError(`expected a whole leg count >= 0, got ${legCount}`);
  }
  if (!Number.isInteger(bankerCount) || bankerCount < 0 || bankerCount > legCount) {
    throw new RangeError(`expected a whole banker count from 0 to ${legCount}, got ${bankerCount}`);
  }
  if (!Number.isFinite(minLineAmount) || minLineAmount < 0) {
    throw new RangeError(`expected a finite minimum line amount >= 0, got ${minLineAmount}`);
  }
  const others = legCount - bankerCount;
  const options: SystemValueOption[] = [];
  for (let value = MIN_SYSTEM_VALUE; value <= others - 1; value += 1) {
    const lines = exactCount(binomial(others, value), `the line count C(${others}, ${value})`);
    options.push({
      value,
      offset: value - MIN_SYSTEM_VALUE,
      lines,
      combo: `${value}/${others}`,
      minBetAmount: roundMoney(lines * minLineAmount, currencyIso),
    });
  }
  return options;
}
