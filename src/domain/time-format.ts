/**
 * Times as a person reads them, in the zone and clock the visitor chose.
 *
 * The zone is an offset from UTC (the `tzo` cookie holds hours: "3", "-5", "5.5"); with none chosen
 * the browser's own zone applies, and where that is not known (the server's render, before the
 * browser takes the page over) the time is shown in UTC and says so. The clock is 12- or 24-hour
 * by choice, or the language's habit when not chosen.
 */

/** The widest offsets in use: UTC−12 to UTC+14. */
const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * Minutes east of UTC: from the `tzo` cookie's text, which holds hours ("3", "-5", "5.5", "5.75"),
 * or from a number, which is minutes already (the state, actions and other tabs use minutes). Null
 * for anything else: not a quarter hour, outside UTC−12 … UTC+14, not a number.
 */
export function parseTimeZoneOffset(value: unknown): number | null {
  let minutes: number;
  if (typeof value === 'number') minutes = value;
  else if (typeof value === 'string' && /^[+-]?\d{1,2}(?:\.\d{1,2})?$/.test(value.trim())) minutes = Number(value.trim()) * 60;
  else return null;
  if (!Number.isFinite(minutes) || !Number.isInteger(minutes) || minutes % 15 !== 0) return null;
  if (minutes < MIN_OFFSET_MINUTES || minutes > MAX_OFFSET_MINUTES) return null;
  return minutes === 0 ? 0 : minutes; // never -0
}

export interface TimeDisplay {
  /** The chosen zone (minutes east of UTC), or null for the device's. */
  timeZoneOffset: number | null;
  /** The chosen clock, or null for the language's. */
  is12h: boolean | null;
  /** Whether the device's zone is known (the browser after hydration); false on the server. */
  deviceZoneKnown: boolean;
}

/** What the parts of a time may be; the zone and the clock are this module's to decide. */
export type DateTimeParts = Omit<Intl.DateTimeFormatOptions, 'timeZone' | 'timeZoneName' | 'hour12' | 'hourCycle'>;

export const TIME_ONLY: DateTimeParts = Object.freeze({ hour: '2-digit', minute: '2-digit' });
export const DATE_AND_TIME: DateTimeParts = Object.freeze({ dateStyle: 'medium', timeStyle: 'short' });

const formatters = new Map<string, Intl.DateTimeFormat>();
const FORMATTER_LIMIT = 200;

function formatter(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    if (formatters.size >= FORMATTER_LIMIT) formatters.clear();
    found = new Intl.DateTimeFormat(lng, options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * Makes the formatter of a first screen's times (read in UTC until the device's zone is known), so
 * the one-off cost of the language's first formatter (its date data) is paid where the caller
 * chooses. A language Intl does not know is simply skipped.
 */
export function warmDateFormats(lng: string): void {
  try {
    formatter(lng, { ...TIME_ONLY, timeZone: 'UTC' });
  } catch {
    // formatDateTime falls back to English for such a language by itself.
  }
}

function toMillis(at: number | Date | string): number {
  if (typeof at === 'number') return at;
  if (at instanceof Date) return at.getTime();
  return Date.parse(at);
}

const showsHour = (parts: DateTimeParts): boolean => parts.hour !== undefined || parts.timeStyle !== undefined;

/**
 * `at` (ms, a Date or an ISO string) formatted in language `lng` with `parts`, in the zone and clock
 * of `display`. An invalid instant gives "" and an unknown language falls back to English, so a
 * page never breaks on a bad date.
 */
export function formatDateTime(at: number | Date | string, lng: string, parts: DateTimeParts, display: TimeDisplay): string {
  const ms = toMillis(at);
  if (!Number.isFinite(ms)) return '';
  const options: Intl.DateTimeFormatOptions = { ...parts };
  // hourCycle, not hour12: `hour12: false` lets some engines (Node's ICU) write midnight as 24:00.
  if (display.is12h !== null && showsHour(parts)) options.hourCycle = display.is12h ? 'h12' : 'h23';
  let instant = ms;
  let suffix = '';
  if (display.timeZoneOffset !== null) {
    // A fixed offset: shift the instant and read it as UTC (Intl names no zone for "+5:30").
    instant = ms + display.timeZoneOffset * 60_000;
    options.timeZone = 'UTC';
  } else if (!display.deviceZoneKnown) {
    options.timeZone = 'UTC';
    if (showsHour(parts)) suffix = ' UTC';
  }
  try {
    return formatter(lng, options).format(instant) + suffix;
  } catch {
    try {
      return formatter('en', options).format(instant) + suffix;
    } catch {
      return new Date(instant).toISOString().slice(0, 16).replace('T', ' ') + suffix;
    }
  }
}
