/**
 * The office settings' catalogue: on/off switches in four groups, and their values for a new
 * player. A save names settings by id (the office API, plugins/office/api/settings.ts); the link
 * pages and the account API flip the news-by-e-mail switch too.
 */

export const SETTING_GROUPS = {
  commonSettings: ['hide_balance', 'one_click_bet', 'accept_odds_changes', 'show_favorite_teams'],
  otherSettings: ['confirm_logout', 'compact_coupon'],
  notificationSettings: ['notify_bet_settled', 'notify_deposit', 'notify_promotions'],
  mailingSettings: ['enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets', 'enable_sms_news'],
} as const;

export type SettingGroup = keyof typeof SETTING_GROUPS;
export const SETTING_IDS: readonly string[] = Object.values(SETTING_GROUPS).flat();
/** How many settings one save may carry (the whole catalogue, once each). */
export const MAX_SETTINGS_PER_SAVE = SETTING_IDS.length;

// "Accept any odds change" starts off: the coupon mirrors it, and a new coupon accepts only higher
// odds (changeCoefAction 2, SPEC 9), so the office and the coupon agree from the start.
const ON_BY_DEFAULT = new Set(['confirm_logout', 'notify_bet_settled', 'notify_deposit', 'enable_mail_deposit']);

export function defaultSettingValues(): Map<string, boolean> {
  return new Map(SETTING_IDS.map((id) => [id, ON_BY_DEFAULT.has(id)]));
}
