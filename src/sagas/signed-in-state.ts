/** Waiting for "signed in" and "signed out", shared by the identity sagas that run per session. */
import type { SagaIterator } from 'redux-saga';
import { select, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { authStatusChanged, selectIsAuthenticated, userLoggedOut, userProfileLoaded } from '../state/user.slice.ts';
import type { RootState } from '../state/root-reducer.ts';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';
import { configInstalled } from '../state/site-config.slice.ts';

const signsIn = (action: Action): boolean =>
  userProfileLoaded.match(action) || (authStatusChanged.match(action) && action.payload.isAuthenticated);

export const signsOut = (action: Action): boolean =>
  userLoggedOut.match(action) || (authStatusChanged.match(action) && !action.payload.isAuthenticated);

/** Returns at once when signed in, else when the user signs in. */
export function* untilSignedIn(): SagaIterator<void> {
  const signedIn: boolean = yield select((s: RootState) => selectIsAuthenticated(s));
  if (!signedIn) yield take(signsIn);
}

/** Returns at once when signed out, else when the user signs out. */
export function* untilSignedOut(): SagaIterator<void> {
  const signedIn: boolean = yield select((s: RootState) => selectIsAuthenticated(s));
  if (signedIn) yield take(signsOut);
}

/** The installed site config, waiting for it when the session answered first. */
export function* installedConfig(): SagaIterator<SiteConfig> {
  let config: SiteConfig | null = yield select((s: RootState) => s.siteConfig.config);
  while (!config) {
    yield take(configInstalled.type);
    config = yield select((s: RootState) => s.siteConfig.config);
  }
  return config;
}
