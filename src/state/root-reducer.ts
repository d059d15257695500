/**
 * The root reducer. Core slices are listed here; plugin slices are injected at run time with
 * `rootReducer.inject(slice)` (combineSlices), so adding a plugin never edits this file.
 */
import { combineSlices } from '@reduxjs/toolkit';
import { siteConfigSlice } from './site-config.slice.ts';
import { navigationSlice } from './navigation.slice.ts';
import { remoteAppsSlice } from './remote-apps.slice.ts';
import { notificationsSlice } from './notifications.slice.ts';
import { modalsSlice } from './modals.slice.ts';
import { blocksSlice } from './blocks.slice.ts';
import { dictionariesSlice } from './dictionaries.slice.ts';
import { userSlice } from './user.slice.ts';
import { preferencesSlice } from './preferences.slice.ts';
import { captchaSlice } from './captcha.slice.ts';
import { remoteDataSlice } from './remote-data.slice.ts';
import { consentSlice } from './consent.slice.ts';
import { noticesSlice } from './notices.slice.ts';
import { connectivitySlice } from './connectivity.slice.ts';

export const rootReducer = combineSlices(
  siteConfigSlice,
  navigationSlice,
  remoteAppsSlice,
  notificationsSlice,
  modalsSlice,
  blocksSlice,
  dictionariesSlice,
  userSlice,
  preferencesSlice,
  captchaSlice,
  remoteDataSlice,
  consentSlice,
  noticesSlice,
  connectivitySlice,
);

export type RootState = ReturnType<typeof rootReducer>;
