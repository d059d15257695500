/**
 * A store for running this plugin's sagas whole in tests: the plugin's slice, stand-ins for the core
 * slices the plugin API's selectors read (same keys and shapes), a fake web API answering by path,
 * and the sagas of the signed-in widget.
 */
import { vi, type Mock } from 'vitest';
import { combineSlices, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { closeNotification, notify, pageCommitted, type AppNotification, type SiteConfig } from '@plugin-api';
import type { Limit } from './model.ts';
import { responsibleGamingSlice } from './state/slice.ts';

export const SIGNED_IN = 'test/signedIn';
export const SIGNED_OUT = 'test/signedOut';

function user(state = { isAuthenticated: false, profile: null as { userId: number } | null, accounts: [] }, action: UnknownAction) {
  if (action.type === SIGNED_IN) return { ...state, isAuthenticated: true, profile: { userId: action.payload as number } };
  if (action.type === SIGNED_OUT) return { ...state, isAuthenticated: false, profile: null };
  return state;
}
function notifications(state: { items: AppNotification[] } = { items: [] }, action: UnknownAction) {
  if (notify.match(action)) return { items: [...state.items.filter((n) => n.id !== action.payload.id), action.payload] };
  if (closeNotification.match(action)) return { items: state.items.filter((n) => n.id !== action.payload.id) };
  return state;
}
function navigation(state: { committed: unknown } = { committed: null }, action: UnknownAction) {
  return pageCommitted.match(action) ? { committed: action.payload } : state;
}
function siteConfig(state: { config: SiteConfig | null } = { config: null }, action: UnknownAction) {
  return action.type === 'siteConfig/configInstalled' ? { config: action.payload as SiteConfig } : state;
}

export function limit(patch: Partial<Limit> & Pick<Limit, 'limitType' | 'limitValue'>): Limit {
  return { limitBalance: null, limitState: 'ACTIVE', needApprove: false, awaitingApproval: false, startedAt: 0, endsAt: null, selfExcludeReason: null, measure: 'minutes', ...patch };
}

export type FakeRequest = Mock<(method: string, path: string, options?: { body?: unknown; basePath?: string; query?: Record<string, unknown> }) => Promise<unknown>>;

export interface TestStore {
  request: FakeRequest;
  /** The limits GET answers (tests change it between calls). */
  limits: Limit[];
  actions: UnknownAction[];
  dispatch(action: UnknownAction): void;
  state(): { responsibleGaming: ReturnType<typeof responsibleGamingSlice.getInitialState>; notifications: { items: AppNotification[] } };
  signIn(userId?: number): void;
  signOut(): void;
  stop(): void;
}

/** `answer` may answer any call first; the limits GET answers `limits`, everything else `{}`. */
export function createTestStore(sagas: Saga[], answer?: (method: string, path: string, body: unknown) => unknown): TestStore {
  const actions: UnknownAction[] = [];
  const holder = { limits: [] as Limit[] };
  const request: FakeRequest = vi.fn(async (method: string, path: string, options?: { body?: unknown }) => {
    const own = answer?.(method, path, options?.body);
    if (own !== undefined) return own instanceof Error ? Promise.reject(own) : own;
    if (method === 'GET' && path.endsWith('/limits')) return holder.limits;
    return {};
  });
  const services = { api: { request }, log: { warn: vi.fn(), error: vi.fn() } };
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const reducer = combineSlices(responsibleGamingSlice, { user, notifications, navigation, siteConfig });
  const store = configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(
        () => (next) => (action) => {
          actions.push(action as UnknownAction);
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  const tasks: Task[] = sagas.map((saga) => sagaMiddleware.run(saga));
  return {
    request,
    get limits() {
      return holder.limits;
    },
    set limits(list: Limit[]) {
      holder.limits = list;
    },
    actions,
    dispatch: (action) => store.dispatch(action),
    state: () => store.getState() as ReturnType<TestStore['state']>,
    signIn: (userId = 1001) => store.dispatch({ type: SIGNED_IN, payload: userId }),
    signOut: () => store.dispatch({ type: SIGNED_OUT }),
    stop: () => tasks.forEach((t) => t.cancel()),
  };
}
