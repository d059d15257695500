/** Money as the player reads it, in the page's language and the account's currency. */
export function formatMoney(value: number, currencyIso: string, lng: string): string {
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency: currencyIso }).format(value);
  } catch {
    // An unknown currency code: the number and the code.
    return `${value} ${currencyIso}`;
  }
}
