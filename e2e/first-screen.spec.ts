/**
 * The first screen comes in the HTML: the server renders the shell and the page of public routes
 * from the same components, and the browser hydrates that markup (no second paint, no mismatch).
 */
import type { Page } from '@playwright/test';
import { appReady, bottomNavigation, expect, holdAppCode, siteHeader, test } from './fixtures.ts';

/** Console messages of the app that say hydration went wrong (the app logs them as warnings). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/hydrat/i.test(text) || (message.type() === 'error' && /react/i.test(text))) problems.push(`${message.type()}: ${text}`);
  });
  return problems;
}

for (const { path, heading, nav } of [
  { path: '/en/', heading: 'Welcome to BetHub', nav: 'Main navigation' },
  { path: '/en/live', heading: 'Live', nav: 'Main navigation' },
  { path: '/ru/', heading: 'Добро пожаловать в BetHub', nav: 'Основная навигация' },
]) {
  test(`${path} paints its first screen from the HTML alone`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(siteHeader(page)).toBeVisible();
      await expect(bottomNavigation(page, nav)).toBeVisible();
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test('the browser hydrates the server markup without a mismatch and the page works', async ({ page }) => {
  const problems = watchHydration(page);
  // The element the server rendered must be the one on screen after hydration (not painted anew).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Window & { __serverHeading?: Element | null }).__serverHeading = document.querySelector('#root h1');
    });
  });
  await page.goto('/en/');
  await expect(page.getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
  await appReady(page);
  const same = await page.evaluate(() => {
    const kept = (window as Window & { __serverHeading?: Element | null }).__serverHeading;
    return kept !== null && kept !== undefined && kept.isConnected && kept === document.querySelector('#root h1');
  });
  expect(same, 'the server-rendered heading is still the one in the page').toBe(true);

  // Interactive: the sign-in modal (a lazily loaded extension) opens from the header.
  await siteHeader(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the first screen names its code and styles in the HTML, so nothing is discovered late', async ({ page }) => {
  const response = await page.goto('/en/');
  const html = (await response?.text()) ?? '';
  // The bootstrap's list, which it asks for all at once after the first paint (none is fetched before it).
  const preloads = /<script nonce="[^"]+" data-preload="([^"]+)">/.exec(html)?.[1]?.split(' ') ?? [];
  expect(html).not.toContain('<link rel="modulepreload"');
  await page.waitForLoadState('networkidle');
  // Every script the page requested was named in the HTML before it was needed.
  const requested = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => new URL(e.name).pathname),
  );
  expect(requested.length).toBeGreaterThan(0);
  for (const url of requested) expect(preloads, `${url} is preloaded`).toContain(url);
  // The first screen's CSS is inline (no render-blocking stylesheet request).
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).toMatch(/<style nonce="[^"]+" data-plugin-css="\/assets\/app-/);
});

test('the live and line lists come with their games in the HTML and hydrate in another time zone too', async ({ browser }) => {
  // The server does not know the player's time zone: start times must not make the two sides differ.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const problems = watchHydration(page);
    for (const path of ['/en/live', '/en/line']) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      // Games are in the server's HTML (a championship heading and its games), not fetched after start.
      expect(html).toMatch(/<section class="champ"/);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    // After hydration a line game's start shows in the player's zone (no UTC mark any more).
    await expect(page.locator('.game-state__start').first()).not.toContainText('UTC');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a tap on a server-rendered button before the app has started is not lost', async ({ page }) => {
  // The tap lands on the server's markup, before hydration.
  const release = await holdAppCode(page);
  // A championship group's toggle (the header's sign-in button waits for the session check, so it is
  // not in the server's markup: it could be wrong for a signed-in player).
  await page.goto('/en/live', { waitUntil: 'domcontentloaded' });
  const first = page.locator('.country__toggle').first();
  const toggle = page.locator(`.country__toggle[aria-controls="${await first.getAttribute('aria-controls')}"]`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
