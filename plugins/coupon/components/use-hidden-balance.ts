import { selectPlayerSetting, useAppSelector } from '@plugin-api';

/** The player chose to hide their balance on screen (office setting hide_balance). */
export function usePlayerHidesBalance(): boolean {
  return useAppSelector((state: unknown) => selectPlayerSetting(state, 'hide_balance'));
}
