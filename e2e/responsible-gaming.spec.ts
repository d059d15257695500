/**
 * Responsible gaming on the regulated regions (uk.localhost and de.localhost: Chromium resolves
 * *.localhost to the loopback, and the server picks the site config by Host). Each test registers a
 * fresh player (one click), because limits, time-outs and blocks change a player for good; the
 * limit service's clock is moved with its development route, so a 24-hour cooling-off passes
 * without waiting.
 */
import type { Page } from '@playwright/test';
import { expect, gotoReady, SHARED_STATE, test } from './fixtures.ts';
import { DEFAULT_ORIGIN, DEFAULT_PORT } from './servers.ts';
import { accessibilityViolations, expectNoBrokenPiece, expectRealPage } from './walk.ts';
import { answerRegulatedNotices, registerFreshPlayer } from './regulated.ts';

const UK = `http://uk.localhost:${DEFAULT_PORT}`;
const DE = `http://de.localhost:${DEFAULT_PORT}`;
const PAGE = '/en/office/responsible-gaming';
const HOUR_MS = 3_600_000;

test.use({ baseURL: UK, viewport: { width: 390, height: 844 } });
// The age question and the cookie notice are e2e/notices.spec.ts's; here they are answered already.
test.beforeEach(({ context }) => answerRegulatedNotices(context, [UK, DE]));

/**
 * Moves the limit service's clock forward (one clock per server, so through the loopback address
 * Node resolves). The browser's clock stays: whether a change is due is the service's word.
 */
async function moveServiceClock(page: Page, ms: number): Promise<void> {
  const res = await page.request.post(`${DEFAULT_ORIGIN}/web-api/__test/limits-clock`, { data: { advanceSeconds: ms / 1000 } });
  expect(res.ok(), await res.text()).toBe(true);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('uk: a new player is invited to set a deposit limit; raising it waits 24 h, then the popup asks and it applies', SHARED_STATE, async ({ page }) => {
  await registerFreshPlayer(page, UK);

  // After registering, the region asks for a deposit limit on whatever page the player lands.
  const prompt = page.getByRole('complementary', { name: 'Set a deposit limit' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Set a limit' }).click();
  await expect(page).toHaveURL(PAGE);
  await expectRealPage(page, PAGE, 'Responsible gaming');

  const deposits = section(page, 'Deposit limits');
  const daily = deposits.getByLabel('New limit: Deposits, 24 hours');
  await daily.fill('10.555');
  await expect(deposits.getByText('Enter an amount above 0 with at most 2 decimals.')).toBeVisible();
  await daily.fill('100');
  await expect(deposits.getByText('A lower limit applies at once.')).toBeVisible();
  await deposits.getByRole('button', { name: 'Save limit' }).first().click();
  await expect(deposits.getByText('Saved: the limit applies now.')).toBeVisible();

  await daily.fill('300');
  await expect(deposits.getByText('A higher limit waits 24 hours, then you confirm it again.')).toBeVisible();
  await deposits.getByRole('button', { name: 'Save limit' }).first().click();
  await expect(deposits.getByText('Saved: the change waits for its cooling-off period.')).toBeVisible();
  await expect(deposits.getByText('Applies in 24 hours.')).toBeVisible();
  await expect(deposits.getByRole('button', { name: 'Cancel this change' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // A day later the raise is due: the popup comes on the next page and cannot be dismissed.
  await moveServiceClock(page, 25 * HOUR_MS);
  await page.goto('/en/');
  const popup = page.getByRole('alertdialog', { name: 'Confirm your new limit' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByText('The new limit applies now.')).toBeVisible();

  await page.goto(PAGE);
  await expect(section(page, 'Deposit limits').getByText('Change waiting')).toBeHidden();
  await expect(section(page, 'Deposit limits').getByText(/300\.00/).first()).toBeVisible();
  await expectNoBrokenPiece(page, PAGE);
});

test('uk: a 24 h time-out cannot be cancelled and the coupon shows the refused bet', SHARED_STATE, async ({ page }) => {
  await page.addInitScript(() => {
    const bet = { marketId: 'demo-1-1', coef: 1.85, sportId: 1, typeId: 1, kind: 1, isLive: false, gameId: 9000001, champId: 1, opponent1: 'Lions', opponent2: 'Tigers', marketName: 'W1' };
    if (localStorage.getItem('coupon') === null) localStorage.setItem('coupon', JSON.stringify({ version: 1, bets: [bet], typeId: 0 }));
  });
  await registerFreshPlayer(page, UK);
  await page.goto(PAGE);
  const timeOut = section(page, 'Time-out');
  await timeOut.getByLabel('Length').selectOption({ label: '1 day' });
  await timeOut.getByRole('button', { name: 'Start time-out' }).click();
  await expect(timeOut.getByText('It cannot be cancelled.', { exact: true })).toBeVisible();
  await expect(timeOut.getByText(/^From .+ to .+/)).toBeVisible();
  await expect(timeOut.getByRole('button', { name: 'Start time-out' })).toBeHidden();

  // The stake is typed once the app owns the page (typing into the server's markup is not kept).
  await gotoReady(page, '/en/coupon');
  await page.getByLabel(/^Stake, /).fill('1');
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your bet was refused.' })).toContainText('Your time-out from play lasts until');
});

test('de: the panic button stops play for 24 hours at once', SHARED_STATE, async ({ page }) => {
  await registerFreshPlayer(page, DE);
  const panic = page.getByRole('complementary', { name: 'Panic button' });
  await panic.getByRole('button', { name: 'Stop play for 24 hours now' }).click();
  await expect(panic.getByText(/^Play is stopped until /)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a guest's home page downloads nothing of responsible gaming", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/en/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.includes('responsible-gaming'))).toEqual([]);
  await expect(page.getByRole('complementary', { name: 'Set a deposit limit' })).toHaveCount(0);
});
