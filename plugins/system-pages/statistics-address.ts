/** What a statisticpopup/* address names, shared by the page and its first-screen saga (which must stay small). */

/** The game of `game/<id>`, or null for an address that names none. */
export function statisticGameIdOf(splat: unknown): number | null {
  const match = typeof splat === 'string' ? /^game\/(\d{1,12})$/.exec(splat) : null;
  return match ? Number(match[1]) : null;
}

export const statisticsKey = (gameId: number): string => `system/statistics/${gameId}`;
export const statisticsPath = (gameId: number): string => `/user-pages/statistics/game/${gameId}`;
