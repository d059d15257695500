/** The language segment, the shell around every page, the catch-all and platform_type. */
import { bottomNavigation, cspWeaknesses, expect, expectShell, siteHeader, test } from './fixtures.ts';

test('/ goes to the English home page, keeping the query, inside the full shell', async ({ page }) => {
  // History entries when the document starts, to tell a replace from a push afterwards.
  await page.addInitScript(() => {
    (window as Window & { __historyAtStart?: number }).__historyAtStart = history.length;
  });
  const response = await page.goto('/?utm=1&x=2');

  await expect(page).toHaveURL('/en/?utm=1&x=2');
  await expectShell(page, 'BetHub');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
  // The redirect replaced the history entry rather than adding one (Back does not bounce).
  const entries = await page.evaluate(() => ({
    now: history.length,
    atStart: (window as Window & { __historyAtStart?: number }).__historyAtStart,
  }));
  expect(entries.now).toBe(entries.atStart);

  const policy = response?.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'nonce-[^']+'/);
  expect(cspWeaknesses(policy)).toEqual([]);
});

test('an unknown path shows the 404 text inside the shell and answers 404', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page).toHaveURL('/en/no-such-page');
  await expect(siteHeader(page)).toBeVisible();
  await expect(bottomNavigation(page)).toBeVisible();
});

test('an unknown platform_type on an unknown path goes home without that parameter', async ({ page }) => {
  await page.goto('/en/nowhere?platform_type=zzz&a=1');

  await expect(page).toHaveURL('/en/?a=1');
  await expect(page.getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
  await expectShell(page, 'BetHub');
});
