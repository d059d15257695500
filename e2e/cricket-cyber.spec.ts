/**
 * Cricket and cyber sports in a phone-sized browser against the reference API: every path of both
 * areas opens its real page (axe finds nothing on the main ones), the first load answers the status
 * the page shows (cyber redirects to cyber/real, unknown ids are 404), a cricket price goes into the
 * coupon and out again, a guest's favorite survives a reload, search follows the typing, and a
 * player's one-time app link signs a second browser in.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SHARED_STATE, test } from './fixtures.ts';
import { signInAsDemo } from './sign-in.ts';
import { accessibilityViolations, expectRealPage } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

interface GameLite {
  id: number;
  champId: number;
  home: string;
  away: string;
  isLive: boolean;
  discipline: string | null;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/web-api${path}`);
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The page's data arrived: no loading line and no failure. */
async function expectLoaded(page: Page, path: string): Promise<void> {
  await expect(page.locator('.remote-state[role="status"], .remote-state--error'), `${path} loaded its data`).toHaveCount(0);
}

async function violationsWhenSettled(page: Page): Promise<string[]> {
  await expect(page.locator('.progress-bar')).toHaveCount(0);
  return accessibilityViolations(page);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('every cricket and cyber path opens its page, answers its status, and axe finds nothing', async ({ page }) => {
  const { games: cricket } = await json<{ games: GameLite[] }>(page.request, '/cricket/events?section=all');
  const game = cricket[0]!;
  const { player } = await json<{ player: { id: number; name: string } }>(page.request, '/cricket/players/601000');
  const { games: cs2 } = await json<{ games: GameLite[] }>(page.request, '/cyber/real/games?discipline=cs2');
  const cyberGame = cs2[0]!;
  const cyberGamePath = `/en/cyber/real/cs2/${cyberGame.champId}/${cyberGame.isLive ? 'live' : 'line'}/${cyberGame.id}`;

  const checkedByAxe = new Set(['/en/cricket', '/en/cricket/champ/601', `/en/cricket/player-info/${player.id}`, '/en/cricket/app', '/en/cyber/real', '/en/cyber/real/cs2/live']);
  const walk: [string, string | RegExp][] = [
    ['/en/cricket', 'Cricket'],
    ['/en/cricket/all-champs', 'Cricket championships'],
    ['/en/cricket/all-events', 'All cricket events'],
    ['/en/cricket/favorites', 'Favorites'],
    ['/en/cricket/search-events', 'Search cricket events'],
    ['/en/cricket/broadcasts', 'Cricket broadcasts'],
    ['/en/cricket/champ/601', 'India. IPL'],
    [`/en/cricket/player-info/${player.id}`, player.name],
    [`/en/cricket/game/${game.id}`, new RegExp(escape(game.home))],
    ['/en/cricket/app', 'The cricket app'],
    ['/en/cricket/ipl-betting-app', 'IPL betting app'],
    ['/en/cyber/real', 'Cyber sports'],
    ['/en/cyber/virtual', 'Cyber sports'],
    ['/en/cyber/real/all', 'All disciplines'],
    ['/en/cyber/virtual/efootball', 'EA Sports FC'],
    ['/en/cyber/real/cs2/live', 'Counter-Strike 2'],
    ['/en/cyber/real/dota2/line', 'Dota 2'],
    ['/en/cyber/real/cs2/champs', 'Counter-Strike 2: championships'],
    [`/en/cyber/real/cs2/${cyberGame.champId}`, /BLAST Premier|ESL Pro League|Championship/],
    [cyberGamePath, new RegExp(escape(cyberGame.home))],
  ];
  for (const [path, heading] of walk) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), `${path} answers 200 on a first load`).toBe(200);
    await expectRealPage(page, path, heading);
    await expectLoaded(page, path);
    if (checkedByAxe.has(path)) expect(await violationsWhenSettled(page), path).toEqual([]);
  }

  // The token landing shows the same page and says when the link does not work.
  await expectRealPage(page, '/en/cricket/app/not-a-real-link-token-0000', 'Signing the app in');
  await expect(page.getByRole('alert')).toContainText('used already or expired');

  const redirect = await page.request.get('/en/cyber?from=menu', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('/en/cyber/real?from=menu');
  for (const missing of ['/en/cricket/champ/999', '/en/cricket/player-info/601099', '/en/cricket/game/101000001', '/en/cyber/arcade', '/en/cyber/virtual/cs2', '/en/cyber/real/cs2/503', `/en/cyber/real/cs2/${cyberGame.champId}/soon/${cyberGame.id}`]) {
    const answer = await page.request.get(missing, { maxRedirects: 0 });
    expect(answer.status(), `${missing} answers 404`).toBe(404);
  }
  await page.goto('/en/cyber/virtual/cs2');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});

test('a cricket price goes into the coupon and out, a followed championship survives a reload, search follows the typing', async ({ page }) => {
  await page.goto('/en/cricket/all-events');
  const prices = page.locator('.cricket-game__odds button.odds:not([disabled])');
  await expect(prices.first()).toBeVisible();
  const price = prices.first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/en/cricket/all-champs');
  const star = page.getByRole('button', { name: 'Follow England. The Hundred' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Follow England. The Hundred' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'England. The Hundred' })).toBeVisible();

  await page.goto('/en/cricket/search-events');
  // A championship's name, not a team's: the feed pairs teams by the clock, so a given team may have no game listed.
  await page.getByRole('searchbox', { name: 'Team or championship' }).fill('Big Bash');
  await expect(page).toHaveURL(/\/en\/cricket\/search-events\?q=Big(\+|%20)Bash$/);
  await expect(page.getByText(/games? found/)).toBeVisible();
  await expect(page.getByText('Australia. Big Bash League').first()).toBeVisible();
});

test("a player's one-time app link signs another browser in and opens cricket", SHARED_STATE, async ({ page, browser }) => {
  await signInAsDemo(page);
  await page.goto('/en/cricket/app');
  await page.getByRole('button', { name: 'Make a sign-in link' }).click();
  const link = page.locator('.cricket-app-link__url');
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/en\/cricket\/app\/[A-Za-z0-9_-]{16,}$/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(new URL(href!).pathname);
  await expect(phonePage).toHaveURL(/\/en\/cricket$/);
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible();
  // The phone's browser has a session of its own now: it can mint a token.
  const token = await phonePage.request.get('/web-api/user/gettoken?force_refresh=true');
  expect(token.status()).toBe(200);
  // A link works once.
  const again = await phone.request.post('/web-api/cricket/app/redeem', { data: { token: new URL(href!).pathname.split('/').pop() } });
  expect(again.status()).toBe(404);
  await phone.close();
});
