/**
 * The media module, fetched the first time media shows on a page: the selections kept in this
 * browser and the video token. Each runs on its own, so one failing leaves the other.
 */
import type { SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { ensureMediaSlice } from '../../state/media.slice.ts';
import { browserMediaStorage, keepMediaSelections, type MediaStorage } from './storage.ts';
import { keepVideoToken } from './token.ts';

export function* runMedia(storage: MediaStorage | null = browserMediaStorage()): SagaIterator<void> {
  ensureMediaSlice();
  yield spawn(keepMediaSelections, storage);
  yield spawn(keepVideoToken);
}
