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
}

export const debuggerSlice = definePluginSlice(
  createSlice({
    name: 'debugger',
    initialState: { traces: [] } as DebuggerState,
    reducers: {
      navigationTraced(state, action: PayloadAction<NavigationTrace>) {
        return { traces: [action.payload, ...state.traces].slice(0, MAX_TRACES) };
      },
    },
    selectors: {
      selectTraces: (state: DebuggerState) => state.traces,
    },
  }),
);

export const { navigationTraced } = debuggerSlice.actions;
export const { selectTraces } = debuggerSlice.selectors;
