/** The blocked guard: reason 16 leads to the suspension page; without a block it leads home. */
import { bottomNavigation, expect, siteHeader, test } from './fixtures.ts';
import { HOST } from './servers.ts';

test('a suspended account sees the suspension page, and returns home once unblocked', async ({ page, context }) => {
  // The reference server honours this test cookie outside production (server/routes/web-api.ts).
  await context.addCookies([{ name: 'ref_block_reason', value: '16', domain: HOST, path: '/' }]);
  await page.goto('/en/');

  await expect(page).toHaveURL('/en/suspension');
  await expect(page.getByRole('heading', { name: 'Account suspended' })).toBeVisible();
  // The blocked layout offers no way around the block.
  await expect(siteHeader(page)).toHaveCount(0);
  await expect(bottomNavigation(page)).toHaveCount(0);

  await context.clearCookies();
  await page.goto('/en/suspension');

  await expect(page).toHaveURL('/en/');
  await expect(page.getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
});
