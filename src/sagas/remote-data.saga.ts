/**
 * The saga behind useRemoteData and useApiAction: every read and every form action goes through the
 * app's one API client, with the client's auth, captcha and error normalisation.
 */
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { isApiError } from '../api/index.ts';
import { callApi } from '../plugin-api/sagas.ts';
import { untilOnline } from './connectivity.saga.ts';
import {
  apiActionDone,
  apiActionFailed,
  apiActionRequested,
  remoteDataFailed,
  remoteDataLoaded,
  remoteDataRequested,
  sameRequest,
  selectRemoteEntry,
  type ReadRequest,
  type RemoteEntry,
  type RemoteError,
} from '../state/remote-data.slice.ts';

/** The field a refusal's body names (`{ message, field }`), if any. */
function fieldOf(body: unknown): string | undefined {
  const field = typeof body === 'object' && body !== null ? (body as { field?: unknown }).field : undefined;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

export function remoteErrorOf(error: unknown): RemoteError {
  if (isApiError(error)) {
    const field = fieldOf(error.body);
    return { message: error.message, status: error.status, ...(field === undefined ? {} : { field }) };
  }
  return { message: error instanceof Error ? error.message : String(error), status: 500 };
}

function* read(request: ReadRequest): SagaIterator<void> {
  // Offline the read waits (the page shows loading under the offline bar) and goes out when the network is back.
  yield call(untilOnline);
  try {
    const data: unknown = yield call(callApi, 'GET', request.path, { query: request.query, ...(request.headers ? { headers: request.headers } : {}) });
    yield put(remoteDataLoaded({ request, data }));
  } catch (error) {
    yield put(remoteDataFailed({ request, error: remoteErrorOf(error) }));
  }
}

/**
 * Concurrency: per key, the latest request wins (an older one is cancelled); the same request again
 * while one is in flight is not sent twice (two components showing one list make one call).
 */
function* watchReads(): SagaIterator<void> {
  const running = new Map<string, { task: Task; request: ReadRequest }>();
  for (;;) {
    const action: ReturnType<typeof remoteDataRequested> = yield take(remoteDataRequested.type);
    const request = action.payload;
    const current = running.get(request.key);
    if (current?.task.isRunning()) {
      if (sameRequest(current.request, request)) continue;
      yield cancel(current.task);
    }
    const task: Task = yield fork(read, request);
    running.set(request.key, { task, request });
  }
}

function* act(action: ReturnType<typeof apiActionRequested>): SagaIterator<void> {
  const { key, method, path, body, query, requestId, invalidates = [], idempotencyKey } = action.payload;
  try {
    const data: unknown = yield call(callApi, method, path, { body, query, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) });
    yield put(apiActionDone({ key, requestId, data }));
    for (const readKey of invalidates) {
      const entry: RemoteEntry | undefined = yield select((state) => selectRemoteEntry(state, readKey));
      if (entry) yield put(remoteDataRequested({ ...entry.request, keepData: true }));
    }
  } catch (error) {
    yield put(apiActionFailed({ key, requestId, error: remoteErrorOf(error) }));
  }
}

// Actions: takeEvery; different forms send side by side, and a form's newer send supersedes its older one in the slice.
export function* watchRemoteData(): SagaIterator<void> {
  yield all([fork(watchReads), takeEvery(apiActionRequested.type, act)]);
}
