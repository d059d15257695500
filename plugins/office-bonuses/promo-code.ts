/** What the promo-code form accepts, checked as the player types (the server checks again). */

/** Letters, digits and hyphens, 3 to 20 of them, as the server's codes are written. */
const PROMO_CODE = /^[A-Z0-9-]{3,20}$/;

/** The code as the server writes it: trimmed, upper case. */
export function normalisePromoCode(text: string): string {
  return text.trim().toUpperCase();
}

export type PromoCodeProblem = 'empty' | 'format' | null;

export function promoCodeProblem(text: string): PromoCodeProblem {
  const code = normalisePromoCode(text);
  if (code === '') return 'empty';
  return PROMO_CODE.test(code) ? null : 'format';
}

/** The `promocode` query parameter of a page's query string ('' when absent). */
export function promoCodeFromQuery(query: string): string {
  return new URLSearchParams(query).get('promocode') ?? '';
}
