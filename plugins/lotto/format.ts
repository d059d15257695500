/** Dates of draws as a player reads them, in the page's language. */
export function formatDrawTime(iso: string, lng: string): string {
  try {
    return new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
}
