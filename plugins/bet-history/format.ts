/** Money, dates and market lines as the player reads them, in the page's language. */

export function formatMoney(value: number, currencyIso: string, lng: string): string {
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency: currencyIso, maximumFractionDigits: 3 }).format(value);
  } catch {
    // An unknown currency code: the number and the code.
    return `${value} ${currencyIso}`;
  }
}

/** A total or handicap line as printed: handicaps carry their sign (+1.5, -1.5, 0). */
export function formatLine(line: number | null, signed: boolean): string {
  if (line === null) return '';
  return signed && line > 0 ? `+${line}` : String(line);
}
