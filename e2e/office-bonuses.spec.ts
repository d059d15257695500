/**
 * The office's bonus area in a phone-sized browser: every page opens with its data, a promo code
 * from a link is checked at once, and activating codes or exchanging points changes the bonus
 * balance for real. Each test registers a fresh player (one click) so the demo player's money and
 * bonuses stay as the other specs expect.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { RU_OPERATOR_ORIGIN } from './servers.ts';
import { asPlayer } from './sign-in.ts';
import { accessibilityViolations, expectRealPage } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Registers a new player through the API; the answer signs the browser context in. */
async function signInAsNewPlayer(page: Page, currency = 'USD'): Promise<void> {
  const res = await page.request.post('/web-api/user/registration', { data: { type: 'one_click', currency, country_id: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The page's data arrived: no loading line and no failure is left. */
async function expectLoaded(page: Page, path: string): Promise<void> {
  await expect(page.locator('.remote-state[role="status"], .remote-state--error'), `${path} loaded its data`).toHaveCount(0);
}

const ROUTES: readonly [path: string, heading: string][] = [
  ['/en/office/bonuses', 'My bonuses'],
  ['/en/office/bonuses/wager', 'Wagering progress'],
  ['/en/office/bonuses/deposit', 'First-deposit bonus'],
  ['/en/office/cashback', 'Sport cashback'],
  ['/en/office/casino-cashback', 'Casino cashback'],
  ['/en/office/slots-cashback', 'Slots cashback'],
  ['/en/office/promo-code-check', 'Check a promo code'],
  ['/en/office/promo-code-history', 'Promo code history'],
  ['/en/office/specialoffers', 'Special offers'],
  ['/en/office/rewards', 'Loyalty rewards'],
  ['/en/office/bringfriend', 'Bring a friend'],
  ['/en/office/bringfriend/banners', 'Referral banners'],
];

test('every bonus page opens with its data; banners keep their size', async ({ page }) => {
  await signInAsNewPlayer(page);
  for (const [path, heading] of ROUTES) {
    await expectRealPage(page, path, heading);
    await expectLoaded(page, path);
  }

  // The banners page is the last one walked: each image loads from the server, in its reserved box.
  const images = page.locator('.office-bonuses__banner img');
  expect(await images.count()).toBeGreaterThan(1);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await image.boundingBox();
    const [width, height] = [Number(await image.getAttribute('width')), Number(await image.getAttribute('height'))];
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(Math.abs(box!.width / box!.height - width / height)).toBeLessThan(0.05);
  }
  await expect(page.getByLabel('Embed code, 300 × 250')).toHaveValue(/<a href="http[^"]+\/en\/\?bf=BF[A-Z0-9]+"/);

  // A player who has not deposited chooses the first-deposit bonus.
  await page.goto('/en/office/bonuses/deposit');
  await page.getByRole('button', { name: 'Yes, I want the bonus' }).click();
  await expect(page.getByTestId('deposit-choice')).toHaveText('You will get the bonus with your first deposit.');
});

test('a promo code from a link is checked at once; activating it pays the bonus account', async ({ page }) => {
  await signInAsNewPlayer(page);
  await page.goto('/en/office/bonuses');
  await expect(page.getByTestId('bonus-money')).toHaveText('$0.00');
  expect(await accessibilityViolations(page), 'bonuses at 390×844').toEqual([]);

  await page.goto('/en/office/promo-code-check?promocode=WELCOME10');
  await expect(page.getByLabel('Promo code')).toHaveValue('WELCOME10');
  await expect(page.getByRole('heading', { name: 'WELCOME10 is valid' })).toBeVisible();
  expect(await accessibilityViolations(page), 'promo-code-check at 390×844').toEqual([]);
  await page.getByRole('button', { name: 'Activate WELCOME10' }).click();
  await expect(page.getByRole('heading', { name: 'You have used WELCOME10' })).toBeVisible();

  await page.getByRole('link', { name: 'Codes you have used' }).click();
  await expect(page.getByRole('heading', { name: 'WELCOME10' })).toBeVisible();
  await page.goto('/en/office/bonuses');
  await expect(page.getByTestId('bonus-money')).toHaveText('$10.00');

  // Taking a bonus adds its money too.
  await page.getByRole('button', { name: 'Take the Casino reload bonus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: $20.00 paid.' })).toBeVisible();
  await expect(page.getByTestId('bonus-money')).toHaveText('$30.00');
  await expect(page.getByRole('button', { name: 'Take the Casino reload bonus' })).toHaveCount(0);
  await page.goto('/en/office/bonuses/wager');
  await expect(page.getByRole('heading', { name: 'Casino reload bonus' })).toBeVisible();
  await expect(page.getByText('$0.00 wagered of $200.00')).toBeVisible();
});

test('points from an offer are exchanged for bonus money', async ({ page }) => {
  await signInAsNewPlayer(page);
  await page.goto('/en/office/specialoffers');
  await page.getByRole('button', { name: 'Accept the Double loyalty points' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: 300 points paid.' })).toBeVisible();

  await page.goto('/en/office/rewards');
  await expect(page.getByTestId('bonus-points')).toHaveText('300 points');
  await page.getByRole('button', { name: 'Exchange points for the Small bonus' }).click();
  await expect(page.getByTestId('bonus-points')).toHaveText('0 points');
  await expect(page.getByTestId('bonus-money')).toHaveText('$5.00');
  await expect(page.getByRole('button', { name: 'Exchange points for the Medium bonus' })).toBeDisabled();
});

test.describe('on the Russian-language operator', () => {
  test.use({ baseURL: RU_OPERATOR_ORIGIN, locale: 'ru-RU' });

  test('the pages speak Russian and amounts are in the player’s roubles', async ({ page }) => {
    await signInAsNewPlayer(page, 'RUB');
    // This operator asks new players to identify before the office opens.
    const identified = await page.request.post('/web-api/user/identification', {
      headers: await asPlayer(page.request),
      data: { name: 'Иван', surname: 'Петров', date_birthday: '1990-05-17', passport: '4510 123456' },
    });
    expect(identified.ok(), await identified.text()).toBe(true);
    await expectRealPage(page, '/ru/office/cashback', 'Кешбэк за спорт');
    await expectLoaded(page, '/ru/office/cashback');
    await expectRealPage(page, '/ru/office/promo-code-check?promocode=welcome10', 'Проверка промокода');
    await expect(page.getByRole('heading', { name: 'Код WELCOME10 действует' })).toBeVisible();
    // The catalogue's 10 units are 1000 roubles.
    await expect(page.getByText(/Он даёт 1\s?000,00\s?(₽|RUB)/)).toBeVisible();
  });
});
