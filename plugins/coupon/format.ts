/** Money and odds as the player reads them, in the page's language. */
export function formatMoney(value: number, currencyIso: string, lng: string): string {
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency: currencyIso, maximumFractionDigits: 3 }).format(value);
  } catch {
    // An unknown currency code: the number and the code.
    return `${value} ${currencyIso}`;
  }
}

/** Decimal odds with two places (the coefficient view of the coupon; format id 0). */
export function formatCoef(coef: number): string {
  return coef.toFixed(2);
}

/** What the player typed: "12,5" and "12.5" are the same; anything else is NaN (the field says so). */
export function parseAmount(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  return /^\d+(\.\d*)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
