// @vitest-environment jsdom
// @vitest-isolate: the policy is made once per module; the test watches that first time.
import { afterEach, describe, expect, it, vi } from 'vitest';

type Rules = { createHTML(input: string): string; createScriptURL(input: string): string };

async function freshPolicyModule() {
  vi.resetModules();
  return import('./trusted-view-policy.ts');
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  vi.restoreAllMocks();
});

describe('the remote-view Trusted Types policy', () => {
  it('is created once, under its name, and turns only sanitised HTML and approved script URLs into trusted values', async () => {
    const created: { name: string; rules: Rules }[] = [];
    (globalThis as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: (name: string, rules: Rules) => {
        created.push({ name, rules });
        return rules;
      },
    };
    const policy = await freshPolicyModule();
    const html = policy.trustedViewHtml('<p onclick="steal()">Hi<script>steal()</script><iframe src="https://evil.example"></iframe></p>');
    expect(html).toBe('<p>Hi</p>');
    expect(policy.trustedScriptUrl('https://bet.example/view.js')).toBe('https://bet.example/view.js');
    policy.trustedViewHtml('<b>again</b>');
    // Exactly the two policies the page's CSP allows (trusted-types remote-view dompurify), each once.
    expect(created.map((c) => c.name).sort()).toEqual(['dompurify', 'remote-view']);
    // Anyone holding the policy still cannot mint a script URL the view code did not approve.
    const remoteView = created.find((c) => c.name === 'remote-view')!;
    expect(() => remoteView.rules.createScriptURL('https://evil.example/x.js')).toThrow(/not approved/);
  });

  it('keeps sanitising when the browser refuses the policy (a second copy of the module)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    (globalThis as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: () => {
        throw new TypeError('Policy with name "remote-view" already exists');
      },
    };
    const policy = await freshPolicyModule();
    expect(policy.trustedViewHtml('<img src="x" onerror="steal()"><a href="javascript:steal()">x</a>')).toBe('<img src="x"><a>x</a>');
    expect(console.warn).toHaveBeenCalled();
  });

  it('takes only stylesheet links from a view head', async () => {
    const policy = await freshPolicyModule();
    expect(policy.stylesheetLinksOf('<meta name="robots" content="noindex"><link rel="stylesheet" href="/a.css"><link rel="preload" href="/b.js"><script src="/c.js"></script>')).toEqual([
      '/a.css',
    ]);
    expect(policy.stylesheetLinksOf('')).toEqual([]);
  });
});
