/**
 * The device's display preferences as a visitor meets them: chosen on one page, applied at once
 * and in the other open tabs, kept in cookies only once functional cookies are agreed, and read by
 * the server so the first paint already has the chosen look and times in the chosen zone.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_ORIGIN, HOST } from './servers.ts';
import { accessibilityViolations, expectRealPage } from './walk.ts';
import { signInAsDemo } from './sign-in.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const PREFERENCE_COOKIES = ['appTheme', 'appFontSize', 'app_view_type', 'tzo', 'is12h', 'markets_name_type', 'isAppCompactView', 'isChampsGroupedByCountry'];
const PAGE = '/en/office/preferences';
const HEADING = 'Preferences';

async function preferenceCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies(DEFAULT_ORIGIN);
  return Object.fromEntries(cookies.filter((c) => PREFERENCE_COOKIES.includes(c.name)).map((c) => [c.name, c.value]));
}

const htmlAttribute = (page: Page, name: string) => page.locator('html').getAttribute(name);

/** "HH:MM" of an ISO instant shifted by `minutes` east of UTC. */
function clockAt(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString().slice(11, 16);
}

test('choices apply at once and in other tabs, stay in memory without functional consent, and are kept once it is agreed', async ({ page, context }) => {
  const otherTab = await context.newPage();
  await otherTab.goto('/en/');
  await expect(otherTab.getByRole('main').getByRole('heading').first()).toBeVisible();

  await expectRealPage(page, PAGE, HEADING);
  expect(await accessibilityViolations(page), 'dark look').toEqual([]);
  await expect(page.getByRole('status')).toContainText('last until you leave the site');

  await page.getByRole('group', { name: 'Theme' }).getByLabel('Light').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('group', { name: 'Text size' }).getByLabel('Large', { exact: true }).check();
  await expect(page.locator('html')).toHaveAttribute('data-font-size', '17');
  await page.getByLabel('Time zone').selectOption({ label: 'UTC+5:30' });
  await page.getByRole('group', { name: 'Clock' }).getByLabel('24-hour').check();
  await expect(page.locator('.preferences-page__preview time')).toHaveText(/^\d{2}:\d{2}$/);
  expect(await accessibilityViolations(page), 'light look, large text').toEqual([]);

  // The other tab follows without a reload.
  await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(otherTab.locator('html')).toHaveAttribute('data-font-size', '17');
  // Nothing agreed yet: no preference cookie.
  expect(await preferenceCookies(context)).toEqual({});

  await page.getByRole('button', { name: 'Agree to functional cookies and keep my choices' }).click();
  await expect(page.getByRole('status')).toContainText('kept on this device');
  await expect.poll(() => preferenceCookies(context)).toEqual({ appTheme: '0', appFontSize: '17', tzo: '5.5', is12h: '0' });

  // A reload: the server's HTML already has the look.
  const response = await page.reload();
  expect((await response?.text()) ?? '').toMatch(/<html lang="en" data-theme="light" data-font-size="17">/);
  await expect(page.getByRole('group', { name: 'Theme' }).getByLabel('Light')).toBeChecked();

  // Back to the defaults: the cookies go, the look is the site's own again.
  await page.getByRole('button', { name: "Back to the site's defaults" }).click();
  await expect.poll(() => htmlAttribute(page, 'data-theme')).toBeNull();
  await expect.poll(() => preferenceCookies(context)).toEqual({});
  await otherTab.close();
});

test('refusing functional cookies means no preference cookie is written', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookies_agree_type', value: 'necessary', domain: HOST, path: '/' }]);
  await expectRealPage(page, PAGE, HEADING);
  await page.getByRole('group', { name: 'Theme' }).getByLabel('Same as my device').check();
  await page.getByRole('switch', { name: 'Compact view' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  await expect(page.locator('html')).toHaveAttribute('data-compact', 'true');
  await expect(page.getByRole('status')).toContainText('last until you leave the site');
  // Give a write every chance to happen, then check none did.
  await page.waitForTimeout(300);
  expect(await preferenceCookies(context)).toEqual({});
});

test('the server renders times in the chosen zone and clock, and the look on <html>, from the cookies', async ({ page, context }) => {
  await context.addCookies(
    [
      ['appTheme', '0'],
      ['tzo', '5.5'],
      ['is12h', '0'],
      ['appFontSize', 'garbage'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: HOST, path: '/' })),
  );
  const response = await page.goto('/en/line');
  const html = (await response?.text()) ?? '';
  // A garbled cookie is no choice: the default size needs no attribute.
  expect(html).toMatch(/<html lang="en" data-theme="light">/);
  const first = /<time class="game-state__start" dateTime="([^"]+)">([^<]+)<\/time>/i.exec(html);
  expect(first, 'a line game with its start in the HTML').not.toBeNull();
  const [, iso, shown] = first!;
  expect(shown).toBe(clockAt(iso!, 330));
  // Hydration keeps it (the browser has the same choice).
  await expect(page.locator('.game-state__start').first()).toHaveText(clockAt(iso!, 330));
  expect(await accessibilityViolations(page), 'line page in the light look').toEqual([]);
});

test("a player reaches the preferences from the office's account settings", async ({ page }) => {
  await signInAsDemo(page);
  await expectRealPage(page, '/en/office/account-settings', 'Account settings');
  await page.getByRole('link', { name: 'Display preferences: theme, text size, time zone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/office\/preferences$/);
});
