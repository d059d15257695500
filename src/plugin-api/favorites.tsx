/**
 * The favourite games and championships (`@plugin-api/favorites`): a contract of their own, so every
 * page that shows a game row can star it (the line and live lists, the home page's top games) while
 * plugins never import each other. A guest's favourites are kept in this browser, a player's on the
 * server (GET/PUT /web-api/sports-extras/favorites, the sports plugin's reference API); a toggle shows
 * at once, the saga stores it, and a refusal loads what the server holds again. Other tabs follow.
 *
 * A plugin that shows stars lists `sportsFavoritesSlice` in its slices and `watchSportsFavorites` in
 * its sagas; however many plugins do, the store runs the saga once (src/app/store.ts). A module of its
 * own, not part of `@plugin-api`, so pages without stars do not download it (decision 0010).
 */
import { useCallback, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { definePluginSlice } from './plugin-slice.ts';
import { callApi, isApiError } from './sagas.ts';
import { notify } from './page.ts';
import { selectIsAuthenticated, selectUserId } from './identity.ts';

/** How many games and championships one player may keep (the reference server's limit, plugins/sports/schemas.ts). */
const FAVORITES_MAX = 100;

export interface FavoriteIds {
  games: number[];
  champs: number[];
}

// --- Storage outside the server: this browser, and the other tabs ------------------------------------

export const LOCAL_KEY = 'sports-favorites';
export const CHANNEL_NAME = 'sports-favorites';
const NO_FAVORITES: FavoriteIds = { games: [], champs: [] };

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
function parseFavoriteIds(text: string | null): FavoriteIds {
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

function readLocalFavorites(): FavoriteIds {
  try {
    return parseFavoriteIds(local()?.getItem(LOCAL_KEY) ?? null);
  } catch {
    return NO_FAVORITES;
  }
}

/** Writes a guest's favorites; null forgets them (they were merged into a player's). */
function writeLocalFavorites(ids: FavoriteIds | null): void {
  try {
    const storage = local();
    if (!storage) return;
    if (ids === null || (ids.games.length === 0 && ids.champs.length === 0)) storage.removeItem(LOCAL_KEY);
    else storage.setItem(LOCAL_KEY, JSON.stringify(ids));
  } catch {
    // Not stored: this tab keeps them in memory.
  }
}

function isEmpty(ids: FavoriteIds): boolean {
  return ids.games.length === 0 && ids.champs.length === 0;
}

/** Both lists joined, the first's order kept, at most FAVORITES_MAX each (the server's limit). */
function mergeFavorites(a: FavoriteIds, b: FavoriteIds): FavoriteIds {
  return {
    games: [...new Set([...a.games, ...b.games])].slice(0, FAVORITES_MAX),
    champs: [...new Set([...a.champs, ...b.champs])].slice(0, FAVORITES_MAX),
  };
}

type ElsewhereChange = { kind: 'guest'; ids: FavoriteIds } | { kind: 'player'; userId: number; ids: FavoriteIds };

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
function announcePlayerFavorites(userId: number, ids: FavoriteIds): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ userId, games: ids.games, champs: ids.champs });
  channel.close();
}

/** Changes made in other tabs: a guest's through storage events, a player's through the broadcast channel. */
function changesElsewhere(): EventChannel<ElsewhereChange> {
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

// --- State (store key sportsFavorites) ------------------------------------------------------------

export type FavoriteKind = 'game' | 'champ';
type FavoritesStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SportsFavoritesState {
  readonly status: FavoritesStatus;
  /** Whose they are: kept in this browser for a guest, on the server for a player. */
  readonly owner: 'guest' | 'player';
  readonly games: readonly number[];
  readonly champs: readonly number[];
  /** The server's refusal of the last load or save. */
  readonly error: string | null;
}

const initialState: SportsFavoritesState = { status: 'idle', owner: 'guest', games: [], champs: [], error: null };

const listOf = (kind: FavoriteKind): 'games' | 'champs' => (kind === 'game' ? 'games' : 'champs');

export const sportsFavoritesSlice = definePluginSlice(
  createSlice({
    name: 'sportsFavorites',
    initialState,
    reducers: {
      favoritesLoadStarted(state) {
        state.status = 'loading';
        state.error = null;
      },
      favoritesLoaded(state, action: PayloadAction<FavoriteIds & { owner: 'guest' | 'player' }>) {
        const { games, champs, owner } = action.payload;
        Object.assign(state, { status: 'ready', owner, games, champs, error: null });
      },
      favoritesLoadFailed(state, action: PayloadAction<{ message: string }>) {
        state.status = 'error';
        state.error = action.payload.message;
      },
      /** A star was pressed: shown at once, stored by the saga. */
      favoriteToggled(state, action: PayloadAction<{ kind: FavoriteKind; id: number }>) {
        const { kind, id } = action.payload;
        const list = listOf(kind);
        state[list] = state[list].includes(id) ? state[list].filter((x) => x !== id) : [...state[list], id];
        state.error = null;
      },
      /** Another tab (or the server's answer) says what the favorites are now. */
      favoritesReplaced(state, action: PayloadAction<FavoriteIds>) {
        state.games = action.payload.games;
        state.champs = action.payload.champs;
      },
      favoritesSaveFailed(state, action: PayloadAction<{ message: string }>) {
        state.error = action.payload.message;
      },
      favoritesReloadRequested(state) {
        state.error = null;
      },
    },
    selectors: {
      selectSportsFavorites: (state) => state,
    },
  }),
);

const { favoritesLoadStarted, favoritesLoaded, favoritesLoadFailed, favoritesSaveFailed } = sportsFavoritesSlice.actions;
export const { favoriteToggled, favoritesReplaced, favoritesReloadRequested } = sportsFavoritesSlice.actions;
export const { selectSportsFavorites } = sportsFavoritesSlice.selectors;

// --- The saga: loading, storing, following other tabs --------------------------------------------

const FAVORITES_PATH = '/sports-extras/favorites';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The server's list, with a guest's favorites from this browser merged in first (then forgotten here). */
function* loadPlayerFavorites(): SagaIterator<FavoriteIds> {
  const answer: unknown = yield call(callApi, 'GET', FAVORITES_PATH);
  const server = parseFavoriteIds(JSON.stringify(answer));
  const local = readLocalFavorites();
  if (isEmpty(local)) return server;
  const merged = mergeFavorites(server, local);
  const saved: unknown = yield call(callApi, 'PUT', FAVORITES_PATH, { body: merged });
  writeLocalFavorites(null);
  return parseFavoriteIds(JSON.stringify(saved));
}

function* loadFavorites(): SagaIterator<void> {
  const signedIn: boolean = yield select(selectIsAuthenticated);
  if (!signedIn) {
    yield put(favoritesLoaded({ ...readLocalFavorites(), owner: 'guest' }));
    return;
  }
  yield put(favoritesLoadStarted());
  try {
    const ids: FavoriteIds = yield call(loadPlayerFavorites);
    yield put(favoritesLoaded({ ...ids, owner: 'player' }));
    const userId: number | null = yield select(selectUserId);
    if (userId !== null) announcePlayerFavorites(userId, ids);
  } catch (error) {
    yield put(favoritesLoadFailed({ message: messageOf(error) }));
  }
}

/** Concurrency: blocking; a sign-in or sign-out seen while loading is caught by the next comparison. */
function* followIdentity(): SagaIterator<void> {
  let signedIn: boolean = yield select(selectIsAuthenticated);
  yield call(loadFavorites);
  for (;;) {
    yield take('*');
    const now: boolean = yield select(selectIsAuthenticated);
    if (now === signedIn) continue;
    signedIn = now;
    yield call(loadFavorites);
  }
}

function* storeFavorites(): SagaIterator<void> {
  const state: SportsFavoritesState = yield select(selectSportsFavorites);
  const ids: FavoriteIds = { games: [...state.games], champs: [...state.champs] };
  if (state.owner === 'guest') {
    writeLocalFavorites(ids);
    return;
  }
  try {
    const saved: unknown = yield call(callApi, 'PUT', FAVORITES_PATH, { body: ids });
    const stored = parseFavoriteIds(JSON.stringify(saved));
    yield put(favoritesReplaced(stored));
    const userId: number | null = yield select(selectUserId);
    if (userId !== null) announcePlayerFavorites(userId, stored);
  } catch (error) {
    const message = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : messageOf(error);
    yield put(favoritesSaveFailed({ message }));
    yield put(notify({ id: 'sports-favorites-save', variant: 'error', titleKey: 'main_error', messageKey: 'main_favorites_save_failed', values: { message } }));
    // What the server holds is the truth again.
    yield call(loadFavorites);
  }
}

/** Concurrency: blocking, one change at a time, in order. */
function* followOtherTabs(): SagaIterator<void> {
  const channel = changesElsewhere();
  try {
    for (;;) {
      const change: ElsewhereChange = yield take(channel);
      const state: SportsFavoritesState = yield select(selectSportsFavorites);
      const userId: number | null = yield select(selectUserId);
      if (change.kind === 'guest' && state.owner === 'guest') yield put(favoritesReplaced(change.ids));
      if (change.kind === 'player' && state.owner === 'player' && change.userId === userId) yield put(favoritesReplaced(change.ids));
    }
  } finally {
    channel.close();
  }
}

// Toggles: takeLatest, the newest set is sent whole, so an older PUT still in flight is superseded. Reloads: takeLatest.
export function* watchSportsFavorites(): SagaIterator<void> {
  yield all([
    fork(followIdentity),
    fork(followOtherTabs),
    takeLatest(favoriteToggled.type, storeFavorites),
    takeLatest(favoritesReloadRequested.type, loadFavorites),
  ]);
}

// --- For components ------------------------------------------------------------------------------

export interface Favorites extends SportsFavoritesState {
  isFavorite(kind: FavoriteKind, id: number): boolean;
  toggle(kind: FavoriteKind, id: number): void;
  reload(): void;
}

export function useFavorites(): Favorites {
  const dispatch = useDispatch();
  const state = useSelector(selectSportsFavorites);
  const isFavorite = useCallback((kind: FavoriteKind, id: number) => (kind === 'game' ? state.games : state.champs).includes(id), [state.games, state.champs]);
  const toggle = useCallback((kind: FavoriteKind, id: number) => dispatch(favoriteToggled({ kind, id })), [dispatch]);
  const reload = useCallback(() => dispatch(favoritesReloadRequested()), [dispatch]);
  return { ...state, isFavorite, toggle, reload };
}

export interface FavoriteStarProps {
  kind: FavoriteKind;
  id: number;
  /** The button's name for each state, from the plugin's dictionary ("Add … to favorites"). */
  label: (on: boolean) => string;
  /** The plugin's class: the button gets it, `<class>--on` while starred, the icon `<class>__icon`. */
  className: string;
}

/** A star that adds a game or championship to the favorites or takes it out; every game list's star. */
export function FavoriteStar({ kind, id, label, className }: FavoriteStarProps): ReactNode {
  const favorites = useFavorites();
  const on = favorites.isFavorite(kind, id);
  return (
    <button type="button" className={`${className}${on ? ` ${className}--on` : ''}`} aria-pressed={on} aria-label={label(on)} onClick={() => favorites.toggle(kind, id)}>
      <svg className={`${className}__icon`} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3.1-5.4 3.1 1.2-6-4.5-4.2 6.1-.7z" />
      </svg>
    </button>
  );
}
