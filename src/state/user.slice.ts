import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Who the user is, as far as the core needs to know: signed in or not and the preferred
 * language. The identity capability fills the rest (tokens, ban level, verification).
 */
export interface UserState {
  isAuthenticated: boolean;
  /** From the lng cookie or the browser, before any URL says otherwise. */
  preferredLanguage: string | null;
}

const initialState: UserState = { isAuthenticated: false, preferredLanguage: null };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    preferredLanguageDetected: (state, action: PayloadAction<string | null>) => {
      state.preferredLanguage = action.payload;
    },
    authStatusChanged: (state, action: PayloadAction<{ isAuthenticated: boolean }>) => {
      state.isAuthenticated = action.payload.isAuthenticated;
    },
  },
  selectors: {
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectPreferredLanguage: (state) => state.preferredLanguage,
  },
});

export const { preferredLanguageDetected, authStatusChanged } = userSlice.actions;
export const { selectIsAuthenticated, selectPreferredLanguage } = userSlice.selectors;
