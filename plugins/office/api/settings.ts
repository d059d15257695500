/**
 * Saving the office settings (catalogue: server/office-record/settings.ts). A save may be refused for
 * one setting (status 2, with the reason) while the others are saved: mail needs an e-mail address,
 * SMS a bound phone.
 */
import { maskEmail, SETTING_GROUPS, type Language, type Player, type SettingGroup } from '../../../server/kit/index.ts';

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
