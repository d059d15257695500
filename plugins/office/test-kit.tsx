/**
 * The office's tests: rendering its pages with the real route manifests and the office and main
 * dictionaries, and a small store for its sagas, each against a web API the test answers (the
 * failures and the moments in between a page must show: a refused save, a call in flight, the
 * connection lost). Pages that read through useRemoteData run on the core's test app (its root saga
 * answers them); pages with a slice of the office run on a small store with that slice's saga.
 */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { vi, type Mock } from 'vitest';
import { connectionLost, connectionRestored, playerSettingChanged } from '@plugin-api';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import officeManifest from '../../route-manifests/office.json';
import paymentsManifest from '../../route-manifests/payments.json';
import historyManifest from '../../route-manifests/history.json';
import sportsManifest from '../../route-manifests/sports.json';
import { dictionaryOf, type ApiCall } from '../../server/test-kit/index.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { makeSiteConfig } from '../../tests/helpers/fixtures.ts';
import { Providers } from '../../tests/helpers/render.tsx';
import en from './texts/en.json';
import { officeSettingsSlice } from './settings/slice.ts';
import { officeWalletsSlice } from './wallets/slice.ts';

/** The web API as the app's client calls it; a test answers it. */
export type Request = ApiCall;

/** The office's routes and those its pages link to (deposit, bet history, home). */
const MANIFESTS = [officeManifest, paymentsManifest, historyManifest, sportsManifest] as unknown as RouteManifest[];

function withDictionaries(app: TestApp): TestApp {
  app.i18n.addResourceBundle('en', 'office', en, true, true);
  app.i18n.addResourceBundle('en', 'main', dictionaryOf('main'), true, true);
  return app;
}

/** A page on the core's test app (signed in), with `request` answering the web API. */
export function renderOnCore(ui: ReactNode, request: Request, url = '/en/office/menu'): RenderResult & { app: TestApp; request: Mock<Request> } {
  const api = vi.fn<Request>(request);
  const app = withDictionaries(createTestApp({ manifests: MANIFESTS, request: api as never, isAuthenticated: true }));
  return { ...render(<Providers app={app} url={url}>{ui}</Providers>), app, request: api };
}

const NAVIGATION = { pending: null, committed: null, redirectHops: 0 };
const SITE_CONFIG = { status: 'idle', config: null, error: null };

/** A page with an office slice, its saga running against `request`. */
/** The core's user state as far as selectPlayerSetting reads it: the switches the office reports. */
function playerSettingsStandIn(state: { playerSettings: Record<string, boolean> } = { playerSettings: {} }, action: UnknownAction) {
  return playerSettingChanged.match(action) ? { playerSettings: { ...state.playerSettings, [action.payload.id]: action.payload.value } } : state;
}

export function renderWithSaga(
  ui: ReactNode,
  request: Request,
  saga: Saga,
  options: { features?: Record<string, boolean> } = {},
): RenderResult & { request: Mock<Request>; dispatch: (action: UnknownAction) => void } {
  // The site config as far as the office reads it: its features (none unless given).
  const siteConfigState = { ...SITE_CONFIG, config: options.features ? makeSiteConfig((c) => void (c.features = options.features)) : null };
  const app = withDictionaries(createTestApp({ manifests: MANIFESTS, run: false }));
  const api = vi.fn<Request>(request);
  const sagaMiddleware = createSagaMiddleware({ context: { services: { ...app.services, api: { ...app.services.api, request: api } } } });
  const store = configureStore({
    reducer: {
      officeSettings: officeSettingsSlice.reducer,
      officeWallets: officeWalletsSlice.reducer,
      siteConfig: (state: object = siteConfigState) => state,
      navigation: (state: typeof NAVIGATION = NAVIGATION) => state,
      user: playerSettingsStandIn,
    },
    middleware: (getDefault) => getDefault({ thunk: false, immutableCheck: false, serializableCheck: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(saga);
  return {
    ...render(
      <Providers app={{ ...app, store } as unknown as TestApp} url="/en/office/menu">
        {ui}
      </Providers>,
    ),
    request: api,
    dispatch: (action) => store.dispatch(action),
  };
}

/** A small store for the office's sagas: the office slices, a saga running against `request` as the app runs it (the `services` saga context carries the API client). */
export function createOfficeStore(request: Request, saga: Saga) {
  const api = vi.fn<Request>(request);
  const sagaMiddleware = createSagaMiddleware({ context: { services: { api: { request: api }, log: { warn: vi.fn(), error: vi.fn() } } } });
  const store = configureStore({
    reducer: {
      officeSettings: officeSettingsSlice.reducer,
      officeWallets: officeWalletsSlice.reducer,
      // The core's connectivity as far as selectIsOnline reads it.
      connectivity: (state = { online: true }, action: { type: string }) =>
        action.type === connectionLost.type ? { online: false } : action.type === connectionRestored.type ? { online: true } : state,
      // Every action's type, in order: what the sagas told the rest of the app.
      seen: (state: string[] = [], action: { type: string }) => [...state, action.type],
      user: playerSettingsStandIn,
    },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(saga);
  return { store, api: api as Mock<Request> };
}

/** A promise the test settles when it wants (a call in flight). */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
