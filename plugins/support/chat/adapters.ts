/**
 * The four live-chat providers as their scripts expect to be set up and opened: what each reads
 * from the window before it loads, the global it offers once loaded, and the call that opens the
 * chat window. The reference server's stand-in offers the same globals.
 */
import type { ChatProvider, SupportConfig } from '../../../schemas/support-config.schema.ts';

export type ChatSettings = NonNullable<SupportConfig['chat']>;
export type ChatWindow = Window & Record<string, unknown>;

export interface ChatAdapter {
  /** What the provider's script reads from the window as it starts. */
  configure(w: ChatWindow, chat: ChatSettings): void;
  /** Whether the provider's API is there (its script has run). */
  isReady(w: ChatWindow, chat: ChatSettings): boolean;
  open(w: ChatWindow, chat: ChatSettings): void;
}

type Command = (...args: unknown[]) => unknown;
const fn = (value: unknown): Command | null => (typeof value === 'function' ? (value as Command) : null);
const member = (value: unknown, name: string): Command | null =>
  typeof value === 'object' && value !== null ? fn((value as Record<string, unknown>)[name]) : null;

export const CHAT_ADAPTERS: Readonly<Record<ChatProvider, ChatAdapter>> = {
  livechatinc: {
    configure: (w, chat) => {
      w.__lc = { license: /^\d+$/.test(chat.account) ? Number(chat.account) : chat.account };
    },
    isReady: (w) => member(w.LiveChatWidget, 'call') !== null,
    open: (w) => {
      (w.LiveChatWidget as { call(command: string): void }).call('maximize');
    },
  },
  chatra: {
    configure: (w, chat) => {
      w.ChatraID = chat.account;
    },
    isReady: (w) => fn(w.Chatra) !== null,
    open: (w) => {
      fn(w.Chatra)!('openChat', true);
    },
  },
  helpcrunch: {
    configure: (w, chat) => {
      w.helpcrunchSettings = { organization: chat.organization ?? '', appId: chat.account };
    },
    isReady: (w) => fn(w.HelpCrunch) !== null,
    open: (w) => {
      fn(w.HelpCrunch)!('openChat');
    },
  },
  suphelper: {
    configure: (w, chat) => {
      w.SupHelperSettings = { id: chat.account, version: chat.suphelperV3 ? 3 : 2 };
    },
    isReady: (w, chat) => (chat.suphelperV3 ? fn(w.SupHelperV3) !== null : member(w.SupHelper, 'open') !== null),
    open: (w, chat) => {
      if (chat.suphelperV3) fn(w.SupHelperV3)!('open');
      else member(w.SupHelper, 'open')!.call(w.SupHelper);
    },
  },
};
