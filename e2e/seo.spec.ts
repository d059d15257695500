/**
 * What search engines get: each page's head from the server (title, description, robots,
 * canonical, hreflang for every language a guest is offered), the page's text in the HTML for a
 * crawler that runs no JavaScript (sign-in and registration pages included, rendered as a guest's),
 * and, for a crawler that does run it, every in-app link opened as a document of its own.
 */
import { bottomNavigation, expect, test } from './fixtures.ts';
import { DEFAULT_CANONICAL_ORIGIN } from './servers.ts';

const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PHONE = { width: 390, height: 844 };

test('a crawler gets the page text in the HTML without running JavaScript; people keep the fast shell', async ({ browser }) => {
  const crawler = await browser.newContext({ javaScriptEnabled: false, userAgent: GOOGLEBOT, viewport: PHONE });
  const person = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  try {
    const page = await crawler.newPage();
    for (const { path, heading } of [
      { path: '/en/', heading: 'Welcome to BetHub' },
      { path: '/ru/', heading: 'Добро пожаловать в BetHub' },
      { path: '/en/registration', heading: 'Registration' },
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { name: heading }).first(), `${path} has its text in the HTML`).toBeVisible();
    }
    // The registration page differs per visitor: a person's browser renders it itself.
    const personal = await person.newPage();
    expect((await personal.goto('/en/registration'))?.status()).toBe(200);
    await expect(personal.getByRole('heading', { name: 'Registration' })).toHaveCount(0);
  } finally {
    await crawler.close();
    await person.close();
  }
});

test('the head of /en/ and /ru/ has title, description, robots, canonical and hreflang for every language', async ({ page }) => {
  for (const { path, title } of [
    { path: '/en/', title: /^BetHub: sports betting and casino/ },
    { path: '/ru/', title: /^BetHub: ставки на спорт и казино/ },
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', path === '/ru/' ? /Ставки на футбол/ : /Bet on football/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${DEFAULT_CANONICAL_ORIGIN}${path}`);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    // en and ru are offered to guests; de is hidden.
    expect(alternates).toEqual([`en ${DEFAULT_CANONICAL_ORIGIN}/en/`, `ru ${DEFAULT_CANONICAL_ORIGIN}/ru/`, `x-default ${DEFAULT_CANONICAL_ORIGIN}/en/`]);
  }
  // A page only a signed-in player opens is kept out of the index, as is an unknown address.
  for (const path of ['/en/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  }
});

test('a crawler that runs JavaScript gets each link it follows as a document of its own', async ({ browser }) => {
  const crawler = await browser.newContext({ userAgent: GOOGLEBOT, viewport: PHONE });
  try {
    const page = await crawler.newPage();
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
    await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
    await bottomNavigation(page).getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/en\/live$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${DEFAULT_CANONICAL_ORIGIN}/en/live`);
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  } finally {
    await crawler.close();
  }
});

test('moving by a link rewrites the whole head as the server writes it for that address', async ({ page, browser }) => {
  const selector = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"], meta[property^="og:"]';
  const headOf = (on: typeof page) =>
    on.locator('head').locator(selector).evaluateAll((elements) =>
      elements.map((e) => (e.tagName === 'TITLE' ? `title ${e.textContent}` : [...e.attributes].map((a) => `${a.name}=${a.value}`).join(' '))),
    );
  // The server's head of a first load of /en/live, as a browser without JavaScript keeps it.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const firstLoad = await plain.newPage();
  await firstLoad.goto('/en/live');
  const fromServer = await headOf(firstLoad);
  await plain.close();
  expect(fromServer).toContain(`rel=canonical href=${DEFAULT_CANONICAL_ORIGIN}/en/live`);
  expect(fromServer).toContain(`property=og:url content=${DEFAULT_CANONICAL_ORIGIN}/en/live`);
  expect(fromServer).toContain(`rel=alternate hreflang=ru href=${DEFAULT_CANONICAL_ORIGIN}/ru/live`);

  await page.setViewportSize(PHONE);
  await page.goto('/en/');
  await expect(page.getByRole('heading', { name: 'Welcome to BetHub' })).toBeVisible();
  await bottomNavigation(page).getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(/\/en\/live$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${DEFAULT_CANONICAL_ORIGIN}/en/live`);
  expect(await headOf(page)).toEqual(fromServer);
});
