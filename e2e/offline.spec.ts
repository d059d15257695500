/**
 * Offline, in the browser against the real server (the browser context's own network switch, which
 * fires the page's offline and online events): the shell's bar says so without moving the page, no
 * call reaches the web API however long the player waits, and coming back refreshes the live list
 * at once without a reload; a bet placed offline is refused at once with its own message, the slip
 * stays as typed and the same press places it once the connection is back.
 *
 * The wait offline is the page's own fake clock run forward (Playwright's clock): every timer the
 * app has (live poll, auth poll, terms check, ping, analytics, version check) comes due, with no
 * real sleep.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, SHARED_STATE, test } from './fixtures.ts';
import { accessibilityViolations } from './walk.ts';
import { signInAsDemo } from './sign-in.ts';

test.use({ viewport: { width: 390, height: 844 } });

const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });

/** Every web-API request of the context (pages and service worker) from now on, as "METHOD path". */
function webApiCalls(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/web-api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

test('offline on the live page: the bar shows without moving the page, nothing is called, and the list refreshes on return', SHARED_STATE, async ({ page, context }) => {
  await page.clock.install();
  await signInAsDemo(page);
  await page.goto('/en/live');
  const heading = page.getByRole('heading', { name: /^Live/, level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('banner').getByLabel(/^Balance: /)).toBeVisible();
  const calls = webApiCalls(context);

  await context.setOffline(true);
  await expect(offlineBar(page)).toBeVisible();
  // Out of the page's flow, so showing it moves nothing.
  expect(await offlineBar(page).evaluate((bar) => getComputedStyle(bar).position), 'the bar moves nothing').toBe('fixed');
  expect(await accessibilityViolations(page)).toEqual([]);
  const sentBeforeTheWait = calls.length;
  // Two minutes of the page's time: every poller and timer comes due at least once.
  await page.clock.runFor(120_000);
  expect(calls.slice(sentBeforeTheWait), 'no web-API call while offline').toEqual([]);
  await expect(offlineBar(page)).toBeVisible();

  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/web-api/sports/games' && response.ok());
  await context.setOffline(false);
  await expect(offlineBar(page)).toHaveCount(0);
  // The return is said (a screen reader hears the region change), then the note goes.
  const backOnline = page.getByRole('status').filter({ hasText: 'You are back online.' });
  await expect(backOnline).toBeVisible();
  await refreshed;
  await page.clock.runFor(5000);
  await expect(backOnline).toHaveCount(0);
  await expect(heading).toBeVisible();
  await expect(page.locator('.refresh-control')).toHaveCount(0);
});

const demoBet = { marketId: 'demo-1-1', coef: 1.85, sportId: 1, typeId: 1, kind: 1, isLive: false, gameId: 9000001, champId: 1, opponent1: 'Lions', opponent2: 'Tigers', marketName: 'W1' };

test('a bet placed offline is refused at once and the slip is kept; back online the same press places it', SHARED_STATE, async ({ page, context }) => {
  await page.addInitScript((value) => {
    if (localStorage.getItem('coupon') === null) localStorage.setItem('coupon', value);
  }, JSON.stringify({ version: 1, bets: [demoBet], typeId: 0 }));
  await signInAsDemo(page);
  await page.goto('/en/coupon');
  const bets = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
  await expect(bets).toHaveCount(1);
  await expect(page.getByRole('banner').getByLabel(/^Balance: /)).toBeVisible();
  const stake = page.getByLabel('Stake, USD');
  await stake.fill('7');
  const calls = webApiCalls(context);

  await context.setOffline(true);
  await expect(offlineBar(page)).toBeVisible();
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText('You are offline: the bet was not sent.', { exact: false })).toBeVisible();
  await expect(bets).toHaveCount(1);
  await expect(stake).toHaveValue('7');
  expect(calls.filter((call) => call.endsWith('/coupon/place')), 'nothing sent offline').toEqual([]);

  await context.setOffline(false);
  await expect(offlineBar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText('Your bet is placed')).toBeVisible();
  expect(calls.filter((call) => call.endsWith('/coupon/place'))).toEqual(['POST /web-api/coupon/place']);
});
