/**
 * The office settings: on/off switches in four groups. The catalogue here is what the server
 * accepts; a save names settings by id. A save may be refused for one setting (status 2, with the
 * reason) while the others are saved: mail needs an e-mail address, SMS a bound phone.
 */
import type { Player } from '../auth/players.ts';
import { maskEmail } from '../auth/masking.ts';
import type { Language } from './language.ts';

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

const ON_BY_DEFAULT = new Set(['accept_odds_changes', 'confirm_logout', 'notify_bet_settled', 'notify_deposit', 'enable_mail_deposit']);

export function defaultSettingValues(): Map<string, boolean> {
  return new Map(SETTING_IDS.map((id) => [id, ON_BY_DEFAULT.has(id)]));
}

export const SETTING_STATUS = { saved: 1, refused: 2 } as const;

export interface SettingResult {
  id: string;
  status: 1 | 2;
  message?: string;
}

const MAIL_FLAGS = new Set(['enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets']);

/**
 * Applies one setting to the player's values: refused (nothing changes) when the player cannot
 * receive what they switch on; a mail flag switched on says where the mail goes.
 */
export function applySetting(player: Player, values: Map<string, boolean>, id: string, value: boolean, lng: Language): SettingResult {
  if (value && MAIL_FLAGS.has(id) && !player.email) {
    return { id, status: 2, message: lng === 'ru' ? 'Сначала добавьте адрес e-mail: рассылка приходит на него.' : 'Add an e-mail address first: mailings are sent there.' };
  }
  if (value && id === 'enable_sms_news' && !player.phone) {
    return { id, status: 2, message: lng === 'ru' ? 'Сначала привяжите телефон: SMS приходят на него.' : 'Bind a phone number first: SMS news are sent to it.' };
  }
  values.set(id, value);
  if (value && MAIL_FLAGS.has(id) && player.email) {
    const to = maskEmail(player.email);
    return { id, status: 1, message: lng === 'ru' ? `Письма будут приходить на ${to}.` : `Mailings will go to ${to}.` };
  }
  return { id, status: 1 };
}

export function settingsAnswerOf(values: ReadonlyMap<string, boolean>): Record<SettingGroup, { id: string; value: boolean }[]> {
  const group = (ids: readonly string[]) => ids.map((id) => ({ id, value: values.get(id) === true }));
  return {
    commonSettings: group(SETTING_GROUPS.commonSettings),
    otherSettings: group(SETTING_GROUPS.otherSettings),
    notificationSettings: group(SETTING_GROUPS.notificationSettings),
    mailingSettings: group(SETTING_GROUPS.mailingSettings),
  };
}
