/**
 * Loading the opened bets and the history through the app's one API client (callApi).
 *
 * The opened bets are polled every 10 s (the default polling interval) while a page shows them and the
 * page is visible (pollWhileVisible: nothing while hidden, a request at once when visible again,
 * jittered backoff on errors), so a bet whose games finished leaves the list for the history. The
 * history is fetched when its page asks for a set of filters; the latest request wins.
 */
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, put, take, takeLatest } from 'redux-saga/effects';
import { callApi, logWarning, pollWhileVisible } from '@plugin-api';
import { HISTORY_PATH, historyKey, historyRequest, OPENED_PAGE_SIZE, OPENED_POLL_MS, parseHistoryAnswer, UnexpectedAnswerError } from './model.ts';
import { historyFailed, historyLoaded, historyRequested, openedBetsFailed, openedBetsHidden, openedBetsLoaded, openedBetsShown } from './slice.ts';

export function* fetchOpenedBets(): SagaIterator<void> {
  try {
    const answer: unknown = yield call(callApi, 'GET', HISTORY_PATH, { query: { state: 'opened', pageSize: OPENED_PAGE_SIZE } });
    const parsed = parseHistoryAnswer(answer);
    if (!parsed) throw new UnexpectedAnswerError(HISTORY_PATH);
    yield put(openedBetsLoaded(parsed));
  } catch (error) {
    yield put(openedBetsFailed());
    throw error;
  }
}

function* reportFailure(error: unknown, failures: number): SagaIterator<void> {
  // One line per run of failures, not one per retry.
  if (failures === 1) yield call(logWarning, 'bet-history: opened bets refresh failed, retrying with backoff', error);
}

export function* pollOpenedBets(): SagaIterator<void> {
  yield call(pollWhileVisible, fetchOpenedBets, { intervalMs: OPENED_POLL_MS, onError: reportFailure });
}

/**
 * Concurrency: one poller. Shown starts it (a second shown, e.g. a retry, restarts it with a request
 * at once); hidden stops it.
 */
export function* watchOpenedBets(): SagaIterator<void> {
  let running: Task | null = null;
  for (;;) {
    const action: ReturnType<typeof openedBetsShown | typeof openedBetsHidden> = yield take([openedBetsShown.type, openedBetsHidden.type]);
    if (running) {
      yield cancel(running);
      running = null;
    }
    if (openedBetsShown.match(action)) running = yield fork(pollOpenedBets);
  }
}

export function* fetchHistory(action: ReturnType<typeof historyRequested>): SagaIterator<void> {
  const filters = action.payload;
  const key = historyKey(filters);
  try {
    const answer: unknown = yield call(callApi, 'GET', HISTORY_PATH, { query: historyRequest(filters) });
    const parsed = parseHistoryAnswer(answer);
    if (!parsed) throw new UnexpectedAnswerError(HISTORY_PATH);
    yield put(historyLoaded({ key, answer: parsed }));
  } catch (error) {
    yield call(logWarning, 'bet-history: the history could not be loaded', error);
    yield put(historyFailed({ key }));
  }
}

/** The plugin's saga (plugin.json "sagas": ["watchBetHistory"]). History: takeLatest (a newer filter wins). */
export function* watchBetHistory(): SagaIterator<void> {
  yield all([fork(watchOpenedBets), takeLatest(historyRequested.type, fetchHistory)]);
}
