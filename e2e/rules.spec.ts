/** SPEC 2.6: rules/:ruleGroup?/:chapter? exists where the site config enables route 47 (the default does). */
import { expect, test } from './fixtures.ts';

test('the betting rules list their sections', async ({ page }) => {
  const response = await page.goto('/en/information/rules');

  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Betting rules', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sports betting' })).toBeVisible();
});

test('a rules chapter shows its text', async ({ page }) => {
  await page.goto('/en/information/rules/sports/2');

  await expect(page.getByRole('heading', { name: 'Betting rules', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sports betting', level: 2 })).toBeVisible();
  await expect(page.getByText('A postponed event is void after 48 hours.')).toBeVisible();
});
