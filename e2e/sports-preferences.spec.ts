/**
 * The sports pages as the display preferences' cookies set them, against the real server: the
 * server's first paint already has the chosen view (Asian columns, market names, championships by
 * country), the browser keeps it, the layout fits a 320 px phone, and axe finds nothing at 390×844.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_ORIGIN } from './servers.ts';
import { accessibilityViolations, expectRealPage } from './walk.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function choose(context: BrowserContext, cookies: Record<string, string>): Promise<void> {
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: DEFAULT_ORIGIN })));
}

/** The server's HTML of `path` with the context's cookies (what the first paint shows, before any script). */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Whether the page is wider than the screen (something would scroll sideways). */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('Asian view, short names, grouped by country: from the first paint, on the live list and a game page', async ({ page, context }) => {
  await choose(context, { app_view_type: '1', markets_name_type: '1', isChampsGroupedByCountry: '1' });
  const html = await serverHtml(page, '/en/live');
  expect(html, 'the first paint has the Asian columns').toContain('class="asian-odds__column"');
  expect(html, 'and the countries').toContain('class="country__toggle"');

  await expectRealPage(page, '/en/live', 'Live');
  const main = page.getByRole('main');
  const firstGame = main.locator('li.game-row').first();
  await expect(firstGame.locator('.asian-odds__column')).toHaveCount(3);
  await expect(main.locator('.asian-odds--head').first()).toHaveText('1X2HcpTot');
  // Short codes on the result column: 1, 2 and, where a draw is a result, X.
  await expect(firstGame.locator('.asian-odds__column').first().locator('.odds__outcome').first()).toHaveText('1');

  // A country folds its championships away and back; its heading says how many games it has.
  const country = main.getByRole('heading', { level: 2 }).filter({ has: page.getByRole('button') }).first().getByRole('button');
  await expect(country).toHaveText(/\d+ games?$/);
  const champs = main.locator('.country__champs').first();
  await expect(champs.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await country.click();
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  await expect(champs).toBeHidden();
  expect(await accessibilityViolations(page), 'live list, Asian view, a country folded').toEqual([]);
  await country.click();
  await expect(champs.getByRole('heading', { level: 3 }).first()).toBeVisible();

  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflowsSideways(page), 'the Asian columns fit 320 px').toBe(false);
  await page.setViewportSize({ width: 390, height: 844 });

  // The game page: each total and handicap line once, beside its two prices named by side.
  const link = champs.locator('li.game-row').first().getByRole('link');
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(href!);
  const totals = main.getByRole('region', { name: 'Tot' });
  await expect(totals.locator('.markets__line').first()).toHaveText(/^\d+(\.\d+)?(\/\d+(\.\d+)?)?$/);
  await expect(totals.locator('.odds__outcome').first()).toHaveText('O');
  await expect(main.getByRole('region', { name: 'Hcp' })).toBeVisible();
  expect(await accessibilityViolations(page), 'game page, Asian view').toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflowsSideways(page), 'the Asian game page fits 320 px').toBe(false);
});

test('European view, full names, a plain list: the line of one sport, as the server rendered it', async ({ page, context }) => {
  await choose(context, { app_view_type: '0', markets_name_type: '0', isChampsGroupedByCountry: '0' });
  const html = await serverHtml(page, '/en/line/football');
  expect(html).not.toContain('class="country');
  expect(html).not.toContain('class="asian-odds');

  await expectRealPage(page, '/en/line/football', 'Sports');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'England. Premier League' })).toBeVisible();
  await expect(main.locator('.country__toggle')).toHaveCount(0);
  await expect(main.locator('li.game-row').first().locator('.odds__outcome')).toHaveText(['Home', 'Draw', 'Away']);
  expect(await accessibilityViolations(page), 'line list, European view').toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflowsSideways(page), 'the list fits 320 px').toBe(false);

  // The game page: full names on every price, each line printed on its own prices, still within 320 px.
  await main.locator('li.game-row').first().getByRole('link').click();
  const totals = main.getByRole('region', { name: 'Total' });
  await expect(totals.locator('.odds__outcome').first()).toHaveText(/^Over \d/);
  await expect(totals.locator('.markets__line')).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Result' }).locator('.odds__outcome')).toHaveText(['Home', 'Draw', 'Away']);
  expect(await overflowsSideways(page), 'the game page fits 320 px').toBe(false);
});

test('a view chosen on the display settings page shows on the live list at once, without a reload', async ({ page }) => {
  await expectRealPage(page, '/en/office/preferences', 'Preferences');
  // A full load would lose this mark: the live list must come from the same page.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-page', '1'));
  await page.getByRole('group', { name: 'Event view' }).getByLabel('Asian').check();
  await page.getByRole('group', { name: 'Market names' }).getByLabel('Short').check();
  await page.getByRole('link', { name: 'Live', exact: true }).first().click();
  await expect(page).toHaveURL('/en/live');
  const firstGame = page.getByRole('main').locator('li.game-row').first();
  await expect(firstGame.locator('.asian-odds__column')).toHaveCount(3);
  await expect(firstGame.locator('.asian-odds__column').first().locator('.odds__outcome').first()).toHaveText('1');
  await expect(page.locator('html')).toHaveAttribute('data-same-page', '1');
});
