/**
 * The cricket championships and games a visitor follows. A guest's are kept in this browser
 * (localStorage, in step across tabs through the storage event); a signed-in player's on the server
 * (GET/PUT /cricket/favorites), changed optimistically and put back when the server refuses; the
 * player's other tabs hear of a saved change (BroadcastChannel) and read the list again. On sign-in
 * what the guest followed is added to the player's list, then forgotten in the browser.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { notify, selectIsAuthenticated, selectUserId, useApiAction, useAppDispatch, useAppSelector, useRemoteData } from '@plugin-api';
import { parseCricketFavorites, type CricketFavoritesAnswer } from './answers.ts';

export const STORAGE_KEY = 'cricket-favorites';
const CHANGED = 'cricket-favorites-changed';
const CHANNEL = 'cricket-favorites';
const NONE: CricketFavoritesAnswer = Object.freeze({ champIds: [], gameIds: [] }) as CricketFavoritesAnswer;

export interface Favorites {
  readonly champIds: readonly number[];
  readonly gameIds: readonly number[];
  /** Whether the list is known (a player's comes from the server). */
  readonly ready: boolean;
  toggleChamp(id: number): void;
  toggleGame(id: number): void;
}

let cachedText: string | null = null;
let cachedValue: CricketFavoritesAnswer = NONE;

function readStored(): CricketFavoritesAnswer {
  let text: string | null;
  try {
    text = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return NONE;
  }
  if (text === cachedText) return cachedValue;
  cachedText = text;
  let parsed: unknown;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  // Something else in this key (an old format, a hand edit) counts as nothing followed.
  cachedValue = parseCricketFavorites(parsed) ?? NONE;
  return cachedValue;
}

function writeStored(value: CricketFavoritesAnswer): void {
  try {
    if (value.champIds.length === 0 && value.gameIds.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the change lives as long as the page.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

function toggled(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

function union(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])];
}

export function useCricketFavorites(): Favorites {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const userId = useAppSelector(selectUserId);
  // The server's render and the first browser render know nothing of this browser's storage.
  const local = useSyncExternalStore(subscribe, readStored, () => NONE);
  const remote = useRemoteData(`cricket/favorites/${userId ?? 'guest'}`, '/cricket/favorites', { parse: parseCricketFavorites, skip: !signedIn });
  const save = useApiAction<CricketFavoritesAnswer>('cricket/favorites/save', { parse: parseCricketFavorites });
  const { update, reload } = remote;
  const { send, reset } = save;
  const serverList = signedIn ? remote.data : null;

  const store = useCallback(
    (next: CricketFavoritesAnswer) => {
      update(next);
      send('PUT', '/cricket/favorites', next);
    },
    [update, send],
  );

  // What the guest followed joins the player's list once it is known.
  useEffect(() => {
    if (!serverList || (local.champIds.length === 0 && local.gameIds.length === 0)) return;
    store({ champIds: union(serverList.champIds, local.champIds), gameIds: union(serverList.gameIds, local.gameIds) });
    writeStored(NONE);
  }, [serverList, local, store]);

  // Another tab of this player saved a change: read the list again.
  useEffect(() => {
    if (!signedIn || typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => reload();
    return () => channel.close();
  }, [signedIn, reload]);

  useEffect(() => {
    if (save.status !== 'done' || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage('saved');
    channel.close();
  }, [save.status, save.data]);

  // A refused change is put back to what the server keeps, and the player is told why.
  useEffect(() => {
    if (save.status !== 'failed') return;
    dispatch(
      notify({ id: 'cricket-favorites', variant: 'error', titleKey: 'main_error', messageKey: 'cricket:cricket_favorites_failed', values: { message: save.error?.message ?? '' } }),
    );
    reset();
    reload();
  }, [save.status, save.error, dispatch, reset, reload]);

  const current = signedIn ? (remote.data ?? NONE) : local;
  const change = useCallback(
    (next: CricketFavoritesAnswer) => {
      if (signedIn) store(next);
      else writeStored(next);
    },
    [signedIn, store],
  );
  const toggleChamp = useCallback((id: number) => change({ champIds: toggled(current.champIds, id), gameIds: [...current.gameIds] }), [change, current]);
  const toggleGame = useCallback((id: number) => change({ champIds: [...current.champIds], gameIds: toggled(current.gameIds, id) }), [change, current]);
  return { champIds: current.champIds, gameIds: current.gameIds, ready: !signedIn || remote.status === 'ready', toggleChamp, toggleGame };
}
