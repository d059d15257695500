/** The third-party areas (casino lobbies, lotto, toto) this site offers, loaded once. */
import type { SagaIterator } from 'redux-saga';
import type { AvailablePartitionsAnswer } from '../../../schemas/platform-api.schema.ts';
import type { AppServices } from '../../composer/services.ts';
import { PLATFORM_RETRY, type PlatformKit } from './kit.ts';
import type { PlatformActions } from './platform.slice.ts';

export const PARTITIONS_BASE = '/third-party/api';
export const PARTITIONS_PATH = '/list-available-partitions';

export function* loadAvailablePartitions(kit: PlatformKit, { partitionsLoaded }: PlatformActions): SagaIterator<void> {
  const { call, getContext, put } = kit.effects;
  const services: AppServices = yield getContext('services');
  const request = services.api.request;
  if (!request) return;
  try {
    const answer: AvailablePartitionsAnswer = yield call(
      kit.withRetries<AvailablePartitionsAnswer>,
      () => request<AvailablePartitionsAnswer>('GET', PARTITIONS_PATH, { basePath: PARTITIONS_BASE }),
      PLATFORM_RETRY,
    );
    // success false: the service could not tell; nothing is assumed offered or withdrawn.
    if (answer.success && Array.isArray(answer.listAvailablePartitions)) yield put(partitionsLoaded(answer.listAvailablePartitions));
    else services.log.warn('available partitions: the service answered without success');
  } catch (error) {
    services.log.warn('available partitions could not be loaded', error);
  }
}
