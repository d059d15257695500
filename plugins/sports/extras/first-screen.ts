/**
 * The extras pages' first screens on the server: an address that names what does not exist (an
 * unknown team, champion, event, sport, section or board) makes the page not found, so the server
 * answers 404 like the page then shows. Only what the address itself names is asked (a team, an
 * event, a sport); pages whose address is always good wait for nothing.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { loadRemoteData, pageNotFound, type PageProps } from '@plugin-api';
import { RESULT_TYPES } from '../schemas.ts';
import { championViewOf, isChampionId } from './champion.ts';
import { championEventRead, champsResultsRead, paramText, recommendationsRead, teamRead, type Read } from './reads.ts';

function* load(read: Read): SagaIterator<void> {
  yield call(loadRemoteData, read.key, read.path, read.query);
}

const isSection = (value: unknown) => value === undefined || value === 'live' || value === 'line';

function* teamFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params } = props as unknown as PageProps;
  if (routeId === 'team-section' && params.section !== 'live' && params.section !== 'line') {
    yield put(pageNotFound());
    return;
  }
  yield call(load, teamRead(String(params.team)));
}

function* betsOnYouFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params } = props as unknown as PageProps;
  if (!isSection(params.section)) yield put(pageNotFound());
}

function* championFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params } = props as unknown as PageProps;
  if (!isChampionId(params.champion)) {
    yield put(pageNotFound());
    return;
  }
  if (championViewOf(routeId) === 'event') yield call(load, championEventRead(params.champion, Number(params.id)));
}

function* favoritesFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params } = props as unknown as PageProps;
  if (championViewOf(routeId) === 'favorites' && !isChampionId(params.champion)) yield put(pageNotFound());
}

function* champsResultsFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const sport = paramText((props as unknown as PageProps).params.sportName);
  if (sport !== null) yield call(load, champsResultsRead(sport));
}

function* recommendationsFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params } = props as unknown as PageProps;
  const sport = paramText(params.sport);
  if (sport !== null) yield call(load, recommendationsRead(sport, params.champ === undefined ? null : Number(params.champ)));
}

function* resultsFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { params } = props as unknown as PageProps;
  if (!(RESULT_TYPES as readonly unknown[]).includes(params.type)) yield put(pageNotFound());
}

/** By extension name, for the plugin's `firstScreenData`. */
export const extrasFirstScreens = {
  'team-page': teamFirstScreen,
  'bets-on-you-page': betsOnYouFirstScreen,
  'champion-page': championFirstScreen,
  'favorites-page': favoritesFirstScreen,
  'champs-results-page': champsResultsFirstScreen,
  'recommendations-page': recommendationsFirstScreen,
  'results-page': resultsFirstScreen,
} as const;
