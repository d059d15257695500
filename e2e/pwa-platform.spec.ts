/**
 * PWA and platform calls in the browser: a site whose config says isPwa registers its worker, which
 * keeps the shell and shows the offline page in the address's language when the network is gone;
 * a site without it clears every worker and cache an older visit left; the head names the home-screen
 * icons; an address that moved is replaced by its new one (redirect-light).
 */
import { DEFAULT_ORIGIN, DEFAULT_PORT } from './servers.ts';
import { accessibilityViolations } from './walk.ts';
import { expect, test } from './fixtures.ts';

// pwa.localhost is the PWA operator's host (site-configs/pwa-operator.json); Chromium sends *.localhost to this machine.
const PWA_ORIGIN = `http://pwa.localhost:${DEFAULT_PORT}`;
// The worker and the platform calls start a few seconds after the page has loaded.
const SETTLE_TIMEOUT = 20_000;

test.use({ viewport: { width: 390, height: 844 } });

test('a PWA site registers its worker, which keeps the shell and answers offline with the offline page', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto(`${PWA_ORIGIN}/en/`);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#14532d');
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(scriptUrl).toBe(`${PWA_ORIGIN}/pwa-sw.js`);
  // The worker's cache holds the build's entry and the offline pages.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const urls = (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)))).flat();
          return { names, urls };
        }),
      { timeout: SETTLE_TIMEOUT },
    )
    .toMatchObject({ names: [expect.stringMatching(/^pwa-[0-9a-f]{16}$/)], urls: expect.arrayContaining(['/pwa/offline/en', '/pwa/offline/ru']) });

  await context.setOffline(true);
  await page.goto(`${PWA_ORIGIN}/ru/live`);
  await expect(page.getByRole('heading', { level: 1, name: 'Нет подключения к интернету' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Попробовать снова' })).toHaveAttribute('href', '/ru/');
  expect(await accessibilityViolations(page)).toEqual([]);
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Попробовать снова' }).click();
  await expect(page).toHaveURL(`${PWA_ORIGIN}/ru/`);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('a site that is not a PWA frees the browser of any worker and cache left from before', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${DEFAULT_ORIGIN}/en/`);
  // A worker left by an earlier visit is updated from /pwa-sw.js, which here is the clean-up worker: it removes itself.
  // The page enforces Trusted Types: the registration takes the worker's policy's value (this site never registers, so the name is free).
  await page.evaluate(async () => {
    const policy = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): string } } }).trustedTypes.createPolicy(
      'service-worker',
      { createScriptURL: (url) => url },
    );
    await navigator.serviceWorker.register(policy.createScriptURL('/pwa-sw.js'), { scope: '/' });
  });
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: SETTLE_TIMEOUT }).toBe(0);
  // A cache left behind is deleted by the page itself at its next start.
  await page.evaluate(async () => {
    await (await caches.open('pwa-left-over')).put('/left-over', new Response('stale'));
  });
  expect(await page.evaluate(() => caches.keys())).toEqual(['pwa-left-over']);
  await page.reload();
  await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: SETTLE_TIMEOUT }).toEqual([]);
});

test('the head names the home-screen icons (precomposed for iOS 14 and older) and the manifest has the theme colour', async ({ request }) => {
  // Node does not resolve *.localhost as Chromium does: the request goes to this machine with the PWA host named.
  const pwa = { host: `pwa.localhost:${DEFAULT_PORT}` };
  const ios14 = await request.get(`${DEFAULT_ORIGIN}/en/`, {
    headers: { ...pwa, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' },
  });
  const html = await ios14.text();
  for (const size of [72, 96, 128, 144, 152, 192, 384, 512]) {
    expect(html).toContain(`<link rel="apple-touch-icon-precomposed" sizes="${size}x${size}" href="/icons/apple-touch-icon-${size}x${size}-precomposed.png">`);
    const icon = await request.get(`${DEFAULT_ORIGIN}/icons/apple-touch-icon-${size}x${size}-precomposed.png`, { headers: pwa });
    expect(icon.headers()['content-type']).toBe('image/png');
  }
  const current = await (await request.get(`${DEFAULT_ORIGIN}/en/`, { headers: pwa })).text();
  expect(current).toContain('<link rel="apple-touch-icon" sizes="152x152" href="/icons/apple-touch-icon-152x152.png">');
  expect(current).not.toContain('precomposed');
  expect(await (await request.get(`${DEFAULT_ORIGIN}/manifest.json`, { headers: pwa })).json()).toMatchObject({ theme_color: '#14532d', display: 'standalone' });
});

test('an address that moved is replaced by its new one once the page has settled', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${DEFAULT_ORIGIN}/en/livecasino?btag=e2e1`);
  const entries = await page.evaluate(() => history.length);
  await expect(page).toHaveURL(`${DEFAULT_ORIGIN}/en/live-casino?btag=e2e1`, { timeout: SETTLE_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Replaced, not pushed: going back does not return to the moved address.
  expect(await page.evaluate(() => history.length)).toBe(entries);
});
