/**
 * "Try again" on texts that failed to load: the page's dictionary error and a slot widget's retry
 * ask for their failed dictionaries again in place, so the player keeps the page (coupon, scroll,
 * open modals) instead of reloading it. Once a dictionary loads, the navigation slice drops it
 * from the committed page's failures and what waited for it renders.
 */
import { all, call, select, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { loadDictionary } from '../guards/dictionary-loader.guard.ts';
import { dictionariesRetryRequested, dictionaryKey, type DictionaryStatus } from '../state/dictionaries.slice.ts';
import type { RootState } from '../state/root-reducer.ts';

export function* retryDictionaries(action: PayloadAction<{ lng: string; ids: string[] }>): SagaIterator<void> {
  const { lng, ids } = action.payload;
  const byKey: Record<string, DictionaryStatus> = yield select((s: RootState) => s.dictionaries.byKey);
  // A load under way (a navigation's, an earlier tap's) settles by itself; asking again would only
  // double the calls. A ready one needs nothing.
  const toLoad = [...new Set(ids)].filter((id) => {
    const status = byKey[dictionaryKey(lng, id)];
    return status !== 'loading' && status !== 'ready';
  });
  // Each is marked loading before any answer comes, so a second tap finds them all under way.
  yield all(toLoad.map((id) => call(loadDictionary, lng, id)));
}

export function* watchDictionaryRetry(): SagaIterator<void> {
  // takeEvery: taps for different dictionaries load side by side; one already loading is not asked again.
  yield takeEvery(dictionariesRetryRequested.type, retryDictionaries);
}
