/**
 * The SEO block and the platform calls in a phone-sized browser: the landing page's SEO text arrives
 * in the server's HTML and costs no request, folds open without breaking a policy, and follows the
 * player to the next page; the profile's private details wait for the password; Internet Explorer
 * is sent to its own page by the first load.
 */
import { expect, SHARED_STATE, test } from './fixtures.ts';
import { DEFAULT_ORIGIN } from './servers.ts';
import { signInAsDemo, DEMO_PASSWORD } from './sign-in.ts';
import { accessibilityViolations, expectNoBrokenPiece, expectRealPage, watchPolicyViolations } from './walk.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the SEO block: written by the server, folded, readable, and following the player', async ({ page }) => {
  const html = await (await page.request.get('/en/')).text();
  expect(html).toMatch(/<section id="seo-block" class="seo-block"><details class="seo-block__details"><summary class="seo-block__summary">Sports betting and casino at BetHub<\/summary>/);

  const seoCalls: string[] = [];
  page.on('request', (request) => {
    // The pictures are files the block shows; the calls are what the block would have to ask for.
    if (request.url().includes('/web-api/seo/') && !request.url().includes('/web-api/seo/images/')) seoCalls.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await expectRealPage(page, '/en/', 'Welcome to BetHub');
  const block = page.locator('#seo-block');
  const summary = block.locator('summary');
  await expect(summary).toHaveText('Sports betting and casino at BetHub');
  const paragraph = block.locator('p').first();
  await expect(paragraph).toBeHidden();
  await summary.click();
  await expect(paragraph).toBeVisible();
  await expect(block.getByRole('img', { name: 'A floodlit football pitch at night' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(seoCalls, 'the landing page’s block is the server’s').toEqual([]);

  // The next page, reached in the app: its own text, asked for once.
  await page.locator('a[href="/en/live"]').first().click();
  await expect(page).toHaveURL('/en/live');
  await expect(block.locator('summary')).toHaveText('Live betting at BetHub');
  expect(seoCalls).toContain('/web-api/seo/content?path=%2Fen%2Flive');
  await expectNoBrokenPiece(page, '/en/live');
});

test('the profile shows the private details only after the password is entered again', SHARED_STATE, async ({ page }) => {
  await signInAsDemo(page);
  await expectRealPage(page, '/en/office/account', 'My profile');
  await expect(page.getByRole('heading', { name: 'Private details' })).toBeVisible();
  await expect(page.getByText('Passport number')).toHaveCount(0);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password is not right');
  await expect(password).toHaveValue('not-the-password');
  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByText('Passport number')).toBeVisible();
  await expect(page.getByText(/^Shown for 30 min more/)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await expectNoBrokenPiece(page, '/en/office/account');
});

test('Internet Explorer is sent to its own page by the first load', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: DEFAULT_ORIGIN, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await watchPolicyViolations(page);
  await page.goto('/en/');
  await expect(page).toHaveURL('/en/block-ie');
  await expect(page.getByRole('heading', { name: 'Your browser is not supported' })).toBeVisible();
  await context.close();
});
