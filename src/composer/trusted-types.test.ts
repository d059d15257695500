// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

type Rules = { createScriptURL(input: string, ...context: unknown[]): string };

async function freshModule() {
  vi.resetModules();
  return import('./trusted-types.ts');
}

/** A stand-in for the browser's factory: like the browser, each name can be created once. */
function fakeTrustedTypes(): { name: string; rules: Rules }[] {
  const created: { name: string; rules: Rules }[] = [];
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy: (name: string, rules: Rules) => {
      if (created.some((c) => c.name === name)) throw new TypeError(`Policy with name "${name}" already exists`);
      created.push({ name, rules });
      return { createScriptURL: (input: string, ...context: unknown[]) => ({ trusted: rules.createScriptURL(input, ...context) }) };
    },
  };
  return created;
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  vi.restoreAllMocks();
});

describe('script-URL policies', () => {
  it('are created once, on first use, under their own name, and mint only what their rule accepts', async () => {
    const created = fakeTrustedTypes();
    const { scriptUrlPolicy, isOwnOrListedOrigin } = await freshModule();
    const counter = scriptUrlPolicy('analytics-counter', (url, origins: readonly string[]) => isOwnOrListedOrigin(url, origins));
    expect(created).toEqual([]);
    expect(counter('/web-api/analytics/counter.js?type=1', [])).toEqual({ trusted: '/web-api/analytics/counter.js?type=1' });
    expect(counter('https://counter.example/c.js', ['https://counter.example'])).toEqual({ trusted: 'https://counter.example/c.js' });
    expect(() => counter('https://evil.example/c.js', ['https://counter.example'])).toThrow(/"analytics-counter" refused the script address https:\/\/evil\.example/);
    expect(() => counter('data:text/javascript,steal()', [])).toThrow(TypeError);
    expect(() => counter('javascript:steal()', [])).toThrow(TypeError);
    expect(created.map((c) => c.name)).toEqual(['analytics-counter']);
  });

  it('refuse the same way where the browser has no Trusted Types', async () => {
    const { scriptUrlPolicy } = await freshModule();
    const worker = scriptUrlPolicy('service-worker', (url) => url.origin === location.origin && url.pathname === '/pwa-sw.js');
    expect(worker('/pwa-sw.js')).toBe('/pwa-sw.js');
    expect(() => worker('/other.js')).toThrow(TypeError);
    expect(() => worker('https://evil.example/pwa-sw.js')).toThrow(TypeError);
  });

  it('keep refusing when the browser will not create the policy (a second copy), and say so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeTrustedTypes();
    const { scriptUrlPolicy } = await freshModule();
    const first = scriptUrlPolicy('live-chat', (url) => url.origin === location.origin);
    const second = scriptUrlPolicy('live-chat', (url) => url.origin === location.origin);
    expect(first('/chat.js')).toEqual({ trusted: '/chat.js' });
    expect(second('/chat.js')).toBe('/chat.js');
    expect(() => second('https://evil.example/chat.js')).toThrow(TypeError);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"live-chat" could not be created'), expect.any(TypeError));
  });

  it('are the names the CSP lists, none of them a catch-all', async () => {
    const { SCRIPT_URL_POLICIES } = await freshModule();
    expect(SCRIPT_URL_POLICIES).not.toContain('default');
    expect(new Set(SCRIPT_URL_POLICIES).size).toBe(SCRIPT_URL_POLICIES.length);
  });
});
