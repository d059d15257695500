/**
 * The store: core slices plus plugin slices injected when a plugin first loads (combineSlices),
 * and the saga middleware whose context carries the services sagas reach the world through.
 */
import { configureStore, type Slice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import type { AppServices } from '../composer/services.ts';
import { keepAlive, rootSaga } from '../sagas/root.saga.ts';

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

  return {
    store,
    runRootSaga: (initialLanguage: string | null) => sagaMiddleware.run(rootSaga, initialLanguage),
    /** Injects a plugin's slices and starts its sagas, once per plugin. */
    installPlugin(pluginId: string, slices: readonly Slice[] = [], sagas: Readonly<Record<string, Saga>> = {}): void {
      for (const slice of slices) rootReducer.inject(slice);
      for (const [name, saga] of Object.entries(sagas)) {
        const key = `${pluginId}/${name}`;
        if (startedPluginSagas.has(key)) continue;
        startedPluginSagas.add(key);
        sagaMiddleware.run(function* () {
          yield spawn(keepAlive(saga, key, services.log.error));
        });
      }
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
