/**
 * The sports feature's test kit: the real reference server in process (server/test-kit) with the
 * shared feed's clock fixed at T0 unless a test moves it, the app's API client over it with every
 * call recorded (and a failure injected only where a test needs one the server cannot give), and
 * the feature's rendering set-ups: the sports slice and saga on a small store, the extras pages with
 * the favorites saga, and the cricket and cyber pages with their live-data saga.
 */
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { configureStore, createSelector, type Action, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { runSaga, stdChannel, type Saga } from 'redux-saga';
import {
  ApiError,
  betSelectionToggled,
  oddsChanged,
  oddsFormatChanged,
  OFFERED_ODDS_FORMATS,
  preferenceChosen,
  type ChosenPreferences,
  provideSelectedMarketIds,
} from '@plugin-api';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { Providers, renderWithApp } from '../../tests/helpers/render.tsx';
import sportsManifest from '../../route-manifests/sports.json';
import extrasManifest from '../../route-manifests/sports-extras.json';
import authManifest from '../../route-manifests/auth.json';
import couponManifest from '../../route-manifests/coupon.json';
import cricketManifest from '../../route-manifests/cricket.json';
import cyberManifest from '../../route-manifests/cyber.json';
import { dictionaryOf, setFeedClock, startTestServer, type ApiCall, type TestServer } from '../../server/test-kit/index.ts';
import { sportsSlice } from './slice.ts';
import { lineFirstScreen } from './first-screen.ts';
import { watchSportsViews } from './sagas.ts';
import { sportsFavoritesSlice, watchSportsFavorites } from '@plugin-api/favorites';
import { liveDataSlice, watchCricketLiveData } from './cricket/live-data.ts';
import { remoteDataSlice, watchRemoteData } from '../../tests/helpers/remote-data.ts';

export type { ApiCall } from '../../server/test-kit/index.ts';

/** The moment the feed stands at in these tests. */
export const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

export interface SportsServer extends TestServer {
  /** Moves the shared feed's clock (it starts at T0 and is put back at close). */
  setFeedTime(ms: number): void;
}

/**
 * A jsdom test file's set-up: the reference server started once for the file (the feed at T0), React's
 * console warnings muted, and the rendered tree and mocks cleared after each test. Call at the top of the
 * file; the getter answers once the file's tests run.
 */
export function sportsServerForFile(): () => SportsServer {
  let server: SportsServer | undefined;
  beforeAll(async () => {
    server = await startSportsServer();
  }, 60_000);
  afterAll(() => server?.close());
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return () => server!;
}

/** The reference server for a test file, the feed's clock at T0; call in beforeAll, close in afterAll. */
export async function startSportsServer(): Promise<SportsServer> {
  let feedTime = T0;
  const restoreClock = setFeedClock(() => feedTime);
  const server = await startTestServer({ siteConfigId: 'default', clockStart: T0 });
  return {
    ...server,
    setFeedTime: (ms) => {
      feedTime = ms;
    },
    close: async () => {
      await server.close();
      restoreClock();
    },
  };
}

export interface RecordedApi {
  request: ApiCall;
  /** Every call as "METHOD path?query" (query keys sorted). */
  calls: string[];
  /** Answers by "METHOD path" given instead of the server's: an answer, or an Error to throw. */
  answers: Map<string, unknown>;
}

/** The app's API client over `call` (a guest's or a player's), with every call recorded. */
export function recordedApi(call: ApiCall): RecordedApi {
  const api: RecordedApi = {
    calls: [],
    answers: new Map(),
    request: async (method, path, options = {}) => {
      const query = Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined && v !== null).sort(([a], [b]) => (a < b ? -1 : 1));
      api.calls.push(`${method} ${path}${query.length ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : ''}`);
      const override = api.answers.get(`${method} ${path}`);
      if (override instanceof Error) throw override;
      if (override !== undefined) return structuredClone(override);
      return call(method, path, options);
    },
  };
  return api;
}

interface CouponStub {
  bets: { marketId: string; coef: number; isBlocked?: boolean }[];
}

/** What the coupon plugin does with the betting events, reduced to what the sports pages read. */
function couponStub(state: CouponStub = { bets: [] }, action: UnknownAction): CouponStub {
  if (betSelectionToggled.match(action)) {
    const { marketId, coef } = action.payload;
    const has = state.bets.some((b) => b.marketId === marketId);
    return { ...state, bets: has ? state.bets.filter((b) => b.marketId !== marketId) : [...state.bets, { marketId, coef }] };
  }
  if (oddsChanged.match(action)) {
    const byId = new Map(action.payload.map((u) => [u.marketId, u]));
    return { ...state, bets: state.bets.map((b) => (byId.has(b.marketId) ? { ...b, coef: byId.get(b.marketId)!.coef, isBlocked: byId.get(b.marketId)!.blocked } : b)) };
  }
  return state;
}

const NO_BETS: CouponStub['bets'] = [];

// The stand-in tells the plugin API which markets are selected, as the coupon plugin does; the
// extras' and cricket's stores have no coupon, so nothing is selected there.
provideSelectedMarketIds(
  createSelector([(state: unknown) => (state as { coupon?: CouponStub }).coupon?.bets ?? NO_BETS], (bets) => bets.map((bet) => bet.marketId)),
);

interface PreferencesStub {
  oddsFormat: number | null;
  chosen: ChosenPreferences;
}

const NOTHING_CHOSEN: ChosenPreferences = {
  theme: null,
  fontSize: null,
  viewType: null,
  timeZoneOffset: null,
  is12h: null,
  marketsNameType: null,
  compactView: null,
  groupByCountry: null,
  accumulatorOfTheDay: null,
  liveAccumulatorOfTheDay: null,
  bestMatchesOnTop: null,
  showGameId: null,
};

/**
 * The core's preferences slice, reduced to what the pages read: the odds format (the site config
 * offers all six) and the display preferences the visitor chose (the preferences page's action).
 */
function preferencesStub(initial: Partial<ChosenPreferences>) {
  return (state: PreferencesStub = { oddsFormat: null, chosen: { ...NOTHING_CHOSEN, ...initial } }, action: UnknownAction): PreferencesStub => {
    if (oddsFormatChanged.match(action) && OFFERED_ODDS_FORMATS.includes(action.payload)) return { ...state, oddsFormat: action.payload };
    if (preferenceChosen.match(action)) return { ...state, chosen: { ...state.chosen, [action.payload.name]: action.payload.value } };
    return state;
  };
}

const NAVIGATION = { pending: null, committed: null, redirectHops: 0 };
const SITE_CONFIG = { status: 'idle', config: null as unknown, error: null };

export interface SportsTestApp {
  store: ReturnType<typeof makeStore>['store'];
  request: Mock<ApiCall>;
  app: TestApp;
  render(ui: ReactNode, url?: string): RenderResult;
}

function makeStore(request: ApiCall, app: TestApp, runSaga: boolean, siteConfig: unknown = null, preferences: Partial<ChosenPreferences> = {}) {
  const installed = { ...SITE_CONFIG, config: siteConfig };
  const services = { ...app.services, api: { ...app.services.api, request } };
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: {
      sports: sportsSlice.reducer,
      // The stars of the rows: a press shows at once (storing it is the favorites saga's, tested with the extras).
      sportsFavorites: sportsFavoritesSlice.reducer,
      coupon: couponStub,
      navigation: (state: typeof NAVIGATION = NAVIGATION) => state,
      preferences: preferencesStub(preferences),
      siteConfig: (state: typeof SITE_CONFIG = installed) => state,
      // The reads of useRemoteData (the express of the day's block), answered by the core's saga.
      remoteData: remoteDataSlice.reducer,
    },
    middleware: (getDefault) => getDefault({ thunk: false, immutableCheck: false, serializableCheck: false }).concat(sagaMiddleware),
  });
  if (runSaga) {
    sagaMiddleware.run(watchSportsViews);
    sagaMiddleware.run(watchRemoteData);
  }
  return { store };
}

/** The sports slice and saga on a small store, the sports route manifest and texts, rendered in the composer's providers. */
export function createSportsTestApp(
  options: { request?: ApiCall; runSaga?: boolean; siteConfig?: unknown; preferences?: Partial<ChosenPreferences> } = {},
): SportsTestApp {
  const app = createTestApp({ manifests: [sportsManifest, extrasManifest] as unknown as RouteManifest[], run: false });
  app.i18n.addResourceBundle('en', 'sports', dictionaryOf('sports'), true, true);
  app.i18n.addResourceBundle('en', 'sports-extras', dictionaryOf('sports-extras'), true, true);
  const request = vi.fn<ApiCall>(options.request ?? (async () => Promise.reject(new ApiError('no API in this test', 500))));
  const { store } = makeStore(request, app, options.runSaga ?? true, options.siteConfig ?? null, options.preferences);
  return {
    store,
    request,
    app,
    render: (ui, url = '/en/live') =>
      render(
        <Providers app={{ ...app, store } as unknown as TestApp} url={url}>
          {ui}
        </Providers>,
      ),
  };
}

/**
 * The line page's first-screen data loaded as the server loads it (no sagas running), for a visitor
 * whose preference cookies say `preferences`: the store it filled, and every call it made.
 */
export async function serverFirstScreen(call: ApiCall, preferences: Partial<ChosenPreferences>, routeId = 'sports') {
  const t = createSportsTestApp({ request: call, preferences, runSaga: false });
  const request = vi.fn(call);
  await runSaga(
    { dispatch: (action: Action) => t.store.dispatch(action), getState: () => t.store.getState(), context: { services: { api: { request } } } },
    lineFirstScreen as Saga,
    { routeId, params: {}, query: '', lng: 'en' },
  ).toPromise();
  return { t, request };
}

/** Runs `saga` on the app's store as the loader would start it, every dispatched action noted. */
function runOnStore(app: TestApp, saga: () => Generator): Action[] {
  const channel = stdChannel();
  const dispatched: Action[] = [];
  const dispatch = app.store.dispatch;
  app.store.dispatch = ((action: Action) => {
    dispatched.push(action);
    const result = dispatch(action);
    channel.put(action);
    return result;
  }) as typeof dispatch;
  runSaga({ channel, dispatch: app.store.dispatch, getState: app.store.getState, context: { services: app.services } }, saga);
  return dispatched;
}

async function siteConfigLoaded(app: TestApp): Promise<void> {
  for (let i = 0; i < 50 && !app.state().siteConfig.config; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The real store with the favorites saga running (as the extension loader starts it), the texts loaded. */
export async function extrasApp(api: RecordedApi, options: { signedIn?: boolean } = {}) {
  const app = createTestApp({
    manifests: [extrasManifest, sportsManifest, authManifest, couponManifest] as unknown as RouteManifest[],
    request: api.request as never,
    isAuthenticated: options.signedIn ?? false,
  });
  app.i18n.addResourceBundle('en', 'sports-extras', dictionaryOf('sports-extras'));
  app.i18n.addResourceBundle('en', 'sports', dictionaryOf('sports'));
  const dispatched = runOnStore(app, watchSportsFavorites);
  await siteConfigLoaded(app);
  return { app, dispatched };
}

export async function renderExtrasPage(page: ReactNode, api: RecordedApi, options: { signedIn?: boolean; url?: string } = {}) {
  const { app, dispatched } = await extrasApp(api, options);
  return { ...renderWithApp(page, app, { url: options.url }), app, dispatched };
}

/** A cricket or cyber page on the real store with the live-data saga running, as the plugin loader would start it. */
export async function renderCricketPage(page: ReactNode, api: RecordedApi, options: { signedIn?: boolean; url?: string } = {}) {
  const app = createTestApp({
    manifests: [cricketManifest, cyberManifest, sportsManifest, authManifest] as RouteManifest[],
    request: api.request as never,
    isAuthenticated: options.signedIn ?? false,
  });
  app.i18n.addResourceBundle('en', 'cricket', dictionaryOf('cricket'));
  app.i18n.addResourceBundle('en', 'sports', dictionaryOf('sports'));
  // The slice is injected when its module loads; touching it here keeps the import from being dropped.
  void liveDataSlice.name;
  const actions = runOnStore(app, watchCricketLiveData);
  await siteConfigLoaded(app);
  return { ...renderWithApp(page, app, { url: options.url ?? '/en/cricket' }), app, actions };
}
