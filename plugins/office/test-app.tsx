/**
 * Rendering office pages in tests: the real route manifests and the office and main dictionaries,
 * a fake web API. Pages that read through useRemoteData run on the core's test app (its root saga
 * answers them); pages with a slice of the office run on a small store with that slice's saga.
 */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { vi, type Mock } from 'vitest';
import type { RouteManifest } from '../../schemas/route-manifest.schema.ts';
import officeManifest from '../../route-manifests/office.json';
import paymentsManifest from '../../route-manifests/payments.json';
import historyManifest from '../../route-manifests/history.json';
import sportsManifest from '../../route-manifests/sports.json';
import { createTestApp, type TestApp } from '../../tests/helpers/store.ts';
import { Providers } from '../../tests/helpers/render.tsx';
import en from './texts/en.json';
import main from '../../server/data/dictionaries/main/en.json';
import { officeSettingsSlice } from './settings/slice.ts';
import { officeWalletsSlice } from './wallets/slice.ts';
import type { Request } from './test-store.ts';

/** The office's routes and those its pages link to (deposit, bet history, home). */
const MANIFESTS = [officeManifest, paymentsManifest, historyManifest, sportsManifest] as unknown as RouteManifest[];

function withDictionaries(app: TestApp): TestApp {
  app.i18n.addResourceBundle('en', 'office', en, true, true);
  app.i18n.addResourceBundle('en', 'main', main, true, true);
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
export function renderWithSaga(ui: ReactNode, request: Request, saga: Saga): RenderResult & { request: Mock<Request> } {
  const app = withDictionaries(createTestApp({ manifests: MANIFESTS, run: false }));
  const api = vi.fn<Request>(request);
  const sagaMiddleware = createSagaMiddleware({ context: { services: { ...app.services, api: { ...app.services.api, request: api } } } });
  const store = configureStore({
    reducer: {
      officeSettings: officeSettingsSlice.reducer,
      officeWallets: officeWalletsSlice.reducer,
      siteConfig: (state: typeof SITE_CONFIG = SITE_CONFIG) => state,
      navigation: (state: typeof NAVIGATION = NAVIGATION) => state,
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
  };
}
