/**
 * The reference book's anti-express price (antiExpressCoef; coupon type 6).
 *
 * An anti-express wins when at least one leg of the express loses. The book reads the chance that
 * the express wins from its own prices, p = Π 1/coef (the legs' margins included, so p is a little
 * high and the anti-express a little cheap for the book), prices the opposite at 1 / (1 - p) and
 * keeps ANTI_EXPRESS_MARGIN of it, rounding down to 2 decimals (never below MIN_ANTI_EXPRESS_COEF).
 * Worked example: 1.85 and 2.1 → p = 1 / 3.885 = 0.2574, 1 / 0.7426 = 1.3466, × 0.94 = 1.2658 → 1.26.
 *
 * The client never computes it: it asks GET /web-api/coupon/anti-express for a quote and places at
 * the quote it agreed to; placing re-quotes from the current prices and applies the player's
 * odds-change rule to the difference.
 */
export const ANTI_EXPRESS_MARGIN = 0.06;
export const MIN_ANTI_EXPRESS_COEF = 1.01;

/** The price for an anti-express of legs at `coefs`; null for fewer than 2 legs or a coef below 1. */
export function antiExpressQuote(coefs: readonly number[]): number | null {
  if (coefs.length < 2 || coefs.some((coef) => !Number.isFinite(coef) || coef < 1)) return null;
  const expressChance = coefs.reduce((chance, coef) => chance / coef, 1);
  if (expressChance >= 1) return null;
  const price = (1 / (1 - expressChance)) * (1 - ANTI_EXPRESS_MARGIN);
  // The epsilon keeps 1.26 from becoming 1.25 when 126 is computed as 125.99999999.
  const rounded = Math.floor(price * 100 + 1e-9) / 100;
  return Math.max(MIN_ANTI_EXPRESS_COEF, rounded);
}
