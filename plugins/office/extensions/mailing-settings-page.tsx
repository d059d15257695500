/** The mailing settings page with the settings slice and saga it drives. */
export { MailingSettingsPage as default } from '../components/MailingSettingsPage.tsx';
import { officeSettingsSlice } from '../settings/slice.ts';
import { watchOfficeSettings } from '../settings/saga.ts';

export const slices = [officeSettingsSlice];
export const sagas = { officeSettings: watchOfficeSettings };
