/**
 * The demo slot's maths: three reels of five symbols, drawn with a cryptographic random source on the
 * server (the page never decides a result). Three of a kind pays by symbol; the first two alike pay
 * twice the stake. The return to player is about 88 %.
 */
import { randomInt } from 'node:crypto';
import { initialAmount, roundMoney } from '../../src/domain/money.ts';

export const SYMBOLS = ['7', '★', '♦', '♣', '●'] as const;
export type GameSymbol = (typeof SYMBOLS)[number];
/** Out of 15: rarer symbols pay more. */
const WEIGHTS: Readonly<Record<GameSymbol, number>> = { '7': 1, '★': 2, '♦': 3, '♣': 4, '●': 5 };
export const THREE_OF_A_KIND: Readonly<Record<GameSymbol, number>> = { '7': 100, '★': 30, '♦': 15, '♣': 8, '●': 4 };
export const TWO_OF_A_KIND = 2;

export type Draw = (weightTotal: number) => number;

function drawSymbol(draw: Draw): GameSymbol {
  let roll = draw(15);
  for (const symbol of SYMBOLS) {
    roll -= WEIGHTS[symbol];
    if (roll < 0) return symbol;
  }
  return '●';
}

export function spinReels(draw: Draw = (n) => randomInt(n)): GameSymbol[] {
  return [drawSymbol(draw), drawSymbol(draw), drawSymbol(draw)];
}

/** How many stakes the reels pay. */
export function multiplierOf(reels: readonly GameSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return THREE_OF_A_KIND[a!];
  if (a === b) return TWO_OF_A_KIND;
  return 0;
}

/** The stakes offered: 1, 2, 5 and 10 units, a unit being a fifth of the currency's usual first stake. */
export function stakesFor(currency: string): number[] {
  const unit = initialAmount(currency) / 5;
  // Rounded to the currency's minor units, so the stake a page sends back compares equal.
  return [1, 2, 5, 10].map((n) => roundMoney(n * unit, currency));
}
