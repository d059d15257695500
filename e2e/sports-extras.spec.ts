/**
 * The sports extras in a phone-sized browser against the reference API: every page opens for real
 * (teams, bets on you with its game and the top game, favorites, search, the express of the day,
 * champion results and pages, recommendations, results) and axe finds nothing on them; addresses
 * naming what does not exist show the 404 state; search answers as the player types; the express
 * goes into the coupon in one tap; a guest's favorite follows to another tab and into the player's
 * favorites on sign-in.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SHARED_STATE, test } from './fixtures.ts';
import { asPlayer, signInAsDemo } from './sign-in.ts';
import { accessibilityViolations, expectRealPage } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/web-api${path}`);
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface GameRef {
  id: number;
}

async function expectLoaded(page: Page, path: string): Promise<void> {
  await expect(page.locator('.remote-state[role="status"], .remote-state--error, [aria-busy="true"]'), `${path} loaded its data`).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits the phone's width`).toBeLessThanOrEqual(390);
}

test('every sports extras page opens for real, fits the phone and passes axe', async ({ page }) => {
  // Twenty-six pages, a third of them under axe: longer than one flow, on a shared two-core machine.
  test.setTimeout(150_000);
  const epl = await json<{ recent: GameRef[] }>(page.request, '/sports-extras/champions/epl');
  const backed = await json<{ items: { game: GameRef }[] }>(page.request, '/sports-extras/bets-on-you?section=line');
  const fights = await json<{ games: GameRef[] }>(page.request, '/sports/games?section=line&sport=mma');
  const event = epl.recent[0]!.id;
  const game = backed.items[0]!.game.id;
  const pages: [string, string | RegExp, boolean][] = [
    ['/en/team/arsenal', 'Arsenal', true],
    ['/en/team/arsenal/games', 'Arsenal', false],
    ['/en/team/arsenal/live', 'Arsenal', false],
    ['/en/team/j-sinner/line', 'J. Sinner', false],
    ['/en/bets-on-you', 'Bets on you', true],
    ['/en/bets-on-you/live', 'Bets on you', false],
    [`/en/bets-on-you/line/${game}`, /–/, true],
    [`/en/top-game/${game}`, /–/, false],
    [`/en/ufc/${fights.games[0]!.id}`, /–/, true],
    ['/en/favorites', 'Favorites', true],
    ['/en/search-events', 'Search events', true],
    ['/en/express-day', 'Express of the day', true],
    ['/en/champs', 'Champions', true],
    ['/en/champs/football', 'Champions: Football', false],
    ['/en/champions/champ', 'Champions League', true],
    ['/en/champions/ipl', 'Indian Premier League', false],
    ['/en/champions/europa-league/final', 'Europa League · Final', true],
    [`/en/champions/epl/event/${event}`, 'English Premier League · Event', true],
    [`/en/champions/epl/game/${game}`, /–/, false],
    ['/en/champions/laliga/favorites', 'LaLiga · Favorites', false],
    ['/en/recommendations', 'Recommended for you', true],
    ['/en/recommendations/football', 'Recommended: Football', false],
    ['/en/recommendations/football/101', 'Recommended: England. Premier League', false],
    ['/en/results/live', 'Live scores', false],
    ['/en/results/zone', 'Results zone', true],
    ['/ru/champs', 'Чемпионы', false],
  ];
  for (const [path, heading, axe] of pages) {
    expect((await page.request.get(path)).status(), `${path} answers 200 on a first load`).toBe(200);
    await expectRealPage(page, path, heading);
    await expectLoaded(page, path);
    if (axe) expect(await accessibilityViolations(page), `${path} axe`).toEqual([]);
  }
});

test('addresses naming what does not exist answer 404 and show the 404 state', async ({ page }) => {
  for (const path of ['/en/team/nobody-fc', '/en/team/arsenal/stats', '/en/bets-on-you/soon', '/en/champions/bundesliga', '/en/champions/laliga/event/101000100', '/en/champs/curling', '/en/results/archive', '/en/recommendations/curling']) {
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers 404 on a first load`).toBe(404);
    await expect(page.locator('.status-page[data-status="404"]'), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' }), path).toBeVisible();
  }
});

test('search answers as the player types, and the express goes into the coupon in one tap', async ({ page }) => {
  await page.goto('/en/search-events');
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/web-api/sports-extras/search')) searches.push(new URL(r.url()).searchParams.get('q') ?? '');
  });
  await page.getByRole('searchbox', { name: 'Team or championship' }).pressSequentially('premier', { delay: 40 });
  await expect(page.getByRole('region', { name: /^Football \(\d+\)$/ })).toBeVisible();
  expect(searches).toEqual(['premier']);
  // The search is the address's: shared or reloaded, it shows the same.
  await expect(page).toHaveURL(/\/en\/search-events\?q=premier$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Team or championship' })).toHaveValue('premier');
  await expect(page.getByRole('region', { name: /^Football \(\d+\)$/ })).toBeVisible();

  await page.goto('/en/express-day');
  const add = page.getByRole('button', { name: /^Add \d selections to the coupon$/ });
  await expect(add).toBeVisible();
  await add.click();
  await expect(page.getByText('The express is in your coupon.')).toBeVisible();
  // The coupon keeps them: after a reload every pick still reads as selected.
  await page.reload();
  await expect(page.getByText('The express is in your coupon.')).toBeVisible();
});

test('a guest’s favorite shows in another tab and joins the player’s favorites on sign-in', SHARED_STATE, async ({ page, context }) => {
  await page.goto('/en/champions/laliga');
  const star = page.getByRole('button', { name: 'Add Spain. LaLiga to favorites' });
  const other = await context.newPage();
  await other.goto('/en/favorites');
  await expect(other.getByText(/You have no favorites yet/)).toBeVisible();
  await star.click();
  await expect(page.getByRole('button', { name: 'Remove Spain. LaLiga from favorites' })).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByRole('link', { name: /Spain\. LaLiga/ })).toBeVisible();

  await signInAsDemo(page);
  await page.goto('/en/favorites');
  await expect(page.getByRole('link', { name: /Spain\. LaLiga/ })).toBeVisible();
  await expect(page.getByText(/kept in this browser/)).toHaveCount(0);
  // The page shows the joined list at once; the account's copy follows when the save is answered.
  await expect
    .poll(async () => {
      const saved = await page.request.get('/web-api/sports-extras/favorites', { headers: await asPlayer(page.request) });
      return ((await saved.json()) as { champs: number[] }).champs;
    })
    .toContain(102);
});
