/**
 * What the office's notification switches do: a message in the player's mailbox (the header's unread
 * badge, the office messages page) when a deposit arrives (notify_deposit) or a coupon is settled
 * (notify_bet_settled), only while the player has that switch on. Promotions (notify_promotions) have
 * no event in the reference back end yet, so that switch sends nothing here.
 */
import type { Player } from '../auth/players.ts';
import type { Language } from '../kit/language.ts';
import { officeRecordOf } from './record.ts';

export type NotificationSwitch = 'notify_deposit' | 'notify_bet_settled';

export interface Notice {
  readonly title: Readonly<Record<Language, string>>;
  readonly text: Readonly<Record<Language, string>>;
}

/** Files `notice` as the newest unread message when the player asked for such messages; says whether it did. */
export function notifyIfAsked(player: Player, which: NotificationSwitch, notice: Notice, at: Date = new Date()): boolean {
  const record = officeRecordOf(player);
  if (record.settings.get(which) !== true) return false;
  const id = record.messages.reduce((max, m) => Math.max(max, m.id), 0) + 1;
  record.messages.unshift({ id, title: notice.title, text: notice.text, sentAt: at.toISOString(), read: false });
  return true;
}
