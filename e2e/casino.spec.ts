/**
 * The casino in a phone-sized browser against the reference casino API and its game origin: every
 * casino route opens its real page; the lobby of the whole catalog keeps a screen of tiles in the
 * DOM while scrolled from top to bottom; a guest opens a demo from the game origin and closes it; a
 * signed-in player opens a real-money game; a launch URL from an origin the site does not allow is
 * refused; my casino sends a guest to sign in and back; favorites toggle; axe finds nothing.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SHARED_STATE, test } from './fixtures.ts';
import { DEFAULT_GAME_ORIGIN } from './servers.ts';
import { DEMO_LOGIN, DEMO_PASSWORD, signInAsDemo } from './sign-in.ts';
import { accessibilityViolations, expectRealPage, withoutPictures } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

interface GameSummary {
  id: number;
  slug: string;
  name: string;
  demo: boolean;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/web-api${path}`);
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The page's data arrived: no loading line, no failure, no list still waiting for its first page. */
async function expectLoaded(page: Page, path: string): Promise<void> {
  await expect(page.locator('.remote-state[role="status"], .remote-state--error, [aria-busy="true"]'), `${path} loaded its data`).toHaveCount(0);
}

/** axe once the page has settled (no progress bar of a navigation still finishing). */
async function violationsWhenSettled(page: Page): Promise<string[]> {
  await expect(page.locator('.progress-bar')).toHaveCount(0);
  return accessibilityViolations(page);
}

async function walk(page: Page, routes: readonly (readonly [string, string | RegExp])[]): Promise<void> {
  for (const [path, heading] of routes) {
    await expectRealPage(page, path, heading);
    await expectLoaded(page, path);
    // Rows of chips and logos scroll sideways; the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits the phone's width`).toBeLessThanOrEqual(390);
  }
}

const SECTION_ROUTES: readonly [string, string][] = [
  ['/en/slots', 'Slots'],
  ['/en/slots/vulkan', 'Vulkan slots'],
  ['/en/slots/jackpots', 'Jackpots'],
  ['/en/live-casino', 'Live casino'],
  ['/en/casino-lobby', 'All games'],
  ['/en/casino-search', 'Search games'],
  ['/en/bingo', 'Bingo'],
  ['/en/virtualsports', 'Virtual sports'],
  ['/en/fast-bet', 'Fast bet'],
  ['/en/scratchcards', 'Scratch cards'],
  ['/en/tvgames', 'TV games'],
  ['/en/fishinghunting', 'Fishing and hunting'],
  ['/en/crash-games', 'Crash games'],
  ['/en/fast-games', 'Fast games'],
  ['/en/keno', 'Keno'],
  ['/en/asian-games', 'Asian games'],
  ['/en/card-games', 'Card games'],
  ['/en/skill-games', 'Skill games'],
  ['/en/poker', 'Poker'],
  ['/en/othergames', 'Other games'],
];

test('every casino route opens its real page with its data', SHARED_STATE, async ({ page }) => {
  test.setTimeout(120_000); // about sixty pages, each waiting for its data
  await withoutPictures(page);
  const { request } = page;
  // Nothing of the casino is fetched for a guest's home page.
  const casinoAssets: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/plugins/casino')) casinoAssets.push(r.url());
  });
  await page.goto('/en/');
  await page.waitForLoadState('networkidle');
  expect(casinoAssets).toEqual([]);

  const lobby = await json<{ sections: { id: string; subcategories: { id: string }[] }[]; providers: { id: string; name: string }[] }>(request, '/casino/lobby');
  const withTheme = lobby.sections.find((s) => s.id === 'popular' && s.subcategories.length > 0) ?? lobby.sections.find((s) => s.subcategories.length > 0);
  const live = lobby.sections.find((s) => s.id === 'live-casino');
  const provider = lobby.providers[0]!;
  const { games } = await json<{ games: GameSummary[] }>(request, '/casino/games?pageSize=1');
  const { tournaments } = await json<{ tournaments: { id: string; name: string }[] }>(request, '/casino/tournaments');
  const { promotions } = await json<{ promotions: { id: string; title: string }[] }>(request, '/casino/promotions');
  const { landings } = await json<{ landings: { route: string; title: string }[] }>(request, '/casino/landings');
  const bonusGames = await json<{ games: { id: string; name: string }[] }>(request, '/casino/bonus-games');
  const tournament = tournaments[0]!;
  const promotion = promotions[0]!;

  await walk(page, SECTION_ROUTES);
  const bonusPages: [string, string][] = [
    ['bonus/casino', 'Bonus casino'],
    ['bonus/casino/tournaments', 'Tournaments'],
    ['bonus/casino/promotions', 'Promotions'],
    ['bonus/casino/promo', 'Running promotions'],
    ['bonus/casino/daily-challenges', 'Daily challenges'],
    [`bonus/casino/${promotion.id}`, promotion.title],
    [`bonus/casino/tournaments/${tournament.id}`, tournament.name],
    [`bonus/casino/tournaments/${tournament.id}/results`, `${tournament.name}: leaderboard`],
  ];
  await walk(page, [
    [`/en/slots/${withTheme!.id}/${withTheme!.subcategories[0]!.id}`, /.+/],
    [`/en/live-casino/live-casino/${live!.subcategories[0]!.id}`, 'Live casino'],
    [`/en/game/${games[0]!.id}/${games[0]!.slug}`, games[0]!.name],
    ['/en/section/thankyou', 'Thank you'],
    ['/en/my-casino/authorization', 'My casino'],
    ['/en/providers', 'Game providers'],
    [`/en/providers/${provider.id}`, `${provider.name} games`],
    ['/en/casino/brand', 'Casino brands'],
    ['/en/casino/slot-first-deposit', 'First deposit bonus for slots'],
    ['/en/allgamesentrance', 'Bonus games'],
    ...bonusGames.games.map((g) => [`/en/allgamesentrance/${g.id}`, g.name] as const),
    [`/en/games-landing/${landings[0]!.route}`, landings[0]!.title],
    ...bonusPages.map(([path, heading]) => [`/en/${path}`, heading] as const),
    ...bonusPages.map(([path, heading]) => [`/en/landing/${path}`, heading] as const),
  ]);
  // The brands slider shows above casino pages, except on the brands page itself and on the headless landings.
  await expect(page.locator('.casino-slider')).toHaveCount(0);
  await page.goto('/en/casino/brand');
  await expect(page.getByRole('heading', { name: 'Casino brands' })).toBeVisible();
  await expect(page.locator('.casino-slider')).toHaveCount(0);
  await page.goto('/en/providers');
  await expect(page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'All brands' })).toBeVisible();

  // The old bonus page moves to the casino's own page where the region asks.
  await page.goto('/en/bonus/slot_first_deposit');
  await expect(page).toHaveURL(/\/en\/casino\/slot-first-deposit$/);

  // A bonus game outside the five is no route at all.
  await page.goto('/en/allgamesentrance/roulette');
  await expect(page.locator('.status-page')).toBeVisible();

  // A guest on my casino is sent to sign in, and comes back once signed in.
  await page.goto('/en/my-casino');
  await expect(page).toHaveURL(/\/en\/user\/login\?redirect_url=%2Fen%2Fmy-casino/);
  await page.getByLabel('Login, e-mail or account ID').fill(DEMO_LOGIN);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/en\/my-casino$/);
  await walk(page, [
    ['/en/my-casino', 'My casino'],
    ['/en/my-casino/favorites', 'My casino'],
    ['/en/my-casino/recommended', 'My casino'],
    ['/ru/slots', 'Слоты'],
    ['/ru/bonus/casino/tournaments', 'Турниры'],
  ]);
  // Signed in, the guests' page sends the player on.
  await page.goto('/en/my-casino/authorization');
  await expect(page).not.toHaveURL(/authorization/);
});

test('the lobby of the whole catalog keeps fewer than 200 tiles in the DOM from top to bottom', async ({ page }) => {
  const { total } = await json<{ total: number }>(page.request, '/casino/games?pageSize=1');
  expect(total).toBeGreaterThanOrEqual(3000);
  await page.goto('/en/casino-lobby');
  await expect(page.getByText(`${total} games`)).toBeVisible();
  // The first rows come in the HTML; once the app runs, the grid stands in for every other row, so the page is as tall as the catalog.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan((total / 3) * 100);
  const tiles = page.locator('.casino-grid__list > li');
  let most = 0;
  // Five screens a step: the grid draws the rows near the screen wherever it lands, and a walk in
  // two-screen steps took 30-40 s of the run.
  for (let step = 0; step < 200; step += 1) {
    const { atEnd } = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 5);
      return { atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2 };
    });
    await page.waitForTimeout(30);
    most = Math.max(most, await tiles.count());
    expect(most, `tiles in the DOM after step ${step}`).toBeLessThan(200);
    if (atEnd) break;
  }
  // At the bottom the last game arrives in its place (its page was fetched as its rows came near).
  const last = page.locator(`.casino-grid__list > li[aria-posinset="${total}"]`);
  await expect(last).toBeVisible();
  await expect(last.getByRole('link')).toHaveAttribute('href', /\/en\/game\/\d+\//);
  expect(await page.locator('.casino-tile--skeleton').count()).toBe(0);
  expect(most).toBeGreaterThan(6);
  expect(await violationsWhenSettled(page)).toEqual([]);

  // Search as one types: the list follows, and the chips change the URL.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Search by game name').fill('ro');
  await expect(page).toHaveURL(/search=ro/);
  await expect(page.getByText(/^\d+ games?$/)).not.toHaveText(`${total} games`);
  await page.getByRole('navigation', { name: 'Game types' }).getByRole('link', { name: 'Dice' }).click();
  await expect(page).toHaveURL(/category=dice/);
  await expect(page.getByLabel('Search by game name')).toHaveValue('ro');
});

test('a guest opens a demo from the game origin and closes it; a foreign launch URL is refused', async ({ page }) => {
  const { games } = await json<{ games: GameSummary[] }>(page.request, '/casino/games?category=slots&pageSize=48');
  const demo = games.find((g) => g.demo)!;
  await page.goto(`/en/game/${demo.id}/${demo.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to play for real money' })).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);

  await page.getByRole('button', { name: 'Play the demo' }).click();
  const frame = page.getByTitle(`${demo.name} game`);
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute('src')).toMatch(new RegExp(`^${DEFAULT_GAME_ORIGIN}/play\\?`));
  expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
  const game = page.frameLocator(`iframe[title="${demo.name} game"]`);
  await expect(game.getByRole('heading', { name: demo.name })).toBeVisible();
  await expect(game.getByRole('button').first()).toBeVisible();
  expect(await violationsWhenSettled(page)).toEqual([]);

  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play the demo' })).toBeVisible();

  // The server's launch answer is replaced by one on another origin: the page refuses it and frames nothing.
  await page.route('**/web-api/casino/launch', (route) =>
    route.fulfill({ json: { url: 'https://games.elsewhere.example/play?token=x', origin: 'https://games.elsewhere.example', mode: 'demo', sessionId: 'session-foreign-1' } }),
  );
  await page.getByRole('button', { name: 'Play the demo' }).click();
  await expect(page.getByRole('alert')).toContainText('it came from https://games.elsewhere.example');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a signed-in player opens a real-money game and toggles a favorite', SHARED_STATE, async ({ page }) => {
  await signInAsDemo(page);
  const { games } = await json<{ games: GameSummary[] }>(page.request, '/casino/games?section=popular&pageSize=4');
  const game = games[0]!;
  await page.goto(`/en/game/${game.id}/${game.slug}`);
  await page.getByRole('button', { name: 'Play for real money' }).click();
  const frame = page.frameLocator(`iframe[title="${game.name} game"]`);
  await expect(frame.getByRole('heading', { name: game.name })).toBeVisible();
  await expect(page.getByRole('region', { name: `${game.name}, playing` })).toContainText('Real money');
  // On every phone width the bar fits the screen and Close is a whole 44 px target.
  for (const width of [390, 320, 430]) {
    await page.setViewportSize({ width, height: 844 });
    const bar = await page.locator('.casino-frame__bar').boundingBox();
    const close = await page.getByRole('button', { name: 'Close the game' }).boundingBox();
    expect(bar && bar.x >= 0 && bar.x + bar.width <= width, `bar at ${width} px: ${JSON.stringify(bar)}`).toBe(true);
    expect(close && close.width >= 44 && close.height >= 44 && close.x + close.width <= width, `Close at ${width} px: ${JSON.stringify(close)}`).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);

  // Favorites: on at once in the lobby, listed in my casino, then off again.
  await page.goto('/en/casino-lobby?category=all');
  const heart = page.locator('.casino-tile__favorite').first();
  await expect(heart).toBeVisible();
  const pressed = (await heart.getAttribute('aria-pressed')) === 'true';
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', String(!pressed));
  await page.goto('/en/my-casino/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites' })).toBeVisible();
  await expectLoaded(page, '/en/my-casino/favorites');
  if (!pressed) {
    await expect(page.getByRole('list', { name: 'Favorites' }).getByRole('listitem').first()).toBeVisible();
  }
  await page.goto('/en/casino-lobby?category=all');
  await page.locator('.casino-tile__favorite').first().click();
  await expect(page.locator('.casino-tile__favorite').first()).toHaveAttribute('aria-pressed', String(pressed));

  await page.goto('/en/providers');
  await expectLoaded(page, '/en/providers');
  expect(await violationsWhenSettled(page)).toEqual([]);
});
