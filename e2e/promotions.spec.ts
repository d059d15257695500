/**
 * Promotions and landings in a phone-sized browser against the reference promotions API: every promo
 * path opens its real page (fitting the phone, axe finding nothing), unknown ids and sections are not
 * found (404 from the server on a first load too), old paths move to their new names (301), a landing
 * stands alone in the headless layout, a new player takes part in a promotion once, and the Russian
 * operator's bonus and offer pages swap names.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { RU_OPERATOR_ORIGIN } from './servers.ts';
import { accessibilityViolations, expectRealPage } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

const NOT_FOUND = /could not be found/i;

/** The page's data arrived: no loading line and no failure. */
async function expectLoaded(page: Page, path: string): Promise<void> {
  await expect(page.locator('.remote-state[role="status"], .remote-state--error'), `${path} loaded its data`).toHaveCount(0);
}

async function violationsWhenSettled(page: Page): Promise<string[]> {
  await expect(page.locator('.progress-bar')).toHaveCount(0);
  return accessibilityViolations(page);
}

const PAGES: readonly (readonly [string, string | RegExp])[] = [
  ['/en/promotions', 'Promotions'],
  ['/en/promotions/accumulator-weekend', 'Accumulator weekend'],
  ['/en/bonus/rules', 'Bonuses'],
  ['/en/bonus/games', 'Games for bonuses'],
  ['/en/bonus/rules/welcome-sports', 'Welcome bonus for sports'],
  ['/en/bonuses-offers', 'Offers'],
  ['/en/bonuses-games', 'Offers for casino games'],
  ['/en/bonus-partner', 'Partner offers'],
  ['/en/bonus-offer/first-bet-insurance', 'First bet insurance'],
  ['/en/bonus-offer-partner/streamarena-premium', 'A month of StreamArena premium'],
  ['/en/partners/3', 'StreamArena'],
  ['/en/landing-page/welcome', 'Welcome to the game'],
  ['/en/landing-page/derby-night/headless', 'Derby night'],
  ['/ru/promotions', 'Акции'],
];

test('every promo path opens its real page on a phone, and axe finds nothing', async ({ page }) => {
  const violations: string[] = [];
  for (const [path, heading] of PAGES) {
    await expectRealPage(page, path, heading);
    await expectLoaded(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits the phone's width`).toBeLessThanOrEqual(390);
    violations.push(...(await violationsWhenSettled(page)).map((line) => `${path} ${line}`));
  }
  expect(violations).toEqual([]);
});

test('the server answers a first load with the status the page shows', async ({ request }) => {
  const statuses: Record<string, number> = {
    '/en/promotions/accumulator-weekend': 200,
    '/en/bonus/rules/welcome-sports': 200,
    '/en/partners/3': 200,
    '/en/landing-page/welcome': 200,
    '/en/lpage/welcome': 301,
    '/en/offers': 301,
    '/en/bonus/poker': 404,
    '/en/promotions/no-such-promotion': 404,
    '/en/bonus/rules/no-such-bonus': 404,
    '/en/bonus-offer/nothing': 404,
    '/en/bonus-offer-partner/first-bet-insurance': 404,
    '/en/partners/99': 404,
    '/en/landing-page/old-campaign': 404,
  };
  const got: Record<string, number> = {};
  for (const path of Object.keys(statuses)) got[path] = (await request.get(path, { maxRedirects: 0 })).status();
  expect(got).toEqual(statuses);
});

test('unknown ids and sections are not found; old paths move to their new names', async ({ page }) => {
  for (const path of ['/en/bonus/poker', '/en/bonus/rules/no-such-bonus', '/en/promotions/no-such-promotion', '/en/bonus-offer/nothing', '/en/bonus-offer-partner/first-bet-insurance', '/en/partners/99', '/en/landing-page/old-campaign']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND }), `${path} is not found`).toBeVisible();
  }
  // The casino's own bonus pages are static paths, and win over bonus/:section.
  await expectRealPage(page, '/en/bonus/casino', /./);

  for (const [from, to] of [
    ['/en/lpage/derby-night', '/en/landing-page/derby-night'],
    ['/en/promotion/monday-cashback', '/en/promotions/monday-cashback'],
    ['/en/actions', '/en/promotions'],
    ['/en/bonus/promotions/autumn-cup', '/en/promotions/autumn-cup'],
    ['/en/offers', '/en/bonuses-offers'],
    ['/en/offers/free-spins-tuesday', '/en/bonus-offer/free-spins-tuesday'],
  ] as const) {
    await page.goto(from);
    await expect(page, `${from} moves to ${to}`).toHaveURL(new RegExp(`${to.replace(/[/]/g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND);
  }
});

test('a landing stands alone in the headless layout, its call to action leading into the site', async ({ page }) => {
  await expectRealPage(page, '/en/landing-page/derby-night/headless', 'Derby night');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByText(/^\d+ d \d+ h \d+ min$/)).toBeVisible();
  await page.getByRole('link', { name: 'All promotions' }).click();
  await expect(page).toHaveURL(/\/en\/promotions$/);
});

test('a new player takes part in a promotion once, and the page remembers it', async ({ page }) => {
  // A player of its own: taking part cannot be undone, and the demo player is shared by every spec.
  const registered = await page.request.post('/web-api/user/registration', { data: { type: 'one_click', currency: 'USD', country_id: 1 } });
  expect(registered.ok(), await registered.text()).toBe(true);
  await expectRealPage(page, '/en/promotions/accumulator-weekend', 'Accumulator weekend');
  await page.getByRole('button', { name: 'Take part' }).click();
  await expect(page.getByText(/^You take part since /)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^You take part since /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take part' })).toHaveCount(0);
});

test('the Russian operator calls its bonuses offers and its offers bonuses', async ({ page }) => {
  await expectRealPage(page, `${RU_OPERATOR_ORIGIN}/ru/bonus/rules`, 'Предложения');
  const nav = page.getByRole('navigation', { name: 'Акции и бонусы' });
  await expect(nav.getByRole('link', { name: 'Бонусы' })).toHaveAttribute('href', '/ru/bonuses-offers');
  await expectRealPage(page, `${RU_OPERATOR_ORIGIN}/ru/bonuses-offers`, 'Бонусы');
  await expectLoaded(page, '/ru/bonuses-offers');
});
