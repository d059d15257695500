/**
 * Which games are the top games of a section: the home page shows them, and the line and live
 * lists put them first when the player asks (SPEC 3.5 isBestMatchesOnTop). One rule, so the two
 * never disagree. The operator's pick is stood in for by a seeded appeal per game (the feed's
 * `draw`, passed in: this module stays free of the server), so the pick holds while a game is on
 * offer. Only games of real sports with a result market qualify: the home shows their 1X2 prices.
 */

/** How many top games a section has (the home's answer holds at most as many, its TOP_GAMES_MAX). */
export const TOP_GAMES_COUNT = 5;

/** The salt of a game's seeded appeal. */
export const TOP_GAME_APPEAL_SALT = 907;

export interface TopGameCandidate {
  readonly id: number;
  readonly discipline: string | null;
  readonly markets: readonly { readonly group: string }[];
}

/** The `max` games of highest appeal, highest first (ties by id), among those that qualify. */
export function pickTopGames<G extends TopGameCandidate>(games: readonly G[], draw: (...parts: number[]) => number, max: number): G[] {
  return games
    .filter((game) => game.discipline === null && game.markets.some((m) => m.group === '1x2'))
    .map((game) => ({ game, appeal: draw(game.id, TOP_GAME_APPEAL_SALT) }))
    .sort((a, b) => b.appeal - a.appeal || a.game.id - b.game.id)
    .slice(0, max)
    .map(({ game }) => game);
}
