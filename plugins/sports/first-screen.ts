/**
 * The sports pages' first screen on the server: the list and the sports menu a line or live page
 * is about to show, or the game a game page shows, fetched before the page renders so the HTML
 * already holds them. When the sport, championship or game does not exist the page is reported not
 * found, so the server answers 404 with the site's not-found page (the page does the same in the
 * browser).
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select } from 'redux-saga/effects';
import { loadRemoteData, pageNotFound, selectDisplayPreferences, type DisplayPreferences, type PageProps } from '@plugin-api';
import { FIRST_CHAMPIONSHIPS, lineViewOf, listQueryOf } from './model.ts';
import { fetchGame, fetchList, fetchMenu, fetchTopGames } from './sagas.ts';
import { listCutToFirst, selectGameView, selectList, selectTopGameIds, viewOpened, type GameViewState, type ListGroup, type ListState } from './slice.ts';
import { countryGroupsOf, type CountryGroup } from './display-views.ts';
import { topFirst } from './top-first.ts';
import { expressShownOn } from './express-shown.ts';
import { expressDayRead } from './extras/reads.ts';

/** Top games first is an order: a failure leaves the list in its own, and the browser asks again. */
function* topGamesQuietly(section: Parameters<typeof fetchTopGames>[0]): SagaIterator<void> {
  try {
    yield call(fetchTopGames, section);
  } catch {
    // The browser's poller asks again.
  }
}

/** The menu is a side panel: a failure leaves it to the browser and must not stop the list. */
function* menuQuietly(section: Parameters<typeof fetchMenu>[0]): SagaIterator<void> {
  try {
    yield call(fetchMenu, section);
  } catch {
    // The browser's poller asks again.
  }
}

export function* lineFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params } = props as unknown as PageProps;
  const view = lineViewOf(routeId, params);
  if (!view) {
    yield put(pageNotFound());
    return;
  }
  // The view type from the visitor's cookies: the first paint already has the Asian view's columns.
  const preferences: DisplayPreferences = yield select(selectDisplayPreferences);
  const query = listQueryOf(view, preferences.viewType === 1);
  // The views the page opens when it mounts: answers are kept only for views that are shown. (No
  // poller runs on the server; in the browser the page opens the same views and polls them.)
  yield put(viewOpened({ kind: 'list', query }));
  yield put(viewOpened({ kind: 'menu', section: view.section }));
  // The top games first, from the cookie as the page reads it, so the browser takes over the same order.
  const withTop = preferences.bestMatchesOnTop && !view.cyber;
  if (withTop) yield put(viewOpened({ kind: 'top', section: view.section }));
  // The express block is part of the first screen where it shows: its answer comes with the list's,
  // so the block does not push the list down once the page is on screen. (A failure shows in the block.)
  const express = expressShownOn(view, preferences) ? expressDayRead(view.section) : null;
  yield all([
    call(fetchList, query),
    call(menuQuietly, view.section),
    ...(withTop ? [call(topGamesQuietly, view.section)] : []),
    ...(express ? [call(loadRemoteData, express.key, express.path, express.query)] : []),
  ]);
  const list: ListState | null = yield select(selectList);
  if (list?.status === 'notFound') yield put(pageNotFound());
  else if (list?.status === 'ready') {
    // The championships the list draws first, in the order it draws them (by country or as listed),
    // and those of the top games it puts before them.
    const topIds: readonly number[] = withTop ? yield select(selectTopGameIds, view.section) : [];
    const { top, rest } = topFirst(list.groups, topIds);
    const countries: readonly CountryGroup[] = yield select(countryGroupsOf, rest);
    const order: readonly ListGroup[] = preferences.groupByCountry ? countries.flatMap((country) => country.groups) : rest;
    const topChamps = list.groups.filter((group) => group.gameIds.some((id) => top.includes(id)));
    yield put(listCutToFirst({ champIds: [...topChamps, ...order.slice(0, FIRST_CHAMPIONSHIPS)].map((group) => group.champId) }));
  }
}

export function* gameFirstScreen(props: Readonly<Record<string, unknown>>): SagaIterator<void> {
  const { routeId, params } = props as unknown as PageProps;
  const gameId = Number(params.game);
  if (!Number.isSafeInteger(gameId) || gameId <= 0) {
    yield put(pageNotFound());
    return;
  }
  const live = routeId === 'live-game' || params.section === 'live';
  yield put(viewOpened({ kind: 'game', gameId, live }));
  yield call(fetchGame, gameId, { live });
  const view: GameViewState | null = yield select(selectGameView);
  if (view?.gameId === gameId && view.status === 'notFound') yield put(pageNotFound());
}
