import type { DateTimeParts } from '@plugin-api';

/** Dates and times on office pages (in the player's zone and clock: the plugin API's useFormatTime). */
export const OFFICE_DATE_TIME: DateTimeParts = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** "enable_mail_news" → "office_setting_enable_mail_news"; route ids' dashes become underscores in keys. */
export const settingKey = (id: string): string => `office_setting_${id}`;
export const menuItemKey = (routeId: string): string => `office_menu_item_${routeId.replace(/-/g, '_')}`;
