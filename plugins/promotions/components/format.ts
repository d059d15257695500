/**
 * Dates as a player reads them. Promotion days are whole UTC days, and the server's first screen must
 * render the same text as the browser that takes it over, so dates are formatted in UTC.
 */
export function formatDay(iso: string, lng: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return iso.slice(0, 10);
  }
}

/** Days, hours and minutes from `now` to `until` (all zero once it has passed). */
export function timeLeft(until: string, now: number): { days: number; hours: number; minutes: number } {
  const ms = Math.max(0, Date.parse(until) - now);
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
