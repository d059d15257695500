/**
 * Test support (not part of the plugin bundle): a store like the app's as far as the auth plugin
 * sees it through the plugin API — its slice and sagas, plus stand-ins for the core slices the
 * plugin-API selectors read (navigation, site config, user, captcha) — whose `callApi` reaches the
 * one test kit's reference server, and a render helper with the texts, the router and a location readout.
 */
import { vi, type Mock } from 'vitest';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { combineSlices, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { apiCallOf, type TestServer } from '../../server/test-kit/index.ts';
import {
  activeAccountChanged,
  ApiError,
  captchaDismissed,
  captchaSolved,
  cookieConsentGiven,
  logoutRequested,
  pageCommitted,
  signedIn,
  type ApiRequestOptions,
  type HttpMethod,
  type SiteConfig,
  type UserAccount,
} from '@plugin-api';
import en from './texts/en.json';
import { authSlice, selectAuth, type AuthState } from './slice.ts';
import { watchSignIn } from './sagas/login.saga.ts';
import { watchSmsCodes } from './sagas/sms.saga.ts';
import { watchPhoneData } from './sagas/phone.saga.ts';
import { watchRegistration } from './sagas/registration.saga.ts';
import { watchRecovery } from './sagas/recovery.saga.ts';
import { watchAccount, watchOneTap } from './sagas/on-demand.ts';
import { watchCaptcha } from './sagas/captcha.saga.ts';

export const SAGAS: readonly Saga[] = [watchSignIn, watchSmsCodes, watchPhoneData, watchRegistration, watchRecovery, watchAccount, watchCaptcha, watchOneTap];

export const SITE_CONFIG = {
  id: 'default',
  companyName: 'BetHub',
  languages: { available: ['en', 'ru'], default: 'en' },
  currencies: { available: ['USD', 'EUR'], default: 'USD' },
  routes: { enabled: [] },
  features: { registrationAllowed: true },
  auth: { socialProviders: ['google', 'telegram'] },
  shell: { header: 'navigation/header', bottomNavigation: 'navigation/bottom-nav', account: 'auth/account-bar', captcha: 'auth/captcha-modal' },
  remoteOrigins: ['https://accounts.google.com'],
} as SiteConfig;

/** A 400 of the auth calls, as the core's client raises it: for a refusal the test server does not give there. */
export function authError(errorCode: number, field?: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError('refused', 400, errorCode, { body: { error_code: errorCode, message: 'refused', ...(field ? { field } : {}), ...extra } });
}
/** An error of the client itself (captcha_invalid, network_error ...): no server answers it. */
export function clientError(code: string, status = 400): ApiError {
  return new ApiError(code, status, code);
}

type Call = (method: string, path: string, options?: ApiRequestOptions) => Promise<unknown>;
/** What a call does in place of the server, given the real call. */
export type Instead = (real: () => Promise<unknown>) => Promise<unknown>;

/** In place of the first calls, these refusals in turn (ones the server would not give there); later calls reach the server. */
export function refusedFirst(...errors: Error[]): Instead {
  let next = 0;
  return (real) => (next < errors.length ? Promise.reject(errors[next++]!) : real());
}

export type ServerRequest = Mock<Call> & {
  /** Calls as this token's player from now on (null: a guest). */
  signedIn(token: string | null): void;
  /** Whether a call is still waiting for its answer. */
  busy(): boolean;
};

/**
 * The app's client against the test server: a guest (or `player`) until a sign-in action names a
 * token, then that player, as the core's client is. `instead` stands in for the server, by
 * "METHOD /path", only for a failure or a timing it cannot produce.
 */
export function serverApi(server: TestServer, instead: Readonly<Record<string, Instead>> = {}, player?: { token: string }): ServerRequest {
  let token = player?.token;
  let inFlight = 0;
  const request = vi.fn<Call>(async (method, path, options) => {
    const real = () => apiCallOf(server.app, token)(method as HttpMethod, path, options);
    const replacement = instead[`${method} ${path}`];
    inFlight += 1;
    try {
      return await (replacement ? replacement(real) : real());
    } finally {
      inFlight -= 1;
    }
  });
  return Object.assign(request, { signedIn: (next: string | null) => void (token = next ?? undefined), busy: () => inFlight > 0 });
}

// --- stand-ins for the core slices the plugin API's selectors read (same keys and shapes) ------

interface UserStandIn {
  isAuthenticated: boolean;
  profile: { userId: number; termsUpdatedAt?: string } | null;
  accounts: UserAccount[];
  userName: string | null;
  authorizationRequest: { returnPath: string | null } | null;
}
const guest: UserStandIn = { isAuthenticated: false, profile: null, accounts: [], userName: null, authorizationRequest: null };

export const userSet = (patch: Partial<UserStandIn>) => ({ type: 'test/userSet', payload: patch });
export const captchaChallenged = (id: number, errorCode = 111) => ({ type: 'captcha/captchaChallenged', payload: { id, errorCode } });

function user(state: UserStandIn = guest, action: UnknownAction): UserStandIn {
  if (action.type === 'test/userSet') return { ...state, ...(action.payload as Partial<UserStandIn>) };
  if (signedIn.match(action)) return { ...state, isAuthenticated: true, profile: { userId: action.payload.userId } };
  if (logoutRequested.match(action)) return guest;
  if (activeAccountChanged.match(action)) return { ...state, accounts: state.accounts.map((a) => ({ ...a, isActive: a.id === action.payload.accountId })) };
  return state;
}
function captcha(state: { challenge: { id: number; errorCode: number } | null } = { challenge: null }, action: UnknownAction) {
  if (action.type === 'captcha/captchaChallenged') return { challenge: action.payload as { id: number; errorCode: number } };
  if (captchaSolved.match(action) || captchaDismissed.match(action)) return state.challenge?.id === action.payload.id ? { challenge: null } : state;
  return state;
}
function navigation(state: { committed: unknown } = { committed: null }, action: UnknownAction) {
  return pageCommitted.match(action) ? { committed: action.payload } : state;
}
const undecided = { decided: false, functional: false, marketing: false, agreedAt: null as number | null };
function consent(state = undecided, action: UnknownAction) {
  return cookieConsentGiven.match(action) ? { decided: true, functional: action.payload.functional, marketing: action.payload.marketing, agreedAt: action.payload.agreedAt } : state;
}
function siteConfig(state: { config: SiteConfig | null } = { config: null }, action: UnknownAction) {
  return action.type === 'siteConfig/configInstalled' ? { config: action.payload as SiteConfig } : state;
}

export interface AuthTestStore {
  store: ReturnType<typeof configureStore>;
  request: ServerRequest;
  log: { warn: Mock; error: Mock };
  /** Every action dispatched, in order (sagas' puts included). */
  actions: UnknownAction[];
  dispatch(action: UnknownAction): void;
  auth(): AuthState;
  state(): Record<string, unknown>;
  goTo(routeId: string | null, search?: string, lng?: string): void;
  stop(): void;
}

export function createAuthTestStore(options: { request: ServerRequest; config?: SiteConfig; routeId?: string | null; search?: string }): AuthTestStore {
  const { request } = options;
  const log = { warn: vi.fn(), error: vi.fn() };
  const actions: UnknownAction[] = [];
  const services = { api: { request }, table: { routes: new Map(), href: (id: string, lng: string) => `/${lng}/${id}` }, log };
  const sagaMiddleware = createSagaMiddleware({ context: { services }, onError: (error) => log.error('saga error', error) });
  const recorder = () => (next: (a: unknown) => unknown) => (action: unknown) => {
    actions.push(action as UnknownAction);
    // The server's client calls as the player the sign-in names, as the core's client does.
    if (signedIn.match(action)) request.signedIn(action.payload.token);
    if (logoutRequested.match(action)) request.signedIn(null);
    return next(action);
  };
  const reducer = combineSlices(authSlice, { navigation, siteConfig, user, captcha, consent });
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(recorder, sagaMiddleware),
  });
  store.dispatch({ type: 'siteConfig/configInstalled', payload: options.config ?? SITE_CONFIG });
  const tasks: Task[] = SAGAS.map((saga) => sagaMiddleware.run(saga));
  const goTo = (routeId: string | null, search = '', lng = 'en') =>
    store.dispatch(pageCommitted({ location: { pathname: `/${lng}/${routeId ?? 'x'}`, search, hash: '' }, lng, routeId, params: {}, status: 200, failedDictionaries: [] }));
  goTo(options.routeId === undefined ? 'home' : options.routeId, options.search ?? '');
  actions.length = 0;
  return {
    store,
    request,
    log,
    actions,
    dispatch: (action) => store.dispatch(action),
    auth: () => selectAuth(store.getState()),
    state: () => store.getState() as Record<string, unknown>,
    goTo,
    stop: () => tasks.forEach((task) => task.cancel()),
  };
}

// --- rendering ----------------------------------------------------------------------------------

export const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', ns: ['auth'], defaultNS: 'auth', resources: { en: { auth: en } }, interpolation: { escapeValue: false }, initAsync: false });

function Location(): ReactNode {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` with the store, the auth texts and a router at `url`; the URL shows in "location". */
export function renderWith(store: AuthTestStore, element: ReactNode, url = '/en/'): ReturnType<typeof render> {
  return render(
    <Provider store={store.store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          {element}
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

export { en };
