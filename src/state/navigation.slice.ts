import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RouteParams } from '../composer/route-table.ts';

export interface LocationSnapshot {
  pathname: string;
  search: string;
  hash: string;
}

/** What the composer renders: a route that passed every guard with its dictionaries settled. */
export interface CommittedPage {
  location: LocationSnapshot;
  lng: string;
  /** null for the catch-all (404) page. */
  routeId: string | null;
  params: RouteParams;
  status: 200 | 404 | 500;
  /** Dictionaries of this page that failed to load: the page shows the dictionary error instead. */
  failedDictionaries: string[];
}

export interface NavigationState {
  pending: LocationSnapshot | null;
  committed: CommittedPage | null;
  /** Redirects since the last commit; a cycle stops at the limit instead of looping forever. */
  redirectHops: number;
}

const initialState: NavigationState = { pending: null, committed: null, redirectHops: 0 };

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    navigationRequested: (state, action: PayloadAction<LocationSnapshot>) => {
      state.pending = action.payload;
    },
    navigationRedirected: (state) => {
      state.redirectHops += 1;
    },
    navigationCommitted: (state, action: PayloadAction<CommittedPage>) => {
      state.pending = null;
      state.committed = action.payload;
      state.redirectHops = 0;
    },
  },
  selectors: {
    selectCommittedPage: (state) => state.committed,
    selectIsNavigating: (state) => state.pending !== null,
  },
});

export const { navigationRequested, navigationRedirected, navigationCommitted } = navigationSlice.actions;
export const { selectCommittedPage, selectIsNavigating } = navigationSlice.selectors;
