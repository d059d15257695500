/**
 * What the user config tells about the player from the office: unread messages, hidden sports and
 * the office switches (user_hide_balance, and every switch by id in user_settings), so each page
 * the player opens acts on them without asking the office first.
 */
import type { Player } from '../auth/players.ts';
import { unreadCount } from './mailbox.ts';
import { officeRecordOf } from './record.ts';

export function officeFactsOf(player: Player): {
  user_msg_count: number;
  disallow_line_sport: number[];
  disallow_live_sport: number[];
  user_hide_balance: boolean;
  user_settings: Record<string, boolean>;
} {
  const record = officeRecordOf(player);
  return {
    user_msg_count: unreadCount(record.messages),
    disallow_line_sport: [...record.disallowLine],
    disallow_live_sport: [...record.disallowLive],
    user_hide_balance: record.settings.get('hide_balance') === true,
    user_settings: Object.fromEntries(record.settings),
  };
}
