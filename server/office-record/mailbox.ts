/**
 * The player's mailbox: messages from the operator (bonuses, payments, rule changes). Every player
 * starts with the same few, unread; reading and deleting are the player's. Titles and texts are
 * the operator's content, kept in each language the site speaks.
 */
import type { Player } from '../auth/players.ts';
import type { Language } from '../kit/language.ts';

export interface OfficeMessage {
  readonly id: number;
  readonly title: Readonly<Record<Language, string>>;
  readonly text: Readonly<Record<Language, string>>;
  readonly sentAt: string;
  read: boolean;
}

const WELCOME: readonly Omit<OfficeMessage, 'read'>[] = [
  {
    id: 3,
    title: { en: 'Your weekly cashback is ready', ru: 'Ваш еженедельный кешбэк готов' },
    text: {
      en: 'This week you get 5% of your net losses back on your main account. It is credited every Monday.',
      ru: 'На этой неделе вам возвращается 5% чистого проигрыша на основной счёт. Начисление каждый понедельник.',
    },
    sentAt: '2026-01-12T09:00:00.000Z',
  },
  {
    id: 2,
    title: { en: 'New deposit methods', ru: 'Новые способы пополнения' },
    text: {
      en: 'You can now top up with bank cards of more banks and with e-wallets. See the payments page.',
      ru: 'Теперь можно пополнять счёт картами других банков и электронными кошельками. Подробнее на странице платежей.',
    },
    sentAt: '2026-01-05T12:30:00.000Z',
  },
  {
    id: 1,
    title: { en: 'Welcome to your office', ru: 'Добро пожаловать в личный кабинет' },
    text: {
      en: 'Here you manage your accounts, settings and limits. Set a deposit limit any time under responsible gaming.',
      ru: 'Здесь вы управляете счетами, настройками и лимитами. Лимит депозита можно задать в разделе ответственной игры.',
    },
    sentAt: '2025-12-20T08:00:00.000Z',
  },
];

/** Newest first, all unread. */
export function seedMailbox(_player: Player): OfficeMessage[] {
  return WELCOME.map((message) => ({ ...message, read: false }));
}

export function unreadCount(messages: readonly OfficeMessage[]): number {
  return messages.filter((m) => !m.read).length;
}

