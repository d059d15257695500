/**
 * What the platform sagas use of the app, handed to them by the caller instead of imported: the
 * platform module is loaded after the page has settled, and a module of its own that imported the
 * store, the slices or redux-saga would make the bundler split the first load's code into more,
 * worse-compressing files. With only type imports its chunk stands alone.
 */
import type { call, cancel, delay, fork, getContext, put, select, spawn, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { createSlice, Reducer } from '@reduxjs/toolkit';
import type { blocksLoaded, selectBlocks } from '../../state/blocks.slice.ts';
import type { navigationRequested, selectCommittedPage } from '../../state/navigation.slice.ts';
import type { authStatusChanged, selectIsAuthenticated, userLoggedOut, userProfileLoaded } from '../../state/user.slice.ts';
import type { RootState } from '../../state/root-reducer.ts';
import type { withRetries } from '../retry.ts';

export interface PlatformKit {
  effects: {
    call: typeof call;
    cancel: typeof cancel;
    delay: typeof delay;
    fork: typeof fork;
    getContext: typeof getContext;
    put: typeof put;
    select: typeof select;
    spawn: typeof spawn;
    take: typeof take;
    takeEvery: typeof takeEvery;
    takeLatest: typeof takeLatest;
  };
  createSlice: typeof createSlice;
  /** The app's retries: a failure while offline spends no attempt, the next one waits for the network. */
  withRetries: typeof withRetries;
  /** Adds a slice to the store's reducer (combineSlices' inject). */
  inject(slice: { reducerPath: string; reducer: Reducer }): void;
  actions: {
    blocksLoaded: typeof blocksLoaded;
    navigationRequested: typeof navigationRequested;
    authStatusChanged: typeof authStatusChanged;
    userLoggedOut: typeof userLoggedOut;
    userProfileLoaded: typeof userProfileLoaded;
  };
  selectors: {
    selectBlocks: (state: RootState) => ReturnType<typeof selectBlocks>;
    selectCommittedPage: (state: RootState) => ReturnType<typeof selectCommittedPage>;
    selectIsAuthenticated: (state: RootState) => ReturnType<typeof selectIsAuthenticated>;
  };
}

/** An API failure's HTTP status (the client's errors carry one), or undefined. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The platform calls' retries: 3 attempts, 1 s apart (offline costs none). */
export const PLATFORM_RETRY = { attempts: 3, delayMs: 1000 } as const;
