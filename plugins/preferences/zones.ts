/** The time zones the page offers, as offsets from UTC in minutes, and how they read. */

/** Every offset a picker offers, west to east, in quarter hours where zones use them. */
export const TIME_ZONE_OFFSETS: readonly number[] = Object.freeze(
  [-720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210, 240, 270, 300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780, 840],
);

/** "UTC+5:30", "UTC−3", "UTC" for an offset in minutes. */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}
