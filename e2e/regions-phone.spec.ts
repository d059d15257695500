/**
 * The site on a phone (390 × 844) in each region SPEC names: default, uk, se and de (Chromium
 * resolves *.localhost to the loopback, and the server picks the site config by Host), for a guest
 * and for a new player with a four-digit balance. On every page walked:
 *  - it is a real page: a heading, no 404 or 500 page, no failed piece, no raw dictionary key, no
 *    CSP or Trusted Types violation;
 *  - nothing scrolls sideways;
 *  - the header keeps the whole brand (the regions' brands are the longest) and the balance on its
 *    one line.
 * A guest's walk is the main pages plus every link of the bottom bar, so the always-visible
 * navigation leads to real pages in every region; a player's walk is the player's own pages.
 */
import type { Page } from '@playwright/test';
import { bottomNavigation, expect, siteHeader, test } from './fixtures.ts';
import { DEFAULT_ORIGIN, DEFAULT_PORT } from './servers.ts';
import { answerRegulatedNotices, registerFreshPlayer } from './regulated.ts';
import { expectNoBrokenPiece } from './walk.ts';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

/** `deposit`: a four-digit amount the region lets a new player pay in (de caps deposits at 1,000 EUR a month). */
const REGIONS = [
  { name: 'default', origin: DEFAULT_ORIGIN, brand: 'BetHub', deposit: 2_500 },
  { name: 'uk', origin: `http://uk.localhost:${DEFAULT_PORT}`, brand: 'BetHub UK', deposit: 2_500 },
  { name: 'se', origin: `http://se.localhost:${DEFAULT_PORT}`, brand: 'BetHub Sverige', deposit: 2_500 },
  { name: 'de', origin: `http://de.localhost:${DEFAULT_PORT}`, brand: 'BetHub Deutschland', deposit: 1_000 },
] as const;

const GUEST_PAGES = ['/en/', '/en/live', '/en/line', '/en/coupon', '/en/registration'];
const PLAYER_PAGES = ['/en/', '/en/office/menu', '/en/history', '/en/office/recharge', '/en/office/account-settings', '/en/coupon'];

/** A line game's page (the same feed answers every region). */
async function gamePage(page: Page): Promise<string> {
  const res = await page.request.get(`${DEFAULT_ORIGIN}/web-api/sports/games?section=line&sport=football`);
  const game = ((await res.json()) as { games: { id: number; sport: string; champId: number }[] }).games[0];
  expect(game, 'a football game in the line').toBeDefined();
  return `/en/line/${game!.sport}/${game!.champId}/${game!.id}`;
}

/** The pages the bottom bar links to, as this page shows it. */
async function bottomBarLinks(page: Page): Promise<string[]> {
  const hrefs = await bottomNavigation(page).getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.length, 'the bottom bar has links').toBeGreaterThan(2);
  return hrefs;
}

/** The header's brand (and balance, for a player) whole, inside the header's one line. */
async function expectWholeHeader(page: Page, path: string, brand: string, signedIn: boolean): Promise<void> {
  const header = siteHeader(page);
  const parts = [header.getByRole('link', { name: brand, exact: true })];
  if (signedIn) parts.push(header.getByLabel(/^Balance: /));
  const headerBox = (await header.boundingBox())!;
  for (const part of parts) {
    await expect(part, `${path}: the header shows it`).toBeVisible();
    expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth), `${path}: "${await part.textContent()}" is cut`).toBe(true);
    const box = (await part.boundingBox())!;
    expect(box.x, `${path}: "${await part.textContent()}" starts inside the header`).toBeGreaterThanOrEqual(headerBox.x);
    expect(box.x + box.width, `${path}: "${await part.textContent()}" ends inside the header`).toBeLessThanOrEqual(headerBox.x + headerBox.width);
  }
}

async function walk(page: Page, origin: string, paths: readonly string[], brand: string, signedIn: boolean): Promise<void> {
  for (const path of paths) {
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), `${path} answers 200`).toBe(200);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(page.locator('#root h1, #root h2').first(), `${path} shows a heading`).toBeVisible();
    await expect(page.locator('[data-slot-loading]'), `${path} has drawn its pieces`).toHaveCount(0);
    await expectNoBrokenPiece(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits the phone's width`).toBeLessThanOrEqual(WIDTH);
    await expectWholeHeader(page, path, brand, signedIn);
  }
}

for (const region of REGIONS) {
  test.describe(`${region.name} at ${WIDTH} px`, () => {
    test.beforeEach(({ context }) => answerRegulatedNotices(context, [region.origin]));

    test('a guest: the main pages and every page of the bottom bar are real and fit the phone', async ({ page }) => {
      await page.goto(`${region.origin}/en/`);
      const pages = [...new Set([...GUEST_PAGES, await gamePage(page), ...(await bottomBarLinks(page))])];
      await walk(page, region.origin, pages, region.brand, false);
    });

    test('a new player with a four-digit balance: the office, history, deposit and coupon are real and fit the phone', async ({ page }) => {
      await registerFreshPlayer(page, region.origin, region.deposit);
      await expect(siteHeader(page).getByLabel(/^Balance: /)).toContainText(region.deposit.toLocaleString('en'));
      // The bottom bar's pages are the guest's test's: here the player's own pages, with the balance.
      await walk(page, region.origin, PLAYER_PAGES, region.brand, true);
    });
  });
}
