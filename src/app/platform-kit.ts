/** The kit the platform sagas run with (src/sagas/platform/kit.ts says why they do not import it). */
import { call, cancel, delay, fork, getContext, put, select, spawn, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { createSlice } from '@reduxjs/toolkit';
import type { PlatformKit } from '../sagas/platform/kit.ts';
import { blocksLoaded, selectBlocks } from '../state/blocks.slice.ts';
import { navigationRequested, selectCommittedPage } from '../state/navigation.slice.ts';
import { authStatusChanged, selectIsAuthenticated, userLoggedOut, userProfileLoaded } from '../state/user.slice.ts';
import { rootReducer } from '../state/root-reducer.ts';
import { withRetries } from '../sagas/retry.ts';

export function createPlatformKit(): PlatformKit {
  return {
    effects: { call, cancel, delay, fork, getContext, put, select, spawn, take, takeEvery, takeLatest },
    createSlice,
    withRetries,
    inject: (slice) => void rootReducer.inject(slice),
    actions: { blocksLoaded, navigationRequested, authStatusChanged, userLoggedOut, userProfileLoaded },
    selectors: { selectBlocks, selectCommittedPage, selectIsAuthenticated },
  };
}
