/**
 * Data of the cricket and cyber pages that moves while they are open (scores, clocks, prices):
 * a page says what it shows with useLiveData(key, path, ...); one poller per key asks the web API
 * while the page is visible (pollWhileVisible: nothing while hidden, one call at once when visible
 * again, jittered backoff on errors) and stops when the last page showing it closes or the answer is
 * a 404 or 400 that no retry will fix. Each answer also tells the coupon the new prices of the
 * markets it holds (oddsChanged), so a selection follows the feed.
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  callApi,
  definePluginSlice,
  isApiError,
  logWarning,
  oddsChanged,
  pollWhileVisible,
  selectSelectedMarketIds,
  useAppDispatch,
  useAppSelector,
  type AnswerParser,
  type OddsUpdate,
  type RemoteError,
  type RemoteStatus,
} from '@plugin-api';
import type { Game } from '../model.ts';

export type LiveQuery = Readonly<Record<string, string | number>>;

interface Entry {
  readonly status: RemoteStatus;
  readonly data: unknown;
  readonly error: RemoteError | null;
}

export interface LiveDataState {
  readonly entries: Readonly<Record<string, Entry>>;
}

const initialState: LiveDataState = { entries: {} };

export interface LiveRequest {
  key: string;
  path: string;
  query: LiveQuery;
  intervalMs: number;
}

/** A page started showing `key` (or asks again at once: retry). */
export const liveDataShown = createAction<LiveRequest>('cricketLive/shown');
/** A page stopped showing `key`. */
export const liveDataHidden = createAction<{ key: string }>('cricketLive/hidden');

export const liveDataSlice = definePluginSlice(
  createSlice({
    name: 'cricketLive',
    initialState,
    reducers: {
      liveDataLoaded(state, action: PayloadAction<{ key: string; data: unknown }>) {
        state.entries[action.payload.key] = { status: 'ready', data: action.payload.data, error: null };
      },
      liveDataFailed(state, action: PayloadAction<{ key: string; error: RemoteError }>) {
        const before = state.entries[action.payload.key];
        // A failed refresh keeps what is on screen; only a page with nothing yet shows the error.
        state.entries[action.payload.key] = { status: before?.data ? 'ready' : 'error', data: before?.data ?? null, error: action.payload.error };
      },
    },
    extraReducers: (builder) => {
      builder.addCase(liveDataShown, (state, action) => {
        const before = state.entries[action.payload.key];
        if (!before || before.status === 'error') state.entries[action.payload.key] = { status: 'loading', data: before?.data ?? null, error: null };
      });
    },
    selectors: { selectLiveEntry: (state: LiveDataState, key: string): Entry | undefined => state.entries[key] },
  }),
);

const { liveDataLoaded, liveDataFailed } = liveDataSlice.actions;
const { selectLiveEntry } = liveDataSlice.selectors;

function errorOf(error: unknown): RemoteError {
  if (isApiError(error)) return { message: error.message, status: error.status };
  const status = (error as { status?: unknown } | null)?.status;
  const message = (error as { message?: unknown } | null)?.message;
  return { message: typeof message === 'string' ? message : 'Request failed', status: typeof status === 'number' ? status : 500 };
}

/** Every game an answer carries, wherever it keeps them (games, live, upcoming, broadcasts[].game). */
function gamesIn(data: unknown): Game[] {
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const out: Game[] = [];
  for (const key of ['games', 'live', 'upcoming']) if (Array.isArray(record[key])) out.push(...(record[key] as Game[]));
  if (Array.isArray(record.broadcasts)) for (const b of record.broadcasts as { game?: Game }[]) if (b.game) out.push(b.game);
  return out;
}

function* reportOdds(data: unknown): SagaIterator<void> {
  const selected: readonly string[] = yield select(selectSelectedMarketIds);
  if (selected.length === 0) return;
  const wanted = new Set(selected);
  const updates: OddsUpdate[] = [];
  for (const game of gamesIn(data)) {
    for (const market of game.markets ?? []) {
      if (wanted.has(String(market.id))) updates.push({ marketId: String(market.id), coef: market.coef, blocked: market.blocked, finished: game.isFinished });
    }
  }
  if (updates.length > 0) yield put(oddsChanged(updates));
}

export function* fetchLiveData(request: LiveRequest): SagaIterator<'stop' | undefined> {
  try {
    const data: unknown = yield call(callApi, 'GET', request.path, { query: { ...request.query } });
    yield put(liveDataLoaded({ key: request.key, data }));
    yield call(reportOdds, data);
    return undefined;
  } catch (error) {
    const failure = errorOf(error);
    yield put(liveDataFailed({ key: request.key, error: failure }));
    // 400 and 404 are answers about what was asked: asking again will not change them.
    if (failure.status === 400 || failure.status === 404) return 'stop';
    throw error;
  }
}

function* reportFailure(error: unknown, failures: number): SagaIterator<void> {
  if (failures === 1) yield call(logWarning, 'cricket: refresh failed, retrying with backoff', error);
}

function* pollLiveData(request: LiveRequest): SagaIterator<void> {
  yield call(pollWhileVisible, () => fetchLiveData(request), { intervalMs: request.intervalMs, onError: reportFailure });
}

/**
 * Concurrency: one poller per key; showing a key again restarts its poller (a request at once),
 * hiding it stops it once no page shows it any more (pages count their showings).
 */
export function* watchCricketLiveData(): SagaIterator<void> {
  const running = new Map<string, { task: Task; shown: number }>();
  for (;;) {
    const action: ReturnType<typeof liveDataShown> | ReturnType<typeof liveDataHidden> = yield take([liveDataShown.type, liveDataHidden.type]);
    const { key } = action.payload;
    const current = running.get(key);
    if (liveDataShown.match(action)) {
      if (current) yield cancel(current.task);
      const task: Task = yield fork(pollLiveData, action.payload);
      running.set(key, { task, shown: (current?.shown ?? 0) + 1 });
    } else if (current) {
      if (current.shown > 1) {
        running.set(key, { ...current, shown: current.shown - 1 });
      } else {
        yield cancel(current.task);
        running.delete(key);
      }
    }
  }
}

export interface LiveData<T> {
  readonly status: RemoteStatus;
  readonly data: T | null;
  readonly error: RemoteError | null;
  /** Asks again at once (the retry of an error state). */
  retry(): void;
}

const UNEXPECTED: RemoteError = { message: 'The server answered with data this page does not understand', status: 500 };

/** What `path` answers, kept fresh every `intervalMs` while the calling page is shown. */
export function useLiveData<T>(key: string, path: string, { query = {}, parse, intervalMs }: { query?: LiveQuery; parse: AnswerParser<T>; intervalMs: number }): LiveData<T> {
  const dispatch = useAppDispatch();
  const queryText = JSON.stringify(query);
  const request = useMemo<LiveRequest>(() => ({ key, path, query: JSON.parse(queryText) as LiveQuery, intervalMs }), [key, path, queryText, intervalMs]);
  useEffect(() => {
    dispatch(liveDataShown(request));
    return () => {
      dispatch(liveDataHidden({ key: request.key }));
    };
  }, [dispatch, request]);
  const entry = useAppSelector((state) => selectLiveEntry(state, key));
  const raw = entry?.data ?? null;
  // `parse` is usually an inline function: the parsed value follows the answer, not the function.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const parsed = useMemo(() => (raw === null ? null : parse(raw)), [raw]);
  const retry = useCallback(() => {
    // Showing again restarts the poller; the matching hide keeps the count of showings right.
    dispatch(liveDataShown(request));
    dispatch(liveDataHidden({ key: request.key }));
  }, [dispatch, request]);
  if (!entry) return { status: 'loading', data: null, error: null, retry };
  if (raw !== null && parsed === null) return { status: 'error', data: null, error: UNEXPECTED, retry };
  return { status: entry.status, data: parsed, error: entry.error, retry };
}
