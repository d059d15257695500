/** rules/:ruleGroup?/:chapter? exists where the site config enables route 47 (the default does). */
import { expect, test } from './fixtures.ts';
import { DEFAULT_PORT } from './servers.ts';
import { answerRegulatedNotices } from './regulated.ts';

test('the betting rules list their sections', async ({ page }) => {
  const response = await page.goto('/en/information/rules');

  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Betting rules', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sports betting' })).toBeVisible();
});

test('a rules chapter shows its text and the way back to its section and the rules', async ({ page }) => {
  await page.goto('/en/information/rules/sports/2');

  await expect(page.getByRole('heading', { name: 'Postponed events', level: 1 })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Where you are' });
  await expect(trail.getByRole('link', { name: 'Betting rules' })).toHaveAttribute('href', '/en/information/rules');
  await expect(trail.getByRole('link', { name: 'Sports betting' })).toHaveAttribute('href', '/en/information/rules/sports');
  await expect(page.getByText(/does not start within 48 hours of its scheduled time is void/)).toBeVisible();
});

test('where the operator does not enable the rules (uk-regulated), the footer names them as text, not a link to a 404', async ({ page, context }) => {
  // uk.localhost is uk-regulated's host (site-configs/uk-regulated.json); Chromium resolves *.localhost to this machine.
  const uk = `http://uk.localhost:${DEFAULT_PORT}`;
  await answerRegulatedNotices(context, [uk]);
  const response = await page.goto(`${uk}/en/`);
  expect(response?.status()).toBe(200);
  // The server's first screen already shows it so (the same components, the same site config)...
  const html = (await response?.text()) ?? '';
  expect(html).toContain('href="/en/information/about"');
  expect(html).not.toContain('href="/en/information/rules"');
  // ...and so does the page once hydrated.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/information/about');
  await expect(footer.getByText('Rules', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Rules' })).toHaveCount(0);
  // The home page's rules tile is left out there too.
  await expect(page.getByRole('main').getByRole('link', { name: /rules/i })).toHaveCount(0);
  // What such a link would have led to.
  expect((await page.goto(`${uk}/en/information/rules`))?.status()).toBe(404);

  await page.goto('/en/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/en/information/rules');
});
