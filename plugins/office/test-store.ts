/**
 * A small store for the office's sagas: the office slices, with a saga running against a fake web
 * API as the app runs it (the `services` saga context carries the API client).
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { vi, type Mock } from 'vitest';
import { connectionLost, connectionRestored, type ApiRequestOptions, type HttpMethod } from '@plugin-api';
import { officeSettingsSlice } from './settings/slice.ts';
import { officeWalletsSlice } from './wallets/slice.ts';

export type Request = (method: HttpMethod, path: string, options?: ApiRequestOptions) => Promise<unknown>;

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
