/**
 * Media state: the media the player selected, the screen they asked for and the video token.
 *
 * Not one of the root reducer's own slices: it is injected (ensureMediaSlice) when the media panel
 * or the media saga first runs, so a page without media carries none of it. The selectors read
 * safely before that (the initial state). Every top-level call is marked pure so that a bundle
 * which never uses media drops it.
 */
import { createAction, createSlice } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer.ts';
import { withoutAutoClearable, withoutMedia, withSelected, type MediaEntity, type MediaTarget } from '../domain/media.ts';

export interface MediaState {
  mediaEntities: MediaEntity[];
  /** The screen the player asked the media to use (null: each entity's own target). */
  mediaTargetScreen: MediaTarget | null;
  /** The token the video streams are opened with; signed-in players only. */
  userVideoToken: string | null;
}

export const MEDIA_SLICE_NAME = 'media';

const initialState: MediaState = { mediaEntities: [], mediaTargetScreen: null, userVideoToken: null };

/** Media showed on a page (the media panel): what this browser kept may be restored now. */
export const mediaShown = /* @__PURE__ */ createAction<{ gameId: number }>('media/shown');
/** The player chose media (the same id again: what changed is merged into it). */
export const mediaSelected = /* @__PURE__ */ createAction<MediaEntity>('media/selected');
export const mediaUnselected = /* @__PURE__ */ createAction<{ id: string }>('media/unselected');
/** The pages the media belonged to were left: what is auto-clearable goes. */
export const mediaCleared = /* @__PURE__ */ createAction('media/cleared');
/** What this browser kept, applied only while nothing is selected (a choice made meanwhile wins). */
export const mediaRestored = /* @__PURE__ */ createAction<MediaEntity[]>('media/restored');
export const mediaTargetScreenChosen = /* @__PURE__ */ createAction<MediaTarget | null>('media/targetScreenChosen');
export const videoTokenReceived = /* @__PURE__ */ createAction<string>('media/videoTokenReceived');
export const videoTokenDropped = /* @__PURE__ */ createAction('media/videoTokenDropped');

export const mediaSlice = /* @__PURE__ */ createSlice({
  name: MEDIA_SLICE_NAME,
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(mediaSelected, (state, action) => {
        state.mediaEntities = withSelected(state.mediaEntities, action.payload);
      })
      .addCase(mediaUnselected, (state, action) => {
        state.mediaEntities = withoutMedia(state.mediaEntities, action.payload.id);
      })
      .addCase(mediaCleared, (state) => {
        state.mediaEntities = withoutAutoClearable(state.mediaEntities);
      })
      .addCase(mediaRestored, (state, action) => {
        if (state.mediaEntities.length === 0) state.mediaEntities = action.payload;
      })
      .addCase(mediaTargetScreenChosen, (state, action) => {
        state.mediaTargetScreen = action.payload;
      })
      .addCase(videoTokenReceived, (state, action) => {
        state.userVideoToken = action.payload;
      })
      .addCase(videoTokenDropped, (state) => {
        state.userVideoToken = null;
      });
  },
});

/** Puts the media slice into the store (once; later calls do nothing). */
export function ensureMediaSlice(): void {
  rootReducer.inject(mediaSlice);
}

function mediaState(state: unknown): MediaState {
  const slice = typeof state === 'object' && state !== null ? (state as { media?: MediaState }).media : undefined;
  return slice ?? initialState;
}

export const selectMediaState = (state: unknown): MediaState => mediaState(state);
export const selectMediaEntities = (state: unknown): MediaEntity[] => mediaState(state).mediaEntities;
export const selectMediaTargetScreen = (state: unknown): MediaTarget | null => mediaState(state).mediaTargetScreen;
export const selectUserVideoToken = (state: unknown): string | null => mediaState(state).userVideoToken;
