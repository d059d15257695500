/** Each player's favorites and recently played games, in memory for the server's life. */

export const RECENT_LIMIT = 24;

interface Launch {
  gameId: number;
  at: number;
}

export class PlayerShelf {
  private readonly favorites = new Map<number, number[]>();
  private readonly launches = new Map<number, Launch[]>();

  favoritesOf(playerId: number): readonly number[] {
    return this.favorites.get(playerId) ?? [];
  }

  /** Adding twice keeps one entry (a retried PUT changes nothing). */
  addFavorite(playerId: number, gameId: number): readonly number[] {
    const list = this.favorites.get(playerId) ?? [];
    if (!list.includes(gameId)) list.push(gameId);
    this.favorites.set(playerId, list);
    return list;
  }

  removeFavorite(playerId: number, gameId: number): readonly number[] {
    const list = (this.favorites.get(playerId) ?? []).filter((id) => id !== gameId);
    this.favorites.set(playerId, list);
    return list;
  }

  recordLaunch(playerId: number, gameId: number, at: number): void {
    const list = this.launches.get(playerId) ?? [];
    list.push({ gameId, at });
    // Enough history for "recent" and for today's challenges; older launches matter to nothing.
    if (list.length > 500) list.splice(0, list.length - 500);
    this.launches.set(playerId, list);
  }

  /** Distinct games, the most recently launched first, at most `limit`. */
  recentOf(playerId: number, limit = RECENT_LIMIT): number[] {
    const seen: number[] = [];
    const list = this.launches.get(playerId) ?? [];
    for (let i = list.length - 1; i >= 0 && seen.length < limit; i--) {
      const id = list[i]!.gameId;
      if (!seen.includes(id)) seen.push(id);
    }
    return seen;
  }

  /** Distinct games launched at or after `since`. */
  launchedSince(playerId: number, since: number): Set<number> {
    return new Set((this.launches.get(playerId) ?? []).filter((l) => l.at >= since).map((l) => l.gameId));
  }
}
