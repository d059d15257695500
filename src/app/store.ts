/**
 * The store: core slices plus plugin slices injected when a plugin first loads (combineSlices),
 * and the saga middleware whose context carries the services sagas reach the world through.
 */
import { configureStore, type Slice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import type { AppServices } from '../composer/services.ts';
import { keepAlive, rootSaga, type RootSagaOptions } from '../sagas/root.saga.ts';

export function createAppStore(services: AppServices, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    context: { services },
    onError: (error) => services.log.error('unhandled saga error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const startedPluginSagas = new Set<string>();
  // Plugin sagas wait for the root saga: a page hydrating the server's HTML must render from the
  // state it was sent, so nothing may change that state before React has taken the page over.
  let running = false;
  const waiting: (() => void)[] = [];

  const runPluginSaga = (key: string, saga: Saga): void => {
    sagaMiddleware.run(function* () {
      yield spawn(keepAlive(saga, key, services.log.error));
    });
  };

  return {
    store,
    runRootSaga: (initialLanguage: string | null, options?: RootSagaOptions) => {
      const task = sagaMiddleware.run(rootSaga, initialLanguage, options);
      running = true;
      for (const start of waiting.splice(0)) start();
      return task;
    },
    /** Runs one saga with the app's services (the server renderer's first-screen data). */
    runSaga: <Args extends unknown[]>(saga: (...args: Args) => SagaIterator, ...args: Args) => sagaMiddleware.run(saga, ...args),
    /** Injects a plugin's slices at once and starts its sagas (once per plugin and name) when the app runs. */
    installPlugin(pluginId: string, slices: readonly Slice[] = [], sagas: Readonly<Record<string, Saga>> = {}): void {
      for (const slice of slices) rootReducer.inject(slice);
      for (const [name, saga] of Object.entries(sagas)) {
        const key = `${pluginId}/${name}`;
        if (startedPluginSagas.has(key)) continue;
        startedPluginSagas.add(key);
        if (running) runPluginSaga(key, saga);
        else waiting.push(() => runPluginSaga(key, saga));
      }
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
