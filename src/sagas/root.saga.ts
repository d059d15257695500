/**
 * The root saga spawns each concern, so that one failing concern does not kill the others
 * (redux-saga's root-saga guidance); plugin sagas are started the same way when they load.
 */
import { call, spawn } from 'redux-saga/effects';
import type { Saga, SagaIterator } from 'redux-saga';
import { watchNavigation } from './navigation.saga.ts';
import { watchNotifications } from './notifications.saga.ts';
import { loadSiteConfig } from './site-config.saga.ts';

export function keepAlive(saga: Saga, name: string, log: (message: string, error: unknown) => void): Saga {
  return function* supervised(): SagaIterator<void> {
    try {
      yield call(saga);
    } catch (error) {
      log(`saga ${name} stopped`, error);
    }
  };
}

export function* rootSaga(initialLanguage: string | null): SagaIterator<void> {
  yield spawn(watchNavigation);
  yield spawn(watchNotifications);
  yield spawn(loadSiteConfig, initialLanguage);
}
