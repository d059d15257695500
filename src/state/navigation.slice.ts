import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RouteParams } from '../composer/route-table.ts';
import { dictionaryLoaded } from './dictionaries.slice.ts';
import { sameJson } from '../domain/same-json.ts';

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
  /** The page's own dictionaries that failed to load: the page shows the dictionary error instead. */
  failedDictionaries: string[];
  /**
   * By slot widget (extension id), failed dictionaries only that widget needs: it shows a retry in
   * its place and the page renders. Absent when there is none.
   */
  failedWidgetDictionaries?: Record<string, string[]>;
  /** The route exists but the thing it names does not (an unknown game id): status is 404 then. */
  dataMissing?: boolean;
}

const sameLocation = (a: LocationSnapshot, b: LocationSnapshot): boolean => a.pathname === b.pathname && a.search === b.search;

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
      const previous = state.committed;
      state.pending = null;
      state.redirectHops = 0;
      // The page said its data does not exist: the same address committed again (the browser taking
      // a server-rendered 404 over) stays the 404 instead of mounting the page to find out again.
      if (previous?.dataMissing && action.payload.status === 200 && sameLocation(previous.location, action.payload.location)) {
        state.committed = { ...action.payload, status: 404, dataMissing: true };
        return;
      }
      // The same page committed again (the browser taking the server's page over, a guard judging
      // again) keeps its object: every layout, slot and page under the shell reads it, and a new but
      // equal object re-rendered all of them, the longest task after hydration.
      if (previous && sameJson(previous, action.payload)) return;
      state.committed = action.payload;
    },
    /** The page on screen found that what it shows does not exist: the not-found page replaces it. */
    pageDataMissing: (state) => {
      if (state.committed?.status === 200) state.committed = { ...state.committed, status: 404, dataMissing: true };
    },
  },
  extraReducers: (builder) => {
    // Texts that arrived (a retry, another navigation) in the page's language: whatever waited for
    // them shows, without a new navigation.
    builder.addCase(dictionaryLoaded, (state, { payload }) => {
      const page = state.committed;
      if (page?.lng !== payload.lng) return;
      // Only lists that name it are touched: a page object that stays the same renders nothing anew.
      const names = (ids: readonly string[] | undefined): boolean => ids?.includes(payload.id) === true;
      const others = (ids: readonly string[]): string[] => ids.filter((id) => id !== payload.id);
      if (names(page.failedDictionaries)) page.failedDictionaries = others(page.failedDictionaries);
      const widgets = page.failedWidgetDictionaries;
      if (widgets) {
        for (const [widget, ids] of Object.entries(widgets)) {
          if (!names(ids)) continue;
          const left = others(ids);
          if (left.length > 0) widgets[widget] = left;
          else delete widgets[widget];
        }
        if (Object.keys(widgets).length === 0) delete page.failedWidgetDictionaries;
      }
    });
  },
  selectors: {
    selectCommittedPage: (state) => state.committed,
    selectIsNavigating: (state) => state.pending !== null,
  },
});

export const { navigationRequested, navigationRedirected, navigationCommitted, pageDataMissing } = navigationSlice.actions;
export const { selectCommittedPage, selectIsNavigating } = navigationSlice.selectors;
