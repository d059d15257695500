/**
 * The device's display preferences as a visitor meets them: chosen on one page, applied at once
 * and in the other open tabs, kept in cookies only once functional cookies are agreed, and read by
 * the server so the first paint already has the chosen look and times in the chosen zone.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_ORIGIN, DEFAULT_PORT, HOST } from './servers.ts';
import { accessibilityViolations, axeViolations, expectNoBrokenPiece, expectRealPage } from './walk.ts';
import { signInAsDemo } from './sign-in.ts';
import { answerRegulatedNotices } from './regulated.ts';
import { appReady, expect, SHARED_STATE, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const PREFERENCE_COOKIES = ['appTheme', 'appFontSize', 'app_view_type', 'tzo', 'is12h', 'markets_name_type', 'isAppCompactView', 'isChampsGroupedByCountry'];
const PAGE = '/en/office/preferences';
const HEADING = 'Preferences';

async function preferenceCookies(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies(DEFAULT_ORIGIN);
  return Object.fromEntries(cookies.filter((c) => PREFERENCE_COOKIES.includes(c.name)).map((c) => [c.name, c.value]));
}

const htmlAttribute = (page: Page, name: string) => page.locator('html').getAttribute(name);

/** "HH:MM" of an ISO instant shifted by `minutes` east of UTC. */
function clockAt(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString().slice(11, 16);
}

test('choices apply at once and in other tabs, stay in memory without functional consent, and are kept once it is agreed', async ({ page, context }) => {
  const otherTab = await context.newPage();
  await otherTab.goto('/en/');
  await expect(otherTab.getByRole('main').getByRole('heading').first()).toBeVisible();

  await expectRealPage(page, PAGE, HEADING);
  expect(await accessibilityViolations(page), 'dark look').toEqual([]);
  await expect(page.getByRole('main').getByRole('status')).toContainText('last until you leave the site');

  await page.getByRole('group', { name: 'Theme' }).getByLabel('Light').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('group', { name: 'Text size' }).getByLabel('Large', { exact: true }).check();
  await expect(page.locator('html')).toHaveAttribute('data-font-size', '17');
  await page.getByLabel('Time zone').selectOption({ label: 'UTC+5:30' });
  await page.getByRole('group', { name: 'Clock' }).getByLabel('24-hour').check();
  await expect(page.locator('.preferences-page__preview time')).toHaveText(/^\d{2}:\d{2}$/);
  expect(await accessibilityViolations(page), 'light look, large text').toEqual([]);

  // The other tab follows without a reload.
  await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(otherTab.locator('html')).toHaveAttribute('data-font-size', '17');
  // Nothing agreed yet: no preference cookie.
  expect(await preferenceCookies(context)).toEqual({});

  await page.getByRole('button', { name: 'Agree to functional cookies and keep my choices' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('kept on this device');
  await expect.poll(() => preferenceCookies(context)).toEqual({ appTheme: '0', appFontSize: '17', tzo: '5.5', is12h: '0' });

  // A reload: the server's HTML already has the look.
  const response = await page.reload();
  expect((await response?.text()) ?? '').toMatch(/<html lang="en" data-theme="light" data-font-size="17">/);
  await expect(page.getByRole('group', { name: 'Theme' }).getByLabel('Light')).toBeChecked();

  // Back to the defaults: the cookies go, the look is the site's own again.
  await page.getByRole('button', { name: "Back to the site's defaults" }).click();
  await expect.poll(() => htmlAttribute(page, 'data-theme')).toBeNull();
  await expect.poll(() => preferenceCookies(context)).toEqual({});
  await otherTab.close();
});

test('refusing functional cookies means no preference cookie is written', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookies_agree_type', value: 'necessary', domain: HOST, path: '/' }]);
  await expectRealPage(page, PAGE, HEADING);
  // Nothing chosen yet: the page follows the device, and the theme choice says so.
  await expect(page.getByRole('group', { name: 'Theme' }).getByLabel('Same as my device')).toBeChecked();
  await page.getByRole('group', { name: 'Theme' }).getByLabel('Dark').check();
  await page.getByRole('switch', { name: 'Compact view' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-compact', 'true');
  await expect(page.getByRole('main').getByRole('status')).toContainText('last until you leave the site');
  // Give a write every chance to happen, then check none did.
  await page.waitForTimeout(300);
  expect(await preferenceCookies(context)).toEqual({});
});

test('the server renders times in the chosen zone and clock, and the look on <html>, from the cookies', async ({ page, context }) => {
  await context.addCookies(
    [
      ['appTheme', '0'],
      ['tzo', '5.5'],
      ['is12h', '0'],
      ['appFontSize', 'garbage'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: HOST, path: '/' })),
  );
  const response = await page.goto('/en/line');
  const html = (await response?.text()) ?? '';
  // A garbled cookie is no choice: the default size needs no attribute.
  expect(html).toMatch(/<html lang="en" data-theme="light">/);
  const first = /<time class="game-state__start" dateTime="([^"]+)">([^<]+)<\/time>/i.exec(html);
  expect(first, 'a line game with its start in the HTML').not.toBeNull();
  const [, iso, shown] = first!;
  expect(shown).toBe(clockAt(iso!, 330));
  // Hydration keeps it (the browser has the same choice).
  await expect(page.locator('.game-state__start').first()).toHaveText(clockAt(iso!, 330));
  expect(await accessibilityViolations(page), 'line page in the light look').toEqual([]);
});

test("a player reaches the preferences from the office's account settings", SHARED_STATE, async ({ page }) => {
  await signInAsDemo(page);
  await expectRealPage(page, '/en/office/account-settings', 'Account settings');
  await page.getByRole('link', { name: 'Display preferences: theme, text size, time zone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/office\/preferences$/);
});

/** The page's background colour as the browser paints it. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BACKGROUND = 'rgb(238, 242, 246)';
const DARK_BACKGROUND = 'rgb(15, 25, 35)';

/** Colour-contrast findings only (the other rules are each page's own spec's). */
async function contrastViolations(page: Page): Promise<string[]> {
  await expect(page.locator('.progress-bar, .slot-skeleton, [aria-busy="true"]')).toHaveCount(0);
  return axeViolations(page, (builder) => builder.withRules(['color-contrast']));
}

test('the look follows the device until a theme is chosen, and the light look keeps AA contrast on the busiest pages', async ({ page, context, request }) => {
  // A phone set to light, no theme cookie: the server's HTML names no theme and still paints light.
  await page.emulateMedia({ colorScheme: 'light' });
  const live = await request.get('/web-api/sports/games?section=live&sport=football');
  const game = ((await live.json()) as { games: { id: number; champId: number; home: string }[] }).games[0];
  expect(game, 'a live football game in the reference feed').toBeDefined();
  const pages: [string, string | RegExp][] = [
    ['/en/', /BetHub/],
    [`/en/live/football/${game!.champId}/${game!.id}`, game!.home],
    ['/en/slots', 'Slots'],
    ['/en/lotto', 'Lotto'],
  ];
  for (const [path, heading] of pages) {
    await expectRealPage(page, path, heading);
    expect(await htmlAttribute(page, 'data-theme'), path).toBeNull();
    expect(await background(page), path).toBe(LIGHT_BACKGROUND);
    expect(await contrastViolations(page), `${path} in the device's light look`).toEqual([]);
  }
  // The pieces that used to assume a dark page were on screen.
  for (const [path, piece] of [
    ['/en/', '.welcome-banner'],
    [pages[1]![0], '.badge--live'],
    ['/en/slots', '.casino-tile__badge'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(piece).first(), `${piece} on ${path}`).toBeVisible();
  }

  // Responsible gaming with its warning buttons and the panic button (the German site shows it), as a fresh player.
  const de = `http://de.localhost:${DEFAULT_PORT}`;
  await answerRegulatedNotices(context, [de]);
  await page.goto(`${de}/en/`);
  const statuses = await page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    const registered = await fetch('/web-api/user/registration', { method: 'POST', headers: json, body: JSON.stringify({ type: 'one_click' }) });
    const { data } = (await registered.json()) as { data: { token: string } };
    const person = { name: 'Light', surname: 'Look', date_birthday: '1990-01-01', passport: 'AB123456' };
    const identified = await fetch('/web-api/user/identification', { method: 'POST', headers: { ...json, authorization: `Bearer ${data.token}` }, body: JSON.stringify(person) });
    return [registered.status, identified.status];
  });
  expect(statuses).toEqual([200, 200]);
  await expectRealPage(page, `${de}/en/office/responsible-gaming`, 'Responsible gaming');
  await expect(page.locator('.rg-panic__button')).toBeVisible();
  await expect(page.locator('.rg-danger').first()).toBeAttached();
  expect(await contrastViolations(page), 'responsible gaming in the light look').toEqual([]);

  // An explicit choice overrides the device either way, from the server's first paint.
  await context.addCookies([{ name: 'appTheme', value: '1', domain: HOST, path: '/' }]);
  await page.goto('/en/lotto');
  expect(await htmlAttribute(page, 'data-theme')).toBe('dark');
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'dark' });
  await context.addCookies([{ name: 'appTheme', value: '0', domain: HOST, path: '/' }]);
  await page.goto('/en/lotto');
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
  expect(await contrastViolations(page), 'lotto in the chosen light look').toEqual([]);
  await context.clearCookies();
  await page.goto('/en/lotto');
  expect(await background(page)).toBe(DARK_BACKGROUND);
});

/** The <title> and meta description the server writes for `path` on a first load. */
async function serverHead(page: Page, path: string): Promise<{ title: string; description: string }> {
  const html = await (await page.request.get(path)).text();
  const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? ''),
  };
}

test("moving by a link retitles the page as the server titles that address, and says the new title", async ({ page }) => {
  await expectRealPage(page, '/en/', /BetHub/);
  // A link followed before the app owns the page loads a new document: a first load, which announces nothing.
  await appReady(page);
  const home = await serverHead(page, '/en/');
  await expect(page).toHaveTitle(home.title);
  for (const [link, path, heading] of [
    ['Casino', '/en/slots', 'Slots'],
    ['Display settings', '/en/office/preferences', HEADING],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    const expected = await serverHead(page, path);
    expect(expected.title).not.toBe(home.title);
    await expect(page).toHaveTitle(expected.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description);
    await expect(page.locator('#route-announcer')).toHaveText(expected.title);
    await expect(page.locator('#route-announcer')).toHaveAttribute('aria-live', 'polite');
    await expectNoBrokenPiece(page, path);
  }
  // Back in history is a move too.
  await page.goBack();
  await expect(page).toHaveTitle((await serverHead(page, '/en/slots')).title);
});

test('the list preferences of SPEC 3.5 change /en/line as soon as they are switched, without a reload, and the server follows their cookies', async ({ page, context }) => {
  await expectRealPage(page, '/en/line', 'Sports');
  // The app owns the page before the footer link is followed: else the link loads a new document, and
  // choices without functional consent (memory only) would not reach the line page after Back.
  await appReady(page);
  const express = page.getByRole('region', { name: 'Express of the day' });
  // On by default, from the server's first paint.
  await expect(express.getByRole('button', { name: 'Add all to the coupon' })).toBeVisible();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  // Enter on the focused link, not a tap: scrolled to the footer, the line's list grows under the pointer and moves the
  // footer down, and a tap at the link's old place hit nothing (seen once in a loaded run).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Display settings', exact: true }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await page.getByRole('switch', { name: 'Express of the day in the line' }).uncheck();
  await page.getByRole('switch', { name: 'Top games first' }).check();
  await page.getByRole('switch', { name: 'Show game IDs' }).check();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/line$/);
  await expect(page.locator('.game-row').first()).toBeVisible();
  await expect(express).toHaveCount(0);
  // The home's top games of the line open the list.
  const top = (await (await page.request.get('/web-api/sports/top-games?section=line')).json()) as { gameIds: number[] };
  const topGames = page.getByRole('region', { name: 'Top games' });
  await expect(page.locator('.champ').first()).toHaveAttribute('class', /champ--top/);
  await expect(topGames.locator('.game-row')).toHaveCount(top.gameIds.length);
  // Each row names its game's id, the first top game's first of all.
  await expect(topGames.locator('.game-row__id').first()).toHaveText(`ID ${top.gameIds[0]}`);
  expect(documents, 'no page was loaded again').toEqual([]);

  // The same choices as cookies: the server's HTML already has them, and hydration keeps it.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text()) || (message.type() === 'error' && /react/i.test(message.text()))) problems.push(message.text());
  });
  await context.addCookies(
    [
      ['isAccumulatorOfTheDay', '0'],
      ['isBestMatchesOnTop', '1'],
      ['isShowGameId', '1'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: HOST, path: '/' })),
  );
  const html = (await (await page.reload())?.text()) ?? '';
  expect(html).toContain('class="champ champ--top"');
  expect(html).toContain(`ID ${top.gameIds[0]}`);
  expect(html).not.toContain('class="express-block"');
  await expect(topGames.locator('.game-row__id').first()).toHaveText(`ID ${top.gameIds[0]}`);
  expect(problems).toEqual([]);
});
