/**
 * Test set-up for the sports plugin: its slice and saga on a small store (plus a stand-in coupon that
 * reduces the betting events the way the coupon plugin promises to, and the core's odds-format preference), the composer's providers from
 * tests/helpers with the real sports route manifest and dictionaries, and a fake web API answering
 * from the real feed simulation at a clock the test controls.
 */
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { render, type RenderResult } from '@testing-library/react';
import { configureStore, createSelector, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import {
  betSelectionToggled,
  oddsChanged,
  oddsFormatChanged,
  OFFERED_ODDS_FORMATS,
  preferenceChosen,
  type ChosenPreferences,
  provideSelectedMarketIds,
  type ApiRequestOptions,
  type HttpMethod,
} from '@plugin-api';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { Providers } from '../../tests/helpers/render.tsx';
import sportsManifest from '../../route-manifests/sports.json';
import en from '../../server/data/dictionaries/sports/en.json';
import { checkFilter, describeGame, listGames, menu } from '../../server/sports/feed.ts';
import { sportsSlice } from './slice.ts';
import { watchSportsViews } from './sagas.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

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

// The stand-in tells the plugin API which markets are selected, as the coupon plugin does.
provideSelectedMarketIds(
  createSelector([(state: unknown) => (state as { coupon: CouponStub }).coupon.bets], (bets) => bets.map((bet) => bet.marketId)),
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

export class FakeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The web API over the real feed at `now()`, as `services.api.request` would answer. */
export function feedApi(now: () => number): Request {
  return async (_method, path, options = {}) => {
    const query = (options.query ?? {}) as Record<string, string | number | undefined>;
    const section = query.section === 'live' ? 'live' : 'line';
    if (path === '/sports/menu') return menu(section, now());
    if (path === '/sports/games') {
      const filter = {
        ...(query.sport === undefined ? {} : { sport: String(query.sport) }),
        ...(query.champ === undefined ? {} : { champ: Number(query.champ) }),
        ...(query.discipline === undefined ? {} : { discipline: String(query.discipline) }),
      };
      const problem = checkFilter(filter);
      if (problem) throw new FakeApiError(problem.message, problem.status);
      return { section, serverTime: now(), ...listGames(section, filter, now(), query.lines === 'main' ? 'main-lines' : 'main') };
    }
    const id = /^\/sports\/games\/(\d+)$/.exec(path)?.[1];
    const game = id === undefined ? null : describeGame(Number(id), now());
    if (!game) throw new FakeApiError(`Unknown game ${id}`, 404);
    return { serverTime: now(), game };
  };
}

export interface SportsTestApp {
  store: ReturnType<typeof makeStore>['store'];
  request: Mock<Request>;
  app: TestApp;
  render(ui: ReactNode, url?: string): RenderResult;
}

function makeStore(request: Request, app: TestApp, runSaga: boolean, siteConfig: unknown = null, preferences: Partial<ChosenPreferences> = {}) {
  const installed = { ...SITE_CONFIG, config: siteConfig };
  const services = { ...app.services, api: { ...app.services.api, request } };
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: {
      sports: sportsSlice.reducer,
      coupon: couponStub,
      navigation: (state: typeof NAVIGATION = NAVIGATION) => state,
      preferences: preferencesStub(preferences),
      siteConfig: (state: typeof SITE_CONFIG = installed) => state,
    },
    middleware: (getDefault) => getDefault({ thunk: false, immutableCheck: false, serializableCheck: false }).concat(sagaMiddleware),
  });
  if (runSaga) sagaMiddleware.run(watchSportsViews);
  return { store };
}

export function createSportsTestApp(
  options: { request?: Request; runSaga?: boolean; siteConfig?: unknown; preferences?: Partial<ChosenPreferences> } = {},
): SportsTestApp {
  const app = createTestApp({ manifests: [sportsManifest as unknown as RouteManifest], run: false });
  app.i18n.addResourceBundle('en', 'sports', en, true, true);
  const request = vi.fn<Request>(options.request ?? (async () => Promise.reject(new FakeApiError('no API in this test', 500))));
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
