/**
 * Media and its video token: all of it that is in the entry. Nothing is fetched until media first
 * shows on a page (the media panel announces itself with a media action); then the media module
 * arrives, restores what this browser kept and keeps the signed-in player's video token renewed.
 */
import type { SagaIterator } from 'redux-saga';
import { call, getContext, take } from 'redux-saga/effects';
import type { AppServices } from '../composer/services.ts';

/** Every media action's type starts so (src/state/media.slice.ts); the entry does not import the slice. */
export const MEDIA_ACTION_PREFIX = 'media/';

export interface MediaModule {
  runMedia(): SagaIterator<void>;
}

export type MediaModuleLoader = () => Promise<MediaModule>;

const loadMediaModule: MediaModuleLoader = () => import('../app/deferred-modules.ts').then((m) => m.media);

const isMediaAction = (action: { type?: unknown }): boolean => typeof action.type === 'string' && action.type.startsWith(MEDIA_ACTION_PREFIX);

/** Blocking: once per page load; the module's own sagas run inside it. */
export function* watchVideoToken(load: MediaModuleLoader = loadMediaModule): SagaIterator<void> {
  yield take(isMediaAction);
  let module: MediaModule;
  try {
    module = yield call(load);
  } catch (error) {
    // Without the module the panel still plays what the server allows a guest; nothing is kept.
    const services: AppServices | undefined = yield getContext('services');
    services?.log.warn('media module did not load', error);
    return;
  }
  yield call(module.runMedia);
}
