/**
 * The office settings as the account-settings and mailing-settings pages show them: the groups
 * from the server, each value as the player last set it (applied before the server answers), the
 * settings being saved, and what the last save said.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePluginSlice, type RemoteError } from '@plugin-api';
import type { OfficeSetting, OfficeSettingsAnswer } from '../answers.ts';
import { saveFeedback, type SaveFailure, type SaveFeedback } from './outcome.ts';

export type SettingGroup = 'commonSettings' | 'otherSettings' | 'notificationSettings' | 'mailingSettings';

export interface OfficeSettingsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: RemoteError | null;
  groups: OfficeSettingsAnswer | null;
  /** Ids of settings whose save has not answered yet. */
  saving: string[];
  /** What the saves settled since the last feedback said: told all at once when none is in flight. */
  batch: { failures: SaveFailure[]; successes: (string | undefined)[] };
  feedback: SaveFeedback | null;
}

const initialState: OfficeSettingsState = { status: 'idle', error: null, groups: null, saving: [], batch: { failures: [], successes: [] }, feedback: null };

const GROUPS: readonly SettingGroup[] = ['commonSettings', 'otherSettings', 'notificationSettings', 'mailingSettings'];

function setValue(groups: OfficeSettingsAnswer | null, id: string, value: boolean): void {
  if (!groups) return;
  for (const group of GROUPS) {
    for (const setting of groups[group] as OfficeSetting[]) if (setting.id === id) setting.value = value;
  }
}

const slice = createSlice({
  name: 'officeSettings',
  initialState,
  reducers: {
    settingsRequested: (state) => {
      // Shown values stay while a reload runs; only a first load shows "loading".
      if (state.groups === null) state.status = 'loading';
      state.error = null;
    },
    settingsLoaded: (state, action: PayloadAction<OfficeSettingsAnswer>) => {
      state.status = 'ready';
      state.groups = action.payload;
      // A save still in flight keeps the player's value over the older one just read.
    },
    settingsFailed: (state, action: PayloadAction<RemoteError>) => {
      if (state.groups === null) state.status = 'error';
      state.error = action.payload;
    },
    /** The player switched a setting: the page asks the saga to save it. */
    settingSaveRequested: (_state, _action: PayloadAction<{ id: string; value: boolean }>) => {},
    /** A save in flight is abandoned: its value stays as shown, whatever the server answers. */
    settingSaveCancelled: (_state, _action: PayloadAction<{ id: string }>) => {},
    settingApplied: (state, action: PayloadAction<{ id: string; value: boolean }>) => {
      setValue(state.groups, action.payload.id, action.payload.value);
      if (!state.saving.includes(action.payload.id)) state.saving.push(action.payload.id);
      state.feedback = null;
    },
    settingRolledBack: (state, action: PayloadAction<{ id: string; value: boolean }>) => {
      setValue(state.groups, action.payload.id, action.payload.value);
    },
    /** A save answered (or was cancelled: no outcome); once none is in flight the player is told about them all. */
    settingSaveSettled: (state, action: PayloadAction<{ id: string; failures: SaveFailure[]; successes: (string | undefined)[] }>) => {
      state.saving = state.saving.filter((id) => id !== action.payload.id);
      state.batch.failures.push(...action.payload.failures);
      state.batch.successes.push(...action.payload.successes);
      if (state.saving.length > 0) return;
      const { failures, successes } = state.batch;
      state.feedback = failures.length + successes.length > 0 ? saveFeedback(failures, successes) : null;
      state.batch = { failures: [], successes: [] };
    },
    feedbackDismissed: (state) => {
      state.feedback = null;
    },
  },
  selectors: {
    selectOfficeSettings: (state) => state,
    selectSettingValue: (state, id: string): boolean | undefined => {
      if (!state.groups) return undefined;
      for (const list of Object.values(state.groups) as OfficeSetting[][]) {
        const found = list.find((s) => s.id === id);
        if (found) return found.value;
      }
      return undefined;
    },
  },
});

export const officeSettingsSlice = definePluginSlice(slice);
export const { settingsRequested, settingsLoaded, settingsFailed, settingSaveRequested, settingSaveCancelled, settingApplied, settingRolledBack, settingSaveSettled, feedbackDismissed } =
  officeSettingsSlice.actions;
export const { selectOfficeSettings, selectSettingValue } = officeSettingsSlice.selectors;
