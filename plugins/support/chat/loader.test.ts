// @vitest-environment jsdom
/**
 * The live chat's loader: a provider script only from this site or an allowed origin, nothing loaded
 * while the provider is already there, the provider's own call to open the chat, and a failed load
 * that the next attempt really fetches again.
 */
import { describe, expect, it } from 'vitest';
import type { ChatSettings, ChatWindow } from './adapters.ts';
import { ChatRefusedError, chatScriptUrl, openChat } from './loader.ts';

const PAGE = 'http://127.0.0.1:4310';

function fakeWindow(extra: Record<string, unknown> = {}): ChatWindow {
  return { location: { origin: PAGE }, ...extra } as unknown as ChatWindow;
}

/** A document whose scripts "load" at once: `onLoad` plays the provider's script (or fails the load). */
function fakeDocument(onLoad: (script: HTMLScriptElement) => 'load' | 'error') {
  const added: HTMLScriptElement[] = [];
  const doc = {
    createElement: (tag: string) => document.createElement(tag),
    head: {
      appendChild(script: HTMLScriptElement) {
        added.push(script);
        const outcome = onLoad(script);
        queueMicrotask(() => (outcome === 'load' ? script.onload : script.onerror)?.call(script, new Event(outcome)));
        return script;
      },
    },
  } as unknown as Document;
  return { doc, added };
}

const chatra: ChatSettings = { provider: 'chatra', scriptUrl: '/chat-standin/chatra.js', account: 'abc' };

describe('chat script origin', () => {
  it('takes this site and the listed origins only', () => {
    expect(chatScriptUrl(chatra, [], PAGE)).toBe(`${PAGE}/chat-standin/chatra.js`);
    const remote: ChatSettings = { ...chatra, scriptUrl: 'https://call.chatra.io/chatra.js' };
    expect(chatScriptUrl(remote, ['https://call.chatra.io'], PAGE)).toBe('https://call.chatra.io/chatra.js');
    expect(chatScriptUrl(remote, ['https://other.example'], PAGE)).toBeNull();
    expect(chatScriptUrl({ ...chatra, scriptUrl: 'javascript:alert(1)' }, [], PAGE)).toBeNull();
  });

  it('refuses a script from an origin that is not allowed, adding nothing to the page', async () => {
    const { doc, added } = fakeDocument(() => 'load');
    await expect(openChat({ ...chatra, scriptUrl: 'https://evil.example/chat.js' }, [], doc, fakeWindow())).rejects.toBeInstanceOf(ChatRefusedError);
    expect(added).toEqual([]);
  });
});

describe('opening the chat', () => {
  it("loads the provider's script once, sets it up first, and opens its window with the provider's call", async () => {
    const calls: unknown[][] = [];
    const w = fakeWindow();
    const { doc, added } = fakeDocument(() => {
      // What the provider's script does when it runs: it reads its id and offers its global.
      expect(w.ChatraID).toBe('abc');
      w.Chatra = (...args: unknown[]) => calls.push(args);
      return 'load';
    });
    await openChat(chatra, [], doc, w);
    expect(added.map((s) => s.src)).toEqual([`${PAGE}/chat-standin/chatra.js`]);
    expect(calls).toEqual([['openChat', true]]);
    await openChat(chatra, [], doc, w);
    expect(added).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('uses each provider’s own API (livechatinc maximizes, suphelper v3 opens)', async () => {
    const commands: string[] = [];
    const live = fakeWindow({ LiveChatWidget: { call: (c: string) => commands.push(`livechat:${c}`) } });
    await openChat({ provider: 'livechatinc', scriptUrl: '/x.js', account: '1' }, [], fakeDocument(() => 'load').doc, live);
    const sup = fakeWindow({ SupHelperV3: (c: string) => commands.push(`suphelper3:${c}`) });
    await openChat({ provider: 'suphelper', scriptUrl: '/y.js', account: 'se', suphelperV3: true }, [], fakeDocument(() => 'load').doc, sup);
    const help = fakeWindow({ HelpCrunch: (c: string) => commands.push(`helpcrunch:${c}`) });
    await openChat({ provider: 'helpcrunch', scriptUrl: '/z.js', account: '2', organization: 'org' }, [], fakeDocument(() => 'load').doc, help);
    expect(commands).toEqual(['livechat:maximize', 'suphelper3:open', 'helpcrunch:openChat']);
  });

  it('forgets a failed load, so trying again fetches the script again', async () => {
    let attempt = 0;
    const w = fakeWindow();
    const { doc, added } = fakeDocument(() => {
      attempt += 1;
      if (attempt === 1) return 'error';
      w.Chatra = () => undefined;
      return 'load';
    });
    const failing: ChatSettings = { ...chatra, scriptUrl: '/chat-standin/retry.js' };
    await expect(openChat(failing, [], doc, w)).rejects.toThrow('did not load');
    await openChat(failing, [], doc, w);
    expect(added).toHaveLength(2);
  });
});
