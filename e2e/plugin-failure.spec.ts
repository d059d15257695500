/**
 * A failing piece must never blank the page: a plugin chunk that fails to load is retried
 * with a new URL (?attempt=N); once the retries are spent its slot shows the refresh control while
 * the rest of the shell keeps working.
 */
import type { Request, Route } from '@playwright/test';
import { expect, expectShell, test } from './fixtures.ts';

/** The home plugin's code chunk, whatever its hash and attempt query. */
const isHomeChunk = (url: URL): boolean => /^\/assets\/plugins\/home-[^/]*\.js$/.test(url.pathname);

test('a home chunk that fails under its first URL is fetched again under a new one and the page renders', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request: Request) => {
    if (isHomeChunk(new URL(request.url()))) requested.push(new URL(request.url()).search);
  });
  // Every request of the first URL fails (its preload and any import of it): whether the browser
  // would have kept a failed preload for the import differs between Chromium versions, so only a
  // new URL can bring the code.
  await page.route(isHomeChunk, async (route: Route) => (new URL(route.request().url()).search === '' ? route.abort('failed') : route.continue()));

  await page.goto('/en/');

  // The server's markup shows the heading at once; the app must fetch the chunk again and render it.
  await expect.poll(() => requested, { timeout: 10_000 }).toContain('?attempt=1');
  expect(requested[0]).toBe('');
  await expect(page.locator('[data-extension="home/page"] .slot-skeleton, [data-extension="home/page"] [role="alert"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible({ timeout: 10_000 });
});

test('a home chunk that keeps failing leaves the shell working and offers a refresh that recovers', async ({ page }) => {
  await page.route(isHomeChunk, (route: Route) => route.abort('failed'));

  await page.goto('/en/');

  await expectShell(page, 'BetHub');
  // Automatic retries wait 1 + 2 + 4 s before giving up.
  const refresh = page.getByRole('main').getByRole('button', { name: 'Refresh page' });
  await expect(refresh).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome to BetHub' })).toHaveCount(0);

  await page.unroute(isHomeChunk);
  await refresh.click();

  await expect(page.getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
  await expect(refresh).toHaveCount(0);
});
