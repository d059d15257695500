/**
 * Reading and sending through the app's one API client without a slice of one's own: a page reads a
 * resource with useRemoteData and sends a form with useApiAction; the core's remoteData slice and saga
 * (src/state/remote-data.slice.ts, src/sagas/remote-data.saga.ts) hold the answers, so two components
 * showing the same key share one request and one answer.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useIsHydrated } from './hydration.ts';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiRequestOptions, HttpMethod } from '../composer/services.ts';
import {
  apiActionRequested,
  apiActionReset,
  remoteDataChanged,
  remoteDataRequested,
  selectActionEntry,
  selectRemoteEntry,
  type ActionStatus,
  type RemoteError,
  type RemoteStatus,
} from '../state/remote-data.slice.ts';

export type { ActionStatus, RemoteError, RemoteStatus };

/** Checks an answer's shape: the value a page may use, or null when the answer is not what was expected. */
export type AnswerParser<T> = (answer: unknown) => T | null;

export interface RemoteData<T> {
  readonly status: RemoteStatus;
  /** The parsed answer; null until one arrived (or when it did not parse: then status is 'error'). */
  readonly data: T | null;
  readonly error: RemoteError | null;
  /** Asks again, keeping what is shown until the answer arrives. */
  reload(): void;
  /** Shows `data` at once without asking the API (an optimistic change, or its rollback). */
  update(data: T): void;
}

export interface RemoteDataOptions<T> {
  readonly query?: ApiRequestOptions['query'];
  readonly parse: AnswerParser<T>;
  /** Nothing is requested while true (the page waits for something else first). */
  readonly skip?: boolean;
}

/** The answer that was not what the page expected: shown like any failed call. */
export const UNEXPECTED_ANSWER: RemoteError = { message: 'The server answered with data this page does not understand', status: 500 };

/**
 * A web-API resource under `key`: requested when the component mounts and whenever the path or query
 * changes; shared by every component that shows the same key.
 */
export function useRemoteData<T>(key: string, path: string, { query, parse, skip = false }: RemoteDataOptions<T>): RemoteData<T> {
  const dispatch = useDispatch();
  const entry = useSelector((state: Parameters<typeof selectRemoteEntry>[0]) => selectRemoteEntry(state, key));
  const queryText = JSON.stringify(query ?? {});
  // Taking over the server's markup: an answer the server fetched for it stays on screen while the
  // browser asks again, so the page does not flash its loading state.
  const hydrating = useRef(!useIsHydrated());

  useEffect(() => {
    if (skip) return;
    const keepData = hydrating.current;
    hydrating.current = false;
    dispatch(remoteDataRequested({ key, path, query: JSON.parse(queryText) as ApiRequestOptions['query'], ...(keepData ? { keepData } : {}) }));
  }, [dispatch, key, path, queryText, skip]);

  const raw = entry?.data ?? null;
  // `parse` is usually an inline function: the parsed value follows the answer, not the function's identity.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const parsed = useMemo(() => (raw === null ? null : parse(raw)), [raw]);
  const reload = useCallback(() => dispatch(remoteDataRequested({ key, path, query: JSON.parse(queryText) as ApiRequestOptions['query'], keepData: true })), [dispatch, key, path, queryText]);
  const update = useCallback((data: T) => dispatch(remoteDataChanged({ key, data })), [dispatch, key]);

  if (!entry || skip) return { status: 'loading', data: null, error: null, reload, update };
  if (raw !== null && parsed === null) return { status: 'error', data: null, error: UNEXPECTED_ANSWER, reload, update };
  return { status: entry.status, data: parsed, error: entry.error, reload, update };
}

export interface ApiAction<T> {
  readonly status: ActionStatus;
  /** The parsed answer of the last successful send. */
  readonly data: T | null;
  readonly error: RemoteError | null;
  /** With `idempotencyKey`, a send the server already answered is answered again, not done twice. */
  send(method: HttpMethod, path: string, body?: unknown, query?: ApiRequestOptions['query'], idempotencyKey?: string): void;
  /** Forgets the last outcome (the form is edited again or closed). */
  reset(): void;
}

export interface ApiActionOptions<T> {
  readonly parse?: AnswerParser<T>;
  /** useRemoteData keys to ask again once a send succeeded (the list the form changed). */
  readonly invalidates?: readonly string[];
}

/** A form's call under `key` (one outcome at a time): sending, done with the answer, or failed with the server's message. */
export function useApiAction<T = unknown>(key: string, { parse, invalidates }: ApiActionOptions<T> = {}): ApiAction<T> {
  const dispatch = useDispatch();
  const entry = useSelector((state: Parameters<typeof selectActionEntry>[0]) => selectActionEntry(state, key));
  const invalidatesText = JSON.stringify(invalidates ?? []);
  const send = useCallback(
    (method: HttpMethod, path: string, body?: unknown, query?: ApiRequestOptions['query'], idempotencyKey?: string) =>
      dispatch(apiActionRequested({ key, method, path, body, query, invalidates: JSON.parse(invalidatesText) as string[], ...(idempotencyKey === undefined ? {} : { idempotencyKey }) })),
    [dispatch, key, invalidatesText],
  );
  const reset = useCallback(() => dispatch(apiActionReset({ key })), [dispatch, key]);
  const raw = entry?.data ?? null;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const parsed = useMemo(() => (raw === null ? null : parse ? parse(raw) : (raw as T)), [raw]);
  if (!entry) return { status: 'idle', data: null, error: null, send, reset };
  if (entry.status === 'done' && raw !== null && parsed === null) return { status: 'failed', data: null, error: UNEXPECTED_ANSWER, send, reset };
  return { status: entry.status, data: parsed, error: entry.error, send, reset };
}
