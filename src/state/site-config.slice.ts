import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SiteConfig } from '../../schemas/site-config.schema.ts';

export interface SiteConfigState {
  status: 'idle' | 'loading' | 'installed' | 'failed';
  config: SiteConfig | null;
  /** Why the last load failed, for the log and the error screen. */
  error: string | null;
}

const initialState: SiteConfigState = { status: 'idle', config: null, error: null };

export const siteConfigSlice = createSlice({
  name: 'siteConfig',
  initialState,
  reducers: {
    configLoadStarted: (state) => {
      state.status = 'loading';
    },
    configInstalled: (state, action: PayloadAction<SiteConfig>) => {
      state.status = 'installed';
      state.config = action.payload as SiteConfigState['config'];
      state.error = null;
    },
    configLoadFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectSiteConfig: (state) => state.config,
    selectSiteConfigStatus: (state) => state.status,
  },
});

export const { configLoadStarted, configInstalled, configLoadFailed } = siteConfigSlice.actions;
export const { selectSiteConfig, selectSiteConfigStatus } = siteConfigSlice.selectors;
