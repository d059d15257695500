/**
 * Loading the live chat when a player opens it, never before: the provider's script is added to the
 * page only from this site or an origin the site config lists (the CSP allows the same list), and a
 * failed load is forgotten so the next attempt really fetches again.
 */
import { scriptUrlPolicy, type TrustedScriptUrl } from '@plugin-api';
import { CHAT_ADAPTERS, type ChatSettings, type ChatWindow } from './adapters.ts';

/** How long a loaded script may take to offer its API before the chat counts as failed. */
export const CHAT_READY_TIMEOUT_MS = 5000;
const READY_POLL_MS = 100;

export class ChatRefusedError extends Error {
  readonly code = 'CHAT_ORIGIN_REFUSED';
}

/** The script's URL, or null when it comes from an origin neither this site nor the config allows. */
export function chatScriptUrl(chat: ChatSettings, allowedOrigins: readonly string[], pageOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(chat.scriptUrl, pageOrigin);
  } catch {
    return null;
  }
  if (url.origin === pageOrigin || allowedOrigins.includes(url.origin)) return url.href;
  return null;
}

// The page's Trusted Types want a policy's value for a script's src: this one takes this site or a listed origin only.
const chatScriptPolicy = scriptUrlPolicy('live-chat', (url, pageOrigin: string, allowedOrigins: readonly string[]) => url.origin === pageOrigin || allowedOrigins.includes(url.origin));

const loading = new Map<string, Promise<void>>();

function waitUntilReady(w: ChatWindow, chat: ChatSettings): Promise<void> {
  const adapter = CHAT_ADAPTERS[chat.provider];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (adapter.isReady(w, chat)) resolve();
      else if (Date.now() - started >= CHAT_READY_TIMEOUT_MS) reject(new Error(`the ${chat.provider} chat script loaded but offered no API`));
      else setTimeout(check, READY_POLL_MS);
    };
    check();
  });
}

function loadScript(src: TrustedScriptUrl, doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.chat = 'provider';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`the chat script ${src} did not load`));
    };
    doc.head.appendChild(script);
  });
}

/** Opens the chat, loading the provider's script first when it is not on the page yet. */
export async function openChat(chat: ChatSettings, allowedOrigins: readonly string[], doc: Document = document, w: ChatWindow = window as unknown as ChatWindow): Promise<void> {
  const adapter = CHAT_ADAPTERS[chat.provider];
  if (!adapter.isReady(w, chat)) {
    const src = chatScriptUrl(chat, allowedOrigins, w.location.origin);
    if (src === null) throw new ChatRefusedError(`the chat script ${chat.scriptUrl} is not on an allowed origin`);
    let pending = loading.get(src);
    if (!pending) {
      adapter.configure(w, chat);
      pending = loadScript(chatScriptPolicy(src, w.location.origin, allowedOrigins), doc).then(() => waitUntilReady(w, chat));
      loading.set(src, pending);
      pending.catch(() => loading.delete(src));
    }
    await pending;
  }
  adapter.open(w, chat);
}
