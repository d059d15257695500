/**
 * The store: core slices plus plugin slices injected when a plugin first loads (combineSlices),
 * and the saga middleware whose context carries the services sagas reach the world through.
 */
import { configureStore, type Slice, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { stdChannel, type Saga, type SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../state/root-reducer.ts';
import type { AppServices } from '../composer/services.ts';
import { keepAlive, rootSaga, type RootSagaOptions } from '../sagas/root.saga.ts';
import { notifyOncePerTask } from './notify-once-per-task.ts';

export interface AppStoreOptions {
  /**
   * Subscribers (React) hear of changes once per task, not once per dispatch (notify-once-per-task.ts):
   * the browser's store. Tests and the server's render keep the plain store, which tells at once.
   */
  notifyOncePerTask?: boolean;
}

export function createAppStore(services: AppServices, preloadedState?: Partial<RootState>, options: AppStoreOptions = {}) {
  // Every action reaches the sagas through this channel; while `held` is a list, they wait in it.
  const channel = stdChannel<UnknownAction>();
  const deliver = channel.put.bind(channel);
  let held: UnknownAction[] | null = null;
  channel.put = (action) => {
    if (held) held.push(action);
    else deliver(action);
  };
  const sagaMiddleware = createSagaMiddleware({
    channel,
    context: { services },
    onError: (error) => services.log.error('unhandled saga error', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    enhancers: (getDefault) => (options.notifyOncePerTask ? getDefault().concat(notifyOncePerTask()) : getDefault()),
  });
  const startedPluginSagas = new Set<string>();
  // A plugin-API contract's saga several plugins install (the favorites) runs once.
  const startedSagas = new Set<Saga>();
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
    /**
     * From now on the sagas see no action until releaseActions(); the reducers do. The app starts
     * its sagas a task after the first commit, and the commit's effects (the first location, the
     * data its components ask for) must still reach them.
     */
    holdActions(): void {
      held ??= [];
    },
    /** The held actions reach the sagas now, in their order; later ones at once. */
    releaseActions(): void {
      const waited = held ?? [];
      held = null;
      for (const action of waited) deliver(action);
    },
    /** Runs one saga with the app's services (the server renderer's first-screen data). */
    runSaga: <Args extends unknown[]>(saga: (...args: Args) => SagaIterator, ...args: Args) => sagaMiddleware.run(saga, ...args),
    /** Injects a plugin's slices at once and starts its sagas (once per plugin and name, and once per saga) when the app runs. */
    installPlugin(pluginId: string, slices: readonly Slice[] = [], sagas: Readonly<Record<string, Saga>> = {}): void {
      for (const slice of slices) rootReducer.inject(slice);
      for (const [name, saga] of Object.entries(sagas)) {
        const key = `${pluginId}/${name}`;
        if (startedPluginSagas.has(key) || startedSagas.has(saga)) continue;
        startedPluginSagas.add(key);
        startedSagas.add(saga);
        if (running) runPluginSaga(key, saga);
        else waiting.push(() => runPluginSaga(key, saga));
      }
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
