/**
 * What the platform calls keep: the third-party partitions the site offers, the config groups with
 * the moment each stops being fresh, and the secure-data view (the details, or why they are hidden).
 * Injected into the store when the platform module loads (it is not on the first screen).
 */
import type { createSlice as CreateSlice, PayloadAction } from '@reduxjs/toolkit';
import type { SecureDataAnswer } from '../../../schemas/platform-api.schema.ts';

export interface CachedGroup {
  value: Record<string, unknown>;
  /** Epoch ms after which the group is asked for again. */
  freshUntil: number;
}

export type SecureDataStatus = 'idle' | 'loading' | 'needsGrant' | 'granting' | 'shown' | 'failed';

export interface PlatformState {
  /** null until the list has been loaded. */
  partitions: string[] | null;
  configGroups: Record<string, CachedGroup>;
  secureData: {
    status: SecureDataStatus;
    data: SecureDataAnswer | null;
    /** The server's message for the last refusal or failure. */
    error: string | null;
    /** Epoch ms when the password confirmation runs out; null without one. */
    grantUntil: number | null;
  };
}

const initialState: PlatformState = {
  partitions: null,
  configGroups: {},
  secureData: { status: 'idle', data: null, error: null, grantUntil: null },
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
    secureDataRequested: (state) => {
      state.secureData.status = 'loading';
      state.secureData.error = null;
    },
    secureDataShown: (state, action: PayloadAction<SecureDataAnswer>) => {
      state.secureData.status = 'shown';
      state.secureData.data = action.payload;
    },
    secureDataGrantNeeded: (state, action: PayloadAction<{ message: string | null }>) => {
      state.secureData = { status: 'needsGrant', data: null, error: action.payload.message, grantUntil: null };
    },
    secureDataGrantRequested: (state, _action: PayloadAction<{ password: string }>) => {
      state.secureData.status = 'granting';
      state.secureData.error = null;
    },
    secureDataGranted: (state, action: PayloadAction<{ until: number }>) => {
      state.secureData.grantUntil = action.payload.until;
    },
    secureDataFailed: (state, action: PayloadAction<{ message: string; needsGrant: boolean }>) => {
      state.secureData.status = action.payload.needsGrant ? 'needsGrant' : 'failed';
      state.secureData.error = action.payload.message;
    },
    /** The grant ran out or the player signed out: the details are hidden again. */
    secureDataHidden: (state) => {
      state.secureData = { status: 'idle', data: null, error: null, grantUntil: null };
    },
  },
  });
}

export type PlatformSlice = ReturnType<typeof createPlatformSlice>;
export type PlatformActions = PlatformSlice['actions'];

type WithPlatform = { platform?: PlatformState };
export const selectPlatform = (state: WithPlatform): PlatformState => state.platform ?? initialState;
export const selectAvailablePartitions = (state: WithPlatform): string[] | null => selectPlatform(state).partitions;
export const selectSecureData = (state: WithPlatform): PlatformState['secureData'] => selectPlatform(state).secureData;
