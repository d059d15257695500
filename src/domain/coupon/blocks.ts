// Blocks (the bet field blockId): in a multi-bet or a conditional bet, legs sharing a blockId are
// one express, settled at the product of their factors.

import type { CouponLeg } from './types.ts';

/**
 * Leg indexes grouped by block, blocks in the order they first appear in `legIndexes`. A leg without
 * a blockId is a block of its own.
 */
export function groupIntoBlocks(legs: readonly CouponLeg[], legIndexes: readonly number[]): number[][] {
  const blocks: number[][] = [];
  const blockById = new Map<number, number[]>();
  for (const index of legIndexes) {
    const blockId = legs[index]?.blockId;
    if (blockId === undefined) {
      blocks.push([index]);
      continue;
    }
    const block = blockById.get(blockId);
    if (block) {
      block.push(index);
    } else {
      const created = [index];
      blockById.set(blockId, created);
      blocks.push(created);
    }
  }
  return blocks;
}

export function product(values: Iterable<number>): number {
  let result = 1;
  for (const value of values) result *= value;
  return result;
}
