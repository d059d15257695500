/** A missing or unknown language is fixed (by the server on a first load), manifest redirects apply, the header switches language. */
import { expect, expectShell, test } from './fixtures.ts';

test('/information opens About us in English, and the RU link shows it in Russian', async ({ page }) => {
  await page.goto('/information');

  await expect(page).toHaveURL('/en/information/about');
  await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  await expectShell(page, 'BetHub');

  await page.getByRole('banner').getByRole('link', { name: 'RU', exact: true }).click();

  await expect(page).toHaveURL('/ru/information/about');
  await expect(page.getByRole('heading', { name: 'О нас', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('a first load in no language, or one the site does not offer, is sent on by the server (302, the query kept)', async ({ request }) => {
  const html = { accept: 'text/html' };
  const unknown = await request.get('/xx/line?tab=1', { headers: html, maxRedirects: 0 });
  expect([unknown.status(), unknown.headers().location]).toEqual([302, '/en/line?tab=1']);
  const bare = await request.get('/nothing-here', { headers: html, maxRedirects: 0 });
  expect([bare.status(), bare.headers().location]).toEqual([302, '/en/nothing-here']);
  expect((await request.get('/en/nothing-here', { headers: html, maxRedirects: 0 })).status()).toBe(404);
  // A returning visitor's language (the lng cookie the site writes) is kept where the site offers it.
  const returning = await request.get('/line', { headers: { ...html, cookie: 'lng=ru' }, maxRedirects: 0 });
  expect([returning.status(), returning.headers().location]).toEqual([302, '/ru/line']);
});
