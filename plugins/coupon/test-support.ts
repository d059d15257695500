/**
 * Test support (not part of the plugin bundle): a store like the app's as far as the coupon can
 * see it through the plugin API — its slice and sagas, the navigation, site config and
 * notification state read by the plugin-API selectors — and a fake web API behind `callApi`.
 */
import { vi, type Mock } from 'vitest';
import { combineSlices, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { closeNotification, notify, pageCommitted, type AppNotification, type BetSelection, type SiteConfig } from '@plugin-api';
import { couponSlice } from './slice.ts';
import { persistCoupon } from './sagas/persistence.saga.ts';
import { applySiteLimits } from './sagas/limits.saga.ts';
import { remindOfCoupon } from './sagas/reminder.saga.ts';
import { watchOneClick, watchPlacement } from './sagas/placement.saga.ts';
import { followCouponPrices } from './sagas/prices.saga.ts';

export const SITE_CONFIG = {
  id: 'default',
  companyName: 'BetHub',
  languages: { available: ['en', 'ru'], default: 'en' },
  currencies: { available: ['USD'], default: 'USD' },
  routes: { enabled: [] },
  features: { oneClickBet: true, bonusBet: true, vipBet: false },
  limits: { couponMinAmount: { '0': 0.5, '1': 0.5, '2': 1 }, couponMaxAmount: { '0': 5000, '1': 2000, '2': 2000 } },
  shell: { header: 'navigation/header', bottomNavigation: 'navigation/bottom-nav' },
} as SiteConfig;

const configInstalled = (config: SiteConfig) => ({ type: 'siteConfig/configInstalled', payload: config });

/** Stand-ins for the core slices the plugin API's selectors read (same keys and shapes). */
function navigation(state: { committed: unknown } = { committed: null }, action: UnknownAction) {
  return pageCommitted.match(action) ? { committed: action.payload } : state;
}
function siteConfig(state: { config: SiteConfig | null } = { config: null }, action: UnknownAction) {
  return action.type === 'siteConfig/configInstalled' ? { config: action.payload as SiteConfig } : state;
}
function notifications(state: { items: AppNotification[] } = { items: [] }, action: UnknownAction) {
  if (notify.match(action)) return { items: [...state.items.filter((n) => n.id !== action.payload.id), action.payload] };
  if (closeNotification.match(action)) return { items: state.items.filter((n) => n.id !== action.payload.id) };
  return state;
}

export type FakeRequest = Mock<(method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown; idempotencyKey?: string }) => Promise<unknown>>;

export interface CouponTestStore {
  store: ReturnType<typeof configureStore>;
  request: FakeRequest;
  log: { warn: Mock; error: Mock };
  tasks: Task[];
  dispatch(action: UnknownAction): void;
  coupon(): ReturnType<typeof couponSlice.getInitialState>;
  notifications(): AppNotification[];
  goTo(routeId: string | null, lng?: string): void;
  stop(): void;
}

export interface CouponTestStoreOptions {
  config?: SiteConfig | null;
  request?: FakeRequest;
  /** Start the sagas (default: all of them, in the plugin's order). */
  sagas?: boolean;
  /** Also follow prices (GET /coupon/markets); off by default so other tests count only their calls. */
  prices?: boolean;
}

export function createCouponTestStore(options: CouponTestStoreOptions = {}): CouponTestStore {
  const request: FakeRequest = options.request ?? vi.fn(async () => ({ success: true, couponId: 'C1' }));
  const log = { warn: vi.fn(), error: vi.fn() };
  const routes = new Map([['coupon', {}]]);
  const services = {
    api: { request },
    table: { routes, href: (routeId: string, lng: string) => `/${lng}/${routeId}` },
    log,
  };
  const sagaMiddleware = createSagaMiddleware({ context: { services }, onError: (error) => log.error('saga error', error) });
  const reducer = combineSlices(couponSlice, { navigation, siteConfig, notifications });
  const store = configureStore({ reducer, middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagaMiddleware) });
  if (options.config !== null) store.dispatch(configInstalled(options.config ?? SITE_CONFIG));
  const tasks: Task[] = [];
  if (options.sagas ?? true) {
    for (const saga of [persistCoupon, applySiteLimits, remindOfCoupon, watchPlacement, watchOneClick]) tasks.push(sagaMiddleware.run(saga));
    if (options.prices) tasks.push(sagaMiddleware.run(followCouponPrices));
  }
  const state = () => store.getState() as ReturnType<typeof reducer>;
  return {
    store,
    request,
    log,
    tasks,
    dispatch: (action) => store.dispatch(action),
    coupon: () => state().coupon,
    notifications: () => state().notifications.items,
    goTo(routeId, lng = 'en') {
      store.dispatch(
        pageCommitted({
          location: { pathname: `/${lng}/${routeId ?? 'x'}`, search: '', hash: '' },
          lng,
          routeId,
          params: {},
          status: 200,
          failedDictionaries: [],
        }),
      );
    },
    stop() {
      for (const task of tasks) task.cancel();
    },
  };
}

let nextGame = 1;

/** A market selection as the sports plugin would hand it over. */
export function selection(patch: Partial<BetSelection> = {}): BetSelection {
  const gameId = patch.gameId ?? nextGame++;
  return {
    marketId: `${gameId}01`,
    coef: 2,
    sportId: 1,
    typeId: 1,
    kind: 1,
    isLive: false,
    gameId,
    champId: 10,
    opponent1: `Home ${gameId}`,
    opponent2: `Away ${gameId}`,
    marketName: 'W1',
    ...patch,
  };
}
