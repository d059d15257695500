// Bets settled one after another, each staked from what the previous ones returned: chain (3) and
// conditional (5). Only the first bet is paid for; `unit` is that unit stake.

/**
 * Chain (the rule of the 1xBet platform family, whose coupon type ids ours mirror): singles settled
 * in the order the player chose. The chain has a bank that starts at the unit stake. Each single
 * stakes the unit from the bank, or the whole bank when less is left; its return goes back into the
 * bank. A lost single therefore costs one unit and the chain carries on while the bank holds
 * anything; the payout is the bank after the last single.
 *
 *   bank_0 = unit;  stake_i = min(unit, bank_{i-1});  bank_i = bank_{i-1} - stake_i + stake_i * factor_i
 *
 * Worked example, unit 100, odds 1.55 win, 1.25 win, 1.85 lose, 2.00 win:
 *   bank 100 -> stake 100, returns 155: bank 155
 *            -> stake 100, returns 125: bank 180
 *            -> stake 100, lost:        bank 80
 *            -> stake 80 (less than the unit is left), returns 160: bank 160. Payout 160.
 * If every single wins, the payout is unit * (1 + sum of (coef - 1)).
 */
export function chainReturn(unit: number, factors: readonly number[]): number {
  let bank = unit;
  for (const factor of factors) {
    const stake = Math.min(unit, bank);
    bank += stake * (factor - 1);
  }
  return bank;
}

/**
 * Conditional ("if" bet; 1xBet platform rule with the stake of each block fixed at the unit): blocks
 * settled in the player's order; a block is placed only if the previous one returned money, and it
 * stakes that return up to the unit stake. Whatever a block returns above the unit is set aside and
 * paid out with the rest. A block that returns nothing ends the bet: the blocks after it are never
 * placed, and the payout is what was set aside.
 *
 * A void block (coef 1, as a void leg in an express) or a half-lost block returns money, so the next
 * block is placed with that money; only a total loss stops the sequence. This differs from the chain,
 * where a loss costs one unit and the next single is still placed from the bank.
 *
 * Worked example, unit 100, odds 2.00 win, 1.50 lose, 3.00 win:
 *   block 1 stakes 100, returns 200: 100 set aside, 100 carried on
 *   block 2 stakes 100, lost: the bet ends, block 3 is never placed. Payout 100.
 * (The chain on the same legs pays 300: bank 100 -> 200 -> 100 -> 300.)
 * If every block wins, the payout is unit * (1 + sum of (coef - 1)), the same as a chain.
 */
export function conditionalReturn(unit: number, factors: readonly number[]): number {
  let setAside = 0;
  let carried = unit;
  for (const factor of factors) {
    const stake = Math.min(unit, carried);
    setAside += carried - stake;
    carried = stake * factor;
    if (carried === 0) break;
  }
  return setAside + carried;
}
