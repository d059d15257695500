/**
 * The odds display format (the player's preference) on the live page against the real
 * server: the switcher in the list header changes every price on screen, and the choice survives a
 * reload (it is kept in localStorage).
 */
import type { Page } from '@playwright/test';
import { expect, holdAppCode, test } from './fixtures.ts';

/**
 * The price buttons of the first game on the page (always on screen, so always current: a row far from
 * the screen keeps its prices until it comes near, and the links above the list push the first
 * championship's later rows below the fold); not the game's favourite star.
 */
function firstPrices(page: Page) {
  return page.getByRole('main').locator('li.game-row').first().getByRole('button', { name: /, / });
}

async function expectPrices(page: Page, price: RegExp): Promise<void> {
  const prices = firstPrices(page);
  await expect(prices.first()).toBeVisible();
  const count = await prices.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // "Arsenal to win, 10/11" (", suspended" after a suspended market's price).
  for (let i = 0; i < count; i++) await expect(prices.nth(i)).toHaveAccessibleName(new RegExp(`, ${price.source}(, suspended)?$`));
}

test('the live page switches to fractional and American odds, and a reload keeps the choice', async ({ page }) => {
  await page.goto('/en/live');
  const header = page.getByRole('main').locator('header').filter({ has: page.getByRole('heading', { level: 1, name: 'Live' }) });
  const format = header.getByRole('combobox', { name: 'Odds format' });
  await expect(format).toHaveValue('0');
  await expectPrices(page, /\d+\.\d{2}/);

  await format.selectOption({ label: 'Fractional (6/4)' });
  await expectPrices(page, /\d+\/\d+/);

  await format.selectOption({ label: 'American (+150)' });
  await expectPrices(page, /[+-]\d+/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Odds format' })).toHaveValue('2');
  await expectPrices(page, /[+-]\d+/);
});

test('a format chosen before the app has taken the server page over is applied once it has', async ({ page }) => {
  // The choice lands on the server's markup, before hydration.
  const release = await holdAppCode(page);
  await page.goto('/en/live', { waitUntil: 'domcontentloaded' });
  const format = page.getByRole('combobox', { name: 'Odds format' });
  await expectPrices(page, /\d+\.\d{2}/);
  await format.selectOption({ label: 'Fractional (6/4)' });
  release();
  await expectPrices(page, /\d+\/\d+/);
  await expect(format).toHaveValue('1');
});
