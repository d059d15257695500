/**
 * Config groups (named sets of settings the server owns) with a cache: a group is fresh for a
 * random 600 to 900 seconds after it arrives, so the players of a site do not all ask again in the
 * same second. `loadConfigGroups` is what other sagas call; `configGroupsRequested` does the same for
 * anyone holding only the store.
 */
import type { SagaIterator } from 'redux-saga';
import type { ConfigGroupsAnswer } from '../../../schemas/api.schema.ts';
import type { AppServices } from '../../composer/services.ts';
import type { PlatformKit } from './kit.ts';
import { selectPlatform, type PlatformActions, type PlatformState } from './platform.slice.ts';

export const CONFIG_GROUPS_PATH = '/config-groups';
export const CONFIG_GROUP_MIN_SECONDS = 600;
export const CONFIG_GROUP_MAX_SECONDS = 900;

/** How long a group just received stays fresh, in ms: 600-900 s, `random` in [0, 1). */
export function freshForMs(random: number): number {
  return (CONFIG_GROUP_MIN_SECONDS + Math.floor(random * (CONFIG_GROUP_MAX_SECONDS - CONFIG_GROUP_MIN_SECONDS + 1))) * 1000;
}

/** The groups asked for, from the cache where fresh, else from the server (in one call for all the stale ones). */
export function* loadConfigGroups(
  kit: PlatformKit,
  { configGroupsLoaded }: PlatformActions,
  groups: readonly string[],
): SagaIterator<Record<string, Record<string, unknown>>> {
  const { call, getContext, put, select } = kit.effects;
  const services: AppServices = yield getContext('services');
  const cached: PlatformState['configGroups'] = (yield select(selectPlatform)).configGroups;
  const now = Date.now();
  const stale = [...new Set(groups)].filter((name) => !(cached[name] && cached[name].freshUntil > now));
  if (stale.length > 0 && services.api.request) {
    const request = services.api.request;
    const lang = services.i18n?.language;
    const answer: ConfigGroupsAnswer = yield call(() => request<ConfigGroupsAnswer>('GET', CONFIG_GROUPS_PATH, { query: { groups: stale.join(','), ...(lang ? { lang } : {}) } }));
    yield put(configGroupsLoaded({ groups: answer.groups as Record<string, Record<string, unknown>>, freshUntil: Date.now() + freshForMs(Math.random()) }));
  }
  const after: PlatformState['configGroups'] = (yield select(selectPlatform)).configGroups;
  return Object.fromEntries(groups.filter((name) => after[name]).map((name) => [name, after[name]!.value]));
}

// takeEvery: different callers ask for different groups; a fresh group costs no request anyway.
export function* watchConfigGroups(kit: PlatformKit, actions: PlatformActions): SagaIterator<void> {
  const { call, getContext, takeEvery } = kit.effects;
  yield takeEvery(actions.configGroupsRequested, function* onRequest(action: ReturnType<PlatformActions['configGroupsRequested']>): SagaIterator<void> {
    const services: AppServices = yield getContext('services');
    try {
      yield call(loadConfigGroups, kit, actions, action.payload.groups);
    } catch (error) {
      services.log.warn('config groups could not be loaded', error);
    }
  });
}
