/**
 * The first load never ends on a white page. The HTML's inline bootstrap
 * (server/bootstrap.ts) imports the entry; a failed entry is retried under a fresh URL, a failed
 * shared chunk (which a fresh entry URL cannot cure: the browser keeps the failed module) costs
 * one automatic reload, at most once a minute; after that a localized message and a Refresh
 * button show.
 *
 * Every test opens a fresh browser context, so localStorage (the once-a-minute timestamp) starts
 * empty; each test checks that it did.
 */
import { readFileSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import { expect, expectShell, test } from './fixtures.ts';

const RELOAD_GUARD_KEY = 'composer.chunkReloadAt';

interface MetaOutput {
  entryPoint?: string;
  bytes: number;
  imports: { path: string; kind: string }[];
}

/** dist/… → the URL path the server serves it under. */
const urlPath = (distPath: string) => distPath.replace(/^dist\/public/, '');

/**
 * The app entry and the shared vendor chunk (the biggest chunk the entry imports statically), read
 * from the build the server serves now, so hash changes do not matter.
 */
function buildFiles(): { entry: string; vendor: string } {
  const meta = JSON.parse(readFileSync(new URL('../dist/meta.json', import.meta.url), 'utf8')) as { outputs: Record<string, MetaOutput> };
  const found = Object.entries(meta.outputs).find(([, output]) => output.entryPoint === 'src/app/entry.tsx');
  if (!found) throw new Error('dist/meta.json has no output for src/app/entry.tsx (run npm run build)');
  const [entry, output] = found;
  const statics = output.imports.filter((i) => i.kind === 'import-statement' && i.path.includes('/assets/chunks/'));
  const vendor = statics.map((i) => i.path).sort((a, b) => (meta.outputs[b]?.bytes ?? 0) - (meta.outputs[a]?.bytes ?? 0))[0];
  if (!vendor) throw new Error(`dist/meta.json: ${entry} imports no chunk statically`);
  return { entry: urlPath(entry), vendor: urlPath(vendor) };
}

/**
 * Requests of `path` answered with a network error: the first `times` of them, or all; with
 * `firstUrlOnly`, only those of its first URL (no query), so a fresh URL (?attempt=N) gets through.
 */
async function failRequests(page: Page, path: string, times = Infinity, firstUrlOnly = false): Promise<{ failed: () => number; stop: () => Promise<void> }> {
  let failed = 0;
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, (route: Route) => {
    if (failed >= times || (firstUrlOnly && new URL(route.request().url()).search !== '')) return route.continue();
    failed += 1;
    return route.abort('failed');
  });
  return { failed: () => failed, stop: () => page.unroute(matches) };
}

/** Documents the main frame loads (the first one, reloads), and the search part of every request of `path`. */
function watch(page: Page, path: string): { documents: () => number; requests: string[] } {
  let documents = 0;
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    const url = new URL(request.url());
    if (url.pathname === path) requests.push(url.search);
  });
  return { documents: () => documents, requests };
}

/** A fresh context: no stored reload time from an earlier test. */
async function expectEmptyStorage(page: Page): Promise<void> {
  expect((await page.context().storageState()).origins).toEqual([]);
}

const EN_MESSAGE = 'The page could not be loaded. Check your connection and try again.';

/**
 * The app itself runs (not only markup a server may have rendered): it has committed the page,
 * which writes the lng cookie. No document before the app started has it.
 */
async function expectAppStarted(page: Page, lng = 'en'): Promise<void> {
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lng')?.value, { timeout: 15_000 })
    .toBe(lng);
}

test('a shared vendor chunk that fails in the first document costs one automatic reload, then the home page works', async ({ page }) => {
  const { vendor } = buildFiles();
  const seen = watch(page, vendor);
  // Every request of it in the first document fails (its preload and the import): whether the
  // browser would have kept a failed preload for the import differs between Chromium versions.
  let failures = 0;
  await page.route((url) => url.pathname === vendor, (route: Route) => {
    if (seen.documents() > 1) return route.continue();
    failures += 1;
    return route.abort('failed');
  });

  await expectEmptyStorage(page);
  await page.goto('/en/');

  await expectAppStarted(page);
  await expectShell(page, 'BetHub');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
  expect(failures).toBeGreaterThan(0);
  // A fresh entry URL could not help (the failed chunk stays failed in that document): a reload did.
  expect(seen.documents()).toBe(2);
  expect(Number(await page.evaluate((key) => localStorage.getItem(key), RELOAD_GUARD_KEY))).toBeGreaterThan(0);
  await expect(page.getByText(EN_MESSAGE)).toBeHidden();
});

test('an entry that fails under its first URL is imported again under a fresh URL, without a reload', async ({ page }) => {
  const { entry } = buildFiles();
  const seen = watch(page, entry);
  // Its preload and any import of the first URL fail: whether the browser would have kept a failed
  // preload for the import differs between Chromium versions.
  const entryFailures = await failRequests(page, entry, Infinity, true);

  await expectEmptyStorage(page);
  await page.goto('/en/');

  await expectAppStarted(page);
  await expectShell(page, 'BetHub');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
  expect(entryFailures.failed()).toBeGreaterThan(0);
  expect(seen.requests).toContain('?attempt=1');
  expect(seen.documents()).toBe(1);
  await expect(page.getByText(EN_MESSAGE)).toBeHidden();
});

test('a vendor chunk that keeps failing ends on a message with a Refresh button that reloads, never a white page', async ({ page }) => {
  test.setTimeout(60_000);
  const { vendor } = buildFiles();
  const seen = watch(page, vendor);
  const vendorFailures = await failRequests(page, vendor);

  await expectEmptyStorage(page);
  await page.goto('/en/');

  const message = page.getByRole('alert').filter({ hasText: EN_MESSAGE });
  const refresh = page.getByRole('button', { name: 'Refresh page' });
  // 500 + 1500 ms of retries, one automatic reload, the same again: then the fallback.
  await expect(message).toBeVisible({ timeout: 15_000 });
  await expect(refresh).toBeVisible();
  expect(seen.documents()).toBe(2);
  expect(await page.evaluate(() => document.body.innerText.trim())).toContain('The page could not be loaded.');
  // Above #root, which keeps whatever the server rendered into it (the app never ran to change it).
  // The served root is read in a page without JavaScript: parsing the HTML by script would be an
  // HTML string written by script, which the page's Trusted Types refuse.
  const plain = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const servedPage = await plain.newPage();
  await servedPage.goto(new URL('/en/', page.url()).href);
  // The home's live blocks move between two loads (scores, the clock, games that end): the served
  // page's headings stand for it.
  const servedHeadings = await servedPage.locator('#root').locator('h1, h2').allTextContents();
  await plain.close();
  expect(servedHeadings.length).toBeGreaterThan(1);
  expect(
    await page.evaluate(
      ({ headings, id }) => {
        const root = document.getElementById('root')!;
        return {
          above: (document.getElementById(id)!.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          keptPage: JSON.stringify([...root.querySelectorAll('h1, h2')].map((h) => h.textContent)) === JSON.stringify(headings),
        };
      },
      { headings: servedHeadings, id: 'app-load-failed' },
    ),
  ).toEqual({ above: true, keptPage: true });

  // The Refresh button reloads; with a reload less than a minute ago, the new document does not
  // reload on its own again (no loop) and shows the fallback.
  await refresh.click();
  await expect.poll(() => seen.documents()).toBe(3);
  await expect(message).toBeVisible({ timeout: 15_000 });
  expect(seen.documents()).toBe(3);

  // Once the chunk loads again, Refresh recovers the page.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lng')).toBeUndefined();
  await vendorFailures.stop();
  await refresh.click();
  await expectAppStarted(page);
  await expectShell(page, 'BetHub');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
  await expect(message).toBeHidden();
  expect(seen.documents()).toBe(4);
});

test('in Russian the fallback speaks Russian', async ({ page }) => {
  const { vendor } = buildFiles();
  await failRequests(page, vendor);

  await expectEmptyStorage(page);
  await page.goto('/ru/');

  await expect(
    page.getByRole('alert').filter({ hasText: 'Не удалось загрузить страницу. Проверьте подключение к интернету и попробуйте ещё раз.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
