/**
 * Joined-up navigation on a phone: the bottom bar reaches the casino and holds the coupon button
 * with its count (SPEC 2.10: it toggles the quick coupon where a page has one, else opens the
 * coupon); the header keeps the whole brand at 320 and 430 px with a six-digit balance in English
 * and Russian; the office's "Hide my balance" hides the header's balance on every page after it.
 *
 * The signed-in tests register a player of their own (one click, then a deposit through the web
 * API), so they share nothing with other tests.
 */
import type { Page } from '@playwright/test';
import { bottomNavigation, expect, siteHeader, test } from './fixtures.ts';
import { asPlayer } from './sign-in.ts';

/** A new player signed in in this page's context, with `amount` RUB on the main account. */
async function registerWithBalance(page: Page, amount: number): Promise<void> {
  const registered = await page.request.post('/web-api/user/registration', { data: { type: 'one_click', currency: 'RUB', country_id: 1 } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const deposit = await page.request.post('/web-api/payments/deposit', { data: { methodId: 'card', amount }, headers: await asPlayer(page.request) });
  expect(deposit.ok(), await deposit.text()).toBe(true);
}

const couponButton = (page: Page) => bottomNavigation(page).getByRole('button', { name: /^Coupon, \d+ bets?$/ });

test('the bottom bar: the casino, and the coupon button with its count that toggles the quick coupon or opens the coupon', async ({ page }) => {
  await page.goto('/en/line');
  const nav = bottomNavigation(page);
  for (const name of ['Home', 'Sports', 'Live', 'Casino', 'Support']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(couponButton(page)).toHaveAccessibleName('Coupon, 0 bets');
  await expect(couponButton(page)).toContainText('Bet slip');

  const price = page.locator('li.game-row').getByRole('button', { name: /, /, pressed: false, disabled: false }).first();
  await price.click();
  await expect(couponButton(page)).toHaveAccessibleName('Coupon, 1 bet');
  await expect(couponButton(page).locator('.coupon-button__count')).toHaveText('1');
  // The line page has a quick coupon: the button hides it and shows it again (after its count's animation).
  const quick = page.getByRole('region', { name: 'Quick coupon' });
  await expect(quick).toBeVisible();
  await expect(couponButton(page)).not.toHaveAttribute('aria-disabled');
  await couponButton(page).click();
  await expect(quick).toBeHidden();
  await couponButton(page).click();
  await expect(quick).toBeVisible();

  // Home has no quick coupon: the button, with the stored coupon's count, opens the coupon page.
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  // Until the home page has replaced the line page on screen, the button acts for the line page.
  await expect(page.getByRole('region', { name: 'Quick coupon' })).toHaveCount(0);
  await expect(couponButton(page)).toHaveAccessibleName('Coupon, 1 bet');
  // SPEC 2.10: not clickable while its count animates.
  await expect(couponButton(page)).not.toHaveAttribute('aria-disabled');
  await couponButton(page).click();
  await expect(page).toHaveURL(/\/en\/coupon$/);
  await expect(couponButton(page)).toHaveAttribute('aria-current', 'page');

  // Its settings modal closes with Escape.
  await page.getByRole('button', { name: 'Coupon settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Coupon settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(page).toHaveURL(/\/en\/coupon$/);

  await nav.getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/slots$/);
});

for (const width of [320, 430]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the header keeps the whole brand beside a six-digit balance, in English and Russian', async ({ page }) => {
      await registerWithBalance(page, 123_456.78);
      for (const [path, brand] of [
        ['/en/', 'BetHub'],
        ['/ru/', 'BetHub'],
      ] as const) {
        await page.goto(path);
        const header = siteHeader(page);
        const balance = header.getByLabel(/^(Balance|Баланс): /);
        await expect(balance).toContainText('123');
        const link = header.getByRole('link', { name: brand, exact: true });
        await expect(link).toHaveText(brand);
        // Nothing of the brand or the balance is cut or pushed out of the header's one line.
        const headerBox = (await header.boundingBox())!;
        for (const part of [link, balance]) {
          expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth), `${path}: ${await part.textContent()} is cut`).toBe(true);
          const box = (await part.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(headerBox.x);
          expect(box.x + box.width).toBeLessThanOrEqual(headerBox.x + headerBox.width);
          expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  });
}

test('"Hide my balance" in the office hides the header balance on every page after it, and showing it brings it back', async ({ page }) => {
  await registerWithBalance(page, 2_500);
  await page.goto('/en/office/account-settings');
  const header = siteHeader(page);
  await expect(header.getByLabel(/^Balance: /)).toBeVisible();
  const hide = page.getByRole('switch', { name: 'Hide my balance on screen' });
  // The switch's box is drawn over the input: a tap lands on its label.
  await page.getByText('Hide my balance on screen', { exact: true }).click();
  await expect(hide).toBeChecked();
  await expect(header.getByRole('img', { name: 'Balance hidden' })).toBeVisible();
  await expect(header.getByLabel(/^Balance: /)).toHaveCount(0);
  await expect(hide).not.toHaveAttribute('aria-busy');

  // Saved on the server: a new page load knows it from the profile.
  await page.goto('/en/office/wallets');
  await expect(header.getByRole('img', { name: 'Balance hidden' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Amount hidden' })).toBeVisible();

  await page.goto('/en/office/account-settings');
  await page.getByText('Hide my balance on screen', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Hide my balance on screen' })).not.toBeChecked();
  await expect(header.getByLabel(/^Balance: /)).toBeVisible();
});

test('the office switches act on the pages after them: one-click and any odds in the coupon, a compact coupon, log out without asking', async ({ page }) => {
  await registerWithBalance(page, 500);
  await page.goto('/en/office/account-settings');
  for (const name of ['One-click bets', 'Accept any odds change', 'Compact coupon', 'Ask before logging out']) {
    const toggle = page.getByRole('switch', { name });
    const wasOn = await toggle.isChecked();
    await page.getByText(name, { exact: true }).click();
    await expect(toggle).toBeChecked({ checked: !wasOn });
    await expect(toggle).not.toHaveAttribute('aria-busy');
  }

  // The coupon, loaded only now, is in one-click mode and accepts any odds change.
  await page.goto('/en/coupon');
  await expect(page.getByRole('heading', { name: 'One-click bet', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Coupon settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Coupon settings' });
  await expect(settings.getByRole('switch', { name: 'Place bets with one click' })).toBeChecked();
  await expect(settings.getByRole('radio', { name: 'Accept any change' })).toBeChecked();
  // One-click off again in the coupon: a price now goes into a compact coupon.
  // The coupon saves it as the office switch; leaving the page before the save lands would leave the office's "on".
  const saved = page.waitForResponse((res) => res.url().endsWith('/web-api/office/settings') && res.request().method() === 'POST');
  await settings.getByRole('switch', { name: 'Place bets with one click' }).uncheck();
  expect((await saved).ok()).toBe(true);
  await page.keyboard.press('Escape');
  await page.goto('/en/line');
  await page.locator('li.game-row').getByRole('button', { name: /, /, pressed: false, disabled: false }).first().click();
  await expect(couponButton(page)).toHaveAccessibleName('Coupon, 1 bet');
  await page.getByRole('region', { name: 'Quick coupon' }).getByRole('link', { name: 'Open coupon' }).click();
  await expect(page.getByRole('list', { name: 'Bets' })).toHaveClass(/coupon-bets--compact/);

  // "Ask before logging out" is off: Log out logs out at once.
  await page.goto('/en/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(siteHeader(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
