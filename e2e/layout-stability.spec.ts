/**
 * For Lighthouse mobile: nothing on the first screen moves while the page's pieces arrive
 * (cumulative layout shift, as the browser reports it), the header keeps to one line on the
 * narrowest phone in English and Russian, and the bottom navigation's icons are drawn (inline SVG),
 * never a glyph that a phone without the font shows as a box.
 */
import type { Page } from '@playwright/test';
import { bottomNavigation, expect, SHARED_STATE, siteHeader, test } from './fixtures.ts';
import { headerBalance, signInAsDemo } from './sign-in.ts';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Sums the page's layout shifts from its first paint, as CLS does (shifts right after input do not count). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** A slow phone network (about Lighthouse's mobile throttling), so the pieces arrive one after another. */
async function throttleNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
}

/** Resolves once the page has fetched a file whose address contains `part` (a cached one counts too). */
async function fetched(page: Page, part: string): Promise<void> {
  await page.waitForFunction((p) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(p)), part, { timeout: 15_000 });
}

/** Two frames: whatever the last arrival changed has been laid out, and its shift reported. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

const FIRST_SCREENS = [
  { path: '/en/', ready: (page: Page) => page.getByRole('link', { name: 'Sports Pre-match line' }) },
  { path: '/en/live', ready: (page: Page) => page.getByRole('main').getByRole('button').first() },
];

test.describe('on a 390 × 844 phone over a slow network', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signed in, /en/ and /en/live load with a cumulative layout shift under 0.02 (the signed-in widgets move nothing)', SHARED_STATE, async ({ page }) => {
    await signInAsDemo(page);
    await watchLayoutShift(page);
    await throttleNetwork(page);
    for (const { path, ready } of FIRST_SCREENS) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible({ timeout: 15_000 });
      await expect(headerBalance(page)).toBeVisible({ timeout: 15_000 });
      // The site's signed-in widget (the play guard) has arrived and rendered: it is what used to move the page.
      await fetched(page, '/responsible-gaming/play-guard-');
      await settled(page);
      const shift = await page.evaluate(() => window.__layoutShift ?? 0);
      // Measured ~0.005 at most; a 48 px placeholder collapsing under the header alone scores ~0.05.
      expect(shift, path).toBeLessThan(0.02);
    }
  });

  for (const { path, ready } of FIRST_SCREENS) {
    test(`${path} loads with a cumulative layout shift under 0.05`, async ({ page }) => {
      await watchLayoutShift(page);
      await throttleNetwork(page);
      await page.goto(path);
      await expect(ready(page)).toBeVisible({ timeout: 15_000 });
      await expect(bottomNavigation(page)).toBeVisible();
      // Late pieces (the account area, a second fetch) have a moment to arrive and be counted.
      await page.waitForTimeout(1_500);
      const shift = await page.evaluate(() => window.__layoutShift ?? 0);
      expect(shift).toBeLessThan(0.05);
    });
  }
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { path, signIn, registration } of [
    { path: '/en/', signIn: 'Sign in', registration: 'Registration' },
    { path: '/ru/', signIn: 'Войти', registration: 'Регистрация' },
  ]) {
    test(`${path}: the header is one line, its buttons unbroken, nothing wider than the screen`, async ({ page }) => {
      await page.goto(path);
      const header = siteHeader(page);
      const signInButton = header.getByRole('button', { name: signIn });
      await expect(signInButton).toBeVisible();
      const box = await header.boundingBox();
      expect(box?.height).toBe(52);
      for (const part of [header.getByRole('link', { name: 'BetHub' }), signInButton, header.getByRole('button', { name: registration }), header.getByRole('navigation')]) {
        const partBox = await part.boundingBox();
        expect(partBox).not.toBeNull();
        // Inside the header's one line, and one line itself (a button's height, not two lines of text).
        expect(partBox!.y).toBeGreaterThanOrEqual(box!.y);
        expect(partBox!.y + partBox!.height).toBeLessThanOrEqual(box!.y + box!.height);
        expect(partBox!.height).toBeLessThanOrEqual(40);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }

  test('the bottom navigation draws its icons as SVG beside the words', async ({ page }) => {
    await page.goto('/en/');
    const nav = bottomNavigation(page);
    for (const name of ['Home', 'Sports', 'Live', 'Casino']) {
      const icon = nav.getByRole('link', { name, exact: true }).locator('svg');
      await expect(icon).toBeVisible();
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect((await icon.boundingBox())?.width).toBe(22);
    }
  });
});
