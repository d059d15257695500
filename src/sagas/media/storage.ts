/**
 * The media selections kept in this browser: read back when the media first shows on a page (and
 * applied only if nothing is selected yet), written after every change. Local storage is a
 * functional store, so on a site that asks about cookies it is written only while the visitor agrees
 * to functional ones, and emptied when they refuse; a site that does not ask keeps it.
 *
 * Blocking loop: writes happen in the order the changes were made.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { MEDIA_STORAGE_KEY, parseStoredMedia, storedMedia, type MediaEntity } from '../../domain/media.ts';
import { mediaCleared, mediaRestored, mediaSelected, mediaUnselected, selectMediaEntities } from '../../state/media.slice.ts';
import { cookieConsentGiven, hasCookieConsent } from '../../state/consent.slice.ts';
import type { SiteConfig } from '../../../schemas/site-config.schema.ts';
import { installedConfig } from '../signed-in-state.ts';

export type MediaStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserMediaStorage(): MediaStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: the selections last as long as the page
  }
}

const CHANGES = [mediaSelected.type, mediaUnselected.type, mediaCleared.type, mediaRestored.type, cookieConsentGiven.type];

/** Whether the selections may be written now. */
function* mayStore(config: SiteConfig): SagaIterator<boolean> {
  if (!config.notices?.cookies) return true;
  const state: unknown = yield select();
  return hasCookieConsent(state, 'functional');
}

function write(storage: MediaStorage, list: readonly MediaEntity[], allowed: boolean): void {
  try {
    if (!allowed || list.length === 0) storage.removeItem(MEDIA_STORAGE_KEY);
    else storage.setItem(MEDIA_STORAGE_KEY, storedMedia(list));
  } catch {
    // A full or refused storage costs the next page its restored media, nothing else.
  }
}

function read(storage: MediaStorage): MediaEntity[] {
  try {
    return parseStoredMedia(storage.getItem(MEDIA_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function* keepMediaSelections(storage: MediaStorage | null): SagaIterator<void> {
  if (!storage) return;
  const config: SiteConfig = yield call(installedConfig);
  const kept = read(storage);
  if (kept.length > 0) yield put(mediaRestored(kept));
  for (;;) {
    yield take(CHANGES);
    const allowed: boolean = yield call(mayStore, config);
    const list: MediaEntity[] = yield select(selectMediaEntities);
    write(storage, list, allowed);
  }
}
