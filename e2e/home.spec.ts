/**
 * The betting home on a phone, as a guest: the live and the line's top games with prices and the
 * operator's banners are on the first screen (the server drew them), and a tapped price goes into
 * the slip (the coupon button counts it).
 */
import { bottomNavigation, expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a guest sees the live and the top games with prices, and the banners', async ({ page }) => {
  const response = await page.goto('/en/');
  expect(response?.status()).toBe(200);
  expect(await response?.text(), 'the server drew the top games').toContain('class="home-event"');

  const main = page.getByRole('main');
  const top = main.getByRole('region', { name: 'Top matches' });
  await expect(top.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/en\/line\/[a-z-]+\/\d+\/\d+$/);
  // A price, open or suspended (the feed suspends a game's prices now and then).
  await expect(top.getByRole('listitem').first().getByRole('button', { name: /to win, \d+\.\d{2}(, suspended)?$/ }).first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Live now' }).getByRole('listitem').first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Offers' }).getByRole('link', { name: /Express of the day/ })).toHaveAttribute('href', '/en/express-day');
});

test('a guest taps a price into the slip and the coupon button counts it', async ({ page }) => {
  await page.goto('/en/');
  const top = page.getByRole('main').getByRole('region', { name: 'Top matches' });
  const coupon = bottomNavigation(page).getByRole('button', { name: /^Coupon, \d+ bets?$/ });
  await expect(coupon).toHaveAccessibleName('Coupon, 0 bets');
  // A line price: no goal suspends it while the test runs.
  const name = await top.getByRole('button', { name: /to win, \d+\.\d{2}$/, pressed: false }).first().getAttribute('aria-label');
  const price = top.getByRole('button', { name: name!, exact: true });
  await price.click();
  await expect(coupon).toHaveAccessibleName('Coupon, 1 bet');
  await expect(price).toHaveAttribute('aria-pressed', 'true');
});
