/**
 * Polling of what the sports pages show. Components announce what they show (viewOpened / viewClosed);
 * one poller per kind of view (list, menu, game) fetches it through the app's one API client while
 * the page is visible (pollWhileVisible: no request while hidden, one at once when visible again,
 * jittered backoff on errors; intervals in POLL_MS).
 *
 * After each answer the poller tells the coupon the new prices of the markets it holds (oddsChanged),
 * so a selection's price follows the feed while its page is open.
 */
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { callApi, gameFactsOf, isApiError, logWarning, oddsChanged, pollWhileVisible, selectSelectedMarketIds, type OddsUpdate } from '@plugin-api';
import { isGameAnswer, isGamesAnswer, isMenuAnswer, isTopGamesAnswer, UnexpectedAnswerError } from './answers.ts';
import { POLL_MS, viewKey, type Game, type ListQuery, type Section, type SportsView } from './model.ts';
import { gameFailed, gameLoaded, listFailed, listLoaded, menuFailed, menuLoaded, selectSports, topGamesLoaded, viewClosed, viewOpened, type SportsState } from './slice.ts';

/**
 * 400 and 404 mean "no such sport / championship / game": retrying will not help. The client
 * normalises every failure to an ApiError {message, status}; reading `status` also covers test fakes.
 */
function isPermanent(error: unknown): boolean {
  const status = isApiError(error) ? error.status : (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

/** Tells the coupon the current price and state of each market it holds that this answer carries. */
function* reportOdds(games: readonly Game[]): SagaIterator<void> {
  const selected: readonly string[] = yield select(selectSelectedMarketIds);
  if (selected.length === 0) return;
  const wanted = new Set(selected);
  const updates: OddsUpdate[] = [];
  for (const game of games) {
    for (const market of game.markets) {
      const marketId = String(market.id);
      // The game's score and clock ride along: a live bet's row in the coupon shows the score.
      if (wanted.has(marketId)) updates.push({ marketId, coef: market.coef, blocked: market.blocked, finished: game.isFinished, game: gameFactsOf(game) });
    }
  }
  if (updates.length > 0) yield put(oddsChanged(updates));
}

function listPath(query: ListQuery): { path: string; query: Record<string, string | number> } {
  const params: Record<string, string | number> = { section: query.section };
  if (query.sport !== undefined) params.sport = query.sport;
  if (query.champ !== undefined) params.champ = query.champ;
  if (query.discipline !== undefined) params.discipline = query.discipline;
  if (query.lines !== undefined) params.lines = query.lines;
  return { path: '/sports/games', query: params };
}

export function* fetchList(query: ListQuery): SagaIterator<'stop' | undefined> {
  const key = viewKey({ kind: 'list', query });
  const request = listPath(query);
  try {
    const answer: unknown = yield call(callApi, 'GET', request.path, { query: request.query });
    if (!isGamesAnswer(answer)) throw new UnexpectedAnswerError(request.path);
    const at: number = yield call(Date.now);
    yield put(listLoaded({ key, answer, at }));
    yield call(reportOdds, answer.games);
    return undefined;
  } catch (error) {
    yield put(listFailed({ key, notFound: isPermanent(error) }));
    if (isPermanent(error)) return 'stop';
    throw error;
  }
}

export function* fetchMenu(section: Section): SagaIterator<'stop' | undefined> {
  try {
    const answer: unknown = yield call(callApi, 'GET', '/sports/menu', { query: { section } });
    if (!isMenuAnswer(answer)) throw new UnexpectedAnswerError('/sports/menu');
    yield put(menuLoaded(answer));
    return undefined;
  } catch (error) {
    yield put(menuFailed({ section }));
    throw error;
  }
}

/** The section's top games (a failure leaves the list in its own order, and the poller retries). */
export function* fetchTopGames(section: Section): SagaIterator<undefined> {
  const answer: unknown = yield call(callApi, 'GET', '/sports/top-games', { query: { section } });
  if (!isTopGamesAnswer(answer)) throw new UnexpectedAnswerError('/sports/top-games');
  yield put(topGamesLoaded({ section: answer.section, gameIds: answer.gameIds }));
  return undefined;
}

/** Fetches one game; `state.live` follows the game so the poll speeds up when it goes live. */
export function* fetchGame(gameId: number, state: { live: boolean }): SagaIterator<'stop' | undefined> {
  const path = `/sports/games/${gameId}`;
  try {
    const answer: unknown = yield call(callApi, 'GET', path);
    if (!isGameAnswer(answer)) throw new UnexpectedAnswerError(path);
    yield put(gameLoaded(answer));
    yield call(reportOdds, [answer.game]);
    state.live = answer.game.isLive;
    // A finished game no longer changes.
    return answer.game.isFinished ? 'stop' : undefined;
  } catch (error) {
    yield put(gameFailed({ gameId, notFound: isPermanent(error) }));
    if (isPermanent(error)) return 'stop';
    throw error;
  }
}

function* reportFailure(error: unknown, failures: number): SagaIterator<void> {
  // One line per run of failures, not one per retry.
  if (failures === 1) yield call(logWarning, 'sports: refresh failed, retrying with backoff', error);
}

export function* pollView(view: SportsView): SagaIterator<void> {
  const onError = reportFailure;
  switch (view.kind) {
    case 'list': {
      const intervalMs = view.query.section === 'live' ? POLL_MS.liveList : POLL_MS.lineList;
      // A list that is already here and fresh (it came with the server-rendered page, or was shown a
      // moment ago) is not asked for again before its interval is up.
      const list: SportsState['list'] = yield select((state: unknown) => selectSports(state).list);
      const loadedAt: number | null = yield select((state: unknown) => selectSports(state).listLoadedAt);
      const now: number = yield call(Date.now);
      const fresh = list?.key === viewKey(view) && list.status === 'ready' && loadedAt !== null;
      const firstDelayMs = fresh ? Math.min(intervalMs, Math.max(0, intervalMs - (now - loadedAt))) : 0;
      yield call(pollWhileVisible, () => fetchList(view.query), { intervalMs, onError, firstDelayMs });
      return;
    }
    case 'menu': {
      const intervalMs = view.section === 'live' ? POLL_MS.liveMenu : POLL_MS.lineMenu;
      yield call(pollWhileVisible, () => fetchMenu(view.section), { intervalMs, onError });
      return;
    }
    case 'top': {
      // The pick moves only when a top game starts or ends: the line list's pace is enough.
      yield call(pollWhileVisible, () => fetchTopGames(view.section), { intervalMs: POLL_MS.lineList, onError });
      return;
    }
    case 'game': {
      const state = { live: view.live };
      yield call(pollWhileVisible, () => fetchGame(view.gameId, state), { intervalMs: () => (state.live ? POLL_MS.liveGame : POLL_MS.lineGame), onError });
      return;
    }
  }
}

type ViewAction = ReturnType<typeof viewOpened> | ReturnType<typeof viewClosed>;

function isViewAction(kind: SportsView['kind']) {
  return (action: Action): boolean => (viewOpened.match(action) || viewClosed.match(action)) && action.payload.kind === kind;
}

/**
 * Concurrency: one poller per kind of view. Opening a view replaces the running poller of its kind
 * (latest wins, like takeLatest, and re-opening the same view restarts it: with a request at once,
 * unless its list is here and still fresh);
 * closing the view that runs stops it; closing another one is ignored.
 */
function* watchViewKind(kind: SportsView['kind']): SagaIterator<void> {
  let running: { key: string; task: Task } | null = null;
  for (;;) {
    const action: ViewAction = yield take(isViewAction(kind));
    const key = viewKey(action.payload);
    const opened = viewOpened.match(action);
    if (running && (opened || running.key === key)) {
      yield cancel(running.task);
      running = null;
    }
    if (opened) running = { key, task: yield fork(pollView, action.payload) };
  }
}

/** The plugin's saga (plugin.json "sagas": ["watchSportsViews"]). */
export function* watchSportsViews(): SagaIterator<void> {
  yield all([fork(watchViewKind, 'list'), fork(watchViewKind, 'menu'), fork(watchViewKind, 'game'), fork(watchViewKind, 'top')]);
}
