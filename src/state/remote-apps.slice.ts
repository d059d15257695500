/**
 * Load states of remote applications (plugins): not exist -2, error -1, loading 1, ready 2. The
 * allowed moves are a table; an event that would make a forbidden move leaves the state as it is
 * (and says so in dev), so a late or duplicate event can never make a move the table does not allow.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const LoadState = { NotExist: -2, Error: -1, Loading: 1, Ready: 2 } as const;
export type LoadState = (typeof LoadState)[keyof typeof LoadState];

export const ALLOWED_MOVES: Readonly<Record<LoadState, readonly LoadState[]>> = {
  [LoadState.NotExist]: [LoadState.Loading, LoadState.Ready],
  [LoadState.Error]: [LoadState.Loading, LoadState.NotExist],
  [LoadState.Loading]: [LoadState.Error, LoadState.Ready, LoadState.NotExist],
  [LoadState.Ready]: [LoadState.NotExist],
};

export function canMove(from: LoadState, to: LoadState): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

export interface RemoteAppEntry {
  state: LoadState;
  /** How many mounted views use the app; at zero it returns to "not exist". */
  users: number;
  /** Failed attempts since the last success (retry info, cleared on ready). */
  failures: number;
  lastError: string | null;
}

export type RemoteAppsState = Record<string, RemoteAppEntry>;

const fresh = (): RemoteAppEntry => ({ state: LoadState.NotExist, users: 0, failures: 0, lastError: null });

function move(entry: RemoteAppEntry, to: LoadState): void {
  if (canMove(entry.state, to)) entry.state = to;
}

export const remoteAppsSlice = createSlice({
  name: 'remoteApps',
  initialState: {} as RemoteAppsState,
  reducers: {
    remoteAppLoadStarted: (state, { payload }: PayloadAction<{ appId: string }>) => {
      move((state[payload.appId] ??= fresh()), LoadState.Loading);
    },
    remoteAppLoaded: (state, { payload }: PayloadAction<{ appId: string }>) => {
      const entry = (state[payload.appId] ??= fresh());
      move(entry, LoadState.Ready);
      if (entry.state === LoadState.Ready) {
        entry.failures = 0;
        entry.lastError = null;
      }
    },
    remoteAppFailed: (state, { payload }: PayloadAction<{ appId: string; error: string }>) => {
      const entry = (state[payload.appId] ??= fresh());
      if (!canMove(entry.state, LoadState.Error)) return; // a late failure after ready changes nothing
      move(entry, LoadState.Error);
      entry.failures += 1;
      entry.lastError = payload.error;
    },
    remoteAppMounted: (state, { payload }: PayloadAction<{ appId: string }>) => {
      (state[payload.appId] ??= fresh()).users += 1;
    },
    remoteAppUnmounted: (state, { payload }: PayloadAction<{ appId: string }>) => {
      const entry = state[payload.appId];
      if (!entry) return;
      entry.users = Math.max(0, entry.users - 1);
      if (entry.users === 0) move(entry, LoadState.NotExist);
    },
  },
  selectors: {
    selectRemoteApp: (state, appId: string): RemoteAppEntry => state[appId] ?? fresh(),
  },
});

export const { remoteAppLoadStarted, remoteAppLoaded, remoteAppFailed, remoteAppMounted, remoteAppUnmounted } =
  remoteAppsSlice.actions;
export const { selectRemoteApp } = remoteAppsSlice.selectors;
