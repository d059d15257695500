/**
 * Test set-up for the sports extras pages: the real store with the favorites saga running as the
 * loader would start it, the extras and sports route manifests and texts, and a fake web API that
 * answers from the reference server's own functions over the feed at a fixed clock (so pages see
 * the answers the server gives), with every call recorded.
 */
import type { ReactNode } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { ApiError, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import type { RouteManifest } from '../../../schemas/route-manifest.schema.ts';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import extrasManifest from '../../../route-manifests/sports-extras.json';
import sportsManifest from '../../../route-manifests/sports.json';
import authManifest from '../../../route-manifests/auth.json';
import couponManifest from '../../../route-manifests/coupon.json';
import en from '../../../server/data/dictionaries/sports-extras/en.json';
import sportsEn from '../../../server/data/dictionaries/sports/en.json';
import { feedNow, menu } from '../../../server/sports/feed.ts';
import { betsOnYou } from '../../../server/sports-extras/bets-on-you.ts';
import { championAnswer, championEvent, championFinal } from '../../../server/sports-extras/champions.ts';
import { champsResults } from '../../../server/sports-extras/champs-results.ts';
import { expressOfTheDay } from '../../../server/sports-extras/express-day.ts';
import { favoritesView } from '../../../server/sports-extras/favorites.ts';
import { SportsExtrasRefusal } from '../../../server/sports-extras/http.ts';
import { recommendations } from '../../../server/sports-extras/recommendations.ts';
import { isResultType, results } from '../../../server/sports-extras/results.ts';
import { searchEvents } from '../../../server/sports-extras/search.ts';
import { TEAMS, teamAnswer } from '../../../server/sports-extras/teams.ts';
import { SPORT_BY_ID } from '../../../server/sports/catalog.ts';
import { watchSportsFavorites } from './favorites-sagas.ts';
import type { FavoriteIds } from './favorites-storage.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

export interface FakeExtrasApi {
  request: Request;
  /** Every call as "METHOD path?query" (query keys sorted). */
  calls: string[];
  /** What the server holds as the signed-in player's favorites. */
  favorites: FavoriteIds;
  /** Overrides by "METHOD path": an answer, or an Error to throw. */
  answers: Map<string, unknown>;
}

const ids = (value: unknown): number[] => (value === undefined || value === '' ? [] : String(value).split(',').map(Number));

function answerOf(method: HttpMethod, path: string, q: Record<string, string | number | boolean | null | undefined>, fake: FakeExtrasApi, body: unknown): unknown {
  const now = feedNow();
  if (path === '/sports/menu') return menu(q.section === 'live' ? 'live' : 'line', now);
  if (path === '/sports-extras/favorites') {
    if (method === 'PUT') fake.favorites = structuredClone(body as FavoriteIds);
    return structuredClone(fake.favorites);
  }
  if (path === '/sports-extras/favorites/view') return favoritesView(ids(q.games), ids(q.champs), now);
  if (path === '/sports-extras/bets-on-you') return betsOnYou(q.section === 'live' ? 'live' : 'line', now);
  if (path === '/sports-extras/search') return searchEvents(String(q.q), now);
  if (path === '/sports-extras/express-day') return expressOfTheDay(now);
  if (path === '/sports-extras/champions-results') {
    const sport = q.sport === undefined ? null : SPORT_BY_ID.get(String(q.sport));
    if (sport === undefined) throw new ApiError(`Unknown sport "${String(q.sport)}"`, 404);
    return champsResults(sport, now);
  }
  if (path === '/sports-extras/recommendations') {
    if (q.sport !== undefined && !SPORT_BY_ID.has(String(q.sport))) throw new ApiError(`Unknown sport "${String(q.sport)}"`, 404);
    return { serverTime: now, sport: q.sport ?? null, champ: null, items: recommendations({ ...(q.sport ? { sport: String(q.sport) } : {}) }, now, new Set()) };
  }
  const team = /^\/sports-extras\/teams\/(.+)$/.exec(path);
  if (team) {
    const def = TEAMS.get(decodeURIComponent(team[1]!));
    if (!def) throw new ApiError(`Unknown team "${team[1]}"`, 404);
    return teamAnswer(def, now);
  }
  const result = /^\/sports-extras\/results\/(.+)$/.exec(path);
  if (result) {
    if (!isResultType(result[1]!)) throw new ApiError(`Unknown results "${result[1]}"`, 404);
    return results(result[1], now);
  }
  const champion = /^\/sports-extras\/champions\/([^/]+)(?:\/(final)|\/events\/(\d+))?$/.exec(path);
  if (champion) {
    const [, id, final, event] = champion;
    if (final) return championFinal(id!, now);
    if (event) return championEvent(id!, Number(event), now);
    return championAnswer(id!, now);
  }
  throw new ApiError(`no ${method} ${path} in this test`, 404);
}

export function fakeExtrasApi(): FakeExtrasApi {
  const fake: FakeExtrasApi = { request: async () => null, calls: [], favorites: { games: [], champs: [] }, answers: new Map() };
  fake.request = async (method, path, options = {}) => {
    const query = Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined && v !== null).sort(([a], [b]) => (a < b ? -1 : 1));
    fake.calls.push(`${method} ${path}${query.length ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : ''}`);
    const override = fake.answers.get(`${method} ${path}`);
    if (override instanceof Error) throw override;
    if (override !== undefined) return structuredClone(override);
    try {
      return answerOf(method, path, Object.fromEntries(query), fake, options.body);
    } catch (error) {
      // The server's refusals reach the page as the API client's errors.
      if (error instanceof SportsExtrasRefusal) throw new ApiError(error.message, error.statusCode);
      throw error;
    }
  };
  return fake;
}

/** The real store with the favorites saga running (as the extension loader starts it), the texts loaded. */
export async function extrasApp(fake: FakeExtrasApi, options: { signedIn?: boolean } = {}) {
  const app = createTestApp({
    manifests: [extrasManifest, sportsManifest, authManifest, couponManifest] as unknown as RouteManifest[],
    request: fake.request as never,
    isAuthenticated: options.signedIn ?? false,
  });
  app.i18n.addResourceBundle('en', 'sports-extras', en);
  app.i18n.addResourceBundle('en', 'sports', sportsEn);
  const channel = stdChannel();
  const dispatched: Action[] = [];
  const dispatch = app.store.dispatch;
  app.store.dispatch = ((action: Action) => {
    dispatched.push(action);
    const result = dispatch(action);
    channel.put(action);
    return result;
  }) as typeof dispatch;
  const task = runSaga({ channel, dispatch: app.store.dispatch, getState: app.store.getState, context: { services: app.services } }, watchSportsFavorites);
  for (let i = 0; i < 50 && !app.state().siteConfig.config; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return { app, dispatched, task };
}

export async function renderExtrasPage(page: ReactNode, fake: FakeExtrasApi, options: { signedIn?: boolean; url?: string } = {}) {
  const { app, dispatched, task } = await extrasApp(fake, options);
  return { ...renderWithApp(page, app, { url: options.url }), app, dispatched, task };
}
