/** A missing language is inserted, manifest redirects apply, the header switches language. */
import { expect, expectShell, test } from './fixtures.ts';

test('/information opens About us in English, and the RU link shows it in Russian', async ({ page }) => {
  await page.goto('/information');

  await expect(page).toHaveURL('/en/information/about');
  await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  await expectShell(page, 'BetHub');

  await page.getByRole('banner').getByRole('link', { name: 'RU', exact: true }).click();

  await expect(page).toHaveURL('/ru/information/about');
  await expect(page.getByRole('heading', { name: 'О нас', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
