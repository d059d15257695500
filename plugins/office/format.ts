/** Dates as the player's language writes them. */
export function formatDateTime(iso: string, lng: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(time);
}

/** "enable_mail_news" → "office_setting_enable_mail_news"; route ids' dashes become underscores in keys. */
export const settingKey = (id: string): string => `office_setting_${id}`;
export const menuItemKey = (routeId: string): string => `office_menu_item_${routeId.replace(/-/g, '_')}`;
