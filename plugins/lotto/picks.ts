/** A ticket's numbers as the player picks them: pure, so the rules are tested without a page. */

/** The picks with `number` added (unless the ticket is full) or taken away, ascending. */
export function togglePick(picks: readonly number[], number: number, max: number): number[] {
  if (picks.includes(number)) return picks.filter((n) => n !== number);
  if (picks.length >= max) return [...picks];
  return [...picks, number].sort((a, b) => a - b);
}

/**
 * A full ticket: the picks kept and the rest chosen at random from 1..of. `random` returns [0, 1)
 * (tests pass a fixed one).
 */
export function quickPick(picks: readonly number[], pick: number, of: number, random: () => number = Math.random): number[] {
  const chosen = new Set(picks.slice(0, pick));
  const free = Array.from({ length: of }, (_, i) => i + 1).filter((n) => !chosen.has(n));
  while (chosen.size < pick && free.length > 0) {
    const [n] = free.splice(Math.floor(random() * free.length), 1);
    chosen.add(n!);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** How many numbers are still to pick (0: the ticket can be bought). */
export function missingPicks(picks: readonly number[], pick: number): number {
  return Math.max(0, pick - picks.length);
}

/** A fresh id for one purchase: its retries reuse it, so the server never sells the same ticket twice. */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `lt-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
