/**
 * Analytics and the version check in Chromium against the reference server (the default config:
 * project 1, counters of types 1 and 2, the performance report on). The page's clock is ours, so
 * the 10 s and 60 s waits pass at once: nothing of either loads before its time, counters only
 * with marketing consent, the Core Web Vitals report stored for operators, registration steps sent
 * at once on the registration page, and a newer build on the server offering a reload that only
 * the player's tap performs.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { DEFAULT_ORIGIN } from './servers.ts';
import { expect, test } from './fixtures.ts';
import { accessibilityViolations, expectNoBrokenPiece } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

const HOME_HEADING = 'Welcome to BetHub';

async function agree(context: BrowserContext, types: string): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  await context.addCookies([
    { name: 'cookies_agree_type', value: types, url: DEFAULT_ORIGIN, expires },
    { name: 'cookies_agree_time', value: String(Math.floor(Date.now() / 1000)), url: DEFAULT_ORIGIN, expires },
  ]);
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (/\/web-api\/(analytics|app-version)/.test(request.url()) || /\/chunks\/(run|check|update-offer)-/.test(request.url())) requests.push(request);
  });
  return requests;
}

/**
 * The app starts on the next frame after the markup (the bootstrap), which a paused clock delays:
 * let it run a moment, then wait until the entry has arrived and the app runs. Its timers count from there.
 */
async function appStarted(page: Page): Promise<void> {
  await page.clock.runFor(200);
  await page.waitForLoadState('networkidle');
}

const paths = (requests: Request[]) => requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);

test('with marketing consent: nothing for 10 s, then the counters and the Core Web Vitals report; at once on the registration page', async ({ page, context, request }) => {
  await agree(context, 'necessary.functional.marketing');
  await page.clock.install();
  const requests = recordRequests(page);
  await page.goto(`${DEFAULT_ORIGIN}/en/`);
  await expect(page.getByRole('main').getByRole('heading', { name: HOME_HEADING })).toBeVisible();
  await appStarted(page);
  // The clock also flows with real time: a margin of 2 s (the exact 10 s is the saga test's).
  await page.clock.runFor(8_000);
  expect(paths(requests), 'no analytics code or call before 10 s').toEqual([]);

  const report = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/web-api/analytics/performance'));
  await page.clock.runFor(2_500);
  // The two counters load side by side: either may run first.
  await expect.poll(() => page.evaluate(() => [...((window as { __analyticsCounters?: string[] }).__analyticsCounters ?? [])].sort())).toEqual(['1:BH-1001', '2:90210']);
  expect(paths(requests)).toContain('GET /web-api/analytics/counters?domain=127.0.0.1&projectId=1');
  const sent = (await report).postDataJSON() as { routeId: string; lng: string; lcp: number | null; cls: number | null; viewportWidth: number };
  expect(sent).toMatchObject({ routeId: 'home', lng: 'en', viewportWidth: 390 });
  expect(sent.lcp).toBeGreaterThan(0);
  expect(sent.cls).toBeGreaterThanOrEqual(0);
  // Operators read the stored reports of their host.
  const stored = await (await request.get(`${DEFAULT_ORIGIN}/web-api/analytics/performance`)).json();
  expect(stored.summary.count).toBeGreaterThan(0);
  expect(stored.reports.some((r: { report: { routeId: string } }) => r.report.routeId === 'home')).toBe(true);

  // The registration page does not wait: its steps reach the counters' log at once.
  const shown = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/web-api/analytics/events') && r.postDataJSON().eventId === 1000);
  await page.goto(`${DEFAULT_ORIGIN}/en/registration`);
  await expect(page.getByRole('heading', { name: 'Registration', level: 1 })).toBeVisible();
  expect((await shown).postDataJSON()).toMatchObject({ flow: 'registration', step: 'popup-shown', routeId: 'registration' });
  const stored24h = await page.evaluate(() => JSON.parse(localStorage.getItem('analytics') ?? 'null'));
  expect(stored24h.expiresAt - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
  await expectNoBrokenPiece(page, '/en/registration');
});

test('without marketing consent: the report goes, but no counter, no stored analytics, no event', async ({ page, context }) => {
  await agree(context, 'necessary.functional');
  await page.clock.install();
  const requests = recordRequests(page);
  await page.goto(`${DEFAULT_ORIGIN}/en/registration`);
  await expect(page.getByRole('heading', { name: 'Registration', level: 1 })).toBeVisible();
  const report = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/web-api/analytics/performance'));
  await appStarted(page);
  await page.clock.runFor(10_000);
  expect((await report).postDataJSON()).toMatchObject({ routeId: 'registration' });
  expect(paths(requests).filter((p) => /counters|counter\.js|events/.test(p))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('analytics'))).toBeNull();
});

test('the version check: nothing for 60 s, the same version offers nothing, a newer one offers a reload the player performs', async ({ page }) => {
  await page.clock.install();
  const requests = recordRequests(page);
  await page.goto(`${DEFAULT_ORIGIN}/en/`);
  await expect(page.getByRole('main').getByRole('heading', { name: HOME_HEADING })).toBeVisible();
  await appStarted(page);
  await page.clock.runFor(58_000);
  expect(paths(requests).filter((p) => /app-version|check-/.test(p))).toEqual([]);
  // The next check is counted from this one's answer: the clock moves on only once it has arrived.
  const firstAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/web-api/app-version');
  await page.clock.runFor(2_500);
  await firstAnswer;
  // The server serves this very build: no offer.
  await expect.poll(() => paths(requests).filter((p) => p === 'GET /web-api/app-version').length).toBe(1);
  await expect(page.getByRole('complementary', { name: /new version/i })).toHaveCount(0);

  // A new build is deployed (the server now names another version).
  await page.route('**/web-api/app-version', (route) => route.fulfill({ json: { version: '9.9.9+newer' } }));
  // Ten minutes after that answer, and a little more for the saga to have set its timer.
  await page.clock.runFor(10 * 60_000 + 5_000);
  const offer = page.getByRole('complementary', { name: 'A new version of the site is ready' });
  await expect(offer).toBeVisible();
  // It waits for the player however long: no reload by itself.
  await page.clock.runFor(30 * 60_000);
  await expect(page.getByRole('main').getByRole('heading', { name: HOME_HEADING })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const box = await offer.getByRole('button', { name: 'Reload now' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await offer.getByRole('button', { name: 'Later' }).click();
  await expect(offer).toHaveCount(0);

  // On a fresh page the offer's reload button reloads.
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name: HOME_HEADING })).toBeVisible();
  await appStarted(page);
  await page.clock.runFor(60_000);
  await expect(offer).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Reload now' }).click();
  await reloaded;
  await expect(page.getByRole('main').getByRole('heading', { name: HOME_HEADING })).toBeVisible();
});
