/** Dates as the player's language writes them; amounts go through the plugin API's formatMoney. */
export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A route or query parameter that must be a whole positive number, else null. */
export function positiveId(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}
