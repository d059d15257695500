/**
 * Test set-up for the bet-history plugin: its slice and saga on a small store (plus the core's
 * odds-format preference and site config as far as the plugin API reads them), the composer's
 * providers with the real route manifest and dictionaries, and a fake web API: a list of coupons
 * answered through the reference server's own filters and paging (api/history-query.ts).
 */
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { render, type RenderResult } from '@testing-library/react';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { oddsFormatChanged, OFFERED_ODDS_FORMATS, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { Providers } from '../../tests/helpers/render.tsx';
import historyManifest from '../../route-manifests/history.json';
import en from './texts/en.json';
import type { PlacedCoupon } from '../../server/test-kit/index.ts';
import { historyPage, parseHistoryQuery } from './api/history-query.ts';
import { betHistorySlice } from './slice.ts';
import { watchBetHistory } from './sagas.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

export const NOW = Date.UTC(2025, 5, 10, 12, 0, 0);
const DAY = 86_400_000;

/** A placed coupon as the reference book keeps it; `legs` are [marketId, coef, statusId]. */
export function placed(couponId: string, statusId: number, daysAgo: number, legs: [string, number, number][] = [['demo-1-1', 1.85, statusId]]): PlacedCoupon {
  const coef = legs.reduce((p, [, c]) => p * c, 1);
  return {
    couponId,
    typeId: legs.length > 1 ? 1 : 0,
    amount: 10,
    coef: Math.round(coef * 1000) / 1000,
    possibleWin: Math.round(10 * coef * 100) / 100,
    currencyIso: 'USD',
    placedAt: new Date(NOW - daysAgo * DAY).toISOString(),
    statusId,
    payout: statusId < 0 ? null : statusId === 1 ? Math.round(10 * coef * 100) / 100 : statusId === 2 ? 10 : 0,
    bets: legs.map(([marketId, c, s]) => ({ marketId, gameId: 1, coef: c, statusId: s })),
  };
}

/** GET /coupon/history over `coupons()` (newest first), as the reference server answers it. */
export function historyApi(coupons: () => PlacedCoupon[]): Request {
  return async (_method, path, options = {}) => {
    if (path !== '/coupon/history') throw Object.assign(new Error(`no ${path} in this test`), { status: 404 });
    const query = Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, v === undefined || v === null ? undefined : String(v)]));
    return { balance: 1000, currencyIso: 'USD', ...historyPage(coupons(), parseHistoryQuery(query), NOW) };
  };
}

function preferences(state: { oddsFormat: number | null } = { oddsFormat: null }, action: UnknownAction) {
  return oddsFormatChanged.match(action) && OFFERED_ODDS_FORMATS.includes(action.payload) ? { oddsFormat: action.payload } : state;
}
const NAVIGATION = { pending: null, committed: null, redirectHops: 0 };
const SITE_CONFIG = { status: 'idle', config: null, error: null };

export interface HistoryTestApp {
  store: ReturnType<typeof makeStore>;
  request: Mock<Request>;
  render(ui: ReactNode, url?: string): RenderResult;
}

function makeStore(request: Request, app: TestApp, runSaga: boolean) {
  const services = { ...app.services, api: { ...app.services.api, request } };
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: {
      betHistory: betHistorySlice.reducer,
      preferences,
      siteConfig: (state: typeof SITE_CONFIG = SITE_CONFIG) => state,
      navigation: (state: typeof NAVIGATION = NAVIGATION) => state,
    },
    middleware: (getDefault) => getDefault({ thunk: false, immutableCheck: false, serializableCheck: false }).concat(sagaMiddleware),
  });
  if (runSaga) sagaMiddleware.run(watchBetHistory);
  return store;
}

export function createHistoryTestApp(options: { request?: Request; runSaga?: boolean } = {}): HistoryTestApp {
  const app = createTestApp({ manifests: [historyManifest as unknown as RouteManifest], run: false });
  app.i18n.addResourceBundle('en', 'bet-history', en, true, true);
  const request = vi.fn<Request>(options.request ?? (async () => Promise.reject(new Error('no API in this test'))));
  const store = makeStore(request, app, options.runSaga ?? true);
  return {
    store,
    request,
    render: (ui, url = '/en/opened-bets') =>
      render(
        <Providers app={{ ...app, store } as unknown as TestApp} url={url}>
          {ui}
        </Providers>,
      ),
  };
}
