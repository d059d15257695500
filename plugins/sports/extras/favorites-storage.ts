/**
 * Where favorites live outside the server: a guest's in localStorage (every tab of the site sees
 * them, and the storage event tells the other tabs of a change), and the word a player's tab sends
 * the others after the server took a change (BroadcastChannel). Storage that throws (private modes,
 * a full quota) reads as "nothing stored": favorites are a convenience, never a reason to fail.
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { FAVORITES_MAX, type SportsFavoritesAnswer } from '../schemas.ts';

export type FavoriteIds = SportsFavoritesAnswer;
export const LOCAL_KEY = 'sports-favorites';
export const CHANNEL_NAME = 'sports-favorites';
export const NO_FAVORITES: FavoriteIds = { games: [], champs: [] };

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.filter((id): id is number => Number.isSafeInteger(id) && id > 0))].slice(0, FAVORITES_MAX) : [];

/** Stored text as favorites: anything else than {games, champs} of ids reads as none. */
export function parseFavoriteIds(text: string | null): FavoriteIds {
  if (!text) return NO_FAVORITES;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return NO_FAVORITES;
    const { games, champs } = value as Record<string, unknown>;
    return { games: idsOf(games), champs: idsOf(champs) };
  } catch {
    return NO_FAVORITES;
  }
}

export function readLocalFavorites(): FavoriteIds {
  try {
    return parseFavoriteIds(local()?.getItem(LOCAL_KEY) ?? null);
  } catch {
    return NO_FAVORITES;
  }
}

/** Writes a guest's favorites; null forgets them (they were merged into a player's). */
export function writeLocalFavorites(ids: FavoriteIds | null): void {
  try {
    const storage = local();
    if (!storage) return;
    if (ids === null || (ids.games.length === 0 && ids.champs.length === 0)) storage.removeItem(LOCAL_KEY);
    else storage.setItem(LOCAL_KEY, JSON.stringify(ids));
  } catch {
    // Not stored: this tab keeps them in memory.
  }
}

export function isEmpty(ids: FavoriteIds): boolean {
  return ids.games.length === 0 && ids.champs.length === 0;
}

/** Both lists joined, the first's order kept, at most FAVORITES_MAX each (the server's limit). */
export function mergeFavorites(a: FavoriteIds, b: FavoriteIds): FavoriteIds {
  return {
    games: [...new Set([...a.games, ...b.games])].slice(0, FAVORITES_MAX),
    champs: [...new Set([...a.champs, ...b.champs])].slice(0, FAVORITES_MAX),
  };
}

export type ElsewhereChange = { kind: 'guest'; ids: FavoriteIds } | { kind: 'player'; userId: number; ids: FavoriteIds };

interface BroadcastPort {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

function openChannel(): BroadcastPort | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  } catch {
    return null;
  }
}

/** Tells this player's other tabs what the server now holds. */
export function announcePlayerFavorites(userId: number, ids: FavoriteIds): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ userId, games: ids.games, champs: ids.champs });
  channel.close();
}

/** Changes made in other tabs: a guest's through storage events, a player's through the broadcast channel. */
export function changesElsewhere(): EventChannel<ElsewhereChange> {
  return eventChannel<ElsewhereChange>((emit) => {
    if (typeof window === 'undefined') return () => {};
    const onStorage = (event: StorageEvent): void => {
      if (event.key !== LOCAL_KEY && event.key !== null) return;
      emit({ kind: 'guest', ids: parseFavoriteIds(event.key === null ? null : event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    const channel = openChannel();
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        const data = event.data as { userId?: unknown } | null;
        if (typeof data?.userId !== 'number') return;
        emit({ kind: 'player', userId: data.userId, ids: parseFavoriteIds(JSON.stringify(data)) });
      };
    }
    return () => {
      window.removeEventListener('storage', onStorage);
      channel?.close();
    };
  }, buffers.sliding<ElsewhereChange>(4));
}
