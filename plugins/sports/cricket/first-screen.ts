/**
 * The first screens of the cricket and cyber pages on the server: where the address names something
 * that does not exist (a championship, a player, a game, a cyber type, a discipline of another type)
 * the page is reported not found, so the first load answers 404 with the site's not-found page; the
 * pages say the same in the browser. Reads that the page keeps under a useRemoteData key are loaded
 * under that key, so the HTML already holds them. Small on purpose: it is part of the plugin's index.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { callApi, isApiError, loadRemoteData, pageNotFound, type PageProps } from '@plugin-api';
import { cyberViewOf, EVERY_DISCIPLINE, isCyberType } from './cyber-view.ts';

type Params = PageProps['params'];

export const cricketGameKey = (gameId: number): string => `cricket/game/${gameId}`;
export const cricketPlayerKey = (playerId: number): string => `cricket/player/${playerId}`;

/** The read that tells whether a cyber championship is of that discipline and type (its live games). */
export function cyberCheck(params: Params): { key: string; path: string; query: Record<string, string | number> } {
  const type = isCyberType(params.type) ? params.type : 'real';
  const discipline = String(params.discipline ?? '');
  const champ = Number(params.champ);
  return { key: `cyber/${type}/check/${discipline}/${champ}`, path: `/cyber/${type}/games`, query: { discipline, champ, section: 'live' } };
}

function statusOf(error: unknown): number {
  if (isApiError(error)) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
}

/** Asks `path`; an answer of 404 (or 400: nothing can have that id) reports the page not found. */
function* mustExist(path: string, query?: Record<string, string | number>): SagaIterator<unknown> {
  try {
    return yield call(callApi, 'GET', path, query ? { query } : {});
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) yield put(pageNotFound());
    return null;
  }
}

function propsOf(props: Readonly<Record<string, unknown>>): PageProps {
  return props as unknown as PageProps;
}

export function* cricketFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params } = propsOf(props);
  if (routeId === 'cricket-champ') yield call(mustExist, `/cricket/champs/${Number(params.champ)}`);
  if (routeId === 'cricket-player-info') yield call(loadRemoteData, cricketPlayerKey(Number(params.id)), `/cricket/players/${Number(params.id)}`);
}

export function* cricketGameFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const gameId = Number(propsOf(props).params.game);
  yield call(loadRemoteData, cricketGameKey(gameId), `/cricket/games/${gameId}`);
}

export function* cyberFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params } = propsOf(props);
  const view = cyberViewOf(routeId, params);
  if (!isCyberType(view.type) || (view.discipline === EVERY_DISCIPLINE && view.champ !== undefined)) {
    yield put(pageNotFound());
    return;
  }
  if (view.discipline === undefined || view.discipline === EVERY_DISCIPLINE) return;
  if (view.champ !== undefined) {
    // A championship of another discipline or type is refused with 404 by the same read.
    yield call(mustExist, `/cyber/${view.type}/games`, { discipline: view.discipline, champ: view.champ, section: 'live' });
    return;
  }
  yield call(mustExist, `/cyber/${view.type}/champs`, { discipline: view.discipline });
}

export function* cyberGameFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params } = propsOf(props);
  if (!isCyberType(params.type) || (params.section !== 'live' && params.section !== 'line')) {
    yield put(pageNotFound());
    return;
  }
  const read = cyberCheck(params);
  const status: number = yield call(loadRemoteData, read.key, read.path, read.query);
  if (status !== 200) return;
  // The game must be one of that championship's.
  const answer = (yield call(mustExist, `/sports/games/${Number(params.game)}`)) as { game?: { champId?: unknown } } | null;
  if (answer && answer.game?.champId !== Number(params.champ)) yield put(pageNotFound());
}

/** By extension name, for the plugin's firstScreenData. */
export const cricketFirstScreens = {
  'cricket-page': cricketFirstScreen,
  'cricket-game-page': cricketGameFirstScreen,
  'cyber-page': cyberFirstScreen,
  'cyber-game-page': cyberGameFirstScreen,
};
