/**
 * Remote data by key (store key 'remoteData'): what a page read from the web API (useRemoteData) and
 * what a form sent (useApiAction), so a page needs no slice of its own to show an answer with its
 * loading and error states. Events, not setters: a page asks, the saga (remote-data.saga.ts) says what
 * the API answered. A key names one resource ("office/messages"); a request id lets an older answer
 * that arrives late be dropped.
 */
import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { sameJson } from '../domain/same-json.ts';
// Plain types here, not the services module's: the store must not depend on what sagas are given.
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

export type RemoteStatus = 'loading' | 'ready' | 'error';

/** A failed call as a page shows it: the server's message (or the client's) and the HTTP status (0: no answer). */
export interface RemoteError {
  readonly message: string;
  readonly status: number;
  /** The input the refusal names (`{ message, field }` answers), so a form can show it at that field. */
  readonly field?: string;
}

export interface RemoteEntry {
  readonly status: RemoteStatus;
  readonly data: unknown;
  readonly error: RemoteError | null;
  /** What was asked, so the same request while one is in flight is not sent twice, and a reload asks again. */
  readonly request: ReadRequest;
}

export type ActionStatus = 'idle' | 'sending' | 'done' | 'failed';

export interface ActionEntry {
  readonly status: ActionStatus;
  readonly data: unknown;
  readonly error: RemoteError | null;
  readonly requestId: number;
}

export interface RemoteDataState {
  readonly reads: Readonly<Record<string, RemoteEntry>>;
  readonly actions: Readonly<Record<string, ActionEntry>>;
}

export interface ReadRequest {
  readonly key: string;
  readonly path: string;
  readonly query?: QueryValues;
  /** Keep what is shown while the new answer loads (a reload, a poll) instead of showing loading again. */
  readonly keepData?: boolean;
  /** Extra headers of this read (a remote view's render mode). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ActionRequest {
  readonly key: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly body?: unknown;
  readonly query?: QueryValues;
  /** Reads to load again once the action succeeded (the list it changed). */
  readonly invalidates?: readonly string[];
  /** Sent as Idempotency-Key: the server answers a repeat of this send without doing it twice. */
  readonly idempotencyKey?: string;
}

/** Two reads ask for the same thing: same path and query (the order of query keys does not matter). */
export function sameRequest(a: ReadRequest, b: ReadRequest): boolean {
  return a.path === b.path && queryText(a.query) === queryText(b.query);
}

function queryText(query: ReadRequest['query']): string {
  return JSON.stringify(Object.entries(query ?? {}).sort(([x], [y]) => (x < y ? -1 : 1)));
}

const initialState: RemoteDataState = { reads: {}, actions: {} };
let lastRequestId = 0;
const nextRequestId = () => ++lastRequestId;

export const remoteDataSlice = createSlice({
  name: 'remoteData',
  initialState,
  reducers: {
    remoteDataRequested(state, action: PayloadAction<ReadRequest>) {
        const request = action.payload;
        const previous = state.reads[request.key];
        // The same request while one is in flight: the saga does not send it again, so nothing changes.
        if (previous?.status === 'loading' && sameRequest(previous.request, request)) return;
        const keep = request.keepData && previous?.status === 'ready';
        state.reads[request.key] = { status: keep ? 'ready' : 'loading', data: keep ? previous.data : null, error: null, request };
    },
    /** An answer counts only if the entry still asks for what was answered (a newer query drops it). */
    remoteDataLoaded(state, action: PayloadAction<{ request: ReadRequest; data: unknown }>) {
      const { request, data } = action.payload;
      const key = request.key;
      const entry = state.reads[key];
      if (!entry || !sameRequest(entry.request, request)) return;
      // An answer equal to what is shown keeps the objects shown: nothing that reads them draws again.
      const shown = entry.status === 'ready' ? original(entry)?.data : undefined;
      state.reads[key] = { ...entry, status: 'ready', data: shown !== undefined && sameJson(shown, data) ? shown : data, error: null };
    },
    remoteDataFailed(state, action: PayloadAction<{ request: ReadRequest; error: RemoteError }>) {
      const { request, error } = action.payload;
      const key = request.key;
      const entry = state.reads[key];
      if (!entry || !sameRequest(entry.request, request)) return;
      // A failed refresh keeps what is shown; only a first load shows the error.
      state.reads[key] = entry.status === 'ready' && entry.data !== null ? { ...entry, error } : { ...entry, status: 'error', data: null, error };
    },
    /** A page changed what it shows (an optimistic edit, a rollback) without asking the API. */
    remoteDataChanged(state, action: PayloadAction<{ key: string; data: unknown }>) {
      const entry = state.reads[action.payload.key];
      if (entry) state.reads[action.payload.key] = { ...entry, status: 'ready', data: action.payload.data };
    },
    apiActionRequested: {
      reducer(state, action: PayloadAction<ActionRequest & { requestId: number }>) {
        const { key, requestId } = action.payload;
        state.actions[key] = { status: 'sending', data: null, error: null, requestId };
      },
      prepare: (request: ActionRequest) => ({ payload: { ...request, requestId: nextRequestId() } }),
    },
    apiActionDone(state, action: PayloadAction<{ key: string; requestId: number; data: unknown }>) {
      const { key, requestId, data } = action.payload;
      if (state.actions[key]?.requestId === requestId) state.actions[key] = { status: 'done', data, error: null, requestId };
    },
    apiActionFailed(state, action: PayloadAction<{ key: string; requestId: number; error: RemoteError }>) {
      const { key, requestId, error } = action.payload;
      if (state.actions[key]?.requestId === requestId) state.actions[key] = { status: 'failed', data: null, error, requestId };
    },
    /** The form was closed or filled in again: its last outcome is no longer shown. */
    apiActionReset(state, action: PayloadAction<{ key: string }>) {
      delete state.actions[action.payload.key];
    },
  },
  selectors: {
    selectRemoteEntry: (state, key: string): RemoteEntry | undefined => state.reads[key],
    selectActionEntry: (state, key: string): ActionEntry | undefined => state.actions[key],
  },
});

export const { remoteDataRequested, remoteDataLoaded, remoteDataFailed, remoteDataChanged, apiActionRequested, apiActionDone, apiActionFailed, apiActionReset } =
  remoteDataSlice.actions;
export const { selectRemoteEntry, selectActionEntry } = remoteDataSlice.selectors;
