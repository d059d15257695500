/** The account settings page with the settings slice and saga it drives. */
export { AccountSettingsPage as default } from '../components/AccountSettingsPage.tsx';
import { officeSettingsSlice } from '../settings/slice.ts';
import { watchOfficeSettings } from '../settings/saga.ts';

export const slices = [officeSettingsSlice];
export const sagas = { officeSettings: watchOfficeSettings };
