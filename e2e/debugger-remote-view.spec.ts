/**
 * The debugger is absent from the production build the e2e servers run (npm start builds for
 * production), and remote views: the error page shows the technical pages view, sanitised, its
 * script run under the page's nonce, its code to evaluate refused; a failing view is retried
 * (after 1, 2 and 4 s) and then offers a refresh that brings it back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accessibilityViolations } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

const VIEW_TITLE = 'Something went wrong on our side';
const isViewCall = (url: URL): boolean => url.pathname.startsWith('/web-api/remote-views/');

function scriptsOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? scriptsOf(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
}

test('the production build has no debugger: /en/debugger answers 404 and no asset carries its code', async ({ page, request }) => {
  const first = await request.get('/en/debugger', { headers: { accept: 'text/html' } });
  expect(first.status()).toBe(404);
  await page.goto('/en/debugger');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();

  const dist = join(process.cwd(), 'dist');
  const assetMap = JSON.parse(readFileSync(join(dist, 'asset-map.json'), 'utf8')) as { plugins: Record<string, unknown> };
  expect(Object.keys(assetMap.plugins)).not.toContain('debugger');
  expect(Object.keys(assetMap.plugins).length).toBeGreaterThan(10);
  // The debugger's texts and its saga are named by string in its code: no shipped script has them.
  const carriers = scriptsOf(join(dist, 'public', 'assets')).filter((file) => /debugger_routes_title|watchNavigationTraces/.test(readFileSync(file, 'utf8')));
  expect(carriers).toEqual([]);
});

test('the error page shows the technical pages view in the json render mode, sanitised, its script under the nonce and its code refused', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const viewCall = page.waitForRequest((r) => isViewCall(new URL(r.url())));
  const response = await page.goto('/en/500');
  const call = await viewCall;
  expect(call.headers()['x-render-mode']).toBe('json');
  expect(call.headers()['x-force-spa']).toBe('1');
  expect(new URL(call.url()).searchParams.get('route')).toBe('error-500');
  expect(response?.headers()['content-security-policy']).toMatch(/trusted-types remote-view dompurify/);

  // The view is named by its title, which the page's h1 already says: once on screen.
  await expect(page.getByRole('region', { name: VIEW_TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: VIEW_TITLE })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(VIEW_TITLE);
  await expect(page.getByText('Your account, balance and bets are safe')).toBeVisible();
  // The view's own script (same origin, the page's nonce) wrote the time of the error.
  await expect(page.locator('time[data-technical-pages-now]')).not.toHaveText('—');
  await expect(page.locator('script[data-remote-view]')).toHaveAttribute('src', /\/remote-views\/technical-pages\/view\.js$/);
  // The code the application asked the page to run was refused, and said so in the log.
  expect(await page.evaluate(() => (window as { technicalPagesCodeEvaluated?: boolean }).technicalPagesCodeEvaluated)).toBeUndefined();
  await expect.poll(() => warnings.some((w) => w.includes('codeToEval refused'))).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Its links go through the app's router, to pages of this site.
  await page.getByRole('link', { name: 'Go to the home page and try again in a minute' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('script[data-remote-view], style[data-remote-view]')).toHaveCount(0);

  await page.goto('/ru/500');
  await expect(page.getByRole('region', { name: 'У нас что-то сломалось' })).toBeVisible();
});

test('a failing view is asked again after 1, 2 and 4 s, then offers a refresh that brings it back', async ({ page }) => {
  const calls: number[] = [];
  let failing = true;
  await page.route(isViewCall, async (route: Route) => {
    calls.push(Date.now());
    if (!failing) return route.continue();
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The technical pages application is down' }) });
  });
  await page.goto('/en/500');
  const failure = page.getByRole('alert').filter({ hasText: 'The texts of this page could not be loaded' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(failure).toContainText('Refresh the page to try again');
  expect(calls).toHaveLength(4);
  const gaps = calls.slice(1).map((at, i) => at - calls[i]!);
  expect(gaps[0]).toBeGreaterThanOrEqual(900);
  expect(gaps[1]).toBeGreaterThanOrEqual(1900);
  expect(gaps[2]).toBeGreaterThanOrEqual(3900);
  // The page itself still says what happened and where to go.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  failing = false;
  await failure.getByRole('button', { name: 'Refresh page' }).click();
  await expect(page.getByRole('region', { name: VIEW_TITLE })).toBeVisible();
  expect(calls).toHaveLength(5);
});
