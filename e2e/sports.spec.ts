/**
 * Sports line and live against the real server and its simulated feed: the live list shows games
 * with their prices and refreshes itself, and a game opens from the list with all its markets (the
 * cyber pages have their own spec, e2e/cricket-cyber.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, expectShell, gotoReady, test } from './fixtures.ts';

/** The first championship block of the page's list, and its games (the express of the day above it is no championship). */
function firstChampionship(page: Page) {
  return page.getByRole('main').getByRole('region').filter({ has: page.locator('li.game-row') }).first();
}

test('the live page lists games with their scores and prices, and refreshes them', async ({ page }) => {
  const response = await page.goto('/en/live');
  expect(response?.status()).toBe(200);

  await expectShell(page, 'BetHub');
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: /^Football \d+$/ })).toBeVisible();

  const game = firstChampionship(page).getByRole('listitem').first();
  await expect(game.getByLabel(/^Score \d+ to \d+$/)).toBeVisible();
  // The prices, named "<market>, <price>" (the game's favourite star is a button too).
  const prices = game.getByRole('button', { name: /, / });
  expect(await prices.count()).toBeGreaterThanOrEqual(2);
  // Decimal odds: "Arsenal to win, 2.10".
  await expect(prices.first()).toHaveAccessibleName(/, \d+\.\d{2}(, suspended)?$/);

  // The live list is polled every 5 s while the page is visible.
  const refresh = await page.waitForRequest((request) => request.url().includes('/web-api/sports/games?section=live'), { timeout: 8000 });
  expect(refresh.method()).toBe('GET');
});

test('a game opens from the list with all its markets, and back leads to its championship', async ({ page }) => {
  await page.goto('/en/live');
  const link = firstChampionship(page).getByRole('listitem').first().getByRole('link');
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/en\/live\/[a-z-]+\/\d+\/\d+$/);

  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ – /);
  for (const group of ['Result', 'Total', 'Handicap']) await expect(page.getByRole('region', { name: group })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(href!.replace(/\/\d+$/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
});

test('the line filters by sport; an unknown game is the site\'s not-found page, answered 404', async ({ page }) => {
  await page.goto('/en/line');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: /^Tennis \d+$/ }).click();
  await expect(page).toHaveURL('/en/line/tennis');
  await expect(page.getByRole('list', { name: 'Championships' }).getByRole('link').first()).toBeVisible();
  await expect(firstChampionship(page).getByRole('listitem').first().locator('time')).toBeVisible();

  const unknown = await page.goto('/en/line/football/101/999000001');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  // A game id that is not a number is not a route at all.
  const notNumeric = await page.goto('/en/line/football/101/abc');
  expect(notNumeric?.status()).toBe(404);
});

test('a star keeps a live game in the favourites, and the extras row leads to them', async ({ page }) => {
  // The app has started before the star is pressed: the favourites saga is running.
  await gotoReady(page, '/en/live');
  const main = page.getByRole('main');
  const name = await firstChampionship(page).getByRole('listitem').first().getByRole('button', { name: /^Add .+ – .+ to favorites$/ }).getAttribute('aria-label');
  const title = name!.replace(/^Add (.+) to favorites$/, '$1');
  // By its name, not its place: the live list may move while the test runs.
  await main.getByRole('button', { name: name!, exact: true }).first().click();
  await expect(main.getByRole('button', { name: `Remove ${title} from favorites`, exact: true }).first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'More in sports' }).getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL('/en/favorites');
  const [home] = title.split(' – ');
  await expect(main.getByText(home!, { exact: true }).first()).toBeVisible();
});
