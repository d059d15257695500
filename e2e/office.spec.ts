/**
 * The office core in a phone-sized browser: the demo player walks every office page of this area
 * (/en/office lands on the menu), a guest is sent to sign in and comes back, and a freshly registered
 * player (so the demo player other specs use keeps its messages and accounts) reads and deletes a
 * message with the badges following, and opens and removes a currency account.
 */
import type { Page } from '@playwright/test';
import { expect, SHARED_STATE, test } from './fixtures.ts';
import { signInAsDemo } from './sign-in.ts';
import { accessibilityViolations, expectNoBrokenPiece, expectRealPage } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });


/** Registers a new player through the API; the answer signs the browser context in. */
async function registerPlayer(page: Page): Promise<void> {
  const res = await page.request.post('/web-api/user/registration', { data: { type: 'one_click', currency: 'USD', country_id: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The page's data arrived: no loading line and no failure is left. */
async function expectLoaded(page: Page, path: string): Promise<void> {
  await expect(page.locator('.remote-state[role="status"], .remote-state--error'), `${path} loaded its data`).toHaveCount(0);
}

const ROUTES: readonly [path: string, heading: string | RegExp][] = [
  ['/en/office/menu', 'Office'],
  ['/en/office/messages', 'Messages'],
  ['/en/office/session-history', 'Session history'],
  ['/en/office/mailing-settings', 'Mailing settings'],
  ['/en/office/account-settings', 'Account settings'],
  ['/en/office/wallets', 'Wallets'],
  ['/en/office/disallow-sports', 'Hidden sports'],
  ['/en/office/history/1/powerbet', 'Powerbet, coupon No. 1'],
  ['/en/office/history-mail', 'Bet history by e-mail'],
  ['/en/office/history-clear?accountId=100101', 'Clear bet history'],
  ['/en/office/history-casino-mail', 'Casino history by e-mail'],
];

test('the demo player opens every office page with its data; /en/office lands on the menu; the menu, messages and forms pass axe', SHARED_STATE, async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/en/office');
  await expect(page).toHaveURL(/\/en\/office\/menu$/);
  await expect(page.getByRole('heading', { name: 'Office', level: 1 })).toBeVisible();

  for (const [path, heading] of ROUTES) {
    await expectRealPage(page, path, heading);
    await expectLoaded(page, path);
    await expectNoBrokenPiece(page, path);
  }

  await page.goto('/en/office/menu');
  await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Mailing settings' })).toBeVisible();
  expect(await accessibilityViolations(page), 'office menu').toEqual([]);

  await page.goto('/en/office/messages');
  await expect(page.getByRole('button', { name: /Welcome to your office/ })).toBeVisible();
  expect(await accessibilityViolations(page), 'office messages').toEqual([]);

  // The forms too: switches, selects, checkboxes and the e-mail field.
  for (const [path, control] of [
    ['/en/office/account-settings', page.getByRole('switch').first()],
    ['/en/office/wallets', page.getByRole('combobox', { name: 'Currency' })],
    ['/en/office/disallow-sports', page.getByRole('checkbox').first()],
    ['/en/office/history-mail', page.getByRole('textbox', { name: 'E-mail' })],
  ] as const) {
    await page.goto(path);
    await expect(control).toBeVisible();
    expect(await accessibilityViolations(page), path).toEqual([]);
  }
});

test('a guest opening the messages is sent to sign in and comes back to them', SHARED_STATE, async ({ page }) => {
  await page.goto('/en/office/messages');
  await expect(page).toHaveURL(`/en/user/login?redirect_url=${encodeURIComponent('/en/office/messages')}`);
  await page.getByLabel('Login, e-mail or account ID').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL('/en/office/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
});

test('a new player reads and deletes a message, the badges follow; opens and removes a currency account', async ({ page }) => {
  await registerPlayer(page);
  await page.goto('/en/office/messages');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Unread messages: 3' })).toBeVisible();

  await page.getByRole('button', { name: /Your weekly cashback is ready/ }).click();
  await expect(page.getByText('This week you get 5%')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Unread messages: 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The message is deleted.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Your weekly cashback is ready/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /New deposit methods/ })).toBeVisible();

  await page.goto('/en/office/menu');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Messages/ })).toContainText('2');

  await page.goto('/en/office/wallets');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByRole('button', { name: 'Opening the EUR account…' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Your EUR account is being opened' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Remove the EUR account' });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your EUR account is removed' })).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(page.getByLabel('Currency').locator('option', { hasText: 'EUR' })).toHaveCount(1);
});
