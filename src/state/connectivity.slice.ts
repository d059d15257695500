/**
 * Whether the browser has a network (store key 'connectivity'). The connectivity saga reports what
 * the browser says (navigator.onLine and its online/offline events); pollers wait while offline, the
 * shell shows the offline bar and the coupon refuses a bet at once instead of trying to send it.
 * The server renders everyone online: only the browser can tell otherwise.
 */
import { createSlice, type Action } from '@reduxjs/toolkit';

export const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState: { online: true },
  reducers: {
    connectionLost: (state) => {
      state.online = false;
    },
    connectionRestored: (state) => {
      state.online = true;
    },
  },
});

export const { connectionLost, connectionRestored } = connectivitySlice.actions;

/** Online unless the browser said otherwise; a store without the slice (some tests) counts as online. */
export const selectIsOnline = (state: { connectivity?: { online: boolean } }): boolean => state.connectivity?.online !== false;

export const isConnectivityChange = (action: Action): boolean => connectionLost.match(action) || connectionRestored.match(action);

