/**
 * What the platform calls keep: the third-party partitions the site offers and the config groups
 * with the moment each stops being fresh.
 * Injected into the store when the platform module loads (it is not on the first screen).
 */
import type { createSlice as CreateSlice, PayloadAction } from '@reduxjs/toolkit';

export interface CachedGroup {
  value: Record<string, unknown>;
  /** Epoch ms after which the group is asked for again. */
  freshUntil: number;
}


export interface PlatformState {
  /** null until the list has been loaded. */
  partitions: string[] | null;
  configGroups: Record<string, CachedGroup>;
}

const initialState: PlatformState = {
  partitions: null,
  configGroups: {},
};

/** The slice, made with the app's createSlice (see kit.ts). */
export function createPlatformSlice(createSlice: typeof CreateSlice) {
  return createSlice({
  name: 'platform',
  initialState,
  reducers: {
    partitionsLoaded: (state, action: PayloadAction<string[]>) => {
      state.partitions = action.payload;
    },
    configGroupsRequested: (_state, _action: PayloadAction<{ groups: string[] }>) => {},
    configGroupsLoaded: (state, action: PayloadAction<{ groups: Record<string, Record<string, unknown>>; freshUntil: number }>) => {
      for (const [name, value] of Object.entries(action.payload.groups)) state.configGroups[name] = { value, freshUntil: action.payload.freshUntil };
    },
  },
  });
}

export type PlatformSlice = ReturnType<typeof createPlatformSlice>;
export type PlatformActions = PlatformSlice['actions'];

type WithPlatform = { platform?: PlatformState };
export const selectPlatform = (state: WithPlatform): PlatformState => state.platform ?? initialState;
export const selectAvailablePartitions = (state: WithPlatform): string[] | null => selectPlatform(state).partitions;
