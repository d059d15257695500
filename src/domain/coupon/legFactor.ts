// How much one leg multiplies the money riding on it, by status. Half statuses come from
// quarter handicaps and totals, where the stake is split over two neighbouring lines: each half is
// settled on its own, so the leg's factor is the mean of the two halves' factors.

import { LEG_STATUS } from './types.ts';

const UNSETTLED_STATUS_IDS: ReadonlySet<number> = new Set([LEG_STATUS.notCalculated, LEG_STATUS.gameNotStarted]);
const KNOWN_STATUS_IDS: ReadonlySet<number> = new Set(Object.values(LEG_STATUS));

export function assertKnownStatus(statusId: number, legIndex: number): void {
  if (!KNOWN_STATUS_IDS.has(statusId)) {
    throw new RangeError(
      `expected leg ${legIndex} to have a status id among ${[...KNOWN_STATUS_IDS].join(', ')}, got ${statusId}`,
    );
  }
}

export function isSettledStatus(statusId: number): boolean {
  return !UNSETTLED_STATUS_IDS.has(statusId);
}

/**
 * Factor of a settled leg: win coef, lose 0, return 1, half win half return (coef + 1) / 2,
 * half lose half return 1/2, half lose half win coef / 2. Throws RangeError for an unsettled status.
 */
export function settledLegFactor(coef: number, statusId: number): number {
  switch (statusId) {
    case LEG_STATUS.win:
      return coef;
    case LEG_STATUS.lose:
      return 0;
    case LEG_STATUS.return:
    case LEG_STATUS.forcedReturn:
      return 1;
    case LEG_STATUS.halfWinHalfReturn:
      return (coef + 1) / 2;
    case LEG_STATUS.halfLoseHalfReturn:
      return 0.5;
    case LEG_STATUS.halfLoseHalfWin:
      return coef / 2;
    default:
      throw new RangeError(`expected a settled leg status (0 to 6), got ${statusId}`);
  }
}
