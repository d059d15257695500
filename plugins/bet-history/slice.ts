/**
 * The bet-history slice (store key 'betHistory'): the opened bets and the history page on screen.
 * Events, not setters: a page says it is shown or hidden, the sagas say what the API answered.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice } from '@plugin-api';
import type { HistoryAnswer, HistoryCoupon, HistoryFilters } from './model.ts';
import { historyKey } from './model.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CouponList {
  readonly status: LoadStatus;
  readonly coupons: HistoryCoupon[];
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}

export interface BetHistoryState {
  readonly opened: CouponList;
  /** The history page: `key` names the filters it was asked for (an older answer is dropped). */
  readonly history: CouponList & { readonly key: string | null };
}

const EMPTY: CouponList = { status: 'idle', coupons: [], total: 0, page: 1, pages: 1 };

export const initialBetHistoryState: BetHistoryState = { opened: EMPTY, history: { ...EMPTY, key: null } };

function listOf(answer: HistoryAnswer): Omit<CouponList, 'status'> {
  return { coupons: answer.coupons, total: answer.total, page: answer.page, pages: answer.pages };
}

export const betHistorySlice = definePluginSlice(
  createSlice({
    name: 'betHistory',
    initialState: initialBetHistoryState,
    reducers: {
      /** The opened bets are on screen (the opened bets page, a powerbet page): their poller runs. */
      openedBetsShown(state) {
        if (state.opened.status === 'idle') state.opened.status = 'loading';
      },
      /** No page shows them any more: the poller stops; the list stays for a quick way back. */
      openedBetsHidden() {},
      openedBetsLoaded(state, action: PayloadAction<HistoryAnswer>) {
        state.opened = { status: 'ready', ...listOf(action.payload) };
      },
      /** A refresh failed: what is shown stays; a list that never loaded shows the error. */
      openedBetsFailed(state) {
        if (state.opened.status !== 'ready') state.opened.status = 'error';
      },
      /** The history page shows these filters (on arrival, a filter change, a retry). */
      historyRequested(state, action: PayloadAction<HistoryFilters>) {
        const key = historyKey(action.payload);
        if (state.history.key !== key || state.history.status === 'error') state.history = { ...EMPTY, status: 'loading', key };
      },
      historyLoaded(state, action: PayloadAction<{ key: string; answer: HistoryAnswer }>) {
        if (state.history.key !== action.payload.key) return;
        state.history = { status: 'ready', key: action.payload.key, ...listOf(action.payload.answer) };
      },
      historyFailed(state, action: PayloadAction<{ key: string }>) {
        if (state.history.key === action.payload.key && state.history.status !== 'ready') state.history.status = 'error';
      },
    },
    selectors: {
      selectOpenedBets: (state): CouponList => state.opened,
      selectHistory: (state): BetHistoryState['history'] => state.history,
    },
  }),
);

export const { openedBetsShown, openedBetsHidden, openedBetsLoaded, openedBetsFailed, historyRequested, historyLoaded, historyFailed } = betHistorySlice.actions;

/** Read from the app's state (the initial lists until the slice has state of its own). */
export const { selectOpenedBets, selectHistory } = betHistorySlice.selectors;
