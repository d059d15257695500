/**
 * The debugger's slice (store key 'debugger'): the last navigations' guard traces, newest first,
 * as the trace recorder (traceNavigations) reports them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice, type NavigationTrace } from '@plugin-api';

/** Enough to follow a redirect chain and the pages before it, small enough to read. */
export const MAX_TRACES = 20;

export interface DebuggerState {
  readonly traces: readonly NavigationTrace[];
  /** Counts the times more route areas arrived, so the route list is read again. */
  readonly detailsRound: number;
}

export const debuggerSlice = definePluginSlice(
  createSlice({
    name: 'debugger',
    initialState: { traces: [], detailsRound: 0 } as DebuggerState,
    reducers: {
      navigationTraced(state, action: PayloadAction<NavigationTrace>) {
        return { ...state, traces: [action.payload, ...state.traces].slice(0, MAX_TRACES) };
      },
      routeDetailsLoaded(state) {
        return { ...state, detailsRound: state.detailsRound + 1 };
      },
    },
    selectors: {
      selectTraces: (state: DebuggerState) => state.traces,
      selectDetailsRound: (state: DebuggerState) => state.detailsRound,
    },
  }),
);

export const { navigationTraced, routeDetailsLoaded } = debuggerSlice.actions;
export const { selectTraces, selectDetailsRound } = debuggerSlice.selectors;
