/**
 * Guest first, upgrade later: a start-up dependency that fails (the session check, the blocks check)
 * never holds a public page, on its first paint or on the next tap; only a page for players waits for
 * the session check, in the site's frame with a skeleton where the page will be, then asks to sign in. When the site config cannot be
 * loaded the player is told so with a refresh button right after the last attempt, and the refresh
 * recovers once the config answers.
 *
 * Times are compared with the same page without the fault, measured in the same run: never an
 * absolute figure (machines are noisy).
 */
import type { Page, Route } from '@playwright/test';
import { accessibilityViolations } from './walk.ts';
import { DEFAULT_ORIGIN } from './servers.ts';
import { bottomNavigation, expect, siteHeader, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** What may arrive later than without the fault: one second, as the product promises. */
const ALLOWED_DELAY_MS = 1_000;

type Fault = '500' | 'network abort' | 'malformed JSON' | 'no answer';
const FAULTS: readonly Fault[] = ['500', 'network abort', 'malformed JSON', 'no answer'];

/** Answers every call to `pattern` with `fault`; resolves the times the calls were made (ms since the epoch). */
async function breakCalls(page: Page, pattern: string, fault: Fault): Promise<number[]> {
  const times: number[] = [];
  await page.route(pattern, async (route: Route) => {
    times.push(Date.now());
    if (fault === '500') await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
    else if (fault === 'network abort') await route.abort('failed');
    else if (fault === 'malformed JSON') await route.fulfill({ status: 200, contentType: 'application/json', body: '{"user_id": 10' });
    // 'no answer': the request is left hanging (the page's own bound ends it).
  });
  return times;
}

const welcome = (page: Page) => page.getByRole('heading', { name: 'Welcome to BetHub' });
const liveHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Live', exact: true });

/** Opens /en/ and returns how long until its heading shows; waits until the app runs (`started` is its first call). */
async function openHome(page: Page, started: string): Promise<number> {
  const call = page.waitForRequest((r) => r.url().includes(started));
  const t0 = Date.now();
  await page.goto('/en/', { waitUntil: 'commit' });
  await expect(welcome(page)).toBeVisible();
  const painted = Date.now() - t0;
  await call;
  return painted;
}

/** Taps Live in the bottom navigation and returns how long until the live page's heading shows. */
async function tapLive(page: Page): Promise<number> {
  const t0 = Date.now();
  await bottomNavigation(page).getByRole('link', { name: 'Live', exact: true }).click();
  await expect(liveHeading(page)).toBeVisible();
  return Date.now() - t0;
}

test('the session check failing in any way holds no public page; the header shows neither guest nor player until it ends', async ({ page }) => {
  test.setTimeout(60_000);
  const normalPaint = await openHome(page, '/web-api/session/check');
  const normalTap = await tapLive(page);

  for (const fault of FAULTS) {
    const calls = await breakCalls(page, '**/web-api/session/check', fault);
    const paint = await openHome(page, '/web-api/session/check');
    expect(paint, `/en/ paints as without the fault (${fault})`).toBeLessThanOrEqual(normalPaint + ALLOWED_DELAY_MS);
    // The check is still failing (retried): no "Sign in" that could be wrong, a placeholder instead.
    const header = siteHeader(page);
    await expect(header.locator('.header__account--pending'), fault).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign in' }), fault).toHaveCount(0);
    if (fault === 'no answer') expect(await accessibilityViolations(page)).toEqual([]);
    const tap = await tapLive(page);
    expect(tap, `a tap opens the next page as without the fault (${fault})`).toBeLessThanOrEqual(normalTap + ALLOWED_DELAY_MS);
    if (fault === '500') {
      // Once the retries are spent the visitor is a guest: the sign-in button takes the placeholder's place.
      await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 10_000 });
      await expect(header.locator('.header__account--pending')).toHaveCount(0);
      expect(calls.length).toBe(3);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('a page for players waits for a failing session check in the site\'s frame with a skeleton, then asks to sign in', async ({ page, request }) => {
  // The server's HTML already draws it: who the visitor is, only the browser finds out.
  const html = await (await request.get('/en/history', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<div id="root"><div class="layout layout--default"><div class="layout__header"/);
  expect(html).toContain('class="page-skeleton"');

  await breakCalls(page, '**/web-api/session/check', '500');
  await page.goto('/en/history', { waitUntil: 'commit' });
  await expect(siteHeader(page)).toBeVisible();
  await expect(bottomNavigation(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
  // Neither the guest's buttons nor the player's account while the check is out.
  await expect(siteHeader(page).locator('.header__account--pending')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' }).first()).toBeVisible({ timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/en/user/login');
  expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/en/history');
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test('the blocks check failing in any way holds no public page; a block in its answer then takes the visitor to the block page', async ({ page }) => {
  test.setTimeout(60_000);
  const normalPaint = await openHome(page, '/web-api/blocks/');
  const normalTap = await tapLive(page);

  for (const fault of FAULTS) {
    await breakCalls(page, '**/web-api/blocks/**', fault);
    const paint = await openHome(page, '/web-api/blocks/');
    expect(paint, `/en/ paints as without the fault (${fault})`).toBeLessThanOrEqual(normalPaint + ALLOWED_DELAY_MS);
    const tap = await tapLive(page);
    expect(tap, `a tap opens the next page as without the fault (${fault})`).toBeLessThanOrEqual(normalTap + ALLOWED_DELAY_MS);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }

  // A slow answer that names a block (16: suspension): the page shows meanwhile, then the block page.
  let answer: (() => Promise<void>) | null = null;
  await page.route('**/web-api/blocks/**', (route) => {
    answer = () => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ displayTypeId: 16, templateTypeId: 0 }) });
  });
  await page.goto('/en/');
  await expect(welcome(page)).toBeVisible();
  await expect.poll(() => answer !== null).toBe(true);
  await answer!();
  await expect(page.getByRole('heading', { name: 'Account suspended' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en/suspension');
});

test('when the site config cannot be loaded the player is told so with a refresh button right after the last attempt, and the refresh recovers', async ({ page, context }) => {
  test.setTimeout(60_000);
  const cases = [
    { fault: '500', lng: 'en', message: 'The site could not be loaded', refresh: 'Refresh page' },
    { fault: 'network abort', lng: 'en', message: 'The site could not be loaded', refresh: 'Refresh page' },
    { fault: 'malformed JSON', lng: 'ru', message: 'Не удалось загрузить сайт', refresh: 'Обновить страницу' },
  ] as const;
  for (const { fault, lng, message, refresh } of cases) {
    await context.addCookies([{ name: 'lng', value: lng, url: DEFAULT_ORIGIN }]);
    const calls = await breakCalls(page, '**/web-api/site-config/**', fault);
    // An address in a hidden language (de: players only) has no server-rendered first screen, as the
    // server cannot tell who asks: the browser loads the config itself.
    await page.goto('/de/', { waitUntil: 'commit' });
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    const shownAfterLast = Date.now() - calls[calls.length - 1]!;
    expect(shownAfterLast, `the message follows the last attempt at once (${fault})`).toBeLessThanOrEqual(2_000);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // The config answers again: the refresh brings the site back.
    await alert.getByRole('button', { name: refresh }).click();
    await expect(page.getByRole('heading', { name: lng === 'ru' ? 'Добро пожаловать в BetHub' : 'Welcome to BetHub' })).toBeVisible();
  }
});
