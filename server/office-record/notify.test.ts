/** The notification switches: a mailbox message for a player who asked for it, none for one who did not. */
import { describe, expect, it } from 'vitest';
import type { Player } from '../auth/players.ts';
import { unreadCount } from './mailbox.ts';
import { notifyIfAsked } from './notify.ts';
import { officeRecordOf } from './record.ts';

const notice = { title: { en: 'Your deposit has arrived', ru: 'Депозит зачислен' }, text: { en: '10 USD', ru: '10 USD' } };

describe('notifyIfAsked', () => {
  it('files the newest unread message while the switch is on (a new player has deposit notices on), nothing once it is off', () => {
    const player = { id: 1 } as Player;
    const record = officeRecordOf(player);
    const before = unreadCount(record.messages);
    expect(notifyIfAsked(player, 'notify_deposit', notice, new Date('2026-12-07T08:00:00Z'))).toBe(true);
    expect(record.messages[0]).toMatchObject({ id: 4, title: notice.title, read: false, sentAt: '2026-12-07T08:00:00.000Z' });
    expect(unreadCount(record.messages)).toBe(before + 1);

    record.settings.set('notify_deposit', false);
    expect(notifyIfAsked(player, 'notify_deposit', notice)).toBe(false);
    expect(unreadCount(record.messages)).toBe(before + 1);
  });
});
