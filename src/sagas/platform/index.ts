/**
 * The platform calls, loaded after the page has settled (they are on no first screen): the
 * redirect check of the landing address, blocks asked again at sign-in changes, the available
 * partitions, the config groups' cache and secure data. Importing this module adds its state to
 * the store.
 */
import { spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { rootReducer } from '../../state/root-reducer.ts';
import { watchBlocksOnSignInChange } from './blocks-v2.ts';
import { watchConfigGroups } from './config-groups.ts';
import { loadAvailablePartitions } from './partitions.ts';
import { platformSlice } from './platform.slice.ts';
import { checkRedirectLight } from './redirect-light.ts';
import { watchSecureData } from './secure-data.ts';

rootReducer.inject(platformSlice);

export function* platformSaga(): SagaIterator<void> {
  yield spawn(watchSecureData);
  yield spawn(watchConfigGroups);
  yield spawn(watchBlocksOnSignInChange);
  yield spawn(checkRedirectLight);
  yield spawn(loadAvailablePartitions);
}
