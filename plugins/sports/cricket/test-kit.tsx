/**
 * Test set-up for the cricket and cyber pages: the real store with the live-data slice and saga, the
 * cricket, cyber, sports and auth route manifests with the real texts, and a web API that answers
 * from the reference server's own data functions (the simulated feed at a fixed clock), with every
 * call recorded.
 */
import type { ReactNode } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { ApiError, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import type { RouteManifest } from '../../../schemas/route-manifest.schema.ts';
import { createTestApp } from '../../../tests/helpers/store.ts';
import { renderWithApp } from '../../../tests/helpers/render.tsx';
import cricketManifest from '../../../route-manifests/cricket.json';
import cyberManifest from '../../../route-manifests/cyber.json';
import sportsManifest from '../../../route-manifests/sports.json';
import authManifest from '../../../route-manifests/auth.json';
import cricketEn from '../../../server/data/dictionaries/cricket/en.json';
import sportsEn from '../../../server/data/dictionaries/sports/en.json';
import { setFeedClock } from '../../../server/sports/feed.ts';
import { broadcastOf, champSummaries, champSummary, cricketChampOf, cricketEvents, cricketGame, cricketPlayer, playersToWatch, searchCricket } from '../../../server/cricket/cricket-data.ts';
import { cyberChampOf, cyberChamps, cyberGames, cyberTypeOf, disciplineOf, disciplineSummaries } from '../../../server/cricket/cyber-data.ts';
import { liveDataSlice, watchCricketLiveData } from './live-data.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

export const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

export interface FakeApi {
  request: Request;
  /** Every call as "METHOD path?query" (query keys sorted). */
  calls: string[];
  /** The favorites a signed-in player keeps on the server. */
  favorites: { champIds: number[]; gameIds: number[] };
  /** Overrides by "METHOD path": an answer, or an ApiError to throw. */
  answers: Map<string, unknown>;
}

function queryOf(options: ApiRequestOptions): Record<string, string> {
  return Object.fromEntries(Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
}

/** The reference API's answers, computed by the server's own functions at T0. */
export function fakeApi(): FakeApi {
  const fake: FakeApi = { request: async () => null, calls: [], favorites: { champIds: [], gameIds: [] }, answers: new Map() };
  fake.request = async (method, path, options = {}) => {
    const q = queryOf(options);
    const search = new URLSearchParams(Object.entries(q).sort(([a], [b]) => (a < b ? -1 : 1))).toString();
    fake.calls.push(`${method} ${path}${search ? `?${search}` : ''}`);
    const override = fake.answers.get(`${method} ${path}`);
    if (override instanceof Error) throw override;
    if (override !== undefined) return structuredClone(override);
    const now = T0;
    const missing = (what: string) => new ApiError(`No ${what}`, 404);
    if (path === '/cricket/home') return { serverTime: now, champs: champSummaries(now), live: cricketEvents('live', undefined, now).games, upcoming: cricketEvents('line', undefined, now).games.slice(0, 6) };
    if (path === '/cricket/champs') return { champs: champSummaries(now) };
    if (path === '/cricket/events') return { serverTime: now, ...cricketEvents((q.section ?? 'all') as 'all', undefined, now) };
    if (path === '/cricket/search') {
      if ((q.q ?? '').length < 2) throw new ApiError('Search text must be 2 to 50 characters long', 400);
      return { serverTime: now, ...searchCricket(q.q!, now) };
    }
    if (path === '/cricket/favorite-events') {
      const champs = new Set((q.champs ?? '').split(',').filter(Boolean).map(Number));
      const games = new Set((q.games ?? '').split(',').filter(Boolean).map(Number));
      const all = cricketEvents('all', undefined, now);
      const chosen = all.games.filter((g) => champs.has(g.champId) || games.has(g.id));
      return { serverTime: now, champs: all.champs.filter((c) => chosen.some((g) => g.champId === c.id)), games: chosen };
    }
    if (path === '/cricket/broadcasts') {
      const broadcasts = cricketEvents('all', undefined, now).games.flatMap((game) => {
        const stream = broadcastOf(game);
        return stream ? [{ game, ...stream }] : [];
      });
      return { serverTime: now, broadcasts };
    }
    if (path === '/cricket/favorites') {
      if (method === 'PUT') fake.favorites = structuredClone(options.body as FakeApi['favorites']);
      return structuredClone(fake.favorites);
    }
    let match = /^\/cricket\/champs\/(\d+)$/.exec(path);
    if (match) {
      const champ = cricketChampOf(Number(match[1]));
      if (!champ) throw missing('cricket championship');
      return { serverTime: now, champ: champSummary(champ, now), games: cricketEvents('all', champ.id, now).games, players: playersToWatch(champ) };
    }
    match = /^\/cricket\/players\/(\d+)$/.exec(path);
    if (match) {
      const player = cricketPlayer(Number(match[1]));
      if (!player) throw missing('cricket player');
      return player;
    }
    match = /^\/cricket\/games\/(\d+)$/.exec(path);
    if (match) {
      const game = cricketGame(Number(match[1]), now);
      if (!game) throw missing('cricket game');
      return { serverTime: now, game };
    }
    match = /^\/cyber\/([a-z]+)(\/games|\/champs)?$/.exec(path);
    if (match) {
      const type = cyberTypeOf(match[1]!);
      if (!type) throw missing('cyber type');
      const discipline = q.discipline && q.discipline !== 'all' ? q.discipline : undefined;
      if (discipline && !disciplineOf(type, discipline)) throw missing('discipline');
      if (match[2] === '/champs') return { type, champs: cyberChamps(type, discipline, now) };
      if (match[2] === '/games') {
        const champ = q.champ === undefined ? undefined : Number(q.champ);
        if (champ !== undefined && (!discipline || !cyberChampOf(type, discipline, champ))) throw missing('championship');
        const section = q.section as 'live' | 'line' | undefined;
        return { type, serverTime: now, ...cyberGames(type, { ...(discipline ? { discipline } : {}), ...(champ === undefined ? {} : { champ }), ...(section ? { section } : {}) }, now) };
      }
      return { type, serverTime: now, disciplines: disciplineSummaries(type, now), live: cyberGames(type, { section: 'live' }, now).games };
    }
    throw new ApiError(`no ${method} ${path} in this test`, 404);
  };
  return fake;
}

/** The feed's clock at T0 for the test file; call in beforeAll, restore in afterAll. */
export function freezeFeed(): () => void {
  return setFeedClock(() => T0);
}

/** A page on the real store with the live-data saga running, as the plugin loader would start it. */
export async function renderCricketPage(page: ReactNode, fake: FakeApi, options: { signedIn?: boolean; url?: string } = {}) {
  const app = createTestApp({
    manifests: [cricketManifest, cyberManifest, sportsManifest, authManifest] as RouteManifest[],
    request: fake.request as never,
    isAuthenticated: options.signedIn ?? false,
  });
  app.i18n.addResourceBundle('en', 'cricket', cricketEn);
  app.i18n.addResourceBundle('en', 'sports', sportsEn);
  // The slice is injected when its module loads; touching it here keeps the import from being dropped.
  void liveDataSlice.name;
  const actions: Action[] = [];
  const channel = stdChannel();
  const dispatch = app.store.dispatch;
  app.store.dispatch = ((action: Action) => {
    actions.push(action);
    const result = dispatch(action);
    channel.put(action);
    return result;
  }) as typeof dispatch;
  runSaga({ channel, dispatch: app.store.dispatch, getState: app.store.getState, context: { services: app.services } }, watchCricketLiveData);
  for (let i = 0; i < 50 && !app.state().siteConfig.config; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return { ...renderWithApp(page, app, { url: options.url ?? '/en/cricket' }), app, actions };
}
