/**
 * The platform calls, loaded after the page has settled (they are on no first screen): the
 * redirect check of the landing address, blocks asked again at sign-in changes, the available
 * partitions and the config groups' cache. Everything it needs of the app comes in the kit (kit.ts
 * says why). Secure data is the profile page's own call (plugins/office-account), not one of these.
 */
import type { SagaIterator } from 'redux-saga';
import { watchBlocksOnSignInChange } from './blocks-v2.ts';
import { watchConfigGroups } from './config-groups.ts';
import type { PlatformKit } from './kit.ts';
import { loadAvailablePartitions } from './partitions.ts';
import { createPlatformSlice } from './platform.slice.ts';
import { checkRedirectLight } from './redirect-light.ts';

export type { PlatformKit } from './kit.ts';

/** Adds the platform state to the store and starts every platform call. */
export function* platformSaga(kit: PlatformKit): SagaIterator<void> {
  const platform = createPlatformSlice(kit.createSlice);
  kit.inject(platform);
  const { spawn } = kit.effects;
  yield spawn(watchConfigGroups, kit, platform.actions);
  yield spawn(watchBlocksOnSignInChange, kit);
  yield spawn(checkRedirectLight, kit);
  yield spawn(loadAvailablePartitions, kit, platform.actions);
}
