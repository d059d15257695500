/**
 * Trusted Types enforced in Chromium: the pages whose code gives the browser HTML or a script
 * address (a remote view, the live chat, the analytics counters, the PWA's worker) work under
 * `require-trusted-types-for 'script'`, each through its own named policy, and report no CSP or
 * Trusted Types violation. A wrapper records which policies the page creates, so a sink that went
 * around its policy (and a policy nobody uses) shows.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_ORIGIN, DEFAULT_PORT } from './servers.ts';
import { expect, test } from './fixtures.ts';
import { expectRealPage, policyViolationsOn, watchPolicyViolations } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

declare global {
  interface Window {
    __trustedTypesPolicies?: string[];
  }
}

/** From the next document on, window.__trustedTypesPolicies lists the policies the page created. */
async function recordPolicies(page: Page): Promise<void> {
  await watchPolicyViolations(page);
  await page.addInitScript(() => {
    const factory = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
    if (!factory || window.__trustedTypesPolicies) return;
    const names: string[] = [];
    window.__trustedTypesPolicies = names;
    const create = factory.createPolicy.bind(factory);
    factory.createPolicy = ((name: string, rules: object) => {
      names.push(name);
      return create(name, rules);
    }) as typeof factory.createPolicy;
  });
}

const policiesOn = (page: Page) => page.evaluate(() => window.__trustedTypesPolicies ?? []);

/** The document's CSP requires Trusted Types (`host`: the site's host, which Node does not resolve as Chromium does). */
async function expectEnforced(page: Page, path: string, host?: string): Promise<void> {
  const response = await page.request.get(`${DEFAULT_ORIGIN}${path}`, { headers: { accept: 'text/html', ...(host ? { host } : {}) } });
  expect(response.headers()['content-security-policy'], path).toContain("require-trusted-types-for 'script'");
}

test('a remote view and the live chat load through their policies with no violation', async ({ page }) => {
  await recordPolicies(page);
  await expectEnforced(page, '/en/500');

  // The error page's view: its HTML through the sanitiser, its script through the remote-view policy.
  await page.goto('/en/500');
  await expect(page.getByRole('region', { name: 'Something went wrong on our side' })).toBeVisible();
  await expect(page.locator('time[data-technical-pages-now]')).not.toHaveText('—');
  expect(await policiesOn(page)).toEqual(expect.arrayContaining(['remote-view', 'dompurify']));
  expect(await policyViolationsOn(page), '/en/500').toEqual([]);

  // The live chat's provider script, added when the player opens it.
  await expectRealPage(page, '/en/support', 'Support');
  await page.getByRole('button', { name: 'Chat with a consultant' }).click();
  await expect(page.getByRole('region', { name: 'Support chat' })).toBeVisible();
  expect(await policiesOn(page)).toContain('live-chat');
  expect(await policyViolationsOn(page), '/en/support with the chat open').toEqual([]);
});

test('analytics counters (with marketing consent) load through their policy with no violation', async ({ page, context }) => {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  await context.addCookies([
    { name: 'cookies_agree_type', value: 'necessary.functional.marketing', url: DEFAULT_ORIGIN, expires },
    { name: 'cookies_agree_time', value: String(Math.floor(Date.now() / 1000)), url: DEFAULT_ORIGIN, expires },
  ]);
  await recordPolicies(page);
  // The counters start 10 s after the page: the page's clock is ours, so no real wait.
  await page.clock.install();
  await page.goto(`${DEFAULT_ORIGIN}/en/`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
  await page.clock.runFor(200);
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(10_500);
  // The two scripts load side by side: either may run first.
  await expect.poll(() => page.evaluate(() => [...((window as { __analyticsCounters?: string[] }).__analyticsCounters ?? [])].sort())).toEqual(['1:BH-1001', '2:90210']);
  expect(await policiesOn(page)).toContain('analytics-counter');
  expect(await policyViolationsOn(page)).toEqual([]);
});

test('the PWA site registers its worker through the service-worker policy with no violation', async ({ page }) => {
  const origin = `http://pwa.localhost:${DEFAULT_PORT}`;
  await recordPolicies(page);
  await expectEnforced(page, '/en/', `pwa.localhost:${DEFAULT_PORT}`);
  await page.goto(`${origin}/en/`);
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(scriptUrl).toBe(`${origin}/pwa-sw.js`);
  expect(await policiesOn(page)).toContain('service-worker');
  expect(await policyViolationsOn(page)).toEqual([]);
});
