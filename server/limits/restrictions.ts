/**
 * What the rest of the reference server asks the limit service before it takes money or a bet: the
 * limit service (server/limits) is the authority, the coupon and payment routes only ask. Each answer
 * is null when the action is allowed, else the message the player is shown.
 */
export interface PlayRestrictions {
  /**
   * Why this player may not place a bet now (self-exclusion, time-out, panic block, session limit), or
   * null. With the stake, also whether it would pass a wagering or loss limit.
   */
  refuseBet(playerId: number, stake?: { amount: number; currencyIso: string }, language?: string): string | null;
  /**
   * Why this deposit is refused (an exclusion, or it would pass a deposit limit or the region's cap), or null.
   * The message is in `language` (the page's; English when not given), amounts with their currency.
   */
  refuseDeposit(playerId: number, amount: number, currencyIso: string, language?: string): string | null;
  /** A deposit that was taken, counted against the player's deposit limits. */
  recordDeposit(playerId: number, amount: number, currencyIso: string): void;
  /** A stake that was placed, counted against the player's wagering and loss limits. */
  recordStake?(playerId: number, amount: number, currencyIso: string): void;
}

/** Until the limit service is registered: nothing is refused. */
export const NO_RESTRICTIONS: PlayRestrictions = {
  refuseBet: () => null,
  refuseDeposit: () => null,
  recordDeposit: () => undefined,
};

/** The server's restrictions (decorated as `restrictions` by the limit service), or none. */
export function restrictionsOf(server: unknown): PlayRestrictions {
  return (server as { restrictions?: PlayRestrictions }).restrictions ?? NO_RESTRICTIONS;
}
