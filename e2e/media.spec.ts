/**
 * Media on live game pages, as a phone shows them: the zone tracker a guest can follow (polled,
 * kept in this browser across a reload), the sign-in a guest is asked for before the video, and the
 * match video a signed-in player starts with a tap (Chromium really plays the reference clip, muted,
 * opened with the video token) floating in a corner while the page scrolls. None of it is
 * downloaded on the home page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, expectRealPage, WCAG_TAGS } from './walk.ts';
import { signInAsDemo } from './sign-in.ts';
import { expect, SHARED_STATE, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

interface LiveGame {
  id: number;
  champId: number;
  home: string;
  away: string;
  gameTimeSec: number | null;
}

/** The live football game that started last, so it is still in play while the test runs. */
async function freshLiveFootballGame(request: APIRequestContext): Promise<LiveGame> {
  const res = await request.get('/web-api/sports/games?section=live&sport=football');
  expect(res.ok()).toBe(true);
  const games = ((await res.json()) as { games: LiveGame[] }).games.filter((g) => g.gameTimeSec !== null);
  expect(games.length, 'a live football game in the reference feed').toBeGreaterThan(0);
  return games.sort((a, b) => (a.gameTimeSec ?? 0) - (b.gameTimeSec ?? 0))[0]!;
}

const gamePath = (game: LiveGame) => `/en/live/football/${game.champId}/${game.id}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * WCAG 2.2 AA violations inside the media panel (the game page around it answers for itself: its
 * live badge's contrast is the sports page's own finding).
 */
async function panelViolations(page: Page): Promise<string[]> {
  return axeViolations(page, (builder) => builder.include('.media-panel').withTags(WCAG_TAGS));
}

function scriptUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('a guest follows the zone tracker, kept across a reload, and is asked to sign in for the video; none of it on the home page', async ({ page }) => {
  const scripts = scriptUrls(page);
  await expectRealPage(page, '/en/', 'Welcome to BetHub');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /media-(kit|panel)|\/run-/.test(url)), 'media code on the home page').toEqual([]);

  const game = await freshLiveFootballGame(page.request);
  await expectRealPage(page, gamePath(game), new RegExp(escape(game.home)));
  const panel = page.getByRole('region', { name: 'Match video and tracker' });
  await panel.getByRole('button', { name: 'Match tracker' }).click();
  const tracker = panel.getByRole('figure', { name: new RegExp(`^Match tracker: ${escape(game.home)}`) });
  await expect(tracker).toBeVisible();
  await expect(tracker.locator('.zone__ball')).toHaveCount(1);
  await expect(tracker.locator('figcaption')).toContainText(/′/);

  // The tracker is polled while the page is open.
  let polls = 0;
  page.on('request', (request) => {
    if (request.url().includes(`/web-api/media/zone/${game.id}`)) polls += 1;
  });
  await expect.poll(() => polls, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(await panelViolations(page)).toEqual([]);

  // The choice is kept in this browser: after a reload the tracker shows again without a tap.
  await page.reload();
  await expect(page.getByRole('figure', { name: new RegExp(`^Match tracker: ${escape(game.home)}`) })).toBeVisible();

  await panel.getByRole('button', { name: 'Watch video' }).click();
  await expect(panel.getByText('Sign in to watch the match video.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/user/login');
  expect(await panelViolations(page)).toEqual([]);
  // A guest's browser cannot open the stream either: the server wants a live token.
  expect((await page.request.get(`/web-api/media/video/${game.id}`)).status()).toBe(401);
});

test('a signed-in player starts the match video with a tap; it plays muted and floats while the page scrolls', SHARED_STATE, async ({ page }) => {
  await signInAsDemo(page);
  const game = await freshLiveFootballGame(page.request);
  const tokenCalls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/web-api/user/updatetoken')) tokenCalls.push(response.status());
  });
  await expectRealPage(page, gamePath(game), new RegExp(escape(game.home)));
  const panel = page.getByRole('region', { name: 'Match video and tracker' });
  await panel.getByRole('button', { name: 'Watch video' }).click();
  const video = panel.getByLabel(`Match video: ${game.home} – ${game.away}`);
  await expect(video).toBeVisible();
  expect(tokenCalls).toContain(200);
  await expect(video).toHaveAttribute('src', new RegExp(`^/web-api/media/video/${game.id}\\?token=`));
  await expect(video).toHaveAttribute('poster', `/web-api/media/poster/${game.id}`);
  // Chromium decodes the clip and the tap started it, muted.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.currentTime > 0 && v.muted && v.error === null), { timeout: 15_000 }).toBe(true);
  expect(await panelViolations(page)).toEqual([]);

  // Scrolled away, the player floats in a corner (the default); turned off, it scrolls away with the page.
  const keep = panel.getByRole('checkbox', { name: 'Keep in view while scrolling' });
  await expect(keep).toBeChecked();
  await page.mouse.wheel(0, 2500);
  await expect(page.locator('.media-panel__stage--floating')).toBeVisible();
  await expect(page.locator('.media-panel__stage--floating video')).toBeInViewport();
  await page.mouse.wheel(0, -5000);
  await expect(page.locator('.media-panel__stage--floating')).toHaveCount(0);
  await keep.uncheck();
  await page.mouse.wheel(0, 2500);
  await expect(video).not.toBeInViewport();
  await expect(page.locator('.media-panel__stage--floating')).toHaveCount(0);

  await page.mouse.wheel(0, -5000);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(video).toHaveCount(0);
});
