/**
 * The coupon's test kit (not part of the plugin bundle): a store like the app's as far as the
 * coupon can see it through the plugin API — its slice and sagas, the navigation, site config and
 * notification state read by the plugin-API selectors — and a scripted web API behind `callApi`,
 * for the sagas' tests of what the server cannot be made to do on cue (a lost connection, a
 * time-out, a 5xx, an answer that arrives late). The API itself is tested through the real server
 * (api/*.test.ts, server/test-kit).
 */
import { vi, type Mock } from 'vitest';
import { combineSlices, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { activeAccountChanged, closeNotification, playerSettingChanged, connectionLost, connectionRestored, notify, pageCommitted, type AppNotification, type BetSelection, type SiteConfig, type UserAccount } from '@plugin-api';
import { couponSlice, selectCouponView } from './slice.ts';
import type { CouponState, CouponView } from './model.ts';
import { persistCoupon } from './sagas/persistence.saga.ts';
import { applySiteLimits } from './sagas/limits.saga.ts';
import { remindOfCoupon } from './sagas/reminder.saga.ts';
import { watchOneClick, watchPlacement } from './sagas/placement.saga.ts';
import { followCouponPrices } from './sagas/prices.saga.ts';
import { followActiveAccount } from './sagas/account.saga.ts';
import { quoteAntiExpress } from './sagas/quote.saga.ts';
import { watchCouponSharing } from './sagas/share.saga.ts';
import { applyAutoMax } from './sagas/auto-max.saga.ts';
import { watchCouponAccountChoice } from './sagas/account-choice.saga.ts';
import { mirrorOfficeSettings } from './sagas/office-settings.saga.ts';

/**
 * The coupon as the selectors show it: its state and its figures. A view passed back to the
 * reducer carries its old figures along in the test's state, where the next view's fresh ones
 * replace them.
 */
export function viewOf(coupon: CouponState): CouponView {
  return selectCouponView({ coupon });
}

export const SITE_CONFIG = {
  id: 'default',
  companyName: 'BetHub',
  refId: 9,
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

/** The connectivity slice as far as selectIsOnline reads it (the core's saga turns browser events into these). */
function connectivity(state: { online: boolean } = { online: true }, action: UnknownAction) {
  if (connectionLost.match(action)) return { online: false };
  if (connectionRestored.match(action)) return { online: true };
  return state;
}

/** The user slice as far as selectIsAuthenticated / selectActiveAccount read it. */
interface UserStandIn {
  isAuthenticated: boolean;
  accounts: UserAccount[];
  /** The player's profile once loaded (its user id is what the office-settings mirror waits for). */
  profile: { userId: number } | null;
  playerSettings: Record<string, boolean>;
  /** As selectSessionPending reads it: 'checking' while the start-up session check runs. */
  sessionStatus: 'checking' | 'known';
}
export const SIGNED_IN = 'test/signedInWithAccounts';
export const SIGNED_OUT = 'test/signedOut';
/** A player's profile arrived with these office switches (the user config's user_settings). */
export const PROFILE_LOADED = 'test/profileLoaded';
/** The start-up session check begins, and answers (whatever it found was dispatched before). */
export const SESSION_CHECK_STARTED = 'test/sessionCheckStarted';
export const SESSION_RESOLVED = 'test/sessionResolved';
const GUEST: UserStandIn = { isAuthenticated: false, accounts: [], profile: null, playerSettings: {}, sessionStatus: 'known' };
function user(state: UserStandIn = GUEST, action: UnknownAction): UserStandIn {
  if (action.type === SIGNED_IN) return { ...state, isAuthenticated: true, accounts: action.payload as UserAccount[] };
  if (action.type === SIGNED_OUT) return { ...GUEST, sessionStatus: state.sessionStatus };
  if (action.type === SESSION_CHECK_STARTED) return { ...state, sessionStatus: 'checking' };
  if (action.type === SESSION_RESOLVED) return { ...state, sessionStatus: 'known' };
  if (action.type === PROFILE_LOADED) return { ...state, profile: { userId: 1001 }, playerSettings: action.payload as Record<string, boolean> };
  if (playerSettingChanged.match(action)) return { ...state, playerSettings: { ...state.playerSettings, [action.payload.id]: action.payload.value } };
  if (activeAccountChanged.match(action)) return { ...state, accounts: state.accounts.map((a) => ({ ...a, isActive: a.id === action.payload.accountId })) };
  return state;
}

/** An account of the user; type 0 main, 4 bonus. */
export function account(patch: Partial<UserAccount> & Pick<UserAccount, 'id' | 'iso'>): UserAccount {
  return { type: 0, symbol: '', currencyId: 1, money: 100, points: 0, label: '', isActive: false, isPointsTypeBalance: false, ...patch };
}

export type FakeRequest = Mock<(method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown; idempotencyKey?: string }) => Promise<unknown>>;

export interface CouponTestStore {
  store: ReturnType<typeof configureStore>;
  request: FakeRequest;
  log: { warn: Mock; error: Mock };
  tasks: Task[];
  /** The types of every action dispatched so far, in order (the sagas' too). */
  actionTypes(): string[];
  dispatch(action: UnknownAction): void;
  coupon(): CouponView;
  notifications(): AppNotification[];
  goTo(routeId: string | null, lng?: string): void;
  signIn(accounts: UserAccount[]): void;
  signOut(): void;
  /** The signed-in player's profile arrived, with these office switches. */
  profileLoaded(settings: Record<string, boolean>): void;
  stop(): void;
}

export interface CouponTestStoreOptions {
  config?: SiteConfig | null;
  request?: FakeRequest;
  /** Start the sagas (default: all of them, in the plugin's order). */
  sagas?: boolean;
  /** Also follow prices (GET /coupon/markets); off by default so other tests count only their calls. */
  prices?: boolean;
  /** Start as a signed-in player without accounts (the site's currency); only they place bets. Default: a guest. */
  signedIn?: boolean;
}

export function createCouponTestStore(options: CouponTestStoreOptions = {}): CouponTestStore {
  const request: FakeRequest = options.request ?? vi.fn(async () => ({ success: true, couponId: 'C1', balance: 990 }));
  const log = { warn: vi.fn(), error: vi.fn() };
  const routes = new Map([['coupon', { id: 'coupon', path: 'coupon', record: {} }]]);
  const services = {
    api: { request },
    table: { routes, href: (routeId: string, lng: string) => `/${lng}/${routeId}` },
    log,
  };
  const sagaMiddleware = createSagaMiddleware({ context: { services }, onError: (error) => log.error('saga error', error) });
  const reducer = combineSlices(couponSlice, { navigation, siteConfig, notifications, user, connectivity });
  const seen: string[] = [];
  const recordTypes: Middleware = () => (next) => (action) => {
    seen.push((action as UnknownAction).type);
    return next(action);
  };
  const store = configureStore({ reducer, middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(recordTypes, sagaMiddleware) });
  if (options.config !== null) store.dispatch(configInstalled(options.config ?? SITE_CONFIG));
  if (options.signedIn) store.dispatch({ type: SIGNED_IN, payload: [] });
  const tasks: Task[] = [];
  if (options.sagas ?? true) {
    for (const saga of [persistCoupon, applySiteLimits, followActiveAccount, applyAutoMax, watchCouponAccountChoice, mirrorOfficeSettings, remindOfCoupon, watchPlacement, watchOneClick, quoteAntiExpress, watchCouponSharing]) {
      tasks.push(sagaMiddleware.run(saga));
    }
    if (options.prices) tasks.push(sagaMiddleware.run(followCouponPrices));
  }
  const state = () => store.getState() as ReturnType<typeof reducer>;
  return {
    store,
    request,
    log,
    tasks,
    actionTypes: () => [...seen],
    dispatch: (action) => store.dispatch(action),
    coupon: () => selectCouponView(state()),
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
    signIn(accounts) {
      store.dispatch({ type: SIGNED_IN, payload: accounts });
    },
    signOut() {
      store.dispatch({ type: SIGNED_OUT });
    },
    profileLoaded(settings) {
      store.dispatch({ type: PROFILE_LOADED, payload: settings });
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
