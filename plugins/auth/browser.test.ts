// @vitest-environment jsdom
/**
 * The sign-in provider's script element: its address goes through the sign-in-script Trusted Types
 * policy, which takes only an origin the site config lists for remote code.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { browser } from './browser.ts';

const PROVIDER = 'https://accounts.example';

afterEach(() => {
  document.head.querySelectorAll('script[data-auth-src]').forEach((s) => s.remove());
});

describe('browser.loadScript', () => {
  it('adds the script of a listed origin once, and resolves when it has loaded', async () => {
    const loaded = browser.loadScript(`${PROVIDER}/client.js`, [PROVIDER]);
    const script = document.head.querySelector<HTMLScriptElement>('script[data-auth-src]');
    expect(script?.src).toBe(`${PROVIDER}/client.js`);
    script!.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
    await expect(browser.loadScript(`${PROVIDER}/client.js`, [PROVIDER])).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('script[data-auth-src]')).toHaveLength(1);
  });

  it('refuses a script from an origin the config does not list, or from this site, adding nothing to the page', async () => {
    await expect(browser.loadScript('https://evil.example/client.js', [PROVIDER])).rejects.toThrow(/"sign-in-script" refused/);
    await expect(browser.loadScript('/client.js', [PROVIDER])).rejects.toThrow(TypeError);
    expect(document.head.querySelectorAll('script[data-auth-src]')).toHaveLength(0);
  });
});
