import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type DictionaryStatus = 'loading' | 'ready' | 'failed';

export const dictionaryKey = (lng: string, id: string): string => `${lng}:${id}`;

export const dictionariesSlice = createSlice({
  name: 'dictionaries',
  initialState: { byKey: {} as Record<string, DictionaryStatus> },
  reducers: {
    dictionaryLoadStarted: (state, { payload }: PayloadAction<{ lng: string; id: string }>) => {
      state.byKey[dictionaryKey(payload.lng, payload.id)] = 'loading';
    },
    dictionaryLoaded: (state, { payload }: PayloadAction<{ lng: string; id: string }>) => {
      state.byKey[dictionaryKey(payload.lng, payload.id)] = 'ready';
    },
    dictionaryLoadFailed: (state, { payload }: PayloadAction<{ lng: string; id: string }>) => {
      state.byKey[dictionaryKey(payload.lng, payload.id)] = 'failed';
    },
  },
  selectors: {
    selectDictionaryStatus: (state, lng: string, id: string): DictionaryStatus | undefined =>
      state.byKey[dictionaryKey(lng, id)],
  },
});

export const { dictionaryLoadStarted, dictionaryLoaded, dictionaryLoadFailed } = dictionariesSlice.actions;
export const { selectDictionaryStatus } = dictionariesSlice.selectors;

/**
 * A person asked for failed dictionaries again (the page's or a slot's "Try again"). An event, not
 * a status change: the retry saga marks each one loading only if no load of it is under way already.
 */
export const dictionariesRetryRequested = createAction<{ lng: string; ids: string[] }>('dictionaries/retryRequested');
