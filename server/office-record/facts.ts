/** What the user config tells about the player from the office: unread messages and hidden sports. */
import type { Player } from '../auth/players.ts';
import { unreadCount } from './mailbox.ts';
import { officeRecordOf } from './record.ts';

export function officeFactsOf(player: Player): { user_msg_count: number; disallow_line_sport: number[]; disallow_live_sport: number[] } {
  const record = officeRecordOf(player);
  return { user_msg_count: unreadCount(record.messages), disallow_line_sport: [...record.disallowLine], disallow_live_sport: [...record.disallowLive] };
}
